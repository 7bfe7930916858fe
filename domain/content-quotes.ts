// Issue 31 "Content" (decisions 700, 703, 705): the rules of the staff's quotes page /beheer/citaten. A quote (the
// own shop's home page shows one a day, spec 1 §2.3) has its text, its author and optionally the ISBN of the book
// it links to. The form's check here is the browser's and the server's (decision 620); whether a typed ISBN is a
// book only the server can say.
import type { FieldErrors, PostedFields } from './account-forms.ts';

export const QUOTE_FIELDS = { text: 'citaat', author: 'auteur', isbn: 'isbn' } as const;
export const QUOTE_ORDER = Object.values(QUOTE_FIELDS);
export const QUOTE_TEXT_MAX = 1000;
export const QUOTE_AUTHOR_MAX = 200;

export interface QuoteInput {
  text: string;
  author: string;
  isbn: string | null;
}

const cleanIsbn = (typed: string) => typed.replace(/[\s-]/g, '');

export function quoteFormErrors(fields: PostedFields): FieldErrors {
  const f = QUOTE_FIELDS;
  const errors: FieldErrors = {};
  const text = (fields[f.text] ?? '').trim();
  const author = (fields[f.author] ?? '').trim();
  const isbn = cleanIsbn(fields[f.isbn] ?? '');
  if (text === '') errors[f.text] = { key: 'beheer.content.quote_missing' };
  else if (text.length > QUOTE_TEXT_MAX)
    errors[f.text] = { key: 'beheer.content.too_long', params: { max: String(QUOTE_TEXT_MAX) } };
  if (author === '') errors[f.author] = { key: 'beheer.content.author_missing' };
  else if (author.length > QUOTE_AUTHOR_MAX)
    errors[f.author] = { key: 'beheer.content.too_long', params: { max: String(QUOTE_AUTHOR_MAX) } };
  if (isbn !== '' && !/^\d{13}$/.test(isbn)) errors[f.isbn] = { key: 'beheer.content.sku_invalid' };
  return errors;
}

export function parseQuoteForm(
  fields: PostedFields,
): { kind: 'ok'; value: QuoteInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = quoteFormErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const f = QUOTE_FIELDS;
  const isbn = cleanIsbn(fields[f.isbn] ?? '');
  return {
    kind: 'ok',
    value: {
      text: (fields[f.text] ?? '').trim(),
      author: (fields[f.author] ?? '').trim(),
      isbn: isbn === '' ? null : isbn,
    },
  };
}
