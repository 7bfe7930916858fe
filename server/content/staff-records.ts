// One way to keep the content staff edit row by row (issue 31 "Content", decisions 700–705: notifications,
// banners, quotes): list, get, add, save and delete, each change in one transaction with its audit line (who,
// before → after; a save that changes nothing writes nothing), a book's ISBN checked against the catalogue
// (decision 703), and the listeners told after each committed change (decision 702: this process's caches forget).
// Each kind names its table, its order, its form rule (domain/content-*.ts) and what the audit line keeps.
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldErrors, PostedFields, TextRef } from '../../domain/account-forms.ts';
import { recordAudit } from '../audit/service.ts';
import { bookTitlesBySku } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';

export type AddRecordResult = { kind: 'added'; id: number } | { kind: 'invalid'; errors: FieldErrors };
export type SaveRecordResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; errors: FieldErrors };
export type DeleteRecordResult = { kind: 'deleted' } | { kind: 'not-found' };

export interface StaffRecordsService<Row> {
  /** Every row, in the kind's order. */
  list(): Promise<Row[]>;
  get(id: number): Promise<Row | null>;
  add(actorId: number, fields: PostedFields): Promise<AddRecordResult>;
  save(actorId: number, id: number, fields: PostedFields): Promise<SaveRecordResult>;
  remove(actorId: number, id: number): Promise<DeleteRecordResult>;
  /** Called after each committed change. */
  onChanged(listener: () => void): void;
}

/** A content table: its rows have a serial id. */
type IdTable = PgTable & { id: PgColumn };

export interface StaffRecordKind<T extends IdTable, Input extends object> {
  table: T;
  /** The list's order (orderBy's arguments). */
  order: (SQL | PgColumn)[];
  parse(fields: PostedFields): { kind: 'ok'; value: Input } | { kind: 'invalid'; errors: FieldErrors };
  /** The form's ISBN field, its message when no book has it, and the value's ISBN (null: none given). */
  sku: { field: string; unknown: TextRef; of(input: Input): string | null };
  inputOf(row: T['$inferSelect']): Input;
  /** The audit log's action prefix ('quote' → 'quote.add'), subject and the values it keeps. */
  audit: { action: string; subject(id: number): string; values(input: Input): Record<string, unknown> };
}

export function createStaffRecords<T extends IdTable, Input extends object>(
  db: Db,
  kind: StaffRecordKind<T, Input>,
): StaffRecordsService<T['$inferSelect']> {
  type Row = T['$inferSelect'];
  const { table, audit } = kind;
  // Drizzle's select cannot read from a table type left open; the rows are the table's own (T['$inferSelect']).
  const source: PgTable = table;
  const listeners: (() => void)[] = [];
  const changed = <T extends { kind: string }>(result: T): T => {
    if (['added', 'saved', 'deleted'].includes(result.kind)) for (const listener of listeners) listener();
    return result;
  };
  const check = async (
    fields: PostedFields,
  ): Promise<{ kind: 'ok'; value: Input } | { kind: 'invalid'; errors: FieldErrors }> => {
    const parsed = kind.parse(fields);
    const sku = parsed.kind === 'ok' ? kind.sku.of(parsed.value) : null;
    if (sku === null) return parsed;
    const known = await bookTitlesBySku(db, [sku]);
    return known.has(sku) ? parsed : { kind: 'invalid', errors: { [kind.sku.field]: kind.sku.unknown } };
  };
  const line = (actorId: number, action: string, id: number, before: Input | null, after: Input | null) => ({
    actorId,
    action: `${audit.action}.${action}`,
    subject: audit.subject(id),
    before: before && audit.values(before),
    after: after && audit.values(after),
  });

  return {
    list: async () =>
      (await db
        .select()
        .from(source)
        .orderBy(...kind.order)) as Row[],

    async get(id) {
      const [row] = await db.select().from(source).where(eq(table.id, id));
      return (row as Row | undefined) ?? null;
    },

    async add(actorId, fields) {
      const checked = await check(fields);
      if (checked.kind === 'invalid') return checked;
      const value = checked.value;
      const result = await db.transaction(async (tx): Promise<AddRecordResult> => {
        const [row] = await tx
          .insert(table)
          .values(value as T['$inferInsert'])
          .returning({ id: table.id });
        const id = row!.id as number;
        await recordAudit(tx, line(actorId, 'add', id, null, value));
        return { kind: 'added', id };
      });
      return changed(result);
    },

    async save(actorId, id, fields) {
      const checked = await check(fields);
      if (checked.kind === 'invalid') return checked;
      const value = checked.value;
      const result = await db.transaction(async (tx): Promise<SaveRecordResult> => {
        const [row] = await tx.select().from(source).where(eq(table.id, id)).for('update');
        if (!row) return { kind: 'not-found' };
        const before = kind.inputOf(row as Row);
        if (JSON.stringify(audit.values(before)) === JSON.stringify(audit.values(value)))
          return { kind: 'unchanged' };
        await tx
          .update(table)
          .set(value as Partial<T['$inferInsert']>)
          .where(eq(table.id, id));
        await recordAudit(tx, line(actorId, 'save', id, before, value));
        return { kind: 'saved' };
      });
      return changed(result);
    },

    async remove(actorId, id) {
      const result = await db.transaction(async (tx): Promise<DeleteRecordResult> => {
        const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
        if (!row) return { kind: 'not-found' };
        await recordAudit(tx, line(actorId, 'delete', id, kind.inputOf(row as Row), null));
        return { kind: 'deleted' };
      });
      return changed(result);
    },

    onChanged: (listener) => {
      listeners.push(listener);
    },
  };
}
