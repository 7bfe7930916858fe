// The page shell's data (spec 1 §2.2). The shop-wide part is the same for every visitor of a shop and is
// cached briefly in memory; the visitor-specific part (navigation, footer account column) is cheap.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { isFeatureAvailable } from '../../domain/features.ts';
import { isNavItemVisible, partnerFooterPath } from '../../domain/navigation.ts';
import { footerPaymentLogos } from '../../domain/payment-logos.ts';
import type { Shop } from '../../domain/shop.ts';
import { authorFullName } from '../../domain/author-name.ts';
import { bookPath } from '../../domain/book-identifier.ts';
import {
  cardSettings,
  latestRanking,
  newestSelfHelpBooks,
  toShellBook,
  top10Section,
} from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { authors, categories, languages, productGroups } from '../catalog/schema.ts';
import { bookTitlesBySku } from '../catalog/index.ts';
import { banners, navigationItems, newsletters, notifications } from '../content/schema.ts';
import { type SettingsService, settingNumber } from '../settings/service.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { keptVersions } from '../../domain/kept-versions.ts';
import type { FooterColumn, NavLink, RankedBook, ShellData, ShellOwn, ShellShared } from './types.ts';

/** Shared parts kept per process (both shops, a few changes each). */
const KEPT_VERSIONS = 8;

/** Spec 1 §5: these category names never show. */
export const HIDDEN_CATEGORIES = ['eigen uitgaven', 'nieuw'];
const SOCIAL_SETTINGS = [
  ['Facebook', 'socialFacebook'],
  ['Instagram', 'socialInstagram'],
  ['LinkedIn', 'socialLinkedin'],
  ['YouTube', 'socialYoutube'],
  ['X', 'socialX'],
] as const;

/** What a shop's shell holds beside its shared part: the makings of each visitor's menus and footer. */
interface ShopExtras {
  navItems: (typeof navigationItems.$inferSelect)[];
  social: { name: string; url: string }[];
  paymentLogos: string[];
  adminUrl: string | null;
}

type ShopPart = ShellShared & ShopExtras;

export interface ShellService {
  /** The shell in its two parts: this visitor's (with the shared part's version) and the shop's (types.ts). */
  shellData(input: {
    shop: Shop;
    toggle: ShellData['toggle'];
    viewer: Viewer;
  }): Promise<{ own: ShellOwn; shared: ShellShared }>;
  /**
   * A shop's shared part of this version when this process made it lately, else as it is now; with its version
   * (a hash of its content: the same in every process).
   */
  shared(shop: Shop, version: string): Promise<{ version: string; shared: ShellShared }>;
  shopAllAvailable(viewer: Viewer): Promise<boolean>;
  /** Forget this process's cached shop parts (a staff change to what they show, decision 702). */
  invalidate(): void;
}

/** Hooks for tests (decision 702): the clock the shell's cache and the notifications' window go by, its TTL. */
export interface ShellClock {
  now?: () => Date;
  ttlMs?: number;
}

