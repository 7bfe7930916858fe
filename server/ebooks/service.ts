// The e-books capability (issue 32, spec 1 §2.8; decisions 800–814), its face:
// - files: staff store an EPUB or PDF for an e-book (the staff book page's upload, `npm run ebook:upload`); it is
//   checked by its first bytes, moved under DATA_DIR/ebooks — a folder no route serves — under a random name, and
//   recorded with an audit line in one transaction;
// - paid e-books: `grantOrderDownloads` runs inside the orders capability's paid transaction and writes one
//   personal link per e-book line plus the delivery mail; `revokeOrderDownloads` runs inside a refund's;
//   `download(token)` counts the download with one conditional update (never past the limit, not after the
//   expiry, not after a refund), records it, and streams the file watermarked for the buyer;
// - free e-books: a logged-in visitor with the EBOOK_DOWNLOADS feature downloads an e-book priced 0 (recorded).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  EBOOK_CONTENT_TYPES,
  EBOOK_HEADER_BYTES,
  EBOOK_LINK_DEFAULTS,
  EBOOK_LINK_SETTINGS,
  type EbookFormat,
  ebookFileName,
  ebookFormatOf,
  type EbookRefusal,
  isFreeEbook,
  linkExpiry,
  type LinkRefusal,
  linkRefusal,
  watermarkLine,
} from '../../domain/ebooks.ts';
import { type Feature, isFeatureAvailable } from '../../domain/features.ts';
import { recordAudit } from '../audit/service.ts';
import { type Db, queryRows } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { settingNumber, settingsOf } from '../settings/service.ts';
import { DELIVERY_MAIL_KEY, deliveryMail, downloadUrl } from './mails.ts';
import { ebookDownloads, ebookFiles, type EbookFileRow, ebookLinks, type EbookLinkRow } from './schema.ts';
import { InvalidEpubError, watermarkedEpub } from './watermark-epub.ts';
import { InvalidPdfError, watermarkedPdf } from './watermark-pdf.ts';

/** The e-books folder's file operations (server/content/media-store.ts MediaStore, rooted at DATA_DIR/ebooks). */
export interface EbookStore {
  root: string;
  receive(stream: Readable & { truncated?: boolean }): Promise<ReceivedFile>;
  head(file: string, length: number): Promise<Uint8Array>;
  place(file: string, relativePath: string): Promise<void>;
  write(relativePath: string, data: Buffer): Promise<void>;
  remove(relativePath: string): Promise<void>;
  discard(file: string): Promise<void>;
}

export type ReceivedFile = { kind: 'stored'; path: string; bytes: number } | { kind: 'too-big' };

/** What the e-books capability needs to know of a book (the catalogue answers; services.ts wires it). */
export interface EbookBook {
  title: string;
  isEbook: boolean;
  priceCents: number | null;
}

export interface EbooksDeps {
  db: Db;
  store: EbookStore;
  bookOf: (sku: string) => Promise<EbookBook | null>;
  features: () => Promise<Feature[]>;
  now?: () => Date;
}

export interface StoredEbook {
  format: EbookFormat;
  bytes: number;
  uploadedAt: Date;
}

export type UploadResult =
  { kind: 'stored'; format: EbookFormat } | { kind: 'not_found' } | { kind: 'refused'; reason: EbookRefusal };

/** A file to send: its stream, name, type and (when known) length. */
export interface EbookFileAnswer {
  kind: 'file';
  stream: Readable;
  fileName: string;
  contentType: string;
  bytes: number | null;
}

export type DownloadAnswer =
  EbookFileAnswer | { kind: 'refused'; reason: LinkRefusal | 'unknown' | 'no-file' };

export type FreeDownloadAnswer =
  EbookFileAnswer | { kind: 'login' } | { kind: 'not_found' } | { kind: 'not_free' };

export interface FreeEbook {
  sku: string;
  title: string;
  format: EbookFormat;
}

/** One link as the orders tab shows it. */
export interface DownloadLinkView {
  position: number;
  title: string;
  /** The address's path ('/ebook/<token>'). */
  path: string;
  expiresAt: string;
  downloadsLeft: number;
  /** Why it no longer works, or null. */
  refusal: LinkRefusal | null;
}

