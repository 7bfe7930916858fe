// Issue 31 "Books" (decisions #680–#687): what /beheer/catalogus reads and writes. The list searches 100,000+
// books through indexes only — an ISBN exactly (books_sku_idx), an ISBN prefix as a range of that index, title and
// author words through the trigram indexes on search_title / search_authors — newest first, a page and a count
// capped at 1,000: two queries whatever the search. A save is one transaction under the book's row lock: refused
// whole with Dutch messages by field when a value is wrong, refused as stale when a colleague saved the book since
// the form was shown (the version, decision #684), otherwise the changed fields written with ONE audit line
// (before → after, who). The price fields change only for a staff member whose level allows prices (decision
// #681). Order lines are never touched: they hold their own frozen prices. After the commit this process's book
// page and list caches are emptied; the other processes follow within their TTL (decision #686).
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import {
  type BookEdit,
  bookFormValues,
  bookSearchOf,
  type BookFormContext,
  NEW_BOOK_FIELD,
  parseBookForm,
  parseNewBookForm,
  PRICE_FIELDS,
  BOOK_FIELD,
} from '../../domain/book-edit.ts';
import type { FieldErrors, PostedFields } from '../../domain/account-forms.ts';
import { settingsVersion } from '../../domain/setting-types.ts';
import { DEFAULT_VAT_HIGH, DEFAULT_VAT_LOW } from '../../domain/vat.ts';
import { type AuditLine, auditLinesOf, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import type { SettingsService } from '../settings/service.ts';
import { authors, books, categories, languages, subcategories } from './schema.ts';

/** The most matches a search counts; past it the page says 'meer dan 1.000'. */
export const BOOK_COUNT_CAP = 1000;

export interface StaffBookRow {
  sku: string;
  title: string;
  authors: string;
  priceInclCents: number | null;
  stock: number;
  stockCode: number | null;
  withdrawn: boolean;
}

export type BookListResult =
  { kind: 'list'; books: StaffBookRow[]; total: number; capped: boolean } | { kind: 'too-short' };

export interface ShelfChoice {
  id: number;
  displayValue: string;
  categoryId?: number;
}

export interface BookChoices {
  categories: ShelfChoice[];
  subcategories: ShelfChoice[];
  languages: { abbr: string; displayValue: string }[];
  vatRates: number[];
}

export interface StaffBook {
  sku: string;
  title: string;
  authors: string;
  withdrawn: boolean;
  coverFile: string | null;
  /** Whether the feed gave a cover link (what a reverted upload goes back to). */
  coverLinked: boolean;
  /** The form's values as stored (money in euros), and their version. */
  values: Record<string, string>;
  version: string;
  history: AuditLine[];
}

export type BookSaveResult =
  | { kind: 'saved'; changed: string[] }
  | { kind: 'unchanged' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'stale' }
  | { kind: 'not-found' };

export type BookAddResult = { kind: 'added'; sku: string } | { kind: 'invalid'; errors: FieldErrors };

/** Who saves: the id for the audit line, and whether the level allows the price fields (decision #681). */
export interface BookActor {
  id: number;
  mayChangePrices: boolean;
}

export interface StaffBooksService {
  list(query: { q: string; page: number; perPage: number }): Promise<BookListResult>;
  get(sku: string): Promise<StaffBook | null>;
  choices(): Promise<BookChoices>;
  save(actor: BookActor, sku: string, fields: PostedFields, version: string): Promise<BookSaveResult>;
  add(actor: BookActor, fields: PostedFields): Promise<BookAddResult>;
  /** Called after a book was saved or added (the HTTP page cache of this process forgets its pages). */
  onChanged(listener: () => void): void;
}

/** The audit actions of this page (named in Dutch by beheer.audit.action.*). */
export const BOOKS_AUDIT = { edit: 'book.edit', add: 'book.add' } as const;

/** The audit subject of a book, shared with the cover upload's lines (server/catalog/covers/service.ts). */
export const bookSubject = (sku: string) => `boek ${sku}`;

/** The caches that show a book to visitors in this process; emptied after a save. */
export interface BookCaches {
  forget(): void;
}

const editColumns = {
  priceInclCents: books.priceInclCents,
  vatPerc: books.vatPerc,
  fixedPrice: books.fixedPrice,
  stock: books.stock,
  stockCode: books.stockCode,
  supplyDate: books.supplyDate,
  delivery: books.delivery,
  description: books.description,
  categoryId: books.categoryId,
  subcategoryId: books.subcategoryId,
  alternative: books.alternative,
  elevated: books.elevated,
  elevatedHeader: books.elevatedHeader,
  sbEdition: books.sbEdition,
  top: books.top,
};

const EDIT_KEYS = Object.keys(editColumns) as (keyof BookEdit)[];
const PRICE_KEYS: readonly (keyof BookEdit)[] = ['priceInclCents', 'vatPerc', 'fixedPrice'];

/** The version of the stored values the form was shown with (a hidden field). */
export const bookVersion = (book: BookEdit) => settingsVersion(Object.entries(bookFormValues(book)));

/** LIKE's own characters in a typed word taken literally. */
const likeWord = (word: string) => word.replace(/[\\%_]/g, '\\$&');

function searchCondition(q: string): SQL | null | 'too-short' {
  const search = bookSearchOf(q);
  switch (search.kind) {
    case 'all':
      return null;
    case 'too-short':
      return 'too-short';
    case 'isbn':
      return eq(books.sku, search.sku);
    case 'isbn-prefix':
      // Every sku is 13 digits: a prefix is a range of the sku index, whatever the collation.
      return and(
        gte(books.sku, search.prefix.padEnd(13, '0')),
        lte(books.sku, search.prefix.padEnd(13, '9')),
      )!;
    case 'words':
      return and(
        ...search.words.map((word) => {
          const pattern = sql`'%' || lw_unaccent(${likeWord(word)}) || '%'`;
          return sql`(${books.searchTitle} like ${pattern} or ${books.searchAuthors} like ${pattern})`;
        }),
      )!;
  }
}

export function createStaffBooksService(
  db: Db,
  settingsService: SettingsService,
  caches: BookCaches,
): StaffBooksService {
  const context = async (): Promise<BookFormContext> => {
    const all = await settingsService.all();
    const rate = (name: string, fallback: number) => {
      const value = Number(all.get(name));
      return Number.isInteger(value) && value > 0 ? value : fallback;
    };
    return { vatRates: [...new Set([rate('btwLow', DEFAULT_VAT_LOW), rate('btwHigh', DEFAULT_VAT_HIGH)])] };
  };

  /** The category and subcategory exist and belong together; the alternative is another known book. */
  async function referenceErrors(executor: Db, sku: string, values: BookEdit): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    if (values.categoryId !== null) {
      const [found] = await executor
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, values.categoryId));
      if (!found) errors[BOOK_FIELD.category] = { key: 'beheer.books.error.category' };
    }
    if (values.subcategoryId !== null) {
      const [found] = await executor
        .select({ categoryId: subcategories.categoryId })
        .from(subcategories)
        .where(eq(subcategories.id, values.subcategoryId));
      if (!found || found.categoryId !== values.categoryId)
        errors[BOOK_FIELD.subcategory] = { key: 'beheer.books.error.subcategory' };
    }
    if (values.alternative !== null) {
      const [found] = await executor
        .select({ id: books.id })
        .from(books)
        .where(eq(books.sku, values.alternative));
      if (values.alternative === sku)
        errors[BOOK_FIELD.alternative] = { key: 'beheer.books.error.alternative_self' };
      else if (!found) errors[BOOK_FIELD.alternative] = { key: 'beheer.books.error.alternative_unknown' };
    }
    return errors;
  }

  const listeners: (() => void)[] = [];
  const done = <T extends { kind: string }>(result: T): T => {
    if (result.kind === 'saved' || result.kind === 'added') {
      caches.forget();
      for (const listener of listeners) listener();
    }
    return result;
  };

  return {
    onChanged(listener) {
      listeners.push(listener);
    },

    async list({ q, page, perPage }) {
      const condition = searchCondition(q);
      if (condition === 'too-short') return { kind: 'too-short' };
      const where = condition ?? undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            sku: books.sku,
            title: books.title,
            authors: books.authorNames,
            priceInclCents: books.priceInclCents,
            stock: books.stock,
            stockCode: books.stockCode,
            withdrawnAt: books.withdrawnAt,
          })
          .from(books)
          .where(where)
          .orderBy(desc(books.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: sql<number>`count(*)::int` }).from(
          db
            .select({ one: sql`1` })
            .from(books)
            .where(where)
            .limit(BOOK_COUNT_CAP + 1)
            .as('matches'),
        ),
      ]);
      const total = counted?.n ?? 0;
      return {
        kind: 'list',
        books: rows.map(({ withdrawnAt, ...row }) => ({ ...row, withdrawn: withdrawnAt !== null })),
        total: Math.min(total, BOOK_COUNT_CAP),
        capped: total > BOOK_COUNT_CAP,
      };
    },

    async get(sku) {
      const [row] = await db
        .select({
          ...editColumns,
          sku: books.sku,
          title: books.title,
          authors: books.authorNames,
          withdrawnAt: books.withdrawnAt,
          coverFile: books.coverFile,
          coverLink: books.coverSourceUrl,
        })
        .from(books)
        .where(eq(books.sku, sku));
      if (!row) return null;
      const { sku: found, title, authors: names, withdrawnAt, coverFile, coverLink, ...edit } = row;
      return {
        sku: found,
        title,
        authors: names,
        withdrawn: withdrawnAt !== null,
        coverFile,
        coverLinked: coverLink !== null,
        values: bookFormValues(edit),
        version: bookVersion(edit),
        history: (await auditLinesOf(db, bookSubject(found))).reverse(),
      };
    },

    async choices() {
      const [cats, subs, langs, ctx] = await Promise.all([
        db
          .select({ id: categories.id, displayValue: categories.displayValue })
          .from(categories)
          .orderBy(asc(categories.displayValue)),
        db
          .select({
            id: subcategories.id,
            displayValue: subcategories.displayValue,
            categoryId: subcategories.categoryId,
          })
          .from(subcategories)
          .orderBy(asc(subcategories.displayValue)),
        db
          .select({ abbr: languages.abbr, displayValue: languages.displayValue })
          .from(languages)
          .orderBy(asc(languages.position), asc(languages.displayValue)),
        context(),
      ]);
      return { categories: cats, subcategories: subs, languages: langs, vatRates: [...ctx.vatRates] };
    },

    async save(actor, sku, fields, version) {
      const ctx = await context();
      return done(
        await db.transaction(async (tx): Promise<BookSaveResult> => {
          const [row] = await tx
            .select({ id: books.id, ...editColumns })
            .from(books)
            .where(eq(books.sku, sku))
            .for('update');
          if (!row) return { kind: 'not-found' };
          const { id, ...stored } = row;
          // Without the price level the form shows the price fields read-only: the stored ones count.
          const posted = actor.mayChangePrices
            ? fields
            : {
                ...fields,
                ...Object.fromEntries(PRICE_FIELDS.map((name) => [name, bookFormValues(stored)[name]])),
              };
          // A stored VAT rate outside today's two (an old import) stays valid for this book.
          const parsed = parseBookForm(posted, { vatRates: [...ctx.vatRates, stored.vatPerc] });
          if ('errors' in parsed) return { kind: 'invalid', errors: parsed.errors };
          const errors = await referenceErrors(tx, sku, parsed.values);
          if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
          if (bookVersion(stored) !== version) return { kind: 'stale' };
          const changedKeys = EDIT_KEYS.filter(
            (key) =>
              (actor.mayChangePrices || !PRICE_KEYS.includes(key)) && stored[key] !== parsed.values[key],
          );
          if (changedKeys.length === 0) return { kind: 'unchanged' };
          const after = Object.fromEntries(changedKeys.map((key) => [key, parsed.values[key]]));
          await tx.update(books).set(after).where(eq(books.id, id));
          await recordAudit(tx, {
            actorId: actor.id,
            action: BOOKS_AUDIT.edit,
            subject: bookSubject(sku),
            before: Object.fromEntries(changedKeys.map((key) => [key, stored[key]])),
            after,
          });
          return { kind: 'saved', changed: changedKeys };
        }),
      );
    },

    async add(actor, fields) {
      const parsed = parseNewBookForm(fields, await context());
      if ('errors' in parsed) return { kind: 'invalid', errors: parsed.errors };
      const { sku, title, subtitle, author, lang, ...edit } = parsed.values;
      return done(
        await db.transaction(async (tx): Promise<BookAddResult> => {
          const errors = await referenceErrors(tx, sku, edit);
          const [language] = await tx
            .select({ abbr: languages.abbr })
            .from(languages)
            .where(eq(languages.abbr, lang));
          if (!language) errors[NEW_BOOK_FIELD.lang] = { key: 'beheer.books.error.lang' };
          const [existing] = await tx.select({ id: books.id }).from(books).where(eq(books.sku, sku));
          if (existing) errors[NEW_BOOK_FIELD.sku] = { key: 'beheer.books.error.duplicate' };
          if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
          let authorId: number | null = null;
          if (author) {
            const [known] = await tx
              .select({ id: authors.id })
              .from(authors)
              .where(
                and(
                  eq(authors.firstname, author.firstname),
                  eq(authors.prefix, author.prefix),
                  eq(authors.lastname, author.lastname),
                ),
              )
              .limit(1);
            authorId =
              known?.id ?? (await tx.insert(authors).values(author).returning({ id: authors.id }))[0]!.id;
          }
          // A second staff member adding the same ISBN at once: the unique index refuses the later one.
          const inserted = await tx
            .insert(books)
            .values({
              sku,
              title,
              subtitle,
              lang,
              authorId,
              authorSort: author ? `${author.lastname} ${author.firstname}`.trim().toLowerCase() : '',
              ...edit,
            })
            .onConflictDoNothing({ target: books.sku })
            .returning({ id: books.id });
          if (inserted.length === 0)
            return {
              kind: 'invalid',
              errors: { [NEW_BOOK_FIELD.sku]: { key: 'beheer.books.error.duplicate' } },
            };
          await recordAudit(tx, {
            actorId: actor.id,
            action: BOOKS_AUDIT.add,
            subject: bookSubject(sku),
            before: null,
            after: {
              title,
              ...(author
                ? { author: [author.firstname, author.prefix, author.lastname].filter(Boolean).join(' ') }
                : {}),
              lang,
              ...edit,
            },
          });
          return { kind: 'added', sku };
        }),
      );
    },
  };
}