export function createShellService(
  db: Db,
  settingsService: SettingsService,
  version: string,
  clock: ShellClock = {},
): ShellService {
  const now = clock.now ?? (() => new Date());
  // The last versions made: a page rendered just before the shop's data changed still gets the part it shows.
  const recent = keptVersions<ShellShared>(KEPT_VERSIONS);
  // Decision 702: a staff change to the notifications (and a window opening or closing) reaches visitors when
  // this entry is reloaded — within the TTL (DATA_CACHE_SECONDS), plus the page cache's 10 s: the 30 s promise.
  const cache = createTtlCache<Shop, ShopExtras & { shared: ShellShared; sharedVersion: string }>(
    clock.ttlMs,
    Infinity,
    () => now().getTime(),
  );
  const shopPart = (shop: Shop) =>
    cache.get(shop, async () => {
      const { navItems, social, paymentLogos, adminUrl, ...shared } = await loadShopPart(
        db,
        settingsService,
        shop,
        version,
        now(),
      );
      const sharedVersion = contentVersion(shared);
      recent.register(sharedVersion, shared);
      return { navItems, social, paymentLogos, adminUrl, shared, sharedVersion };
    });

  return {
    invalidate: () => cache.clear(),
    async shopAllAvailable(viewer) {
      return isFeatureAvailable(await settingsService.features(), 'SHOP_ALL', viewer);
    },
    async shared(shop, wanted) {
      const { shared, sharedVersion } = await shopPart(shop);
      const kept = recent.get(wanted);
      return kept ? { version: wanted, shared: kept } : { version: sharedVersion, shared };
    },
    async shellData({ shop, toggle, viewer }) {
      const [{ navItems, social, paymentLogos, adminUrl, shared, sharedVersion }, shopAllAvailable] =
        await Promise.all([shopPart(shop), this.shopAllAvailable(viewer)]);
      const visible = navItems.filter((item) => isNavItemVisible(item, { shop, shopAllAvailable }, viewer));
      const link = (i: (typeof navItems)[number]): NavLink => ({
        name: i.name,
        path: i.path,
        title: i.title,
      });
      const own: ShellOwn = {
        shop,
        toggle,
        shopAllAvailable,
        viewer,
        nav: {
          main: visible.filter((i) => i.menu === 'main').map(link),
          sub: visible.filter((i) => i.menu === 'sub').map(link),
        },
        footer: {
          columns: footerColumns(visible.filter((i) => i.menu === 'footer')),
          social,
          paymentLogos,
          partnerPath: partnerFooterPath(viewer),
        },
        counts: { wishlist: 0, cart: 0 },
        adminUrl: viewer.isAdmin ? adminUrl : null,
        sharedVersion,
      };
      return { own, shared };
    },
  };
}

/** Issue 16: the shared part's version, a hash of its content, so every process names the same content alike. */
function contentVersion(shared: ShellShared): string {
  return createHash('sha256').update(JSON.stringify(shared)).digest('hex').slice(0, 12);
}

function footerColumns(items: (typeof navigationItems.$inferSelect)[]): FooterColumn[] {
  const columns = new Map<string, NavLink[]>();
  for (const item of items) {
    const title = item.column ?? '';
    if (!columns.has(title)) columns.set(title, []);
    columns.get(title)!.push({ name: item.name, path: item.path, title: item.title });
  }
  return [...columns].map(([title, links]) => ({ title, links }));
}

