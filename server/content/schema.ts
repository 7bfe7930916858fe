// Content's tables (issue 12 #6 schema split): interface texts, the menus, newsletters, banners, quotes,
// tooltips, notifications and videos — the staff-edited texts around the catalogue.
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Interface texts that override the defaults file, per language and key. */
export const interfaceTexts = pgTable(
  'interface_texts',
  {
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.key] })],
);

/**
 * Issue 31 (decision 651): one row (id 1) whose counter a staff edit of interface_texts raises in its transaction.
 * Every process reads it at most every few seconds and reloads its texts when it moved, so a change shows in every
 * process within 5 s without a notification channel (the embedded database has none across processes anyway).
 */
export const interfaceTextsVersion = pgTable('interface_texts_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/** Spec 1 §3 Navigation item: menu main/sub/footer; use all|restricted|partner|no-partner; show = shops. */
export const navigationItems = pgTable('navigation_items', {
  id: serial('id').primaryKey(),
  menu: text('menu').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  title: text('title').notNull(),
  use: text('use').notNull().default('all'),
  show: text('show')
    .array()
    .notNull()
    .default(sql`'{SHOP_SB,SHOP_ALL}'::text[]`),
  value: text('value'),
  position: integer('position').notNull().default(0),
  column: text('column'),
});

/** Spec 1 §3 Newsletter: tag 'mailing' + week, week YYWW, files it has. */
export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull().unique(),
  week: integer('week').notNull(),
  title: text('title').notNull(),
  dir: text('dir'),
  url: text('url'),
  hasFile: boolean('has_file').notNull().default(false),
  hasPdf: boolean('has_pdf').notNull().default(false),
  hasPhp: boolean('has_php').notNull().default(false),
  hasHtml: boolean('has_html').notNull().default(false),
  showOnSb: boolean('show_on_sb').notNull().default(true),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  text1: text('text1').notNull(),
  text2: text('text2').notNull().default(''),
  img: text('img'),
  sku: text('sku'),
  position: integer('position').notNull().default(0),
});

export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  author: text('author').notNull(),
  isbn: text('isbn'),
});

export const tooltips = pgTable('tooltips', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  showOnSb: boolean('show_on_sb').notNull().default(true),
});

/**
 * Spec 1 §3 Notification: optional sku, reason, title, description; active ones open the dialog. Issue 31
 * (decision 701): shown only from shown_from (inclusive) until shown_until (exclusive); null is no bound.
 */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  sku: text('sku'),
  reason: text('reason').notNull().default(''),
  title: text('title').notNull(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
  shownFrom: timestamp('shown_from', { withTimezone: true }),
  shownUntil: timestamp('shown_until', { withTimezone: true }),
});

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  file: text('file'),
  ccFile: text('cc_file'),
  sku: text('sku'),
  position: integer('position').notNull().default(0),
});
