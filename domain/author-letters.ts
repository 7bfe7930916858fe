// Spec 1 §2.1 /authors: the all-authors page is split by the first letter of the last name; '#' holds names
// that start with anything else (a digit, an accented capital).
export const AUTHOR_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;
export type AuthorLetter = (typeof AUTHOR_LETTERS)[number];

/** The letter a request asks for: one of the 27, case-insensitive; anything else shows 'A'. */
export function authorLetter(value: string | null | undefined): AuthorLetter {
  const upper = value?.trim().toUpperCase() ?? '';
  return (AUTHOR_LETTERS as readonly string[]).includes(upper) ? (upper as AuthorLetter) : 'A';
}

/** The letter an author is filed under: 'van der Berg' is filed under B because the prefix is separate. */
export function letterOfLastname(lastname: string): AuthorLetter {
  const first = lastname.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? (first as AuthorLetter) : '#';
}
