// Issue 31 "Content" (decisions 700, 703, 705): what /beheer/citaten reads and changes — the quotes the own shop's
// home page shows one a day, adding one, saving one and deleting one, each in one transaction with its audit line
// (who, before → after). An ISBN must be a book in the catalogue. A change tells its listeners (this process's home
// and page caches forget); other processes show it within their cache's TTL (decision 702).
import { asc, eq } from 'drizzle-orm';
import type { FieldErrors, PostedFields } from '../../domain/account-forms.ts';
import { QUOTE_FIELDS, type QuoteInput, parseQuoteForm } from '../../domain/content-quotes.ts';
import { SKU_UNKNOWN } from '../../domain/content-notifications.ts';
import { recordAudit } from '../audit/service.ts';
import { bookTitlesBySku } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { quotes } from './schema.ts';

export type StaffQuote = typeof quotes.$inferSelect;

export type AddQuoteResult = { kind: 'added'; id: number } | { kind: 'invalid'; errors: FieldErrors };
export type SaveQuoteResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; errors: FieldErrors };
export type DeleteQuoteResult = { kind: 'deleted' } | { kind: 'not-found' };

export interface StaffQuotesService {
  /** Every quote in the home page's turn (by id). */
  list(): Promise<StaffQuote[]>;
  get(id: number): Promise<StaffQuote | null>;
  add(actorId: number, fields: PostedFields): Promise<AddQuoteResult>;
  save(actorId: number, id: number, fields: PostedFields): Promise<SaveQuoteResult>;
  remove(actorId: number, id: number): Promise<DeleteQuoteResult>;
  onChanged(listener: () => void): void;
}

export function quoteSubject(id: number): string {
  return `citaat ${id}`;
}

const auditValues = (q: QuoteInput): Record<string, unknown> => ({
  citaat: q.text,
  auteur: q.author,
  isbn: q.isbn,
});

const inputOf = (row: StaffQuote): QuoteInput => ({ text: row.text, author: row.author, isbn: row.isbn });

export function createStaffQuotesService(db: Db): StaffQuotesService {
  const listeners: (() => void)[] = [];
  const changed = <T extends { kind: string }>(result: T): T => {
    if (['added', 'saved', 'deleted'].includes(result.kind)) for (const listener of listeners) listener();
    return result;
  };
  const check = async (
    fields: PostedFields,
  ): Promise<{ kind: 'ok'; value: QuoteInput } | { kind: 'invalid'; errors: FieldErrors }> => {
    const parsed = parseQuoteForm(fields);
    if (parsed.kind === 'invalid' || parsed.value.isbn === null) return parsed;
    const known = await bookTitlesBySku(db, [parsed.value.isbn]);
    return known.has(parsed.value.isbn)
      ? parsed
      : { kind: 'invalid', errors: { [QUOTE_FIELDS.isbn]: SKU_UNKNOWN } };
  };

  return {
    list: () => db.select().from(quotes).orderBy(asc(quotes.id)),

    async get(id) {
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      return row ?? null;
    },

    async add(actorId, fields) {
      const checked = await check(fields);
      if (checked.kind === 'invalid') return checked;
      const value = checked.value;
      const result = await db.transaction(async (tx): Promise<AddQuoteResult> => {
        const [row] = await tx.insert(quotes).values(value).returning({ id: quotes.id });
        await recordAudit(tx, {
          actorId,
          action: 'quote.add',
          subject: quoteSubject(row!.id),
          before: null,
          after: auditValues(value),
        });
        return { kind: 'added', id: row!.id };
      });
      return changed(result);
    },

    async save(actorId, id, fields) {
      const checked = await check(fields);
      if (checked.kind === 'invalid') return checked;
      const value = checked.value;
      const result = await db.transaction(async (tx): Promise<SaveQuoteResult> => {
        const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
        if (!row) return { kind: 'not-found' };
        const before = auditValues(inputOf(row));
        const after = auditValues(value);
        if (JSON.stringify(before) === JSON.stringify(after)) return { kind: 'unchanged' };
        await tx.update(quotes).set(value).where(eq(quotes.id, id));
        await recordAudit(tx, { actorId, action: 'quote.save', subject: quoteSubject(id), before, after });
        return { kind: 'saved' };
      });
      return changed(result);
    },

    async remove(actorId, id) {
      const result = await db.transaction(async (tx): Promise<DeleteQuoteResult> => {
        const [row] = await tx.delete(quotes).where(eq(quotes.id, id)).returning();
        if (!row) return { kind: 'not-found' };
        await recordAudit(tx, {
          actorId,
          action: 'quote.delete',
          subject: quoteSubject(id),
          before: auditValues(inputOf(row)),
          after: null,
        });
        return { kind: 'deleted' };
      });
      return changed(result);
    },

    onChanged: (listener) => {
      listeners.push(listener);
    },
  };
}
