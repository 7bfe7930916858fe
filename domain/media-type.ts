// Spec 1 §4 "Media type", §2.5 cover style and §2.6 "A media of 'Event' forces the own shop". Media and
// version values are compared trimmed, case- and accent-insensitively ('Hörbuch' = 'horbuch').

export type MediaType = 'book' | 'product';

/**
 * Spec 1 §4: the Dutch, German, Spanish and English book and audiobook media. Our list: the word for book and
 * for audiobook in each language, plus the Dutch 'Audioboek' the catalogue also uses for audiobooks.
 */
export const BOOK_MEDIA = [
  'Boek',
  'Luisterboek',
  'Audioboek',
  'Buch',
  'Hörbuch',
  'Libro',
  'Audiolibro',
  'Book',
  'Audiobook',
] as const;

/** Spec 1 §4: versions for which the book-page tools say 'product' instead of 'boek'. */
export const PRODUCT_TOOL_VERSIONS = [
  'Audio',
  'CD',
  'MP3 audio',
  'Audioboek',
  'CD-audio',
  'CD-Rom',
  'CD pack',
  'DVD',
] as const;

/** Spec 1 §2.5: versions whose cover gets the '--free' style: the list above without 'Audio'. */
export const FREE_COVER_VERSIONS = PRODUCT_TOOL_VERSIONS.filter((version) => version !== 'Audio');

/** Spec 1 §4: 'book' for a book or audiobook medium; anything else, a missing medium included, is 'product'. */
export function mediaType(media: string | null): MediaType {
  return matches(media, BOOK_MEDIA) ? 'book' : 'product';
}

/** Spec 1 §4: the word the book-page tools use for the item. */
export function toolsType(version: string | null): 'boek' | 'product' {
  return matches(version, PRODUCT_TOOL_VERSIONS) ? 'product' : 'boek';
}

/** Spec 1 §2.5: the cover is drawn in the '--free' style (square discs and cases, not a book's shape). */
export function isFreeCoverStyle(version: string | null): boolean {
  return matches(version, FREE_COVER_VERSIONS);
}

/** Spec 1 §2.6: a media of 'Event' forces the own shop. */
export function forcesOwnShop(media: string | null): boolean {
  return matches(media, ['Event']);
}

function matches(value: string | null, list: readonly string[]): boolean {
  if (value === null) return false;
  const wanted = normalise(value);
  return list.some((item) => normalise(item) === wanted);
}

function normalise(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}
