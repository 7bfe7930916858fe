// The partner programme's face (issue 17): the partner record (application, decision, code, rates), the
// commissions tab's data, the partner code's tracking and our own short links — `services.partners`. The ledger
// and the payout run are exported as functions: server/orders/paid.ts records a paid order's commissions inside
// the payment's transaction, scripts/payouts.ts runs a quarter. Nothing here reaches another capability's tables:
// the account half of a partner (role flags, VAT number) is accounts', the application flow is ./application.ts.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type PartnerRates, resolvedRates, shownCommission, termsRates } from '../../domain/commission.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { cents } from '../../domain/money.ts';
import { PARTNER_MOTIVATION_MAX, partnerCodeFrom } from '../../domain/partner-application.ts';
import { openCommissions, payoutDetail } from '../../domain/payouts.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import type { SettingsService } from '../settings/service.ts';
import {
  type CommissionRow,
  ledgerOf,
  ledgerOrderId,
  type ReversalOutcome,
  reverseOrderCommissions,
} from './ledger.ts';
import { paidPayoutsOf } from './payouts.ts';
import { partners, shortLinks } from './schema.ts';
import { affiliateCookieDays, recordCodeUse } from './tracking.ts';

export { commissionsOfOrder, recordOrderCommissions, reverseOrderCommissions } from './ledger.ts';
export type { CommissionRow, PaidOrderFacts, PaidOrderLine, ReversalOutcome } from './ledger.ts';
export { runPayouts } from './payouts.ts';
export {
  AFFILIATE_COOKIE_DAYS_SETTING,
  affiliateCookieDays,
  DEFAULT_AFFILIATE_COOKIE_DAYS,
} from './tracking.ts';

export type PartnerStatus = 'pend' | 'approved' | 'rejected';

export interface PartnerRecord {
  userId: number;
  status: PartnerStatus;
  code: string | null;
  isPrivate: boolean;
  /** The rates the ledger pays at (stored, or 10 % when unset). */
  rates: PartnerRates;
  motivation: string;
  hasBookPage: boolean;
  bookPageUrl: string;
  appliedAt: Date;
  decidedAt: Date | null;
}

/** Spec 2 §3 commission row, as the commissions tab shows it (amounts already incl. or excl. VAT). */
export interface CommissionLine {
  /** The date the row counts on (the paid date; a reversal carries its earned row's), YYYY-MM-DD. */
  orderDate: string;
  orderNumber: number;
  invoiceNumber: string | null;
  description: string;
  copies: number;
  orderTotalCents: number;
  orderVatCents: number;
  /** Spec 2 §3 item_discount: the own-title rate applied. */
  ownEdition: boolean;
  ratePercent: number;
  amountCents: number;
  kind: 'earned' | 'reversal';
}

export interface PayoutView {
  id: number;
  quarter: string;
  /** Spec 2 §3 payout_date: the day of the run. */
  payoutDate: string;
  settledDate: string;
  description: string;
  totalCents: number;
  /** Spec 2 §4: the rows of the 3 months up to the settled date. */
  details: CommissionLine[];
}

export interface CommissionsTab {
  code: string;
  rates: PartnerRates;
  /** Spec 2 §6: amounts are shown incl. 21 % VAT (the partner has a VAT number), else excl. */
  inclVat: boolean;
  open: CommissionLine[];
  openTotalCents: number;
  payouts: PayoutView[];
}

export type DecisionOutcome = { kind: 'ok' } | { kind: 'not-found' } | { kind: 'decided' };

export interface PartnersService {
  /** The partner record of an account, whatever its status; null when it never applied. */
  partnerOf(userId: number): Promise<PartnerRecord | null>;
  /** The approved partner with this code, or null. */
  partnerByCode(code: string): Promise<PartnerRecord | null>;
  /** Stores an application (status pend); a rejected applicant may apply again. */
  apply(
    userId: number,
    input: { motivation: string; hasBookPage: boolean; bookPageUrl: string },
  ): Promise<
    | { kind: 'ok' }
    | { kind: 'invalid'; field: 'motivation' | 'bookPageUrl'; message: string }
    | { kind: 'already'; status: 'pend' | 'approved' }
  >;
  /** The applications waiting for a decision, oldest first. */
  applications(): Promise<PartnerRecord[]>;
  /** How many applications wait for a decision (the staff dashboard, issue 30). */
  applicationCount(): Promise<number>;
  /** Approves a pending application: a new unique code and the terms' rates (20/10, private 5/10). */
  approve(
    userId: number,
    staffUserId: number,
    options?: { isPrivate?: boolean },
  ): Promise<{ kind: 'ok'; code: string } | { kind: 'not-found' } | { kind: 'decided' }>;
  reject(userId: number, staffUserId: number): Promise<DecisionOutcome>;
  /** The commissions tab of an approved partner; null for anyone else. */
  commissionsTab(userId: number, options: { hasVatNumber: boolean }): Promise<CommissionsTab | null>;
  /** A refund or cancellation of an order: its commissions not paid out yet reversed, once (rows written). */
  reverseOrder(orderId: number): Promise<ReversalOutcome>;
  /** The same for staff, who know the order by its number (/beheer/commissies). */
  /** Staff's reversal by order number; `actorId` for the audit log (issue 30). */
  reverseOrderNumber(orderNumber: number, actorId: number): Promise<ReversalOutcome>;
  /** The affiliate cookie's lifetime in days (setting affiliateCookieDays, default 30). */
  affiliateCookieDays(): Promise<number>;
  /** Spec 3 §7 activatePCUse: the code's last_date is today (approved codes only, at most once a day). */
  recordCodeUse(code: string): Promise<void>;
  /** Issue 17 #8: the short code of a path on this site (the same path keeps its code). */
  shortLink(target: string, partnerUserId: number | null): Promise<string>;
  /** /s/{code}: the path it stands for, its visit counted; null for an unknown code. */
  followShortLink(code: string): Promise<string | null>;
  /** The same service with every call on `db` (a caller's transaction, server/db/transaction.ts). */
  withDb(db: Db): PartnersService;
}

