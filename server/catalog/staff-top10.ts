// Issue 31 "Content" (decisions 723, 724): what /beheer/top10 reads and changes — the Top 10 sections (spec 1 §3:
// section, tag, display_value, has_excel, isAutofill, nur) and their entries. Adding and saving are each one
// transaction with their audit line (who, before → after); a save names the version of the values its form was
// shown with (someone else's save in between is refused, decision 720's rule). A section's entries are the ISBNs
// staff typed in order, each a book in the catalogue; an autofilled section's entries are filled from its NUR code
// on every save (decision 724: the section's shop, orderable first, then the newest). The shop's Top 10 pages read
// top10_entries as before; the listeners are told after each commit (this process's list caches forget). A section
// can be deleted with its entries (decision 743), logged with what it held.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FieldErrors, PostedFields } from '../../domain/account-forms.ts';
import {
  parseTop10Form,
  TAG_TAKEN,
  TOP10_FIELDS,
  type Top10SectionInput,
  top10FormValues,
  type Top10Shop,
} from '../../domain/content-top10.ts';
import { settingsVersion } from '../../domain/setting-types.ts';
import { TOP10_SIZE } from '../../domain/top-lists.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { notWithdrawnSql } from './listed-sql.ts';
import { books, top10Entries, top10Sections } from './schema.ts';
import { soldOutSql } from './stock-sql.ts';

export interface StaffTop10Row extends Top10SectionInput {
  id: number;
  /** top10Version of the stored values (the edit form's hidden field). */
  version: string;
}

export type Top10AddResult = { kind: 'added'; id: number } | { kind: 'invalid'; errors: FieldErrors };
export type Top10SaveResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'stale' }
  | { kind: 'invalid'; errors: FieldErrors };
export type Top10RemoveResult = { kind: 'deleted' } | { kind: 'not-found' };

export interface StaffTop10Service {
  /** Every section in the overview's order (position, then id), with its ISBNs in rank order. */
  list(): Promise<StaffTop10Row[]>;
  get(id: number): Promise<StaffTop10Row | null>;
  add(actorId: number, fields: PostedFields): Promise<Top10AddResult>;
  save(actorId: number, id: number, fields: PostedFields, version: string): Promise<Top10SaveResult>;
  /** Decision 743: the section and its entries; its list page is gone from the shop at once. */
  remove(actorId: number, id: number): Promise<Top10RemoveResult>;
  onChanged(listener: () => void): void;
}

export function top10Subject(id: number): string {
  return `top 10 ${id}`;
}

/** The version of a section's stored values (the edit form's hidden field). */
export function top10Version(section: Top10SectionInput): string {
  return settingsVersion(Object.entries(top10FormValues(section)));
}

/**
 * Decision 724: the ten books an autofilled section shows — its NUR code's books in its shop (the own shop: the
 * books of the self-help range), not withdrawn, the orderable ones first, then the newest.
 */
async function autofillIds(tx: Db, nur: string | null, shop: Top10Shop): Promise<number[]> {
  if (nur === null) return [];
  const rows = await tx
    .select({ id: books.id })
    .from(books)
    .where(
      and(
        eq(books.nur, Number(nur)),
        notWithdrawnSql(books.withdrawnAt),
        shop === 'SHOP_SB' ? eq(books.inSb, true) : undefined,
      ),
    )
    .orderBy(soldOutSql(books.stock), sql`${books.releaseDate} desc nulls last`, desc(books.id))
    .limit(TOP10_SIZE);
  return rows.map((row) => row.id);
}

/** The section's row locked for this transaction; false when there is none. */
async function lockSection(tx: Db, id: number): Promise<boolean> {
  const [locked] = await tx
    .select({ id: top10Sections.id })
    .from(top10Sections)
    .where(eq(top10Sections.id, id))
    .for('update');
  return locked !== undefined;
}

