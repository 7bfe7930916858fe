// Issue 31 covers (decisions #670–#674): the covers capability, `services.covers`. fetchDue is the covers job's
// round: the books whose ONIX link (books.cover_source_url) differs from the link of the stored image are fetched
// through the CoverSource adapter, resized once into the pages' sizes and written under DATA_DIR/media/covers; the
// book records the link it now holds, so a second round fetches nothing. A failure is recorded with the link it
// counts for and tried again later (domain/covers.ts coverRetryAt), at most COVER_MAX_TRIES times per link; the
// stored image (or the generated SVG) stays meanwhile. storeUpload is staff's own image, resized the same way, with
// an audit line; an uploaded cover is never replaced by the job (decision #673) until staff revert it
// (revertUpload, decision #706): the upload's files go and the job fetches the feed's link again, or the generated
// SVG shows when the book has none. The job, an upload and a revert of the same book take the book's row lock
// around their files, so the later one's files and row are what stays.
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { TextRef } from '../../../domain/account-forms.ts';
import {
  COVER_MAX_TRIES,
  COVER_NOT_IMAGE,
  type CoverFailure,
  type CoverSize,
  coverRetryAt,
  coverUploadSizeError,
  isCoverSku,
} from '../../../domain/covers.ts';
import { recordAudit } from '../../audit/service.ts';
import { books } from '../schema.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { type CoverFile, coverImages, removeCoverFiles, writeCoverFiles } from './images.ts';
import type { CoverSource } from './source.ts';

/** Books fetched per query of a round. */
const BATCH = 20;
/**
 * The most books one round handles (some 10–15 minutes of fetching and resizing); the rest wait for the next
 * round, so a new feed of a million links fills in over a few days (the generated SVG until then).
 */
const ROUND_MAX = 2000;

export interface CoverRoundSummary {
  stored: number;
  failed: number;
}

export type CoverUploadResult =
  | { kind: 'stored'; sizes: Record<CoverSize, { width: number; height: number }> }
  | { kind: 'refused'; error: TextRef }
  | { kind: 'not_found' };

export type CoverRevertResult =
  { kind: 'reverted'; to: 'link' | 'generated' } | { kind: 'unchanged' | 'not_found' };

export interface CoverLog {
  warn(fields: object, message: string): void;
}

export interface CoversService {
  /** One round of the covers job: every due book (up to ROUND_MAX), one after another. */
  fetchDue(now: Date, options?: { stopping?: () => boolean }): Promise<CoverRoundSummary>;
  /** Staff's uploaded image for a book, resized and stored; the job leaves the book's cover alone from now on. */
  storeUpload(sku: string, bytes: Uint8Array, staffId: number): Promise<CoverUploadResult>;
  /** Staff's upload undone: back to the feed's cover (fetched by the next round) or the generated one. */
  revertUpload(sku: string, staffId: number): Promise<CoverRevertResult>;
}

export interface CoversDeps {
  db: Db;
  /** DATA_DIR/media/covers. */
  coversDir: string;
  source: CoverSource;
  log?: CoverLog;
}

type Outcome = 'stored' | 'failed' | 'skipped';

