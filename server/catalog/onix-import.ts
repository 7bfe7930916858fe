// Issue 31: importing an ONIX 3.0 catalogue file into the books (for `npm run import:onix`, and the upload page
// that builds on it). Two passes over the stream (decision #661): the first only parses, so a file that is not
// well-formed XML is refused before any book changes; the second maps every product (domain/onix.ts) and writes
// in batches, each batch one transaction. Memory stays bounded by one batch, never the file.
// Per record (decision #662): add or update by ISBN (= sku) — compared with the stored row first, so an unchanged
// record writes nothing and the same file twice changes nothing the second time; delete (NotificationType 05)
// withdraws the book (decision #664); an unusable record is rejected alone with its RecordReference and reason.
// Each run leaves one report row in catalogue_imports (decision #666); one run at a time, its row beating while
// it works so that a run whose process ended shows as interrupted (decision #667).
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { SEE_STOCK_CODE, IN_STOCK, STOCK_CODE } from '../../domain/availability.ts';
import {
  mapOnixProduct,
  shelfForNur,
  type NurShelf,
  type OnixAuthor,
  type OnixBook,
  type OnixRecord,
} from '../../domain/onix.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { authors, books, catalogueImports, categories, subcategories, type OnixRejection } from './schema.ts';
import { OnixFileError, readOnixProducts } from './onix-stream.ts';

export interface OnixImportOptions {
  fileName: string;
  /** Who started the run: a staff member's e-mail, or 'opdrachtregel (<user>)' for the command. */
  startedBy: string;
  /** The shop's own publisher name (sb_edition rule), from OWN_PUBLISHER. */
  ownPublisher: string | null;
  /** Records per transaction. */
  batchSize?: number;
  now?: Date;
  /** A run already started with startImportRun (the upload page answers before the import ends). */
  runId?: number;
  /** Stops the run between two batches (the process shuts down): its report says it was interrupted. */
  signal?: AbortSignal;
}

export interface OnixImportReport {
  id: number;
  added: number;
  updated: number;
  deleted: number;
  unchanged: number;
  rejected: number;
  rejections: OnixRejection[];
}

export type OnixImportResult =
  | { ok: true; report: OnixImportReport }
  | { ok: false; importId: number; message: string }
  | { ok: false; importId: null; busy: RunningImport; message: string };

/** The run that holds the import (one at a time). */
export interface RunningImport {
  id: number;
  fileName: string;
  startedBy: string;
  startedAt: Date;
}

export type StartRunResult = { ok: true; id: number } | { ok: false; busy: RunningImport };

/** A running run whose row has not beaten for this long belongs to an ended process (decision #667). */
export const STALE_RUN_MS = 5 * 60_000;
/** How often a run beats at most: its progress_at and counts, so the report page shows how far it is. */
const BEAT_MS = 2_000;

/** The report keeps this many reasons; the count covers them all. */
export const MAX_KEPT_REJECTIONS = 1_000;
const DEFAULT_BATCH_SIZE = 500;

/**
 * Imports the ONIX file `open()` streams (called twice: once to check the XML, once to import). Never throws for
 * a bad file: the result says why and the report row records it.
 */