export function createStaffTop10Service(db: Db): StaffTop10Service {
  const listeners: (() => void)[] = [];
  const changed = <T extends { kind: string }>(result: T): T => {
    if (['added', 'saved', 'deleted'].includes(result.kind)) for (const listener of listeners) listener();
    return result;
  };
  /** The sections (one or all) with their ISBNs in rank order. */
  const load = async (tx: Db, id?: number): Promise<StaffTop10Row[]> => {
    const where = id === undefined ? undefined : eq(top10Sections.id, id);
    const [sections, entries] = await Promise.all([
      tx
        .select()
        .from(top10Sections)
        .where(where)
        .orderBy(asc(top10Sections.position), asc(top10Sections.id)),
      tx
        .select({ sectionId: top10Entries.sectionId, sku: books.sku })
        .from(top10Entries)
        .innerJoin(books, eq(books.id, top10Entries.bookId))
        .where(id === undefined ? undefined : eq(top10Entries.sectionId, id))
        .orderBy(asc(top10Entries.sectionId), asc(top10Entries.rank)),
    ]);
    return sections.map((s) => {
      const input: Top10SectionInput = {
        displayValue: s.displayValue,
        tag: s.tag,
        section: s.section as Top10Shop,
        nur: s.nur,
        isAutofill: s.isAutofill,
        hasExcel: s.hasExcel,
        position: s.position,
        isbns: entries.filter((e) => e.sectionId === s.id).map((e) => e.sku),
      };
      return { ...input, id: s.id, version: top10Version(input) };
    });
  };
  /**
   * The entries' book ids in rank order (typed ISBNs, or the NUR's books when autofilled), or the messages: a tag
   * another section has, an ISBN no book has.
   */
  const resolve = async (
    tx: Db,
    input: Top10SectionInput,
    id: number | null,
  ): Promise<{ ids: number[]; isbns: string[] } | { errors: FieldErrors }> => {
    const [other] = await tx
      .select({ id: top10Sections.id })
      .from(top10Sections)
      .where(eq(top10Sections.tag, input.tag));
    if (other && other.id !== id) return { errors: { [TOP10_FIELDS.tag]: TAG_TAKEN } };
    if (input.isAutofill) {
      const ids = await autofillIds(tx, input.nur, input.section);
      const skus =
        ids.length === 0
          ? []
          : await tx.select({ id: books.id, sku: books.sku }).from(books).where(inArray(books.id, ids));
      const skuOf = new Map(skus.map((b) => [b.id, b.sku]));
      return { ids, isbns: ids.map((bookId) => skuOf.get(bookId)!) };
    }
    const found =
      input.isbns.length === 0
        ? []
        : await tx
            .select({ id: books.id, sku: books.sku })
            .from(books)
            .where(inArray(books.sku, input.isbns));
    const idOf = new Map(found.map((b) => [b.sku, b.id]));
    const unknown = input.isbns.find((isbn) => !idOf.has(isbn));
    if (unknown !== undefined)
      return {
        errors: { [TOP10_FIELDS.isbns]: { key: 'beheer.top10.isbn_unknown', params: { isbn: unknown } } },
      };
    return { ids: input.isbns.map((isbn) => idOf.get(isbn)!), isbns: input.isbns };
  };
  const writeEntries = async (tx: Db, sectionId: number, ids: number[]) => {
    await tx.delete(top10Entries).where(eq(top10Entries.sectionId, sectionId));
    if (ids.length > 0)
      await tx.insert(top10Entries).values(ids.map((bookId, i) => ({ sectionId, rank: i + 1, bookId })));
  };
  const columns = (input: Top10SectionInput) => ({
    displayValue: input.displayValue,
    tag: input.tag,
    section: input.section,
    nur: input.nur,
    isAutofill: input.isAutofill,
    hasExcel: input.hasExcel,
    position: input.position,
  });

  return {
    list: () => load(db),

    async get(id) {
      return (await load(db, id))[0] ?? null;
    },

    async add(actorId, fields) {
      const parsed = parseTop10Form(fields);
      if (parsed.kind === 'invalid') return parsed;
      const result = await db.transaction(async (tx): Promise<Top10AddResult> => {
        const resolved = await resolve(tx, parsed.value, null);
        if ('errors' in resolved) return { kind: 'invalid', errors: resolved.errors };
        const value = { ...parsed.value, isbns: resolved.isbns };
        const [row] = await tx
          .insert(top10Sections)
          .values(columns(value))
          .onConflictDoNothing({ target: top10Sections.tag })
          .returning({ id: top10Sections.id });
        if (!row) return { kind: 'invalid', errors: { [TOP10_FIELDS.tag]: TAG_TAKEN } };
        await writeEntries(tx, row.id, resolved.ids);
        await recordAudit(tx, {
          actorId,
          action: 'top10.add',
          subject: top10Subject(row.id),
          before: null,
          after: top10FormValues(value),
        });
        return { kind: 'added', id: row.id };
      });
      return changed(result);
    },

    async save(actorId, id, fields, version) {
      const parsed = parseTop10Form(fields);
      if (parsed.kind === 'invalid') return parsed;
      const result = await db.transaction(async (tx): Promise<Top10SaveResult> => {
        if (!(await lockSection(tx, id))) return { kind: 'not-found' };
        const stored = (await load(tx, id))[0]!;
        const { id: _id, version: storedVersion, ...before } = stored;
        if (storedVersion !== version) return { kind: 'stale' };
        const resolved = await resolve(tx, parsed.value, id);
        if ('errors' in resolved) return { kind: 'invalid', errors: resolved.errors };
        const was = top10FormValues(before);
        const now = top10FormValues({ ...parsed.value, isbns: resolved.isbns });
        const keys = Object.keys(now).filter((key) => was[key] !== now[key]);
        if (keys.length === 0) return { kind: 'unchanged' };
        await tx.update(top10Sections).set(columns(parsed.value)).where(eq(top10Sections.id, id));
        await writeEntries(tx, id, resolved.ids);
        await recordAudit(tx, {
          actorId,
          action: 'top10.save',
          subject: top10Subject(id),
          before: Object.fromEntries(keys.map((key) => [key, was[key]])),
          after: Object.fromEntries(keys.map((key) => [key, now[key]])),
        });
        return { kind: 'saved' };
      });
      return changed(result);
    },

    async remove(actorId, id) {
      const result = await db.transaction(async (tx): Promise<Top10RemoveResult> => {
        // Locked as a save locks it: a save waiting on it then finds no section (a 404), not half of one.
        if (!(await lockSection(tx, id))) return { kind: 'not-found' };
        const { id: _id, version: _version, ...before } = (await load(tx, id))[0]!;
        await tx.delete(top10Entries).where(eq(top10Entries.sectionId, id));
        await tx.delete(top10Sections).where(eq(top10Sections.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'top10.delete',
          subject: top10Subject(id),
          before: top10FormValues(before),
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
