// The checks every seeded catalogue must pass, registered for one database engine at a time
// (server/db/seed/seed.test.ts: PGlite; seed-postgres.test.ts: PostgreSQL when TEST_DATABASE_URL is set).
import { FREE_COVER_VERSIONS } from '../../domain/media-type.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIsbn13 } from '../../domain/isbn.ts';
import { isNavItemVisible, type NavItem } from '../../domain/navigation.ts';
import type { Database } from '../../server/db/client.ts';
import { CURRENT_WEEK, PREVIOUS_WEEK, SEED_DATE } from '../../server/db/seed/calendar.ts';
import { seedDatabase, seedIfEmpty } from '../../server/db/seed/index.ts';
import { createPlan, STOCK_CODES } from '../../server/db/seed/plan.ts';
import { rows, value } from './seed-testing.ts';
import { TEST_HASH } from './test-integrations.ts';

/** A migrated database without a row (openEmptyTestDatabase), and how to close it. */
export interface SuiteTarget {
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

export function describeSeededCatalogue(label: string, target: SuiteTarget, books: number): void {
  describe(`demo catalogue on ${label} (${books} books)`, () => {
    let database: Database;
    const plan = createPlan(books);
    const count = (text: string, params: unknown[] = []) => value<number>(database, text, params);

    let dispose: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ database, dispose } = await target.open());
      await seedDatabase(database, { books, progress: false, hashParams: TEST_HASH });
    });

    afterAll(async () => dispose?.());

    it('splits the books into 60 own publications, the self-help part and the rest', async () => {
      expect(await count('SELECT count(*)::int FROM books')).toBe(books);
      expect(
        await count(`SELECT count(*)::int FROM books WHERE sb_edition = 'eigen uitgaven' AND in_sb`),
      ).toBe(60);
      expect(await count(`SELECT count(*)::int FROM books WHERE sb_edition = 'eigen uitgaven'`)).toBe(60);
      expect(await count('SELECT count(*)::int FROM books WHERE in_sb AND sb_edition IS NULL')).toBe(plan.sb);
      expect(await count('SELECT count(*)::int FROM books WHERE NOT in_sb')).toBe(plan.all);
      expect(plan.sb / (plan.sb + plan.all)).toBeCloseTo(3000 / 23000, 2);
    });

    it('gives every book a unique, valid ISBN-13 as sku', async () => {
      const skus = (await rows<{ sku: string }>(database, 'SELECT sku FROM books')).map((r) => r.sku);
      expect(new Set(skus).size).toBe(books);
      expect(skus.filter((sku) => !isValidIsbn13(sku))).toEqual([]);
      expect(skus.some((sku) => sku.startsWith('979'))).toBe(true);
    });

    it('has every stock state: in stock, sold out and stock 0 with each ONIX code', async () => {
      expect(await count('SELECT count(*)::int FROM books WHERE stock = 1')).toBeGreaterThan(books / 2);
      expect(await count('SELECT count(*)::int FROM books WHERE stock = 2')).toBeGreaterThan(0);
      const codes = await rows<{ code: number }>(
        database,
        'SELECT DISTINCT stock_code AS code FROM books WHERE stock = 0',
      );
      expect(codes.map((r) => r.code).sort((a, b) => a - b)).toEqual([...STOCK_CODES]);
      for (const code of [10, 32]) {
        const past = `SELECT count(*)::int FROM books WHERE stock = 0 AND stock_code = $1 AND supply_date < $2::date`;
        expect(await count(past, [code, SEED_DATE])).toBeGreaterThan(0);
        expect(await count(past.replace('<', '>'), [code, SEED_DATE])).toBeGreaterThan(0);
      }
      expect(await count(`SELECT count(*)::int FROM books WHERE delivery IN ('2', '5')`)).toBeGreaterThan(0);
      expect(
        await count('SELECT count(*)::int FROM books WHERE release_date > $1::date', [SEED_DATE]),
      ).toBeGreaterThan(0);
      expect(
        await count(`SELECT count(*)::int FROM books WHERE release_date < '1991-01-01'`),
      ).toBeGreaterThan(0);
    });

    it('stores prices in cents with the hidden cases NULL, 0 and 9999 on several books', async () => {
      expect(
        await count('SELECT count(*)::int FROM books WHERE price_incl_cents IS NULL'),
      ).toBeGreaterThanOrEqual(5);
      expect(
        await count('SELECT count(*)::int FROM books WHERE price_incl_cents = 0'),
      ).toBeGreaterThanOrEqual(5);
      expect(
        await count('SELECT count(*)::int FROM books WHERE price_incl_cents = 9999'),
      ).toBeGreaterThanOrEqual(5);
      const typical = await value<number>(
        database,
        `SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY price_incl_cents) FROM books WHERE price_incl_cents > 0`,
      );
      expect(typical).toBeGreaterThan(999);
      expect(typical).toBeLessThan(3500);
      expect(
        await count(
          `SELECT count(*)::int FROM books WHERE product_group_id IS NULL AND media = 'Boek' AND vat_perc <> 9`,
        ),
      ).toBe(0);
      expect(
        await count('SELECT count(*)::int FROM books WHERE product_group_id IS NOT NULL AND vat_perc <> 21'),
      ).toBe(0);
    });

    it('points every alternative at another existing book that is not itself replaced', async () => {
      const replaced = await rows<{
        sku: string;
        alternative: string;
        target: string | null;
        chained: string | null;
      }>(
        database,
        `SELECT b.sku, b.alternative, t.sku AS target, t.alternative AS chained
           FROM books b LEFT JOIN books t ON t.sku = b.alternative WHERE b.alternative IS NOT NULL`,
      );
      expect(replaced.length).toBeGreaterThanOrEqual(10);
      for (const r of replaced) {
        expect(r.target).toBe(r.alternative);
        expect(r.alternative).not.toBe(r.sku);
        expect(r.chained).toBeNull();
      }
      expect(await count(`SELECT count(*)::int FROM books WHERE alternative = ''`)).toBe(0);
    });

    it('files every book under a category of its shop, mostly with a subcategory of that category', async () => {
      expect(await count('SELECT count(*)::int FROM books WHERE category_id IS NULL')).toBe(0);
      const mismatched = `SELECT count(*)::int FROM books b JOIN categories c ON c.id = b.category_id
        WHERE b.in_sb <> ('SHOP_SB' = ANY (c.shops))`;
      expect(await count(mismatched)).toBe(0);
      expect(
        await count(
          'SELECT count(*)::int FROM books b JOIN subcategories s ON s.id = b.subcategory_id WHERE s.category_id <> b.category_id',
        ),
      ).toBe(0);
      expect(
        await count(
          `SELECT count(*)::int FROM books b JOIN subcategories s ON s.id = b.subcategory_id WHERE s.name LIKE 'top10%'`,
        ),
      ).toBe(0);
      expect(await count('SELECT count(*)::int FROM books WHERE subcategory_id IS NOT NULL')).toBeGreaterThan(
        books * 0.8,
      );
      expect(await count('SELECT count(*)::int FROM books WHERE nur IS NULL')).toBe(0);
    });

    it('has categories with NUR codes, shops, hidden names and 2–5 subcategories each', async () => {
      const categories = await rows<{ name: string; nur: string; shops: string[]; subs: number }>(
        database,
        `SELECT c.name, c.nur, c.shops, (SELECT count(*)::int FROM subcategories s WHERE s.category_id = c.id) AS subs
           FROM categories c`,
      );
      const names = categories.map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(['eigen uitgaven', 'nieuw']));
      for (const c of categories) {
        expect(c.nur).toMatch(/^\d{3}$/);
        expect(c.subs).toBeGreaterThanOrEqual(2);
        expect(c.subs).toBeLessThanOrEqual(5);
        expect([['SHOP_SB', 'SHOP_ALL'], ['SHOP_ALL']]).toContainEqual(c.shops);
      }
      expect(categories.filter((c) => c.shops.includes('SHOP_SB')).length).toBeGreaterThan(3);
      expect(await count(`SELECT count(*)::int FROM subcategories WHERE name = 'top10thrillers'`)).toBe(1);
    });

    it('has five languages, mostly Dutch books and a few in each other language', async () => {
      const languages = await rows<{
        abbr: string;
        query_value: string;
        show_on_sb: boolean;
        show_on_all: boolean;
        books: number;
      }>(
        database,
        `SELECT l.abbr, l.query_value, l.show_on_sb, l.show_on_all,
                (SELECT count(*)::int FROM books b WHERE b.lang = l.abbr) AS books FROM languages l ORDER BY l.position`,
      );
      expect(languages.map((l) => [l.abbr, l.query_value])).toEqual([
        ['NL', 'nederlands'],
        ['EN', 'engels'],
        ['DE', 'duits'],
        ['FR', 'frans'],
        ['ES', 'spaans'],
      ]);
      expect(languages.some((l) => !l.show_on_sb || !l.show_on_all)).toBe(true);
      const nl = languages[0]!.books;
      expect(nl / books).toBeGreaterThan(0.85);
      for (const l of languages.slice(1)) expect(l.books).toBeGreaterThan(0);
    });

    it('has about 40 e-books, in stock, some in English', async () => {
      const ebooks = await rows<{ version: string; stock: number; lang: string }>(
        database,
        'SELECT version, stock, lang FROM books WHERE is_ebook',
      );
      expect(ebooks.length).toBe(40);
      expect(ebooks.every((e) => e.version === 'E-book' && e.stock === 1)).toBe(true);
      expect(ebooks.filter((e) => e.lang === 'EN').length).toBeGreaterThan(0);
    });

    it('has non-book products in every group with the versions and media the shop treats specially', async () => {
      const groups = await rows<{ name: string; products: number }>(
        database,
        `SELECT g.name, (SELECT count(*)::int FROM books b WHERE b.product_group_id = g.id) AS products FROM product_groups g`,
      );
      expect(groups.map((g) => g.name).sort()).toEqual([
        'agendas',
        'cd',
        'dvd',
        'kaarten',
        'kalenders',
        'spellen',
      ]);
      for (const g of groups) expect(g.products).toBeGreaterThan(0);
      const versions = (await rows<{ version: string }>(database, 'SELECT DISTINCT version FROM books')).map(
        (r) => r.version,
      );
      expect(versions).toEqual(
        // Every version the cover rule names (spec 1 §2.5) appears, besides the ordinary book versions.
        expect.arrayContaining([...FREE_COVER_VERSIONS, 'Paperback', 'Gebonden', 'E-book']),
      );
      const media = (await rows<{ media: string }>(database, 'SELECT DISTINCT media FROM books')).map(
        (r) => r.media,
      );
      expect(media).toEqual(expect.arrayContaining(['Boek', 'CD', 'DVD', 'Luisterboek', 'Event']));
      expect(await count(`SELECT count(*)::int FROM books WHERE media = 'Event'`)).toBeGreaterThanOrEqual(1);
      expect(await count(`SELECT count(*)::int FROM books WHERE media = 'Event'`)).toBeLessThanOrEqual(2);
      expect(await count(`SELECT count(*)::int FROM product_subgroups`)).toBeGreaterThanOrEqual(6);
    });

    it('contains the titles later search tests rely on', async () => {
      expect(await count(`SELECT count(*)::int FROM books WHERE title = 'Meer zelfvertrouwen'`)).toBe(1);
      const covey = await rows<{ title: string }>(
        database,
        `SELECT b.title FROM books b JOIN authors a ON a.id = b.author_id WHERE a.firstname = 'Stephen' AND a.lastname = 'Covey'`,
      );
      expect(covey.map((b) => b.title)).toContain('De zeven eigenschappen van effectief leiderschap');
      expect(await count(`SELECT count(*)::int FROM books WHERE title = 'De kracht van het nu'`)).toBe(1);
    });

    it('keeps author_sort as lower(lastname firstname) of the first author, with second authors on some books', async () => {
      const wrong = `SELECT count(*)::int FROM books b JOIN authors a ON a.id = b.author_id
        WHERE b.author_sort <> trim(lower(a.lastname || ' ' || a.firstname))`;
      expect(await count(wrong)).toBe(0);
      expect(await count('SELECT count(*)::int FROM books WHERE author2_id IS NOT NULL')).toBeGreaterThan(
        books * 0.05,
      );
      expect(await count(`SELECT count(*)::int FROM authors WHERE is_sb`)).toBe(25);
      expect(
        await count(`SELECT count(*)::int FROM authors WHERE prefix IN ('van', 'de', 'van der', 'van den')`),
      ).toBeGreaterThan(10);
      expect(await count(`SELECT count(*)::int FROM authors WHERE description IS NOT NULL`)).toBeGreaterThan(
        100,
      );
    });

    it('has descriptions, some of them the spec’s "none" value 0 or empty, and hidden keywords', async () => {
      expect(await count(`SELECT count(*)::int FROM books WHERE description = '0'`)).toBeGreaterThan(0);
      expect(await count(`SELECT count(*)::int FROM books WHERE description = ''`)).toBeGreaterThan(0);
      expect(await count(`SELECT count(*)::int FROM books WHERE length(description) > 100`)).toBeGreaterThan(
        books * 0.8,
      );
      expect(
        await count(
          `SELECT count(*)::int FROM books WHERE EXISTS (SELECT 1 FROM unnest(keywords) k WHERE k LIKE '!%')`,
        ),
      ).toBeGreaterThan(0);
      expect(
        await count('SELECT count(*)::int FROM books WHERE weight_g = 0 AND NOT is_ebook'),
      ).toBeGreaterThan(0);
      expect(await count('SELECT count(*)::int FROM books WHERE weight_g > 0')).toBeGreaterThan(books * 0.8);
      expect(
        await count('SELECT count(*)::int FROM books WHERE collection_name IS NOT NULL'),
      ).toBeGreaterThan(0);
      expect(await count('SELECT count(*)::int FROM books WHERE version_tag IS NOT NULL')).toBeGreaterThan(0);
    });

    it('fills the top 10 sections and this and last week’s top 20 and top 60', async () => {
      const sections = await rows<{ tag: string; entries: number }>(
        database,
        `SELECT s.tag, (SELECT count(*)::int FROM top10_entries e WHERE e.section_id = s.id) AS entries FROM top10_sections s`,
      );
      expect(sections.length).toBe(8);
      expect(sections.filter((s) => s.entries === 0).length).toBe(1);
      expect(sections.filter((s) => s.entries === 10).length).toBe(7);
      expect(sections.map((s) => s.tag)).toEqual(
        expect.arrayContaining(['thrillers', 'romans', 'zelfhulp', 'kinderboeken']),
      );
      expect([CURRENT_WEEK, PREVIOUS_WEEK]).toEqual([2647, 2646]);
      for (const week of [CURRENT_WEEK, PREVIOUS_WEEK]) {
        expect(
          await count(`SELECT count(*)::int FROM rankings WHERE list = 'top20' AND week = $1`, [week]),
        ).toBe(20);
        expect(
          await count(`SELECT count(*)::int FROM rankings WHERE list = 'top60' AND week = $1`, [week]),
        ).toBe(60);
      }
      const outsideSb = `SELECT count(*)::int FROM rankings r JOIN books b ON b.id = r.book_id WHERE r.list = 'top20' AND NOT b.in_sb`;
      expect(await count(outsideSb)).toBe(0);
    });

    it('has newsletters on both sides of weeks 2030 and 2105 with the matching files', async () => {
      const letters = await rows<{
        tag: string;
        week: number;
        url: string | null;
        has_file: boolean;
        has_pdf: boolean;
        has_html: boolean;
      }>(database, 'SELECT tag, week, url, has_file, has_pdf, has_html FROM newsletters ORDER BY week');
      const byWeek = new Map(letters.map((l) => [l.week, l]));
      for (const week of [2029, 2030, 2104, 2105, 1801, CURRENT_WEEK]) expect(byWeek.has(week)).toBe(true);
      expect(byWeek.get(2029)!.url).toBe('https://nieuwsbrief.leeswijzer.nl/archief/wk2029.htm');
      expect(byWeek.get(2030)).toMatchObject({ url: null, has_pdf: true, has_html: false });
      expect(byWeek.get(2104)).toMatchObject({ has_pdf: true, has_html: false });
      expect(byWeek.get(2105)).toMatchObject({ has_pdf: true, has_html: true });
      expect(letters.every((l) => l.tag === `mailing${l.week}`)).toBe(true);
      expect(letters.some((l) => !l.has_file)).toBe(true);
      expect(letters.length).toBeGreaterThan(200);
      const settings = await rows<{ name: string; value: string }>(
        database,
        'SELECT name, value FROM settings',
      );
      const map = new Map(settings.map((s) => [s.name, s.value]));
      expect(map.get('tagLatestNewsletter')).toBe(`mailing${CURRENT_WEEK}`);
      expect(map.get('latestNewsletter')).toBe(String(CURRENT_WEEK));
    });

    it('has every setting the spec names, pointing at existing books', async () => {
      const map = new Map(
        (await rows<{ name: string; value: string }>(database, 'SELECT name, value FROM settings')).map(
          (s) => [s.name, s.value],
        ),
      );
      for (const name of [
        'seoTitles',
        'tagLatestNewsletter',
        'latestNewsletter',
        'sidebarTop10',
        'minLengthSearchSuggestion',
        'skuSoonAvailable',
        'skuSegmentOwn',
        'skuSegmentSB',
        'skuSegmentALL',
        'defaultCountry',
        'defaultCountryCode',
        'resellerMinAmount',
        'maxLengthProfile',
        'weightBox',
        'maxDaysExpected',
        'btwLow',
        'btwHigh',
        'isNL',
        'isBE',
        'requiredHousenr',
        'shippingFree',
        'shippingFreeResellers',
        'shippingDefault',
        'shippingLetter',
        'skuNoDiscount',
        'paymentProviders',
        'adminUrl',
        'socialFacebook',
        'socialInstagram',
        'socialLinkedin',
        'socialYoutube',
        'contactEmail',
        'contactPhone',
      ]) {
        expect(map.has(name), name).toBe(true);
      }
      expect(map.get('minLengthSearchSuggestion')).toBe('5');
      expect(map.get('shippingFree')).toBe('2000');
      const soon = await rows<{ sb_edition: string; release_date: string }>(
        database,
        'SELECT sb_edition, release_date::text FROM books WHERE sku = $1',
        [map.get('skuSoonAvailable')],
      );
      expect(soon[0]?.sb_edition).toBe('eigen uitgaven');
      expect(soon[0]!.release_date > SEED_DATE).toBe(true);
      for (const name of ['skuSegmentOwn', 'skuSegmentSB', 'skuSegmentALL', 'skuNoDiscount']) {
        expect(await count('SELECT count(*)::int FROM books WHERE sku = $1', [map.get(name)])).toBe(1);
      }
      expect(
        await count(`SELECT count(*)::int FROM top10_sections WHERE tag = $1`, [map.get('sidebarTop10')]),
      ).toBe(1);
    });

    it('switches SHOP_ALL on for everyone and puts e-book downloads behind login level 1', async () => {
      const features = await rows<{ sku: string; access_level: number; enabled: boolean }>(
        database,
        'SELECT sku, access_level, enabled FROM features',
      );
      expect(features).toContainEqual({ sku: 'SHOP_ALL', access_level: 0, enabled: true });
      expect(features).toContainEqual({ sku: 'SMS_PW', access_level: 0, enabled: true });
      expect(features).toContainEqual({ sku: 'EBOOK_DOWNLOADS', access_level: 1, enabled: true });
    });

    it('ships to the Netherlands as country 154 and to every EU member state', async () => {
      const nl = await rows(
        database,
        `SELECT id, display_value, base_shipping_cents, surcharge_weight_cents, eu FROM countries WHERE code = 'NL'`,
      );
      expect(nl).toEqual([
        {
          id: 154,
          display_value: 'Nederland',
          base_shipping_cents: 845,
          surcharge_weight_cents: 0,
          eu: true,
        },
      ]);
      expect(await count('SELECT count(*)::int FROM countries WHERE eu')).toBe(27);
      expect(
        await count(
          `SELECT count(*)::int FROM countries WHERE code IN ('GB', 'CH', 'NO', 'US', 'SR', 'CW', 'AN', 'CS')`,
        ),
      ).toBe(8);
    });

    it('seeds navigation that follows the partner-menu visibility rules', async () => {
      const items = await rows<NavItem & { menu: string; name: string }>(
        database,
        'SELECT menu, name, path, use, show, value FROM navigation_items',
      );
      const visible = (
        menu: string,
        loggedIn: boolean,
        isPartner: boolean,
        shop: 'SHOP_SB' | 'SHOP_ALL' = 'SHOP_SB',
      ) =>
        items
          .filter(
            (i) =>
              i.menu === menu &&
              isNavItemVisible(i, { shop, shopAllAvailable: true }, { loggedIn, isPartner }),
          )
          .map((i) => i.name);
      expect(visible('sub', false, false)).toEqual(
        expect.arrayContaining(['Partner worden', "Video's", 'Vacatures', 'Sitemap']),
      );
      expect(visible('sub', false, false).filter((n) => n === 'Partner worden')).toHaveLength(1);
      expect(visible('sub', true, false).filter((n) => n === 'Partner worden')).toHaveLength(1);
      expect(visible('sub', true, true)).toContain('Partnerpagina');
      expect(visible('sub', true, true)).not.toContain('Partner worden');
      expect(visible('main', false, false)).not.toContain('Mijn bestellingen');
      expect(visible('main', true, false)).toContain('Mijn bestellingen');
      expect(visible('main', false, false, 'SHOP_ALL')).toEqual([
        'Nieuw deze maand',
        'Nieuw deze week',
        'Top 10',
        'Top 60',
      ]);
      expect(visible('footer', false, false)).not.toContain('Mijn gegevens');
      expect(visible('footer', false, false, 'SHOP_ALL')).not.toContain('Disclaimer');
      expect(
        await count(`SELECT count(DISTINCT "column")::int FROM navigation_items WHERE menu = 'footer'`),
      ).toBe(4);
    });

    it('has quotes, banners, tooltips, notifications, videos, downloads and previews', async () => {
      expect(await count('SELECT count(*)::int FROM quotes')).toBeGreaterThanOrEqual(15);
      expect(
        await count('SELECT count(*)::int FROM quotes q JOIN books b ON b.sku = q.isbn'),
      ).toBeGreaterThan(0);
      expect(
        await count(
          `SELECT count(*)::int FROM banners n JOIN books b ON b.sku = n.sku WHERE b.sb_edition = 'eigen uitgaven'`,
        ),
      ).toBeGreaterThanOrEqual(4);
      expect(await count(`SELECT count(*)::int FROM tooltips WHERE name = 'foreign_delivery'`)).toBe(1);
      expect(await count('SELECT count(*)::int FROM notifications WHERE active AND sku IS NULL')).toBe(1);
      expect(await count('SELECT count(*)::int FROM notifications n JOIN books b ON b.sku = n.sku')).toBe(1);
      expect(await count('SELECT count(*)::int FROM videos')).toBe(6);
      expect(await count('SELECT count(*)::int FROM videos WHERE cc_file IS NOT NULL')).toBeGreaterThan(0);
      expect(
        await count(`SELECT count(DISTINCT book_id)::int FROM downloads WHERE filename LIKE '%.mp3'`),
      ).toBe(2);
      expect(await count(`SELECT count(*)::int FROM book_media WHERE kind = 'pdf'`)).toBeGreaterThan(0);
      expect(await count(`SELECT count(*)::int FROM book_media WHERE kind = 'back'`)).toBeGreaterThan(0);
      expect(await count('SELECT count(*)::int FROM interface_texts')).toBe(0);
    });

    it('leaves the id sequences past the seeded ids', async () => {
      for (const table of ['books', 'authors', 'categories', 'newsletters', 'navigation_items']) {
        const next = await value<number>(
          database,
          `SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int`,
        );
        expect(next).toBeGreaterThan(await count(`SELECT max(id)::int FROM "${table}"`));
      }
    });

    it('does nothing when seedIfEmpty finds books', async () => {
      expect(await seedIfEmpty(database, { books, progress: false })).toBe(false);
      expect(await count('SELECT count(*)::int FROM books')).toBe(books);
    });
  });
}
