// Issue 16 (decision 504): the typing index of this app process, read from the database and read again when the
// books change. search_version (migration 0019) goes up with every statement that changes a book's heading, title
// or scopes; it is looked at every few seconds. From the moment a change is seen until the index is read again,
// the index answers nothing, so the overlay's SQL plans answer with the current books: no answer is ever older
// than one look (REFRESH_MS), well within the data caches' 30 s. Issue 33 (decision 754): the read's statements
// have a time bound of their own, and one that runs out of time or loses its connection is tried again where the
// read was, so a busy database makes the index late, not absent.
import { type SQL, sql } from 'drizzle-orm';
import { OWN_EDITION } from '../../domain/labels.ts';
import { isConnectionLost, queryRows, type Db } from '../db/client.ts';
import { isStatementTimeout } from './service.ts';
import { BOOKS, bookIndex } from './book-index.ts';
import { searchVersion, searchWords } from './schema.ts';
import { createTypingIndexBuilder, type TypingIndex } from './typing-index.ts';
import type { UnaccentRules } from './dutch-words.ts';

/** How often the version is looked at. */
export const REFRESH_MS = 5_000;
/** Books read per statement while loading (a million books in 100 statements, none holding a large result). */
const BATCH = 10_000;

/**
 * How long one statement of the read may take. The search pool's bound (SEARCH_STATEMENT_TIMEOUT_MS, 2 s) is for
 * a shopper waiting on a search; a batch of 10,000 books took longer than that on a busy database with a million
 * books, and the read started again from the first book (148 s until current, issue 33).
 */
export const READ_STATEMENT_TIMEOUT_MS = 15_000;
/** Tries per statement (a statement out of time or a lost connection), the pause growing by a second each. */
export const READ_TRIES = 4;
const RETRY_PAUSE_MS = 1_000;

export interface ReadOptions {
  timeoutMs?: number;
  tries?: number;
  pauseMs?: number;
  /** Told of every statement tried again, with the reason (the app's log). */
  onRetry?: (message: string) => void;
}

/** A statement of the read, under the read's own time bound, tried again while it runs out of time or its
 * connection is lost. */
async function readStatement<T>(db: Db, query: SQL, options: ReadOptions): Promise<T[]> {
  const tries = options.tries ?? READ_TRIES;
  const timeout = Math.max(1, Math.round(options.timeoutMs ?? READ_STATEMENT_TIMEOUT_MS));
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // SET LOCAL: only this transaction's statements; the connection keeps the search pool's bound.
        await tx.execute(sql.raw(`set local statement_timeout = ${timeout}`));
        return queryRows<T>(tx as unknown as Db, query);
      });
    } catch (error) {
      const timedOut = isStatementTimeout(error);
      if (attempt >= tries || !(timedOut || isConnectionLost(error))) throw error;
      options.onRetry?.(
        `Zoekindex: ${timedOut ? 'een opdracht duurde langer dan ' + timeout + ' ms' : 'de verbinding viel weg'}; poging ${attempt + 1} van ${tries}`,
      );
      await new Promise((resolve) => setTimeout(resolve, (options.pauseMs ?? RETRY_PAUSE_MS) * attempt));
    }
  }
}

export interface TypingSource {
  /** The index when it holds the current books; null while it is (re)read. */
  current(): TypingIndex | null;
  /** Looks at the version: true when the books changed since the index was read (it then answers nothing). */
  look(): Promise<boolean>;
  /** Looks, and reads the index again if the books changed since it was read (and waits for that). */
  refresh(): Promise<void>;
  /** Starts looking at the version every REFRESH_MS; the first read starts at once. */
  start(log?: { error: (message: string) => void; info?: (message: string) => void }): void;
  stop(): Promise<void>;
}

