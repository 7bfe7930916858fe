// The few book fields a card, carousel or sidebar list needs, with one join for the author name.
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { displayPriceCents, SOLD_OUT_STOCK } from '../../domain/price-display.ts';
import { authors, books } from '../db/schema.ts';
import type { ShellBook } from '../shell/types.ts';

export const OWN_EDITION = 'eigen uitgaven';

const firstAuthor = alias(authors, 'first_author');

export const bookSummaryColumns = {
  id: books.id,
  sku: books.sku,
  title: books.title,
  priceInclCents: books.priceInclCents,
  stock: books.stock,
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
  alternative: string | null;
  sbEdition: string | null;
  author: string;
};

export function toShellBook(row: BookSummaryRow, skuSoonAvailable: string | undefined): ShellBook {
  return {
    sku: row.sku,
    title: row.title,
    author: row.author,
    priceCents: displayPriceCents(row),
    soldOut: row.stock === SOLD_OUT_STOCK,
    ownEdition: row.sbEdition === OWN_EDITION,
    soonAvailable: skuSoonAvailable !== undefined && row.sku === skuSoonAvailable,
    coverUrl: `/media/covers/${row.sku}`,
    href: `/book/${row.sku}`,
  };
}
