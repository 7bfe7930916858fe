// Issue 31: importing the ONIX 3.0 test files (tests/fixtures/onix/) on each database — every mapped field on the
// book row, the book page and search; rejected records reported alone; a malformed file changes nothing; the
// same file twice changes nothing the second time; the report row per run.
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW } from '../../domain/paging.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { rows, value } from '../../tests/support/seed-testing.ts';
import { benchIsbn, benchRecord } from '../../scripts/generate-onix.ts';
import { failImportRun, importOnix, tidyAfterImport } from './onix-import.ts';

const FIXTURES = path.join(import.meta.dirname, '../../tests/fixtures/onix');
const REFERENCE = path.join(FIXTURES, 'catalogue-reference.xml');
const SHORT = path.join(FIXTURES, 'catalogue-short.xml');
const options = (fileName: string) => ({
  fileName,
  startedBy: 'test',
  ownPublisher: 'Uitgeverij Leeswijzer',
  batchSize: 3,
});
const fromFile = (file: string) => () => createReadStream(file, { highWaterMark: 256 });
const fromText = (text: string) => () => Readable.from([Buffer.from(text)]);

interface BookRow {
  sku: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  short_description: string | null;
  author_names: string;
  author_sort: string;
  price_incl_cents: number;
  vat_perc: number;
  fixed_price: boolean;
  stock: number;
  stock_code: number | null;
  lang: string;
  version: string | null;
  media: string | null;
  pages: number | null;
  release_date: string | null;
  nur: number | null;
  sb_edition: string | null;
  width_mm: number;
  length_mm: number;
  thickness_mm: number;
  weight_g: number;
  category_nur: string | null;
  subcategory_nur: string | null;
  is_ebook: boolean;
  cover_source_url: string | null;
  withdrawn: boolean;
}