async function readVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select ${searchVersion.version} as version from ${searchVersion} where ${searchVersion.id} = 1`,
  );
  return row?.version ?? 0;
}

/** Every book's heading words, title and scopes in list order (id desc), a batch at a time, into the builder. */
async function readBooks(
  db: Db,
  builder: ReturnType<typeof createTypingIndexBuilder>,
  options: ReadOptions,
): Promise<void> {
  const batch = (before: number | null) =>
    readStatement<{
      id: number;
      title: string;
      in_sb: boolean;
      own: boolean;
      heading: string[];
      titled: string[];
    }>(
      db,
      sql`select ${bookIndex.id} as id, ${bookIndex.searchTitle} as title, ${bookIndex.inSb} as in_sb,
                 coalesce(${bookIndex.sbEdition} = ${OWN_EDITION}, false) as own,
                 tsvector_to_array(${bookIndex.searchHeading}) as heading,
                 tsvector_to_array(${bookIndex.searchTitleWords}) as titled
          from ${BOOKS} ${before === null ? sql`` : sql`where ${bookIndex.id} < ${before}`}
          order by ${bookIndex.id} desc limit ${BATCH}`,
      options,
    );
  let next = batch(null);
  for (;;) {
    const rows = await next;
    const more = rows.length === BATCH;
    // The database reads the next batch while this one is added (decision 754): the two take turns otherwise.
    if (more) next = batch(rows[rows.length - 1]!.id);
    for (const r of rows)
      builder.add({
        id: r.id,
        title: r.title,
        inSb: r.in_sb,
        own: r.own,
        heading: r.heading,
        titled: r.titled,
      });
    if (!more) return;
  }
}

/**
 * What lw_unaccent makes of each character it changes (decision 506): every character of the Basic Multilingual
 * Plane from U+0080 asked once, so the typing index takes accents off as the database does.
 */
export async function readUnaccentRules(db: Db, options: ReadOptions = {}): Promise<UnaccentRules> {
  const rows = await readStatement<{ c: string; u: string }>(
    db,
    sql`select c, u from generate_series(128, 65533) as i
        cross join lateral (select chr(i) as c) ch
        cross join lateral (select lw_unaccent(c) as u) un
        where i not between 55296 and 57343 and u <> c`,
    options,
  );
  return new Map(rows.map((r) => [r.c, r.u]));
}

/** Reads the index from the database once. */
export async function readTypingIndex(db: Db, options: ReadOptions = {}): Promise<TypingIndex> {
  const builder = createTypingIndexBuilder();
  const [, vocabulary, rules] = await Promise.all([
    readBooks(db, builder, options),
    readStatement<{ word: string; books: number }>(
      db,
      sql`select ${searchWords.word} as word, ${searchWords.books} as books from ${searchWords}`,
      options,
    ),
    readUnaccentRules(db, options),
  ]);
  const index = builder.build(vocabulary, rules);
  index.warm();
  return index;
}

export function createTypingSource(db: Db, readOptions: ReadOptions = {}): TypingSource {
  let index: TypingIndex | null = null;
  /** The app's log, once started: told of a statement tried again. */
  let logRetry: ((message: string) => void) | undefined;
  /** The version the index was read at, and the newest version seen. */
  let readAt = -1;
  let seen = -1;
  let reading: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function look(): Promise<boolean> {
    seen = await readVersion(db);
    return seen !== readAt;
  }

  async function refresh(): Promise<void> {
    if (reading) return reading;
    reading = (async () => {
      if (!(await look()) && index) return;
      const version = seen;
      const fresh = await readTypingIndex(db, {
        ...readOptions,
        onRetry: (message) => (readOptions.onRetry ?? logRetry)?.(message),
      });
      // A change during the read: the next look reads again (the index stays unused until then).
      readAt = version;
      index = fresh;
      seen = await readVersion(db);
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    current: () => (index && seen === readAt ? index : null),
    look,
    refresh,
    start(log) {
      if (timer) return;
      logRetry = log?.info;
      const look = () => {
        const started = Date.now();
        // A look during a read waits for that read: only the look that started it reports it.
        const own = reading === null;
        refresh().then(
          () => {
            if (own && readAt === seen && Date.now() - started > 1_000)
              log?.info?.(`Zoekindex gelezen: ${index?.books ?? 0} boeken in ${Date.now() - started} ms`);
          },
          (error: unknown) => {
            if (own) log?.error(`Zoekindex lezen mislukt: ${String(error)}`);
          },
        );
      };
      look();
      timer = setInterval(look, REFRESH_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await reading?.catch(() => {});
    },
  };
}
