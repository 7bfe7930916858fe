// The deterministic demo catalogue: the same rows on every run (fixed seed, fixed "today" 2026-11-22).
// The whole seed runs in one transaction, so a failed or interrupted seed leaves an empty database that the
// next start seeds again; on PostgreSQL an advisory lock keeps two starting processes from both seeding.
// Issue 27 #2 (decision 510): three depths — the reference data a real shop needs (languages, features, tooltips,
// countries, navigation, categories, settings), plus the demo catalogue (books, authors, lists, content, reviews,
// events), plus the demo shop's personal data (accounts with the README's passwords, carts, orders, the partner).
// Which one a start gets is server/env.ts seedContent.
import type { Database } from '../client.ts';
import type { HashParams } from '../../accounts/passwords.ts';
import { insertDemoAccounts } from './accounts.ts';
import { insertDemoCarts } from './carts.ts';
import { insertDemoOrders } from './orders.ts';
import { buildAuthorPool, insertAuthors } from './authors.ts';
import { createBookFactory, insertBooks } from './books.ts';
import { insertCatalogue } from './catalogue.ts';
import { insertContent, LATEST_NEWSLETTER_TAG, newsletterRows } from './content.ts';
import { insertCountries } from './countries.ts';
import { insertDemoEvents } from './events.ts';
import { insertNavigation } from './navigation.ts';
import { insertDemoPartner } from './partners.ts';
import { createPlan, DEFAULT_BOOKS, type SeedPlan } from './plan.ts';
import { formatCount, Progress } from './progress.ts';
import { buildSettings, insertReferenceData, insertSettings } from './reference-data.ts';
import { inTransaction, type SqlConn, syncSequence, withBulkLoad } from './sql.ts';
import { insertTopLists, TopListCollector } from './toplists.ts';
import { insertElevations } from './elevations.ts';

export { DEFAULT_BOOKS, MAX_BOOKS, MIN_BOOKS } from './plan.ts';

/** Reference data only; plus the demo catalogue; plus the demo accounts, carts, orders and partner. */
export type SeedContent = 'reference' | 'catalogue' | 'demo';

export interface SeedOptions {
  /** Total number of books (default 23,060); the 60 own publications stay, the rest scales. */
  books?: number | undefined;
  /** Receives the summary lines. */
  log?: (line: string) => void;
  /** Progress of the book inserts on stderr (default true): a bar on a terminal, else a line per 10 %. */
  progress?: boolean;
  /**
   * The demo accounts' password hashing cost (default the shop's own, OWASP scrypt). The test template uses the
   * tests' cheap one: a wrong password checked against a demo account then costs milliseconds, not a second.
   */
  hashParams?: HashParams;
  /** How much to seed (default the whole demo shop: tests and the test template); the server decides by env. */
  content?: SeedContent;
}

export interface SeedSummary {
  books: number;
  ownBooks: number;
  sbBooks: number;
  allBooks: number;
  authors: number;
  newsletters: number;
  milliseconds: number;
}

const SEED_LOCK_KEY = 7_245_002; // next to the migration lock (7_245_001)
const CHUNK_SIZE = 5_000;

/**
 * Seeds only an empty database — no settings and no books (a shop started once without demo data has settings
 * but no books, and is not seeded again) — and returns whether it seeded.
 */
export async function seedIfEmpty(database: Database, options: SeedOptions = {}): Promise<boolean> {
  const summary = await inTransaction(database, async (conn) => {
    await conn.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await conn.query(
      'SELECT EXISTS (SELECT 1 FROM books) OR EXISTS (SELECT 1 FROM settings) AS seeded',
    );
    if (rows[0]?.seeded) return null;
    return seedInto(conn, options);
  });
  if (!summary) return false;
  // Vacuumed as well as analysed (issue 33, decision 751): the seed's statement triggers rewrite search_words for
  // every chunk of books, and a 1,000,000-book seed left 847,049 dead rows there beside 10,048 live ones.
  await database.exec('VACUUM ANALYZE');
  return true;
}

/** Seeds unconditionally; the database must be migrated and empty. */
export async function seedDatabase(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const summary = await inTransaction(database, (conn) => seedInto(conn, options));
  await database.exec('VACUUM ANALYZE');
  return summary;
}

/** Settings that point at demo books or newsletters: left out when there is no demo catalogue. */
const DEMO_CATALOGUE_SETTING = /^(sku|tagLatestNewsletter$|latestNewsletter$)/;