export interface EbooksService {
  /** Streams an upload into a temporary file under the e-books folder ('too-big' when it was cut off). */
  receive(stream: Readable & { truncated?: boolean }): Promise<ReceivedFile>;
  /** A received file (a temporary path) stored as the e-book of `sku`; the temporary file is gone afterwards. */
  storeUpload(sku: string, file: string, actor: { id: number; via?: string }): Promise<UploadResult>;
  fileOf(sku: string): Promise<StoredEbook | null>;
  /** The staff book page's view: whether the book is an e-book, and its stored file. */
  staffView(sku: string): Promise<{ isEbook: boolean; file: StoredEbook | null }>;
  /** Whether `sku` is a free e-book with a file (the e-books page and book page offer its download). */
  freeSkus(skus: readonly string[]): Promise<Set<string>>;
  /** The free e-books with a file, by title (the e-books page lists them; at most 100). */
  freeEbooks(): Promise<FreeEbook[]>;
  /** The book page's offer: the free e-book's format, or null when `sku` is none (or downloads are off). */
  freeOffer(sku: string): Promise<{ format: EbookFormat } | null>;
  linksOfOrders(orderIds: readonly number[]): Promise<Map<number, DownloadLinkView[]>>;
  download(token: string): Promise<DownloadAnswer>;
  freeDownload(
    viewer: { loggedIn: boolean; userId?: number; accessLevel: number },
    sku: string,
  ): Promise<FreeDownloadAnswer>;
}

/** Decision 802: a link's token is 128 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(16).toString('base64url');
}

const storedNameOf = (format: EbookFormat) => `${randomBytes(16).toString('hex')}.${format}`;

/** The facts of a paid order that its e-book links and delivery mail need (orders fills them). */
export interface PaidOrderFacts {
  id: number;
  number: string;
  firstname: string;
  lastname: string;
  email: string;
  hasAccount: boolean;
  lines: readonly { position: number; sku: string | null; description: string; ebook: boolean }[];
}

/**
 * Inside the paid transaction (server/orders/paid.ts): one link per e-book line, with the expiry and limit of the
 * settings now, and the delivery mail. A second call for the same order adds nothing (the line's unique index,
 * the mail's key). Returns how many links the order has.
 */
export async function grantOrderDownloads(
  tx: Db,
  order: PaidOrderFacts,
  now: Date,
  origin: string,
): Promise<number> {
  const lines = order.lines.filter((line) => line.ebook && line.sku !== null);
  if (lines.length === 0) return 0;
  const settings = await settingsOf(tx);
  const days = settingNumber(settings, EBOOK_LINK_SETTINGS.days, EBOOK_LINK_DEFAULTS.days);
  const maxDownloads = settingNumber(settings, EBOOK_LINK_SETTINGS.downloads, EBOOK_LINK_DEFAULTS.downloads);
  const buyerName = `${order.firstname} ${order.lastname}`.replace(/\s+/g, ' ').trim();
  await tx
    .insert(ebookLinks)
    .values(
      lines.map((line) => ({
        token: newLinkToken(),
        orderId: order.id,
        position: line.position,
        sku: line.sku!,
        title: line.description,
        buyerName,
        orderNumber: order.number,
        createdAt: now,
        expiresAt: linkExpiry(now, days),
        maxDownloads,
      })),
    )
    .onConflictDoNothing();
  const links = await tx
    .select()
    .from(ebookLinks)
    .where(eq(ebookLinks.orderId, order.id))
    .orderBy(ebookLinks.position);
  const [consent] = await queryRows<{ at: Date | string | null }>(
    tx,
    sql`select digital_consent_at as at from orders where id = ${order.id}`,
  );
  await enqueueMail(
    tx,
    DELIVERY_MAIL_KEY(order.id),
    deliveryMail({
      consentAt: consent?.at ? new Date(consent.at) : null,
      to: order.email,
      firstname: order.firstname,
      orderNumber: order.number,
      hasAccount: order.hasAccount,
      links: links.map((link) => ({
        title: link.title,
        url: downloadUrl(origin, link.token),
        expiresAt: link.expiresAt,
        maxDownloads: link.maxDownloads,
      })),
    }),
  );
  return links.length;
}

/** Inside a refund's transaction (server/orders/refunds.ts): the refunded lines' links stop working (decision 810). */
export async function revokeOrderDownloads(
  tx: Db,
  orderId: number,
  positions: readonly number[],
  now: Date,
): Promise<number> {
  if (positions.length === 0) return 0;
  const revoked = await tx
    .update(ebookLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(ebookLinks.orderId, orderId),
        inArray(ebookLinks.position, [...positions]),
        isNull(ebookLinks.revokedAt),
      ),
    )
    .returning({ id: ebookLinks.id });
  return revoked.length;
}

/** The download links of these orders as the orders tab shows them, per order id (decision 811). */
export async function downloadLinksOf(
  db: Db,
  orderIds: readonly number[],
  at: Date,
): Promise<Map<number, DownloadLinkView[]>> {
  const result = new Map<number, DownloadLinkView[]>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(ebookLinks)
    .where(inArray(ebookLinks.orderId, [...orderIds]))
    .orderBy(ebookLinks.orderId, ebookLinks.position);
  for (const link of rows) {
    const list = result.get(link.orderId) ?? [];
    list.push({
      position: link.position,
      title: link.title,
      path: `/ebook/${encodeURIComponent(link.token)}`,
      expiresAt: link.expiresAt.toISOString(),
      downloadsLeft: Math.max(0, link.maxDownloads - link.downloads),
      refusal: linkRefusal(link, at),
    });
    result.set(link.orderId, list);
  }
  return result;
}