describe.each(eachDatabase('dialect'))('ONIX import on %s', (kind) => {
  let t: TestServices;
  const book = async (sku: string) =>
    (
      await rows<BookRow>(
        t.database,
        `select b.sku, b.title, b.subtitle, b.description, b.short_description, b.author_names, b.author_sort,
                b.price_incl_cents, b.vat_perc, b.fixed_price, b.stock, b.stock_code, b.lang, b.version, b.media, b.pages,
                b.release_date::text as release_date, b.nur, b.sb_edition, b.width_mm, b.length_mm,
                b.thickness_mm, b.weight_g, c.nur as category_nur, s.nur as subcategory_nur, b.is_ebook,
                b.cover_source_url, b.withdrawn_at is not null as withdrawn
           from books b left join categories c on c.id = b.category_id
                left join subcategories s on s.id = b.subcategory_id
          where b.sku = $1`,
        [sku],
      )
    )[0];
  const fingerprint = () =>
    value<string>(t.database, `select md5(string_agg(b::text, '|' order by id)) from books b`);
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('refuses a file that is not well formed and changes nothing', async () => {
    const before = await fingerprint();
    const authorsBefore = await value<number>(t.database, 'select count(*)::int from authors');
    const text = readFileSync(REFERENCE, 'utf8');
    // Cut after the first product: that product was read whole before the error shows.
    const cut = text.slice(0, text.indexOf('<RecordReference>LW-EBOOK-FIXED'));
    const result = await importOnix(t.database.db, fromText(cut), options('kapot.xml'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Het bestand is geen geldige XML: /);
    expect(await fingerprint()).toBe(before);
    expect(await value<number>(t.database, 'select count(*)::int from authors')).toBe(authorsBefore);
    const [report] = await rows<{ outcome: string; error: string; file_name: string }>(
      t.database,
      'select outcome, error, file_name from catalogue_imports where id = $1',
      [!result.ok && result.importId],
    );
    expect(report).toMatchObject({ outcome: 'not_well_formed', file_name: 'kapot.xml' });
    for (const wrong of [
      '<?xml version="1.0"?><html></html>',
      '<ONIXMessage release="2.1"><Product/></ONIXMessage>',
      '<ONIXMessage release="3.0"><Product><a></b></Product></ONIXMessage>',
    ])
      expect((await importOnix(t.database.db, fromText(wrong), options('x.xml'))).ok).toBe(false);
    expect(await fingerprint()).toBe(before);
  });

  it('imports the reference-tag file: adds, updates, deletes and rejects alone, with a report', async () => {
    const result = await importOnix(t.database.db, fromFile(REFERENCE), options('catalogue-reference.xml'));
    if (!result.ok) throw new Error(result.message);
    expect(result.report).toMatchObject({ added: 3, updated: 1, deleted: 1, unchanged: 0, rejected: 2 });
    expect(result.report.rejections).toEqual([
      {
        recordReference: 'LW-BAD-ISBN',
        reason: "ISBN '9789990000047X' is ongeldig (controlecijfer of lengte).",
      },
      { recordReference: 'LW-NO-PRICE', reason: 'Geen prijs in euro voor Nederland (PriceType 02 of 04).' },
    ]);
    const [report] = await rows<Record<string, unknown>>(
      t.database,
      'select * from catalogue_imports where id = $1',
      [result.report.id],
    );
    expect(report).toMatchObject({
      file_name: 'catalogue-reference.xml',
      started_by: 'test',
      outcome: 'done',
      added: 3,
      updated: 1,
      deleted: 1,
      rejected: 2,
      rejections: result.report.rejections,
    });
    expect(report!.finished_at).toBeTruthy();
    expect(await book('9789990000054')).toBeUndefined();
  });

  it('stores every mapped field of a paperback with two authors in sequence and NUR 770', async () => {
    expect(await book('9789990000016')).toEqual({
      sku: '9789990000016',
      title: 'De Kunst van het Rustig Ademen',
      subtitle: 'Een praktische gids',
      description: 'Wie rustig ademt, denkt helder. Dit boek & zijn oefeningen helpen.',
      short_description: 'Rustig ademen in tien stappen.',
      author_names: expect.stringMatching(/Marloes van der Onixveld.*Pieter Jansen/),
      author_sort: 'onixveld marloes',
      price_incl_cents: 2000,
      vat_perc: 9,
      fixed_price: false,
      stock: 0,
      stock_code: 21,
      lang: 'NL',
      version: 'Paperback',
      media: 'Boek',
      pages: 224,
      release_date: '2026-09-15',
      nur: 770,
      sb_edition: 'eigen uitgaven',
      width_mm: 135,
      length_mm: 215,
      thickness_mm: 18,
      weight_g: 310,
      category_nur: '770',
      subcategory_nur: null,
      is_ebook: false,
      cover_source_url: 'https://covers.example.nl/9789990000016.jpg',
      withdrawn: false,
    });
  });

  it('stores an e-book with a fixed price (04) and an audiobook at 21% VAT', async () => {
    expect(await book('9789990000023')).toMatchObject({
      title: 'Breathing Space Digital',
      author_names: 'Jane Smith',
      price_incl_cents: 1299,
      vat_perc: 9,
      fixed_price: true,
      stock: 1,
      stock_code: 21,
      lang: 'EN',
      version: 'E-book',
      is_ebook: true,
      release_date: '2025-03-01',
      nur: 728,
      subcategory_nur: '728',
      sb_edition: null,
      weight_g: 0,
    });
    expect(await book('9789990000030')).toMatchObject({
      title: 'Luister naar je adem',
      price_incl_cents: 1550,
      vat_perc: 21,
      fixed_price: false,
      stock: 0,
      stock_code: 10,
      version: 'Audio',
      media: 'Luisterboek',
      is_ebook: false,
    });
  });

  it('updates a catalogue book and withdraws a deleted one', async () => {
    expect(await book('9789493000001')).toMatchObject({
      title: 'Meer zelfvertrouwen',
      subtitle: 'Herziene editie',
      price_incl_cents: 2450,
      version: 'Gebonden',
      pages: 256,
      sb_edition: 'eigen uitgaven',
      author_names: 'Annemiek van der Berg',
    });
    expect(await book('9789087655396')).toMatchObject({ withdrawn: true, stock: 0, stock_code: 40 });
  });

  it('shows the imported book on its page and in search', async () => {
    const page = await t.services.bookPage.bookPage('9789990000016');
    if (page.kind !== 'found') throw new Error(`expected found, got ${page.kind}`);
    expect(page.page.book).toMatchObject({
      title: 'De Kunst van het Rustig Ademen',
      subtitle: 'Een praktische gids',
      authors: [
        { id: expect.any(Number), name: 'Marloes van der Onixveld' },
        { id: expect.any(Number), name: 'Pieter Jansen' },
      ],
      priceInclCents: 2000,
      stockCode: 21,
      lang: 'NL',
      version: 'Paperback',
      pages: 224,
      releaseDate: '2026-09-15',
      nur: 770,
      sbEdition: 'eigen uitgaven',
      widthMm: 135,
      lengthMm: 215,
      thicknessMm: 18,
      weightG: 310,
      description: 'Wie rustig ademt, denkt helder. Dit boek & zijn oefeningen helpen.',
      isEbook: false,
    });
    expect(page.page.book.category?.displayValue).toBeTruthy();
    const found = await t.services.search.search({ term: 'Onixveld', scope: 'all', view: DEFAULT_PAGE_VIEW });
    expect(found.page.books.map((b) => b.sku)).toContain('9789990000016');
    const ebook = await t.services.search.search({
      term: 'Breathing Space Digital',
      scope: 'all',
      view: DEFAULT_PAGE_VIEW,
    });
    expect(ebook.page.books[0]).toMatchObject({ sku: '9789990000023', isEbook: true, priceCents: 1299 });
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await fingerprint();
    const result = await importOnix(t.database.db, fromFile(REFERENCE), options('catalogue-reference.xml'));
    if (!result.ok) throw new Error(result.message);
    expect(result.report).toMatchObject({ added: 0, updated: 0, deleted: 0, unchanged: 5, rejected: 2 });
    expect(await fingerprint()).toBe(before);
  });

  it('reads the short-tag file the same way', async () => {
    const result = await importOnix(t.database.db, fromFile(SHORT), options('catalogue-short.xml'));
    if (!result.ok) throw new Error(result.message);
    expect(result.report).toMatchObject({ added: 1, rejected: 0 });
    expect(await book('9789990000061')).toMatchObject({
      title: 'Kort en krachtig',
      subtitle: 'Over korte tags',
      author_names: 'Kees Kortetag',
      price_incl_cents: 2995,
      vat_perc: 9,
      stock_code: 30,
      version: 'Gebonden',
      pages: 160,
      weight_g: 450,
      nur: 728,
      subcategory_nur: '728',
      description: 'Korte tags, zelfde boek.',
      release_date: '2026-10-01',
      sb_edition: null,
    });
  });

  it('stops at a batch the database refuses: the batches before it stay, none after it is written', async () => {
    // One batch is written while the next is read (decision 740): a refused batch must still end the run there,
    // with its error, and never let a later batch in. Batches of 3; the database refuses record 5's book.
    const refused = benchIsbn(5_000_005);
    await rows(
      t.database,
      `create function lw_test_refuse() returns trigger language plpgsql as $$
         begin raise exception 'geweigerd'; end $$`,
    );
    await rows(
      t.database,
      `create trigger lw_test_refuse before insert on books for each row
         when (new.sku = '${refused}') execute function lw_test_refuse()`,
    );
    try {
      const records = Array.from({ length: 9 }, (_, i) => benchRecord(5_000_001 + i, 1995)).join('');
      const file = `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
<Header><Sender><SenderName>Test</SenderName></Sender></Header>${records}</ONIXMessage>`;
      await expect(importOnix(t.database.db, fromText(file), options('geweigerd.xml'))).rejects.toThrow();
      const stored = await rows<{ sku: string }>(
        t.database,
        `select sku from books where sku like '97912500000%' order by sku`,
      );
      expect(stored.map((b) => b.sku)).toEqual([1, 2, 3].map((i) => benchIsbn(5_000_000 + i)));
    } finally {
      // As the upload's runner does with a run that threw: the report says it failed, and the next run may start.
      const [run] = await rows<{ id: number }>(
        t.database,
        `select id from catalogue_imports where outcome = 'running'`,
      );
      if (run) await failImportRun(t.database.db, run.id, 'De database weigerde een deel.');
      await rows(t.database, 'drop trigger lw_test_refuse on books');
      await rows(t.database, 'drop function lw_test_refuse()');
    }
  });

  it('vacuums the search tables and analyses the books after a run that changed books, and not after one that did not', async () => {
    const stats = async () =>
      Object.fromEntries(
        (
          await rows<{ relname: string; vacuums: number; analyses: number }>(
            t.database,
            `select relname, vacuum_count::int as vacuums, analyze_count::int as analyses from pg_stat_user_tables
              where relname in ('search_words', 'search_title_terms', 'books')`,
          )
        ).map((r) => [r.relname, { vacuums: r.vacuums, analyses: r.analyses }]),
      );
    const record = benchRecord(6_000_001, 2495);
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
<Header><Sender><SenderName>Test</SenderName></Sender></Header>${record}</ONIXMessage>`;
    const before = await stats();
    const added = await importOnix(t.database.db, fromText(file), options('opruimen.xml'));
    if (!added.ok) throw new Error(added.message);
    await tidyAfterImport(t.database.db, added.report);
    const after = await stats();
    expect(after.search_words!.vacuums).toBe(before.search_words!.vacuums + 1);
    expect(after.search_title_terms!.vacuums).toBe(before.search_title_terms!.vacuums + 1);
    expect(after.books!.analyses).toBeGreaterThan(before.books!.analyses);
    const again = await importOnix(t.database.db, fromText(file), options('opruimen.xml'));
    if (!again.ok) throw new Error(again.message);
    await tidyAfterImport(t.database.db, again.report);
    expect((await stats()).search_words!.vacuums).toBe(after.search_words!.vacuums);
  });
});