export function createCoversService(deps: CoversDeps): CoversService {
  const { db, coversDir, source } = deps;

  /** The books whose link's image is not stored and whose next try is due (the partial index books_cover_due_idx). */
  function dueBooks(now: Date) {
    return db
      .select({
        id: books.id,
        sku: books.sku,
        link: books.coverSourceUrl,
        attemptUrl: books.coverAttemptUrl,
        tries: books.coverTries,
      })
      .from(books)
      .where(
        and(
          isNotNull(books.coverSourceUrl),
          sql`${books.coverSourceUrl} is distinct from ${books.coverFetchedFrom}`,
          sql`${books.coverFile} is distinct from 'upload'`,
          or(
            sql`${books.coverAttemptUrl} is distinct from ${books.coverSourceUrl}`,
            and(
              sql`${books.coverTries} < ${COVER_MAX_TRIES}`,
              sql`(${books.coverRetryAt} is null or ${books.coverRetryAt} <= ${now})`,
            ),
          ),
        ),
      )
      .orderBy(asc(books.id))
      .limit(BATCH);
  }

  async function recordFailure(
    book: { id: number; sku: string; link: string; attemptUrl: string | null; tries: number },
    reason: CoverFailure,
    now: Date,
  ): Promise<Outcome> {
    const tries = book.attemptUrl === book.link ? book.tries + 1 : 1;
    await db
      .update(books)
      .set({
        coverAttemptUrl: book.link,
        coverTries: tries,
        coverError: reason,
        coverRetryAt: coverRetryAt(tries, now),
      })
      .where(and(eq(books.id, book.id), eq(books.coverSourceUrl, book.link)));
    deps.log?.warn({ covers: true, sku: book.sku, link: book.link, reason, tries }, 'omslag ophalen mislukt');
    return 'failed';
  }

  /** Writes the files and the row under the book's row lock; skipped when staff uploaded or the link changed. */
  async function storeFetched(
    book: { id: number; sku: string; link: string },
    files: Record<CoverSize, CoverFile>,
    now: Date,
  ): Promise<Outcome> {
    return withTransaction(db, async (tx) => {
      const [row] = await tx
        .select({ coverFile: books.coverFile, link: books.coverSourceUrl })
        .from(books)
        .where(eq(books.id, book.id))
        .for('update');
      if (!row || row.coverFile === 'upload' || row.link !== book.link) return 'skipped';
      await writeCoverFiles(coversDir, book.sku, files);
      await tx
        .update(books)
        .set({
          coverFile: 'link',
          coverFetchedFrom: book.link,
          coverFetchedAt: now,
          coverAttemptUrl: null,
          coverTries: 0,
          coverError: null,
          coverRetryAt: null,
        })
        .where(eq(books.id, book.id));
      return 'stored';
    });
  }

  async function fetchOne(
    book: { id: number; sku: string; link: string; attemptUrl: string | null; tries: number },
    now: Date,
  ): Promise<Outcome> {
    if (!isCoverSku(book.sku)) return recordFailure(book, 'bad_sku', now);
    const fetched = await source.fetch(book.link);
    if (fetched.kind === 'failed') return recordFailure(book, fetched.reason, now);
    const images = await coverImages(fetched.bytes);
    if (images.kind === 'not_image') return recordFailure(book, 'not_image', now);
    return storeFetched(book, images.files, now);
  }

  return {
    async fetchDue(now, options = {}) {
      const summary: CoverRoundSummary = { stored: 0, failed: 0 };
      let handled = 0;
      while (handled < ROUND_MAX && !options.stopping?.()) {
        const due = await dueBooks(now);
        if (due.length === 0) break;
        for (const book of due) {
          if (options.stopping?.()) break;
          const outcome = await fetchOne({ ...book, link: book.link! }, now);
          if (outcome !== 'skipped') summary[outcome]++;
          handled++;
        }
      }
      return summary;
    },

    async storeUpload(sku, bytes, staffId) {
      const tooBig = coverUploadSizeError(bytes.byteLength);
      if (tooBig) return { kind: 'refused', error: tooBig };
      if (!isCoverSku(sku)) return { kind: 'not_found' };
      const [exists] = await db.select({ id: books.id }).from(books).where(eq(books.sku, sku));
      if (!exists) return { kind: 'not_found' };
      const images = await coverImages(bytes);
      if (images.kind === 'not_image') return { kind: 'refused', error: COVER_NOT_IMAGE };
      const sizes = {
        klein: { width: images.files.klein.width, height: images.files.klein.height },
        groot: { width: images.files.groot.width, height: images.files.groot.height },
      };
      const stored = await withTransaction(db, async (tx) => {
        const [row] = await tx
          .select({ id: books.id, coverFile: books.coverFile })
          .from(books)
          .where(eq(books.sku, sku))
          .for('update');
        if (!row) return false;
        await writeCoverFiles(coversDir, sku, images.files);
        await tx.update(books).set({ coverFile: 'upload' }).where(eq(books.id, row.id));
        await recordAudit(tx, {
          actorId: staffId,
          action: 'cover.upload',
          subject: `boek ${sku}`,
          before: { omslag: row.coverFile ?? 'gegenereerd' },
          after: { omslag: 'upload', bytes: bytes.byteLength, ...sizes },
        });
        return true;
      });
      return stored ? { kind: 'stored', sizes } : { kind: 'not_found' };
    },

    async revertUpload(sku, staffId) {
      if (!isCoverSku(sku)) return { kind: 'not_found' };
      return withTransaction(db, async (tx): Promise<CoverRevertResult> => {
        const [row] = await tx
          .select({ id: books.id, coverFile: books.coverFile, link: books.coverSourceUrl })
          .from(books)
          .where(eq(books.sku, sku))
          .for('update');
        if (!row) return { kind: 'not_found' };
        if (row.coverFile !== 'upload') return { kind: 'unchanged' };
        // Removed under the row lock, before the row says so: should the commit fail, the page shows the
        // generated cover and staff can upload again; an upload's files never outlive the revert.
        await removeCoverFiles(coversDir, sku);
        await tx
          .update(books)
          .set({
            coverFile: null,
            coverFetchedFrom: null,
            coverFetchedAt: null,
            coverAttemptUrl: null,
            coverTries: 0,
            coverError: null,
            coverRetryAt: null,
          })
          .where(eq(books.id, row.id));
        const to = row.link ? 'link' : 'generated';
        await recordAudit(tx, {
          actorId: staffId,
          action: 'cover.revert',
          subject: `boek ${sku}`,
          before: { omslag: 'upload' },
          after: { omslag: to === 'link' ? 'link' : 'gegenereerd' },
        });
        return { kind: 'reverted', to };
      });
    },
  };
}