export interface PartnersDeps {
  db: Db;
  settings: SettingsService;
  now?: () => Date;
  /** A new partner or short-link code's random bytes (tests may fix them). */
  randomBytes?: (size: number) => Uint8Array;
}

type PartnerRow = typeof partners.$inferSelect;

function record(row: PartnerRow): PartnerRecord {
  return {
    userId: row.userId,
    status: row.status as PartnerStatus,
    code: row.code,
    isPrivate: row.isPrivate,
    rates: resolvedRates({ own: row.commissionOwn, other: row.commissionOther }),
    motivation: row.motivation,
    hasBookPage: row.hasBookPage,
    bookPageUrl: row.bookPageUrl,
    appliedAt: row.appliedAt,
    decidedAt: row.decidedAt,
  };
}

function commissionLine(row: CommissionRow, inclVat: boolean): CommissionLine {
  return {
    orderDate: row.bookedOn,
    orderNumber: row.orderNumber,
    invoiceNumber: row.invoiceNumber,
    description: row.description,
    copies: row.copies,
    orderTotalCents: row.orderTotalCents,
    orderVatCents: row.orderVatCents,
    ownEdition: row.ownEdition,
    ratePercent: row.ratePercent,
    amountCents: shownCommission(cents(row.amountCents), inclVat),
    kind: row.kind as CommissionLine['kind'],
  };
}

