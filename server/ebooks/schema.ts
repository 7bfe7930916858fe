// E-books' tables (issue 32, decisions 800–814): the file staff stored for a book (its place under DATA_DIR/ebooks
// is a random name, never the ISBN, so no address can be guessed), the personal download links of a paid order's
// e-book lines, and every download made (a paid link's or a free one's). Only server/ebooks/ imports them
// (eslint.config.js TABLE_OWNERS); orders reach them through the functions server/ebooks/service.ts exports.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { orders } from '../orders/schema.ts';

/** One stored file per e-book; a new upload replaces it (the old file is removed after the commit). */
export const ebookFiles = pgTable(
  'ebook_files',
  {
    /** The book's ISBN (no foreign key: the seed rebuilds books_sku_idx; books are withdrawn, never deleted). */
    sku: text('sku').primaryKey(),
    format: text('format').notNull(),
    /** The file's name under the e-books folder: 32 random hex characters and the format's extension. */
    storedName: text('stored_name').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ebook_files_stored_name_idx').on(t.storedName),
    check('ebook_files_format', sql`${t.format} in ('epub', 'pdf')`),
  ],
);

/**
 * A paid e-book's download link (decision 802): one per e-book line of a paid order, its token 128 random bits
 * (the only key in the address, like an order's guid), expiring and counted by the settings of the moment it was
 * made; a refund of the line revokes it. The watermark's name and order number are copied from the order.
 */
export const ebookLinks = pgTable(
  'ebook_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order line's position. */
    position: smallint('position').notNull(),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    buyerName: text('buyer_name').notNull(),
    orderNumber: text('order_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxDownloads: smallint('max_downloads').notNull(),
    downloads: smallint('downloads').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ebook_links_token_idx').on(t.token),
    uniqueIndex('ebook_links_line_idx').on(t.orderId, t.position),
    check('ebook_links_downloads', sql`${t.downloads} >= 0 and ${t.downloads} <= ${t.maxDownloads}`),
  ],
);

/** Every download made: through a paid link, or a free e-book by a logged-in customer (decision 809). */
export const ebookDownloads = pgTable(
  'ebook_downloads',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id').references(() => ebookLinks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ebook_downloads_link_idx').on(t.linkId), index('ebook_downloads_sku_idx').on(t.sku)],
);

export type EbookFileRow = typeof ebookFiles.$inferSelect;
export type EbookLinkRow = typeof ebookLinks.$inferSelect;
