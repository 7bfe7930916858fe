// A book's two authors as the catalogue's queries select them (book page, list cards): the first author by
// books.author_id, the second through the `second_author` alias by books.author2_id, each as the name parts the
// display rules need (domain/author-name.ts).
import { alias } from 'drizzle-orm/pg-core';
import { authors } from './schema.ts';

/** The second author's join alias (the first joins `authors` itself). */
export const secondAuthor = alias(authors, 'second_author');

/**
 * `author1` and `author2` of a select over books left-joined to `authors` and `secondAuthor`: each table's columns
 * spelled out, so Drizzle types a missing author as a null object rather than as null fields.
 */
export const bookAuthorColumns = {
  author1: {
    id: authors.id,
    firstname: authors.firstname,
    prefix: authors.prefix,
    lastname: authors.lastname,
  },
  author2: {
    id: secondAuthor.id,
    firstname: secondAuthor.firstname,
    prefix: secondAuthor.prefix,
    lastname: secondAuthor.lastname,
  },
};