async function seedInto(conn: SqlConn, options: SeedOptions): Promise<SeedSummary> {
  const content = options.content ?? 'demo';
  if (content === 'reference') return seedReference(conn, options);
  const started = performance.now();
  const log = options.log ?? (() => {});
  const plan = createPlan(options.books ?? DEFAULT_BOOKS);
  log(
    `Demo-catalogus maken: ${formatCount(plan.total)} boeken (${plan.own} eigen uitgaven, ` +
      `${formatCount(plan.sb)} andere zelfhulpboeken, ${formatCount(plan.all)} overige boeken)`,
  );

  await insertReferenceData(conn);
  await insertCountries(conn);
  await insertNavigation(conn);
  await insertCatalogue(conn);
  const pool = await buildAuthorPool(plan.authorPoolSize);
  await insertAuthors(conn, pool);

  const collector = new TopListCollector();
  const progress = new Progress(plan.total, 'Boeken', options.progress === false ? null : process.stderr);
  await withBulkLoad(conn, 'books', async () => {
    await insertBooks(conn, plan, createBookFactory(plan, pool), {
      chunkSize: CHUNK_SIZE,
      onRow: (row) => collector.observe(row),
      onProgress: (done) => progress.update(done),
    });
    progress.finish();
  });
  await syncSequence(conn, 'books');

  await insertTopLists(conn, plan, collector);
  await insertElevations(conn);
  await insertContent(conn, plan);
  await insertSettings(conn, buildSettings(settingSkus(plan, collector), LATEST_NEWSLETTER_TAG));
  await insertDemoEvents(conn);
  if (content === 'demo') {
    await insertDemoAccounts(conn, options.hashParams);
    await insertDemoCarts(conn, demoCartSkus(plan));
    await insertDemoOrders(conn, demoCartSkus(plan));
    await insertDemoPartner(conn, demoCartSkus(plan));
  } else {
    log('Geen demo-accounts, -winkelwagens en -bestellingen (SEED_DEMO=1 zet ze erbij)');
  }

  const summary: SeedSummary = {
    books: plan.total,
    ownBooks: plan.own,
    sbBooks: plan.sb,
    allBooks: plan.all,
    authors: pool.authors.length,
    newsletters: newsletterRows().length,
    milliseconds: Math.round(performance.now() - started),
  };
  log(
    `Demo-catalogus klaar: ${formatCount(summary.books)} boeken, ${formatCount(summary.authors)} auteurs, ` +
      `${summary.newsletters} nieuwsbrieven in ${(summary.milliseconds / 1000).toFixed(1).replace('.', ',')} s`,
  );
  return summary;
}

/** A shop without demo data: what it needs to run, not one book, account or order (decision 510). */
async function seedReference(conn: SqlConn, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  await insertReferenceData(conn);
  await insertCountries(conn);
  await insertNavigation(conn);
  await insertCatalogue(conn);
  const noBook = { soonAvailable: '', segmentOwn: '', segmentSb: '', segmentAll: '', noDiscount: '' };
  const settings = buildSettings(noBook, '').filter(([name]) => !DEMO_CATALOGUE_SETTING.test(name));
  await insertSettings(conn, settings);
  (options.log ?? (() => {}))(
    'Lege winkel gemaakt: landen, instellingen, navigatie en categorieën, zonder boeken en zonder demo-accounts ' +
      '(SEED_DEMO=catalogue voor de democatalogus; eerste beheerder: npm run admin:create -- <e-mailadres>)',
  );
  return {
    books: 0,
    ownBooks: 0,
    sbBooks: 0,
    allBooks: 0,
    authors: 0,
    newsletters: 0,
    milliseconds: Math.round(performance.now() - started),
  };
}

function settingSkus(plan: SeedPlan, collector: TopListCollector) {
  const ownIndex = (predicate: (title: string, state: string | undefined) => boolean) =>
    plan.ownEntries.findIndex((e) => e.fixed !== null && predicate(e.fixed.title, e.fixed.state));
  const thriller = collector.candidates('thrillers')[0] ?? plan.total;
  return {
    soonAvailable: plan.skuOf(ownIndex((_, state) => state === 'soon')),
    segmentOwn: plan.skuOf(ownIndex((title) => title === 'Meer zelfvertrouwen')),
    segmentSb: plan.skuOf(plan.famousIndex.get('De zeven eigenschappen van effectief leiderschap')!),
    segmentAll: plan.skuOf(thriller - 1),
    noDiscount: plan.skuOf(firstEventIndex(plan)),
  };
}

/** Spec 3 §9 skuNoDiscount: the first event ticket, the lecture (a seat has one price for everyone). */
function firstEventIndex(plan: SeedPlan): number {
  return [...plan.specials].find(([, special]) => special.kind === 'event')![0];
}

function demoCartSkus(plan: SeedPlan) {
  const own = (title: string) => plan.skuOf(plan.ownEntries.findIndex((e) => e.fixed?.title === title));
  const famous = (title: string) => plan.skuOf(plan.famousIndex.get(title)!);
  return {
    ownBook: own('Meer zelfvertrouwen'),
    ownBook2: own('Stoppen met piekeren'),
    otherBook: famous('De zeven eigenschappen van effectief leiderschap'),
    otherBook2: famous('De kracht van het nu'),
  };
}

/** Empties every table of the app (not the migrations bookkeeping) and restarts the id sequences. */
export async function emptyDatabase(database: Database): Promise<void> {
  await inTransaction(database, async (conn) => {
    const { rows } = await conn.query(
      'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    );
    if (rows.length === 0) return;
    const tables = rows.map((r) => `"${String(r.tablename)}"`).join(', ');
    await conn.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
  });
}
