// Issue 31 "Content" (decision 722): what /beheer/tips reads and changes — the own shop's home carousel of
// own-publication tips (spec 1 §2.3) as staff choose them: add a book by its ISBN (an own publication, at most
// TIPS_MAX), remove one, move one up or down. Each change is one transaction with its audit line (the order before
// → after); the list's rows are renumbered 0…n-1 on every change. The listeners are told after each commit (this
// process's home cache forgets; other processes follow within the list caches' 30 s).
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FieldErrors, PostedFields } from '../../domain/account-forms.ts';
import {
  cleanIsbn,
  moveTip,
  TIP_ALREADY,
  TIP_FIELDS,
  TIP_NOT_OWN,
  TIP_UNKNOWN,
  tipFormErrors,
  type TipMove,
  TIPS_FULL,
  TIPS_MAX,
} from '../../domain/content-tips.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { OWN_EDITION } from './book-summary.ts';
import { books, homeTips } from './schema.ts';

export interface StaffTip {
  sku: string;
  title: string;
  /** Withdrawn from the catalogue: the carousel leaves it out. */
  withdrawn: boolean;
}

export type TipAddResult = { kind: 'added' } | { kind: 'invalid'; errors: FieldErrors };
export type TipChangeResult = { kind: 'removed' | 'moved' | 'unchanged' } | { kind: 'not-found' };

export interface StaffTipsService {
  /** The tips in the carousel's order. */
  list(): Promise<StaffTip[]>;
  add(actorId: number, fields: PostedFields): Promise<TipAddResult>;
  remove(actorId: number, sku: string): Promise<TipChangeResult>;
  move(actorId: number, sku: string, move: TipMove): Promise<TipChangeResult>;
  onChanged(listener: () => void): void;
}

export const TIPS_SUBJECT = 'tips voorpagina';
/** The advisory lock's key for the home tips (decision 722). */
const TIPS_LOCK = 722_001;

export function createStaffTipsService(db: Db): StaffTipsService {
  const listeners: (() => void)[] = [];
  const changed = <T extends { kind: string }>(result: T): T => {
    if (['added', 'removed', 'moved'].includes(result.kind)) for (const listener of listeners) listener();
    return result;
  };
  /** Every change rewrites the whole list: one at a time (a transaction's advisory lock, also with no rows yet). */
  const lock = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${TIPS_LOCK})`);
  const ordered = (tx: Db) =>
    tx
      .select({ bookId: homeTips.bookId, sku: books.sku, title: books.title, withdrawnAt: books.withdrawnAt })
      .from(homeTips)
      .innerJoin(books, eq(books.id, homeTips.bookId))
      .orderBy(asc(homeTips.position), asc(homeTips.bookId));
  /** Writes the order anew (0…n-1) and its audit line; `before`/`after` are the skus in order. */
  const rewrite = async (
    tx: Db,
    actorId: number,
    action: string,
    before: string[],
    after: { bookId: number; sku: string }[],
  ) => {
    await tx.delete(homeTips);
    if (after.length > 0)
      await tx.insert(homeTips).values(after.map((tip, position) => ({ bookId: tip.bookId, position })));
    await recordAudit(tx, {
      actorId,
      action: `tips.${action}`,
      subject: TIPS_SUBJECT,
      before: { isbns: before },
      after: { isbns: after.map((tip) => tip.sku) },
    });
  };

  return {
    list: async () =>
      (await ordered(db)).map((row) => ({
        sku: row.sku,
        title: row.title,
        withdrawn: row.withdrawnAt !== null,
      })),

    async add(actorId, fields) {
      const errors = tipFormErrors(fields);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      const isbn = cleanIsbn(fields[TIP_FIELDS.isbn]);
      const refuse = (error: typeof TIP_UNKNOWN): TipAddResult => ({
        kind: 'invalid',
        errors: { [TIP_FIELDS.isbn]: error },
      });
      const result = await db.transaction(async (tx): Promise<TipAddResult> => {
        await lock(tx);
        const [book] = await tx
          .select({ id: books.id, sku: books.sku, sbEdition: books.sbEdition })
          .from(books)
          .where(eq(books.sku, isbn));
        if (!book) return refuse(TIP_UNKNOWN);
        if (book.sbEdition !== OWN_EDITION) return refuse(TIP_NOT_OWN);
        const current = await ordered(tx);
        if (current.some((tip) => tip.bookId === book.id)) return refuse(TIP_ALREADY);
        const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(homeTips);
        if (total >= TIPS_MAX) return refuse(TIPS_FULL);
        const before = current.map((tip) => tip.sku);
        await rewrite(tx, actorId, 'add', before, [...current, { bookId: book.id, sku: book.sku }]);
        return { kind: 'added' };
      });
      return changed(result);
    },

    async remove(actorId, sku) {
      const result = await db.transaction(async (tx): Promise<TipChangeResult> => {
        await lock(tx);
        const current = await ordered(tx);
        if (!current.some((tip) => tip.sku === sku)) return { kind: 'not-found' };
        const before = current.map((tip) => tip.sku);
        await rewrite(
          tx,
          actorId,
          'remove',
          before,
          current.filter((tip) => tip.sku !== sku),
        );
        return { kind: 'removed' };
      });
      return changed(result);
    },

    async move(actorId, sku, move) {
      const result = await db.transaction(async (tx): Promise<TipChangeResult> => {
        await lock(tx);
        const current = await ordered(tx);
        const before = current.map((tip) => tip.sku);
        if (!before.includes(sku)) return { kind: 'not-found' };
        const after = moveTip(before, sku, move);
        if (after.join() === before.join()) return { kind: 'unchanged' };
        const bySku = new Map(current.map((tip) => [tip.sku, tip]));
        await rewrite(
          tx,
          actorId,
          move === 'up' ? 'up' : 'down',
          before,
          after.map((s) => bySku.get(s)!),
        );
        return { kind: 'moved' };
      });
      return changed(result);
    },

    onChanged: (listener) => {
      listeners.push(listener);
    },
  };
}
