// Issue 31 "Content" (decisions 700, 703, 705): what /beheer/citaten reads and changes — the quotes the own shop's
// home page shows one a day — kept row by row as server/content/staff-records.ts keeps every content kind (one
// transaction and audit line per change, an ISBN that is a book). A change tells its listeners (this process's
// home and page caches forget); other processes show it within their cache's TTL (decision 702).
import { asc } from 'drizzle-orm';
import { SKU_UNKNOWN } from '../../domain/content-notifications.ts';
import { QUOTE_FIELDS, type QuoteInput, parseQuoteForm } from '../../domain/content-quotes.ts';
import type { Db } from '../db/client.ts';
import { quotes } from './schema.ts';
import { createStaffRecords, type StaffRecordsService } from './staff-records.ts';

export type StaffQuote = typeof quotes.$inferSelect;
/** Every quote in the home page's turn (by id). */
export type StaffQuotesService = StaffRecordsService<StaffQuote>;

export function quoteSubject(id: number): string {
  return `citaat ${id}`;
}

export function createStaffQuotesService(db: Db): StaffQuotesService {
  return createStaffRecords<typeof quotes, QuoteInput>(db, {
    table: quotes,
    order: [asc(quotes.id)],
    parse: parseQuoteForm,
    sku: { field: QUOTE_FIELDS.isbn, unknown: SKU_UNKNOWN, of: (q) => q.isbn },
    inputOf: (row) => ({ text: row.text, author: row.author, isbn: row.isbn }),
    audit: {
      action: 'quote',
      subject: quoteSubject,
      values: (q) => ({ citaat: q.text, auteur: q.author, isbn: q.isbn }),
    },
  });
}