export function createEbooksService(deps: EbooksDeps): EbooksService {
  const { db, store } = deps;
  const now = deps.now ?? (() => new Date());
  const absolute = (name: string) => path.join(store.root, name);

  async function storedFile(sku: string): Promise<EbookFileRow | null> {
    const [row] = await db.select().from(ebookFiles).where(eq(ebookFiles.sku, sku));
    return row ?? null;
  }

  /** The plain stored file as an answer (a free e-book's download). */
  async function plainFile(row: EbookFileRow, title: string): Promise<EbookFileAnswer> {
    return {
      kind: 'file',
      stream: createReadStream(absolute(row.storedName)),
      fileName: ebookFileName(title, row.sku, row.format as EbookFormat),
      contentType: EBOOK_CONTENT_TYPES[row.format as EbookFormat],
      bytes: row.bytes,
    };
  }

  /** The watermarked file of a link: an EPUB streamed on the fly, a PDF made once per link and kept (decision 804). */
  async function watermarked(link: EbookLinkRow, row: EbookFileRow): Promise<EbookFileAnswer> {
    const format = row.format as EbookFormat;
    const line = watermarkLine(link.buyerName, link.orderNumber);
    const base = {
      kind: 'file' as const,
      fileName: ebookFileName(link.title, link.sku, format),
      contentType: EBOOK_CONTENT_TYPES[format],
    };
    if (format === 'epub') {
      const stream = await watermarkedEpub(absolute(row.storedName), {
        line,
        buyer: link.buyerName,
        orderNumber: link.orderNumber,
        title: link.title,
      });
      return { ...base, stream, bytes: null };
    }
    // Kept per link and per stored file: a new upload of the book makes a new copy at the next download.
    const kept = path.join('watermarked', `${link.id}-${row.storedName}`);
    let size = (await stat(absolute(kept)).catch(() => null))?.size ?? null;
    if (size === null) {
      const bytes = await watermarkedPdf(absolute(row.storedName), line);
      await store.write(kept, Buffer.from(bytes));
      size = bytes.byteLength;
    }
    return { ...base, stream: createReadStream(absolute(kept)), bytes: size };
  }

  /**
   * Decision 809: EBOOK_DOWNLOADS is seeded at level 1 and spec 1 §2.8 asks only for a login, so a logged-in
   * account counts as at least level 1 here (customers are level 0 in the table); switched off, nobody downloads.
   */
  async function freeDownloadsFor(viewer: { loggedIn: boolean; accessLevel: number }): Promise<boolean> {
    return isFeatureAvailable(await deps.features(), 'EBOOK_DOWNLOADS', {
      loggedIn: viewer.loggedIn,
      accessLevel: viewer.loggedIn ? Math.max(1, viewer.accessLevel) : 0,
    });
  }

  return {
    receive: (stream) => store.receive(stream),

    async storeUpload(sku, file, actor) {
      const book = await deps.bookOf(sku);
      if (!book) {
        await store.discard(file);
        return { kind: 'not_found' };
      }
      if (!book.isEbook) {
        await store.discard(file);
        return { kind: 'refused', reason: 'geen-e-book-titel' };
      }
      const format = ebookFormatOf(await store.head(file, EBOOK_HEADER_BYTES));
      if (!format) {
        await store.discard(file);
        return { kind: 'refused', reason: 'geen-ebook' };
      }
      const bytes = (await stat(file)).size;
      const storedName = storedNameOf(format);
      await store.place(file, storedName);
      let previous: EbookFileRow | null = null;
      try {
        await withTransaction(db, async (tx) => {
          [previous = null] = await tx.select().from(ebookFiles).where(eq(ebookFiles.sku, sku)).for('update');
          const at = now();
          const values = { format, storedName, bytes, uploadedBy: actor.id, uploadedAt: at };
          await tx
            .insert(ebookFiles)
            .values({ sku, ...values })
            .onConflictDoUpdate({ target: ebookFiles.sku, set: values });
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'book.ebook',
              subject: `boek ${sku}`,
              before: previous ? { format: previous.format, bytes: previous.bytes } : null,
              after: { format, bytes, ...(actor.via ? { via: actor.via } : {}) },
            },
            at,
          );
        });
      } catch (error) {
        await store.remove(storedName);
        throw error;
      }
      // The old file goes once the new one is recorded (a download that opened it keeps reading it).
      const old = previous as EbookFileRow | null;
      if (old) await store.remove(old.storedName);
      return { kind: 'stored', format };
    },

    async fileOf(sku) {
      const row = await storedFile(sku);
      return row ? { format: row.format as EbookFormat, bytes: row.bytes, uploadedAt: row.uploadedAt } : null;
    },

    async staffView(sku) {
      const [book, file] = await Promise.all([deps.bookOf(sku), this.fileOf(sku)]);
      return { isEbook: book?.isEbook ?? false, file };
    },

    async freeEbooks() {
      const feature = (await deps.features()).find((f) => f.sku === 'EBOOK_DOWNLOADS');
      if (!feature?.enabled) return [];
      const rows = await db.select().from(ebookFiles).orderBy(ebookFiles.sku).limit(500);
      const free: FreeEbook[] = [];
      for (const row of rows) {
        const book = await deps.bookOf(row.sku);
        if (book && isFreeEbook(book))
          free.push({ sku: row.sku, title: book.title, format: row.format as EbookFormat });
      }
      return free.sort((a, b) => a.title.localeCompare(b.title, 'nl')).slice(0, 100);
    },

    async freeOffer(sku) {
      const row = await storedFile(sku);
      if (!row) return null;
      return (await this.freeSkus([sku])).has(sku) ? { format: row.format as EbookFormat } : null;
    },

    async freeSkus(skus) {
      if (skus.length === 0) return new Set();
      const feature = (await deps.features()).find((f) => f.sku === 'EBOOK_DOWNLOADS');
      if (!feature?.enabled) return new Set();
      const rows = await db
        .select({ sku: ebookFiles.sku })
        .from(ebookFiles)
        .where(inArray(ebookFiles.sku, [...skus]));
      const free = new Set<string>();
      for (const { sku } of rows) {
        const book = await deps.bookOf(sku);
        if (book && isFreeEbook(book)) free.add(sku);
      }
      return free;
    },

    linksOfOrders: (orderIds) => downloadLinksOf(db, orderIds, now()),

    async download(token) {
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return { kind: 'refused', reason: 'unknown' };
      const at = now();
      const outcome = await withTransaction(db, async (tx) => {
        // One conditional update counts the download: never past the limit, not after expiry or a refund.
        const [counted] = await tx
          .update(ebookLinks)
          .set({ downloads: sql`${ebookLinks.downloads} + 1` })
          .where(
            and(
              eq(ebookLinks.token, token),
              isNull(ebookLinks.revokedAt),
              gt(ebookLinks.expiresAt, at),
              lt(ebookLinks.downloads, ebookLinks.maxDownloads),
            ),
          )
          .returning();
        if (!counted) {
          const [link] = await tx.select().from(ebookLinks).where(eq(ebookLinks.token, token));
          if (!link) return { kind: 'refused' as const, reason: 'unknown' as const };
          return {
            kind: 'refused' as const,
            reason: linkRefusal(link, at) ?? ('used-up' as const),
          };
        }
        const [file] = await tx.select().from(ebookFiles).where(eq(ebookFiles.sku, counted.sku));
        // No file yet: nothing counted (the transaction rolls back), the buyer may try again later.
        if (!file) throw new NoFileYet();
        await tx.insert(ebookDownloads).values({ linkId: counted.id, sku: counted.sku, downloadedAt: at });
        return { kind: 'counted' as const, link: counted, file };
      }).catch((error: unknown) => {
        if (error instanceof NoFileYet) return { kind: 'refused' as const, reason: 'no-file' as const };
        throw error;
      });
      if (outcome.kind === 'refused') return outcome;
      try {
        return await watermarked(outcome.link, outcome.file);
      } catch (error) {
        // A stored file that cannot be read as what it claims: the download is given back, staff must look.
        await db
          .update(ebookLinks)
          .set({ downloads: sql`greatest(${ebookLinks.downloads} - 1, 0)` })
          .where(eq(ebookLinks.id, outcome.link.id));
        if (error instanceof InvalidEpubError || error instanceof InvalidPdfError)
          return { kind: 'refused', reason: 'no-file' };
        throw error;
      }
    },

    async freeDownload(viewer, sku) {
      const book = await deps.bookOf(sku);
      if (!book || !book.isEbook) return { kind: 'not_found' };
      const row = await storedFile(sku);
      if (!row || !isFreeEbook(book)) return { kind: row ? 'not_free' : 'not_found' };
      if (!viewer.loggedIn || viewer.userId === undefined) return { kind: 'login' };
      if (!(await freeDownloadsFor(viewer))) return { kind: 'login' };
      await db.insert(ebookDownloads).values({ userId: viewer.userId, sku, downloadedAt: now() });
      return plainFile(row, book.title);
    },
  };
}

class NoFileYet extends Error {}