async function loadShopPart(
  db: Db,
  settingsService: SettingsService,
  shop: Shop,
  version: string,
  now: Date,
): Promise<ShopPart> {
  const settingsMap = await settingsService.all();
  const cards = cardSettings(settingsMap);
  const own = shop === 'SHOP_SB';
  const today = new Date().toISOString().slice(0, 10);

  const sidebarTop10 = async (): Promise<{ title: string; books: RankedBook[] }> => {
    const tag = settingsMap.get('sidebarTop10');
    const top10 = tag ? await top10Section(db, tag, cards) : null;
    return top10 ?? { title: '', books: [] };
  };

  const [
    categoryRows,
    languageRows,
    groupRows,
    authorRows,
    bannerRows,
    newest,
    top20,
    top10,
    newsletterRows,
    notes,
    navItems,
  ] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(and(sql`${shop} = any(${categories.shops})`, notInArray(categories.name, HIDDEN_CATEGORIES)))
      .orderBy(asc(categories.position), asc(categories.displayValue)),
    db
      .select()
      .from(languages)
      .where(
        and(
          own ? eq(languages.showOnSb, true) : eq(languages.showOnAll, true),
          sql`${languages.abbr} <> 'NL'`,
        ),
      )
      .orderBy(asc(languages.position)),
    own ? db.select().from(productGroups).orderBy(asc(productGroups.position)) : Promise.resolve([]),
    own
      ? db
          .select()
          .from(authors)
          .where(eq(authors.isSb, true))
          .orderBy(asc(authors.lastname), asc(authors.firstname))
      : Promise.resolve([]),
    // With the books' titles, so a banner links the book page's own address (issue 33 #3: no redirect first).
    own
      ? db
          .select()
          .from(banners)
          .orderBy(asc(banners.position), asc(banners.id))
          .then(async (rows) => {
            const titles = await bookTitlesBySku(
              db,
              rows.flatMap((b) => (b.sku ? [b.sku] : [])),
            );
            return rows.map((banner) => ({
              banner,
              bookTitle: banner.sku ? titles.get(banner.sku) : undefined,
            }));
          })
      : Promise.resolve([]),
    own ? newestSelfHelpBooks(db, today, 12) : Promise.resolve([]),
    own ? latestRanking(db, 'top20', 20, cards).then((r) => r.books) : Promise.resolve([]),
    own ? Promise.resolve({ title: '', books: [] }) : sidebarTop10(),
    db
      .select()
      .from(newsletters)
      .where(own ? eq(newsletters.showOnSb, true) : sql`true`)
      .orderBy(desc(newsletters.week))
      .limit(1),
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.active, true),
          isNull(notifications.sku),
          // Decision 701: inside its window only (from inclusive, until exclusive; no bound when null).
          or(isNull(notifications.shownFrom), lte(notifications.shownFrom, now)),
          or(isNull(notifications.shownUntil), gt(notifications.shownUntil, now)),
        ),
      )
      .orderBy(asc(notifications.id)),
    db.select().from(navigationItems).orderBy(asc(navigationItems.menu), asc(navigationItems.position)),
  ]);

  const latestTag = settingsMap.get('tagLatestNewsletter');
  const latest = latestTag
    ? ((await db.select().from(newsletters).where(eq(newsletters.tag, latestTag)))[0] ?? newsletterRows[0])
    : newsletterRows[0];

  return {
    categories: categoryRows.map((c) => ({
      name: c.name,
      displayValue: c.displayValue,
      href: `/category/${encodeURIComponent(c.name)}`,
    })),
    languages: languageRows.map((l) => ({
      abbr: l.abbr,
      displayValue: l.displayValue,
      href: `/languages/${encodeURIComponent(l.queryValue)}`,
    })),
    productGroups: groupRows.map((g) => ({
      name: g.name,
      displayValue: g.displayValue,
      href: `/products/${encodeURIComponent(g.name)}`,
    })),
    sbAuthors: authorRows.map((a) => ({
      id: a.id,
      name: authorFullName(a.firstname, a.prefix, a.lastname),
      href: `/author/${a.id}`,
    })),
    banners: bannerRows.map(({ banner: b, bookTitle }) => ({
      text1: b.text1,
      text2: b.text2,
      img: b.img,
      href: b.sku ? bookPath(b.sku, bookTitle ?? '', cards.seoTitles) : null,
      coverUrl: b.sku ? `/media/covers/${b.sku}` : null,
    })),
    newestBooks: newest.map((r) => toShellBook(r, cards)),
    top20,
    top10: top10.books,
    top10Title: top10.title,
    latestNewsletter: latest ? { title: latest.title, week: latest.week, tag: latest.tag } : null,
    notifications: notes.map((n) => ({ id: n.id, title: n.title, description: n.description })),
    shipping: {
      freeFromCents: settingNumber(settingsMap, 'shippingFree', 2000),
      defaultCents: settingNumber(settingsMap, 'shippingDefault', 845),
    },
    navItems,
    social: SOCIAL_SETTINGS.flatMap(([name, key]) => {
      const url = settingsMap.get(key);
      return url ? [{ name, url }] : [];
    }),
    paymentLogos: footerPaymentLogos((settingsMap.get('paymentProviders') ?? '').split(',')),
    adminUrl: settingsMap.get('adminUrl') ?? null,
    version,
    year: new Date().getFullYear(),
  };
}