/** A short link's code: 7 letters and digits (62⁷ codes). */
const SHORT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SHORT_CODE_LENGTH = 7;
/** A short link leads to a path on this site only, never elsewhere (no open redirect). */
export function isSitePath(target: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(target) && target.length <= 500;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

export function createPartnersService(deps: PartnersDeps): PartnersService {
  const now = deps.now ?? (() => new Date());
  const random = deps.randomBytes ?? ((size: number) => new Uint8Array(randomBytes(size)));

  function bound(db: Db): PartnersService {
    const find = async (userId: number) =>
      (await db.select().from(partners).where(eq(partners.userId, userId)).limit(1))[0] ?? null;

    return {
      async partnerOf(userId) {
        const row = await find(userId);
        return row ? record(row) : null;
      },

      async partnerByCode(code) {
        const [row] = await db
          .select()
          .from(partners)
          .where(and(eq(partners.code, code), eq(partners.status, 'approved')))
          .limit(1);
        return row ? record(row) : null;
      },

      async apply(userId, input) {
        if ([...input.motivation].length > PARTNER_MOTIVATION_MAX || input.motivation.trim() === '')
          return { kind: 'invalid', field: 'motivation', message: 'Deze invoer is niet correct.' };
        if (input.hasBookPage && !/^https?:\/\/\S+$/i.test(input.bookPageUrl))
          return { kind: 'invalid', field: 'bookPageUrl', message: 'Deze invoer is niet correct.' };
        const values = {
          status: 'pend',
          motivation: input.motivation,
          hasBookPage: input.hasBookPage,
          bookPageUrl: input.hasBookPage ? input.bookPageUrl : '',
          appliedAt: now(),
          decidedAt: null,
          decidedBy: null,
        };
        return withTransaction(db, async (tx) => {
          const [current] = await tx.select().from(partners).where(eq(partners.userId, userId)).for('update');
          if (current && current.status !== 'rejected')
            return { kind: 'already', status: current.status as 'pend' | 'approved' };
          if (current) await tx.update(partners).set(values).where(eq(partners.userId, userId));
          else {
            const written = await tx
              .insert(partners)
              .values({ userId, ...values })
              .onConflictDoNothing()
              .returning({ userId: partners.userId });
            if (written.length === 0) return { kind: 'already', status: 'pend' };
          }
          return { kind: 'ok' };
        });
      },

      async applicationCount() {
        const [row] = await db.select({ n: count() }).from(partners).where(eq(partners.status, 'pend'));
        return row?.n ?? 0;
      },

      async applications() {
        const rows = await db
          .select()
          .from(partners)
          .where(eq(partners.status, 'pend'))
          .orderBy(asc(partners.appliedAt), asc(partners.userId));
        return rows.map(record);
      },

      async approve(userId, staffUserId, options = {}) {
        const rates = termsRates(options.isPrivate ?? false);
        // A clash with another partner's code (32⁸ codes) is retried with a fresh one.
        for (let attempt = 0; ; attempt++) {
          const code = partnerCodeFrom(random(8));
          try {
            return await withTransaction(db, async (tx) => {
              const [current] = await tx
                .select()
                .from(partners)
                .where(eq(partners.userId, userId))
                .for('update');
              if (!current) return { kind: 'not-found' } as const;
              if (current.status !== 'pend') return { kind: 'decided' } as const;
              await tx
                .update(partners)
                .set({
                  status: 'approved',
                  code: current.code ?? code,
                  isPrivate: options.isPrivate ?? current.isPrivate,
                  commissionOwn: current.commissionOwn ?? rates.own,
                  commissionOther: current.commissionOther ?? rates.other,
                  decidedAt: now(),
                  decidedBy: staffUserId,
                })
                .where(eq(partners.userId, userId));
              return { kind: 'ok', code: current.code ?? code } as const;
            });
          } catch (error) {
            if (!isUniqueViolation(error) || attempt >= 4) throw error;
          }
        }
      },

      async reject(userId, staffUserId) {
        return withTransaction(db, async (tx) => {
          const [current] = await tx.select().from(partners).where(eq(partners.userId, userId)).for('update');
          if (!current) return { kind: 'not-found' };
          if (current.status !== 'pend') return { kind: 'decided' };
          await tx
            .update(partners)
            .set({ status: 'rejected', decidedAt: now(), decidedBy: staffUserId })
            .where(eq(partners.userId, userId));
          return { kind: 'ok' };
        });
      },

      async commissionsTab(userId, options) {
        const row = await find(userId);
        if (!row || row.status !== 'approved' || !row.code) return null;
        const [ledger, paid] = await Promise.all([ledgerOf(db, userId), paidPayoutsOf(db, userId)]);
        const inclVat = options.hasVatNumber;
        const latest = paid[0]?.settledDate ?? null;
        const open = openCommissions(ledger, latest).map((r) => commissionLine(r, inclVat));
        return {
          code: row.code,
          rates: resolvedRates({ own: row.commissionOwn, other: row.commissionOther }),
          inclVat,
          open,
          openTotalCents: open.reduce((sum, line) => sum + line.amountCents, 0),
          payouts: paid.map((payout) => ({
            id: payout.id,
            quarter: payout.quarter,
            payoutDate: amsterdamCalendarDate(payout.createdAt),
            settledDate: payout.settledDate!,
            description: payout.description,
            totalCents: shownCommission(cents(payout.amountCents), inclVat),
            details: payoutDetail(ledger, payout.settledDate!).map((r) => commissionLine(r, inclVat)),
          })),
        };
      },

      reverseOrder(orderId) {
        return reverseOrderCommissions(db, orderId);
      },

      async reverseOrderNumber(orderNumber, actorId) {
        const orderId = await ledgerOrderId(db, orderNumber);
        return orderId === null
          ? { kind: 'none' }
          : reverseOrderCommissions(db, orderId, { actorId, orderNumber });
      },

      async affiliateCookieDays() {
        return affiliateCookieDays(await deps.settings.all());
      },

      recordCodeUse(code) {
        return recordCodeUse(db, code, amsterdamCalendarDate(now()));
      },

      async shortLink(target, partnerUserId) {
        if (!isSitePath(target)) throw new RangeError(`not a path on this site: ${target}`);
        for (let attempt = 0; ; attempt++) {
          const bytes = random(SHORT_CODE_LENGTH);
          let code = '';
          for (let i = 0; i < SHORT_CODE_LENGTH; i++)
            code += SHORT_ALPHABET[bytes[i]! % SHORT_ALPHABET.length];
          try {
            await db
              .insert(shortLinks)
              .values({ code, target, partnerId: partnerUserId })
              .onConflictDoNothing({
                target: shortLinks.target,
              });
          } catch (error) {
            if (!isUniqueViolation(error) || attempt >= 4) throw error;
            continue;
          }
          const [row] = await db
            .select({ code: shortLinks.code })
            .from(shortLinks)
            .where(eq(shortLinks.target, target))
            .limit(1);
          if (row) return row.code;
        }
      },

      async followShortLink(code) {
        if (!/^[A-Za-z0-9]{1,16}$/.test(code)) return null;
        const [row] = await db
          .update(shortLinks)
          .set({ visits: sql`${shortLinks.visits} + 1` })
          .where(eq(shortLinks.code, code))
          .returning({ target: shortLinks.target });
        return row?.target ?? null;
      },

      withDb: (other) => bound(other),
    };
  }

  return bound(deps.db);
}
