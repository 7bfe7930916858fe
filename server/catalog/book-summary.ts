// The few book fields a card, carousel or sidebar list needs, with one join for the author name, and whether its
// cart and wishlist buttons are enabled (the one availability rule, as on list cards).
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { availability, type OrderContext } from '../../domain/availability.ts';
import { bookPath } from '../../domain/book-identifier.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { centsOrNull } from '../../domain/money.ts';
import { displayPriceCents } from '../../domain/price-display.ts';
import { settingNumber } from '../settings/service.ts';
import { DEFAULT_MAX_DAYS_EXPECTED } from './lists/list-settings.ts';
import { authors, books } from './schema.ts';
import type { ShellBook } from '../shell/types.ts';

export const OWN_EDITION = 'eigen uitgaven';

const firstAuthor = alias(authors, 'first_author');

export const bookSummaryColumns = {
  id: books.id,
  sku: books.sku,
  title: books.title,
  priceInclCents: books.priceInclCents,
  stock: books.stock,
  stockCode: books.stockCode,
  supplyDate: books.supplyDate,
  isEbook: books.isEbook,
  alternative: books.alternative,
  sbEdition: books.sbEdition,
  author: sql<string>`coalesce(trim(concat_ws(' ', ${firstAuthor.firstname}, nullif(${firstAuthor.prefix}, ''), ${firstAuthor.lastname})), '')`,
};

export const withFirstAuthor = { table: firstAuthor, on: eq(firstAuthor.id, books.authorId) };

export type BookSummaryRow = {
  sku: string;
  title: string;
  priceInclCents: number | null;
  stock: number;
  stockCode: number | null;
  supplyDate: string | null;
  isEbook: boolean;
  alternative: string | null;
  sbEdition: string | null;
  author: string;
};

/**
 * What a card needs of the settings: the 'Binnenkort' sku (spec 1 §2.5), the order context (spec 1 §5) and seoTitles,
 * so a card links the book page's own address (spec 1 §2.1) and not one that answers with a redirect (issue 33 #3).
 */
export interface CardSettings extends OrderContext {
  skuSoonAvailable: string | undefined;
  seoTitles: string | undefined;
}

export function cardSettings(settings: ReadonlyMap<string, string>, now = new Date()): CardSettings {
  return {
    skuSoonAvailable: settings.get('skuSoonAvailable'),
    seoTitles: settings.get('seoTitles'),
    maxDaysExpected: settingNumber(settings, 'maxDaysExpected', DEFAULT_MAX_DAYS_EXPECTED),
    today: amsterdamCalendarDate(now),
  };
}

export function toShellBook(raw: BookSummaryRow, settings: CardSettings): ShellBook {
  // Read as Cents here: a non-integer price in the database throws instead of reaching a cart.
  const row = { ...raw, priceInclCents: centsOrNull(raw.priceInclCents) };
  // Issue 12 #4: the one availability rule decides the card's buttons (spec 1 §5; e-books §2.8).
  const { orderable, wishlistable, soldOut } = availability(row, settings);
  return {
    sku: row.sku,
    title: row.title,
    author: row.author,
    priceCents: displayPriceCents(row),
    soldOut,
    orderable,
    wishlistable,
    ownEdition: row.sbEdition === OWN_EDITION,
    soonAvailable: settings.skuSoonAvailable !== undefined && row.sku === settings.skuSoonAvailable,
    coverUrl: `/media/covers/${row.sku}`,
    href: bookPath(row.sku, row.title, settings.seoTitles),
  };
}