export async function importOnix(
  db: Db,
  open: () => AsyncIterable<Buffer | string>,
  options: OnixImportOptions,
): Promise<OnixImportResult> {
  let importId = options.runId;
  if (importId === undefined) {
    const started = await startImportRun(db, options);
    if (!started.ok)
      return { ok: false, importId: null, busy: started.busy, message: busyMessage(started.busy) };
    importId = started.id;
  }
  const runId = importId;
  let beaten = Date.now();
  /** The row's heartbeat (and the counts so far), at most every BEAT_MS. */
  const beat = async (counts?: Record<string, number>) => {
    if (Date.now() - beaten < BEAT_MS) return;
    beaten = Date.now();
    await db
      .update(catalogueImports)
      .set({ ...counts, progressAt: new Date() })
      .where(eq(catalogueImports.id, runId));
  };
  try {
    let read = 0;
    for await (const product of readOnixProducts(open())) {
      void product;
      if (++read % 1_000 === 0) await beat();
    }
  } catch (error) {
    if (!(error instanceof OnixFileError)) throw error;
    await db
      .update(catalogueImports)
      .set({ outcome: 'not_well_formed', error: error.message, finishedAt: new Date() })
      .where(eq(catalogueImports.id, importId));
    return { ok: false, importId, message: error.message };
  }

  const shelves = await loadShelves(db);
  const counts = { added: 0, updated: 0, deleted: 0, unchanged: 0, rejected: 0 };
  const rejections: OnixRejection[] = [];
  const now = options.now ?? new Date();
  let batch: OnixRecord[] = [];
  // One batch is written while the next is read (decision 740): the file's reading and mapping is this process's
  // CPU, the batch's statements the database's, and on PostgreSQL the two run side by side. Batches still apply one
  // after another in file order (a later record supersedes an earlier one), so at most one is in flight.
  let writing: Promise<void> = Promise.resolve();
  let failed: { error: unknown } | null = null;
  const written = async () => {
    await writing;
    if (failed) throw failed.error;
  };
  const flush = async () => {
    await written();
    const records = batch;
    batch = [];
    if (records.length === 0) return;
    writing = withTransaction(db, (tx) => applyBatch(tx, records, shelves, now))
      .then(async (result) => {
        counts.added += result.added;
        counts.updated += result.updated;
        counts.deleted += result.deleted;
        counts.unchanged += result.unchanged;
        await beat(counts);
      })
      // Kept for the next wait, not left as a rejected promise nobody waits on while the next batch is read.
      .catch((error: unknown) => void (failed = { error }));
  };
  for await (const product of readOnixProducts(open())) {
    const record = mapOnixProduct(product, { ownPublisher: options.ownPublisher });
    if (record.kind === 'rejected') {
      counts.rejected++;
      if (rejections.length < MAX_KEPT_REJECTIONS)
        rejections.push({ recordReference: record.recordReference, reason: record.reason });
      continue;
    }
    batch.push(record);
    if (batch.length >= (options.batchSize ?? DEFAULT_BATCH_SIZE)) await flush();
    if (options.signal?.aborted) {
      // Whole batches are in; the same file again completes the rest (an unchanged record writes nothing).
      await written();
      await db
        .update(catalogueImports)
        .set({ ...counts, rejections, outcome: 'interrupted', finishedAt: new Date() })
        .where(eq(catalogueImports.id, runId));
      return { ok: false, importId: runId, message: 'De import is afgebroken: de winkel stopte.' };
    }
  }
  await flush();
  await written();
  await db
    .update(catalogueImports)
    .set({ ...counts, rejections, outcome: 'done', finishedAt: new Date() })
    .where(eq(catalogueImports.id, importId));
  return { ok: true, report: { id: importId, ...counts, rejections } };
}

/**
 * Issue 33 (decision 751): after a run that changed books, the tables a bulk change leaves dead rows in are
 * vacuumed and the books analysed, so search reads as fast as before: search_words is rewritten by every batch's
 * statement trigger (a 1,000,000-book seed left 847,049 dead rows beside 10,048 live ones), search_title_terms'
 * pages must be all-visible for its index-only scans, and the planner must know the new books. Runs outside any
 * transaction (VACUUM cannot run in one); callers run it after the report says 'done'.
 */
export async function tidyAfterImport(
  db: Db,
  report: Pick<OnixImportReport, 'added' | 'updated' | 'deleted'>,
) {
  if (report.added + report.updated + report.deleted === 0) return;
  await db.execute(sql.raw('VACUUM (ANALYZE) search_words, search_title_terms'));
  await db.execute(sql.raw('ANALYZE books'));
}

/**
 * Starts a run: its report row, 'running', and with `within` whatever belongs with it in the same transaction (the
 * audit line of an upload). A run left running by a process that ended (no beat for STALE_RUN_MS) is marked
 * interrupted first; while another run beats, this one is refused — the partial unique index decides between two
 * that start at once (ON CONFLICT DO NOTHING: the loser's transaction stays usable).
 */
export async function startImportRun(
  db: Db,
  run: { fileName: string; startedBy: string; now?: Date },
  within?: (tx: Db, id: number) => Promise<void>,
): Promise<StartRunResult> {
  const now = run.now ?? new Date();
  return withTransaction(db, async (tx) => {
    await tx
      .update(catalogueImports)
      .set({ outcome: 'interrupted', finishedAt: now })
      .where(
        and(
          eq(catalogueImports.outcome, 'running'),
          lt(catalogueImports.progressAt, new Date(now.getTime() - STALE_RUN_MS)),
        ),
      );
    // The run that holds the import may end between the insert and the read (PostgreSQL): then try again.
    for (;;) {
      const [row] = await tx
        .insert(catalogueImports)
        .values({ fileName: run.fileName, startedBy: run.startedBy, startedAt: now, progressAt: now })
        .onConflictDoNothing()
        .returning({ id: catalogueImports.id });
      if (row) {
        await within?.(tx, row.id);
        return { ok: true, id: row.id };
      }
      const [busy] = await tx
        .select({
          id: catalogueImports.id,
          fileName: catalogueImports.fileName,
          startedBy: catalogueImports.startedBy,
          startedAt: catalogueImports.startedAt,
        })
        .from(catalogueImports)
        .where(eq(catalogueImports.outcome, 'running'));
      if (busy) return { ok: false, busy };
    }
  });
}

