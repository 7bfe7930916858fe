// Issue 17 #6, #7, #8: what the partner area /partner shows — for a partner their own commissions tab (read
// from the partners service for the session's account only) and the technical tab (the own publications' covers,
// the ISBN link generator with the one orderability rule) — and the short links /s/{code}. The user id always
// comes from the viewer; nothing a request carries names another partner.
// Issue 27 (decision 522): a short link only for a book that exists, asked by a partner or a logged-in visitor,
// counted per client address an hour; its target is the book's own path (one row per book and code at most).
import { cleanBookIdentifier, partnerLink, shortLinkTarget } from '../../domain/partner-application-links.ts';
import { partnerStatus } from '../../domain/roles.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { OrderInfoService } from '../catalog/index.ts';
import { type Admit, HOUR_MS } from '../lib/admit.ts';
import type { CommissionsTab, PartnersService } from './service.ts';

/** Decision 522: short links asked from one client address an hour (a reader shares a few books, a robot many). */
export const SHORT_LINKS_PER_ADDRESS = { max: 60, windowMs: HOUR_MS };
export const shortLinkKey = (ip: string) => `short-link:ip:${ip}`;

export type ShortLinkResult =
  | { kind: 'ok'; code: string }
  /** A guest: the share panel uses the full address. */
  | { kind: 'login' }
  /** Not a book page on this site, or with another partner's code. */
  | { kind: 'invalid' }
  | { kind: 'unknown_book' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** What this module asks of the partners service (`services.partners`). */
export type PartnerLedger = Pick<PartnersService, 'commissionsTab' | 'shortLink' | 'followShortLink'>;

export type PartnerArea =
  | { kind: 'guest' }
  /** Spec 2 §2: non-partners see the application link (or that their application is being looked at). */
  | { kind: 'not-partner'; pending: boolean }
  /** A partner; code null: accepted but without a code (spec 2 §8 'Partner code missing' warning). */
  | { kind: 'partner'; code: string | null; commissions: CommissionsTab };

export interface CoverLink {
  sku: string;
  title: string;
  /** The book page with the partner's code. */
  path: string;
}

export type IsbnLink =
  | { kind: 'empty' }
  | { kind: 'unknown'; identifier: string }
  | { kind: 'ok'; identifier: string; sku: string; title: string; path: string; orderable: boolean };

export interface PartnerPagesService {
  area(viewer: Viewer): Promise<PartnerArea>;
  /** The technical tab's covers: the own publications, each linked with the code. */
  covers(code: string | null): Promise<CoverLink[]>;
  /** Spec 2 §5 link generation: the typed ISBN (or a book id, resolved to its ISBN) as a partner link. */
  isbnLink(identifier: string, code: string | null): Promise<IsbnLink>;
  /** Issue 17 #8: the short link of a book page (same book and code → same code); decision 522's refusals. */
  shortLink(viewer: Viewer, target: string, meta: { ip: string }): Promise<ShortLinkResult>;
  /** The target of /s/{code}, the visit counted; null when unknown. */
  follow(code: string): Promise<string | null>;
}

export interface PartnerPagesDeps {
  accounts: AccountsService;
  ledger: PartnerLedger;
  catalog: OrderInfoService;
  /** A book id, ISBN-10 or ISBN-13 as the book's ISBN-13 (the book page's lookup); null when unknown. */
  resolveSku: (identifier: string) => Promise<string | null>;
  ownPublications: () => Promise<readonly { sku: string; title: string }[]>;
  /** Counts one attempt in the database (accounts' rate_limits, as every form's limit). */
  admit: Admit;
}

/** A tab with nothing in it yet: the partner's code, the programme's default rates, the empty texts. */
function emptyTab(code: string | null, inclVat: boolean): CommissionsTab {
  return {
    code: code ?? '',
    rates: { own: 10, other: 10 },
    inclVat,
    open: [],
    openTotalCents: 0,
    payouts: [],
  };
}

export function createPartnerPagesService(deps: PartnerPagesDeps): PartnerPagesService {
  return {
    async area(viewer) {
      if (!viewer.loggedIn) return { kind: 'guest' };
      const role = await deps.accounts.partnerRole(viewer.userId);
      if (!role) return { kind: 'guest' };
      const status = partnerStatus(role.partnerStatus);
      if (!role.isPartner && status !== 'active')
        return { kind: 'not-partner', pending: status === 'pending' };
      const profile = await deps.accounts.profile(viewer);
      const hasVatNumber = (profile?.business.nrVat ?? '') !== '';
      const code = role.isPartner ? role.partnerCode : null;
      const tab = await deps.ledger.commissionsTab(viewer.userId, { hasVatNumber });
      return { kind: 'partner', code, commissions: tab ?? emptyTab(code, hasVatNumber) };
    },

    async covers(code) {
      const books = await deps.ownPublications();
      return books.map((book) => ({
        sku: book.sku,
        title: book.title,
        path: partnerLink(`/book/${encodeURIComponent(book.sku)}`, code),
      }));
    },

    async isbnLink(raw, code) {
      const identifier = cleanBookIdentifier(raw);
      if (identifier === '') return { kind: 'empty' };
      // Spec 2 §5: a book id (shorter than 10 characters) or an ISBN-10 resolves to the book's ISBN-13.
      const sku = await deps.resolveSku(identifier);
      if (sku === null) return { kind: 'unknown', identifier };
      const info = (await deps.catalog.orderInfo([sku])).get(sku);
      if (!info) return { kind: 'unknown', identifier };
      return {
        kind: 'ok',
        identifier,
        sku,
        title: info.title,
        path: partnerLink(`/book/${encodeURIComponent(sku)}`, code),
        orderable: info.orderable,
      };
    },

    async shortLink(viewer, target, meta) {
      if (!viewer.loggedIn) return { kind: 'login' };
      const code = viewer.isPartner ? viewer.partnerCode : null;
      const allowed = shortLinkTarget(target, code);
      if (allowed === null) return { kind: 'invalid' };
      const admission = await deps.admit(shortLinkKey(meta.ip), SHORT_LINKS_PER_ADDRESS);
      if (admission.blocked) return { kind: 'throttled', retryAfterSeconds: admission.retryAfterSeconds };
      // The book must exist; the link leads to its own path (a slug or a book id made no second row).
      const url = new URL(allowed, 'https://site.invalid');
      const sku = await deps.resolveSku(decodeURIComponent(url.pathname.split('/')[2] ?? ''));
      if (sku === null) return { kind: 'unknown_book' };
      const own = url.searchParams.get('pc');
      const made = await deps.ledger.shortLink(
        partnerLink(`/book/${encodeURIComponent(sku)}`, own),
        own ? viewer.userId : null,
      );
      return { kind: 'ok', code: made };
    },

    follow: (code) => deps.ledger.followShortLink(code),
  };
}
