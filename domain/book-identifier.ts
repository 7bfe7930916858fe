// Spec 1 §5 "Book identifiers shorter than 10 characters are resolved to an ISBN", and the book page address
// of spec 1 §2.1 and §2.6: /book/{sku}, or /book/{sku}/{title-slug} when the setting seoTitles equals 1.
import { cleanIsbn, isbn10To13, isValidIsbn13 } from './isbn.ts';

export type BookIdentifier =
  | { kind: 'isbn13'; sku: string }
  | { kind: 'isbn10'; sku: string }
  | { kind: 'id'; id: number }
  | { kind: 'invalid' };

/** Spec 1 §5: an identifier shorter than 10 characters is a book id, looked up to find the ISBN. */
export const MAX_ID_LENGTH = 9;
/** Spec 1 §2.6 title slug length cap, cut back to a whole word. */
export const MAX_SLUG_LENGTH = 80;
/** Spec 1 §2.1 /book/{sku}/{tab}: a title slug equal to a tab name would open that tab instead. */
export const BOOK_TABS = ['description', 'reviews', 'specifications'] as const;

/**
 * What a /book/{identifier} address or ?isbn= value holds: a valid ISBN-13 (the sku), a valid ISBN-10 (as its
 * ISBN-13 sku), a numeric book id of 1–9 digits to look up, or nothing usable. Hyphens and spaces are allowed
 * in ISBNs only.
 */
export function classifyIdentifier(raw: string): BookIdentifier {
  const value = raw.trim();
  if (new RegExp(`^\\d{1,${MAX_ID_LENGTH}}$`).test(value)) {
    const id = Number(value);
    return id >= 1 ? { kind: 'id', id } : { kind: 'invalid' };
  }
  const isbn = cleanIsbn(value);
  if (isbn.length === 13 && isValidIsbn13(isbn)) return { kind: 'isbn13', sku: isbn };
  const from10 = isbn.length === 10 ? isbn10To13(isbn) : null;
  return from10 === null ? { kind: 'invalid' } : { kind: 'isbn10', sku: from10 };
}

/**
 * The title part of /book/{sku}/{title-slug}: lowercase, accents removed, apostrophes dropped, every other run
 * of non-alphanumerics one '-', no '-' at either end, at most 80 characters (cut at a word boundary).
 */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastDash = cut.lastIndexOf('-');
  // Cut at the last word boundary; one unbroken 80+ character word is cut hard.
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}

/**
 * Spec 1 §2.1: the slug form only when the setting seoTitles equals '1', and only when the title gives a slug
 * that cannot be mistaken for a tab (a book titled 'Reviews' keeps the plain /book/{sku}).
 */
export function bookPath(sku: string, title: string, seoTitles: string | null | undefined): string {
  const base = `/book/${encodeURIComponent(sku)}`;
  if (seoTitles?.trim() !== '1') return base;
  const slug = titleSlug(title);
  if (slug === '' || (BOOK_TABS as readonly string[]).includes(slug)) return base;
  return `${base}/${slug}`;
}