/** Marks a run that failed for a reason of the shop's own (a lost database connection): its report says so. */
export async function failImportRun(db: Db, runId: number, message: string): Promise<void> {
  await db
    .update(catalogueImports)
    .set({ outcome: 'failed', error: message, finishedAt: new Date() })
    .where(and(eq(catalogueImports.id, runId), eq(catalogueImports.outcome, 'running')));
}

function busyMessage(busy: RunningImport): string {
  return `Er loopt al een import (${busy.fileName}, gestart door ${busy.startedBy}); probeer het opnieuw als die klaar is.`;
}

async function loadShelves(db: Db): Promise<NurShelf[]> {
  const [mains, subs] = await Promise.all([
    db
      .select({ categoryId: categories.id, nur: categories.nur })
      .from(categories)
      .orderBy(categories.position, categories.id),
    db
      .select({
        categoryId: subcategories.categoryId,
        subcategoryId: subcategories.id,
        nur: subcategories.nur,
      })
      .from(subcategories)
      .orderBy(subcategories.position, subcategories.id),
  ]);
  return [
    ...subs.filter((s) => s.nur).map((s) => ({ ...s, nur: s.nur! })),
    ...mains
      .filter((c) => c.nur)
      .map((c) => ({ categoryId: c.categoryId, subcategoryId: null, nur: c.nur! })),
  ];
}

/** The columns an import owns; compared with the stored row before writing. */
const owned = {
  id: books.id,
  sku: books.sku,
  title: books.title,
  subtitle: books.subtitle,
  description: books.description,
  shortDescription: books.shortDescription,
  authorId: books.authorId,
  author2Id: books.author2Id,
  authorSort: books.authorSort,
  priceInclCents: books.priceInclCents,
  vatPerc: books.vatPerc,
  fixedPrice: books.fixedPrice,
  stock: books.stock,
  stockCode: books.stockCode,
  lang: books.lang,
  version: books.version,
  media: books.media,
  pages: books.pages,
  releaseDate: books.releaseDate,
  nur: books.nur,
  sbEdition: books.sbEdition,
  widthMm: books.widthMm,
  lengthMm: books.lengthMm,
  thicknessMm: books.thicknessMm,
  weightG: books.weightG,
  categoryId: books.categoryId,
  subcategoryId: books.subcategoryId,
  isEbook: books.isEbook,
  coverSourceUrl: books.coverSourceUrl,
  withdrawnAt: books.withdrawnAt,
};
type StoredBook = { [K in keyof typeof owned]: (typeof books.$inferSelect)[K] };
type BookValues = Omit<StoredBook, 'id' | 'sku'>;

async function applyBatch(
  tx: Db,
  records: OnixRecord[],
  shelves: readonly NurShelf[],
  now: Date,
): Promise<{ added: number; updated: number; deleted: number; unchanged: number }> {
  const result = { added: 0, updated: 0, deleted: 0, unchanged: 0 };
  // A later record for the same ISBN supersedes an earlier one in the same batch (ONIX: file order counts).
  const last = new Map<string, OnixRecord & { kind: 'upsert' | 'delete' }>();
  for (const record of records) {
    if (record.kind === 'rejected') continue;
    const sku = record.kind === 'upsert' ? record.book.sku : record.sku;
    last.set(sku, record);
  }
  const skus = [...last.keys()];
  const stored = new Map(
    (await tx.select(owned).from(books).where(inArray(books.sku, skus))).map((row) => [row.sku, row]),
  );
  const authorIds = await authorIdsFor(
    tx,
    [...last.values()].flatMap((r) => (r.kind === 'upsert' ? r.book.authors : [])),
  );

  // Every write of the batch in two statements, not one per book: the books' statement triggers (search terms,
  // the search version) then run once per batch — per book, a delta of 10,000 updates took 19 s instead of 2.
  const writes: (typeof books.$inferInsert)[] = [];
  const withdrawn: number[] = [];
  for (const [sku, record] of last) {
    const existing = stored.get(sku);
    if (record.kind === 'delete') {
      if (!existing || existing.withdrawnAt) {
        result.unchanged++;
        continue;
      }
      withdrawn.push(existing.id);
      result.deleted++;
      continue;
    }
    const values = bookValues(record.book, existing, authorIds, shelves);
    if (!existing) {
      writes.push({ sku, ...values });
      result.added++;
      continue;
    }
    if (!isChanged(existing, values)) {
      result.unchanged++;
      continue;
    }
    writes.push({ sku, ...values });
    result.updated++;
  }
  if (withdrawn.length > 0)
    await tx
      .update(books)
      .set({ withdrawnAt: now, stock: SEE_STOCK_CODE, stockCode: STOCK_CODE.NO_LONGER_FIRST })
      .where(inArray(books.id, withdrawn));
  if (writes.length > 0)
    await tx.insert(books).values(writes).onConflictDoUpdate({ target: books.sku, set: FROM_FEED });
  return result;
}

