// Issue 31 "Content" (decisions 710–713, 716): what /beheer/auteurs reads and changes. The list finds authors by
// the words of their name (each inside the full name, accents ignored), last name first, a page at a time with
// each author's number of books. An author's description is saved in one transaction under the row's lock with
// its audit line (before → after, who), refused whole by field when too long and refused as stale when a colleague
// saved since the form was shown (its version, decision 716). A picture staff upload is resized once
// (server/catalog/content-images.ts) and stored under a new name, the row and its audit line in one transaction;
// removing it checks that the picture shown is still the one stored. After each change the listeners are told
// (this process's page cache forgets, decision 715); the author page reads the row on every view.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FieldErrors, PostedFields } from '../../domain/account-forms.ts';
import { authorFullName } from '../../domain/author-name.ts';
import { AUTHOR_FIELDS, authorSearchOf, parseAuthorForm } from '../../domain/content-authors.ts';
import { settingsVersion } from '../../domain/setting-types.ts';
import { type AuditLine, auditLinesOf, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import type { ContentImageStore } from './content-images.ts';
import { createRowImages, type PictureRemoveResult, type PictureResult } from './row-images.ts';
import { authors, books } from './schema.ts';

export interface StaffAuthorRow {
  id: number;
  name: string;
  books: number;
  hasDescription: boolean;
  hasPicture: boolean;
}

export type AuthorListResult =
  { kind: 'list'; authors: StaffAuthorRow[]; total: number } | { kind: 'too-short' };

export interface StaffAuthor {
  id: number;
  name: string;
  /** The picture's path under /media/, or null. */
  picture: string | null;
  /** The form's values as stored, and their version. */
  values: Record<string, string>;
  version: string;
  history: AuditLine[];
}

export type AuthorSaveResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'stale' }
  | { kind: 'not-found' };

export interface StaffAuthorsService {
  list(query: { q: string; page: number; perPage: number }): Promise<AuthorListResult>;
  get(id: number): Promise<StaffAuthor | null>;
  save(actorId: number, id: number, fields: PostedFields, version: string): Promise<AuthorSaveResult>;
  storePicture(actorId: number, id: number, bytes: Uint8Array): Promise<PictureResult>;
  /** Removes the picture when `shown` (the path the page showed, '' for none) is still the stored one. */
  removePicture(actorId: number, id: number, shown: string): Promise<PictureRemoveResult>;
  /** Called after each committed change. */
  onChanged(listener: () => void): void;
}

/** The audit log's actions and subject of this page (named in Dutch by beheer.audit.action.*). */
export const AUTHORS_AUDIT = {
  edit: 'author.edit',
  picture: 'author.picture',
  pictureRemove: 'author.picture_remove',
} as const;
export const authorSubject = (id: number) => `auteur ${id}`;

/** The version of the description the form was shown with (a hidden field). */
export const authorVersion = (description: string | null) =>
  settingsVersion([[AUTHOR_FIELDS.description, description ?? '']]);

/** LIKE's own characters in a typed word taken literally. */
const likeWord = (word: string) => word.replace(/[\\%_]/g, '\\$&');

/**
 * The full name as the search compares it, lowercase and unaccented: the function the trigram index
 * authors_search_name_trgm_idx is built on (migration 0038, decision 744), so each word's LIKE uses it.
 */
const searchName = sql`lw_author_search_name(${authors.firstname}, ${authors.prefix}, ${authors.lastname})`;

/** Every typed word somewhere in the name (the condition the trigram index serves; exported for its plan test). */
export function authorSearchCondition(words: readonly string[]): SQL | undefined {
  return and(...words.map((word) => sql`${searchName} like ${`%${likeWord(word)}%`}`));
}

export function createStaffAuthorsService(db: Db, images: ContentImageStore): StaffAuthorsService {
  const listeners: (() => void)[] = [];
  const told = <T extends { kind: string }>(result: T): T => {
    if (['saved', 'stored', 'removed'].includes(result.kind)) for (const listener of listeners) listener();
    return result;
  };
  const pictures = createRowImages(db, images, {
    kind: 'author',
    exists: async (db, id) =>
      (await db.select({ id: authors.id }).from(authors).where(eq(authors.id, id))).length > 0,
    lock: async (tx, id) =>
      (
        await tx
          .select({ picture: authors.profilePicture })
          .from(authors)
          .where(eq(authors.id, id))
          .for('update')
      )[0]?.picture,
    set: async (tx, id, path) => {
      await tx.update(authors).set({ profilePicture: path }).where(eq(authors.id, id));
    },
    audit: {
      store: AUTHORS_AUDIT.picture,
      remove: AUTHORS_AUDIT.pictureRemove,
      subject: authorSubject,
      field: 'foto',
    },
  });

  return {
    onChanged(listener) {
      listeners.push(listener);
    },

    async list({ q, page, perPage }) {
      const search = authorSearchOf(q);
      if (search.kind === 'too-short') return { kind: 'too-short' };
      const where: SQL | undefined = search.kind === 'all' ? undefined : authorSearchCondition(search.words);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: authors.id,
            firstname: authors.firstname,
            prefix: authors.prefix,
            lastname: authors.lastname,
            description: authors.description,
            picture: authors.profilePicture,
            books: sql<number>`(select count(*)::int from ${books} where ${or(
              eq(books.authorId, authors.id),
              eq(books.author2Id, authors.id),
            )})`,
          })
          .from(authors)
          .where(where)
          .orderBy(asc(authors.lastname), asc(authors.firstname), asc(authors.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(authors)
          .where(where),
      ]);
      return {
        kind: 'list',
        total: counted?.n ?? 0,
        authors: rows.map((a) => ({
          id: a.id,
          name: authorFullName(a.firstname, a.prefix, a.lastname),
          books: Number(a.books),
          hasDescription: (a.description ?? '').trim() !== '',
          hasPicture: a.picture !== null,
        })),
      };
    },

    async get(id) {
      const [row] = await db.select().from(authors).where(eq(authors.id, id));
      if (!row) return null;
      return {
        id: row.id,
        name: authorFullName(row.firstname, row.prefix, row.lastname),
        picture: row.profilePicture,
        values: { [AUTHOR_FIELDS.description]: row.description ?? '' },
        version: authorVersion(row.description),
        history: (await auditLinesOf(db, authorSubject(row.id))).reverse(),
      };
    },

    async save(actorId, id, fields, version) {
      const parsed = parseAuthorForm(fields);
      if (parsed.kind === 'invalid') return parsed;
      const { description } = parsed.value;
      return told(
        await db.transaction(async (tx): Promise<AuthorSaveResult> => {
          const [row] = await tx
            .select({ description: authors.description })
            .from(authors)
            .where(eq(authors.id, id))
            .for('update');
          if (!row) return { kind: 'not-found' };
          if (authorVersion(row.description) !== version) return { kind: 'stale' };
          if ((row.description ?? null) === description) return { kind: 'unchanged' };
          await tx.update(authors).set({ description }).where(eq(authors.id, id));
          await recordAudit(tx, {
            actorId,
            action: AUTHORS_AUDIT.edit,
            subject: authorSubject(id),
            before: { beschrijving: row.description },
            after: { beschrijving: description },
          });
          return { kind: 'saved' };
        }),
      );
    },

    async storePicture(actorId, id, bytes) {
      return told(await pictures.store(actorId, id, bytes));
    },

    async removePicture(actorId, id, shown) {
      return told(await pictures.remove(actorId, id, shown));
    },
  };
}