/** An upsert's update: every column the import owns, from the row the feed proposed (`excluded`). */
const FROM_FEED = Object.fromEntries(
  Object.entries(owned)
    .filter(([key]) => key !== 'id' && key !== 'sku')
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

const nameKey = (a: OnixAuthor) => `${a.firstname}\u0000${a.prefix}\u0000${a.lastname}`;

/** The author row of each name (the oldest when the catalogue holds the same name twice), made when missing. */
async function authorIdsFor(tx: Db, names: OnixAuthor[]): Promise<Map<string, number>> {
  const unique = new Map(names.map((n) => [nameKey(n), n]));
  const ids = new Map<string, number>();
  if (unique.size === 0) return ids;
  const tuples = sql.join(
    [...unique.values()].map((n) => sql`(${n.firstname}, ${n.prefix}, ${n.lastname})`),
    sql`, `,
  );
  const found = await tx
    .select({
      id: sql<number>`min(${authors.id})`.mapWith(Number),
      firstname: authors.firstname,
      prefix: authors.prefix,
      lastname: authors.lastname,
    })
    .from(authors)
    .where(sql`(${authors.firstname}, ${authors.prefix}, ${authors.lastname}) in (${tuples})`)
    .groupBy(authors.firstname, authors.prefix, authors.lastname);
  for (const row of found) ids.set(nameKey(row), row.id);
  const missing = [...unique.entries()].filter(([key]) => !ids.has(key)).map(([, n]) => n);
  if (missing.length > 0) {
    const made = await tx.insert(authors).values(missing).returning({
      id: authors.id,
      firstname: authors.firstname,
      prefix: authors.prefix,
      lastname: authors.lastname,
    });
    for (const row of made) ids.set(nameKey(row), row.id);
  }
  return ids;
}

/**
 * The stored values an ONIX book gives (decision #663). Stock: an e-book is in stock (1) exactly when its
 * availability is 21, as spec 1 §2.8 reads stock for e-books; a new paper book starts at 0 ("see the stock
 * code"); an existing paper book keeps the shop's own stock. A NUR without a shelf keeps the current one.
 */
function bookValues(
  book: OnixBook,
  existing: StoredBook | undefined,
  authorIds: Map<string, number>,
  shelves: readonly NurShelf[],
): BookValues {
  const [first, second] = book.authors;
  const shelf = shelfForNur(book.nur, shelves);
  const stock = book.isEbook
    ? book.stockCode === STOCK_CODE.AVAILABLE
      ? IN_STOCK
      : SEE_STOCK_CODE
    : (existing?.stock ?? SEE_STOCK_CODE);
  return {
    title: book.title,
    subtitle: book.subtitle,
    description: book.description,
    shortDescription: book.shortDescription,
    authorId: first ? authorIds.get(nameKey(first))! : null,
    author2Id: second ? authorIds.get(nameKey(second))! : null,
    authorSort: first ? `${first.lastname} ${first.firstname}`.trim().toLowerCase() : '',
    priceInclCents: book.priceInclCents,
    vatPerc: book.vatPerc,
    // ONIX PriceType 04: a fixed retail price (the Wet op de vaste boekenprijs, decision 630).
    fixedPrice: book.fixedPrice,
    stock,
    stockCode: book.stockCode,
    lang: book.lang,
    version: book.version,
    media: book.media,
    pages: book.pages,
    releaseDate: book.releaseDate,
    nur: book.nur,
    sbEdition: book.sbEdition,
    widthMm: book.widthMm,
    lengthMm: book.lengthMm,
    thicknessMm: book.thicknessMm,
    weightG: book.weightG,
    categoryId: shelf.categoryId ?? existing?.categoryId ?? null,
    subcategoryId: shelf.categoryId !== null ? shelf.subcategoryId : (existing?.subcategoryId ?? null),
    isEbook: book.isEbook,
    coverSourceUrl: book.coverUrl,
    withdrawnAt: null,
  };
}

/** Whether the feed's values differ from the stored row in any column the import owns. */
function isChanged(existing: StoredBook, values: BookValues): boolean {
  return (Object.keys(values) as (keyof BookValues)[]).some((key) => existing[key] !== values[key]);
}
