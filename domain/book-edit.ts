// Issue 31 "Books" (decisions #680–#687): the rules of the staff's book form at /beheer/catalogus — the spec 1 §3
// Book fields staff own (price, VAT rate, fixed book price, stock, stock code, supply date, delivery, description,
// category and subcategory, alternative, elevated flag and header, sb_edition, top flag) and, for a book added by
// hand, its ISBN, title, subtitle, first author and language. One function per form turns the posted text into
// typed values or Dutch messages by field (interface-text keys), shared by the page's checked form and the
// service. Stock values are spec 1 §9's (1 in stock, 2 sold out, 0 see the stock code, ONIX code list 65). Pure.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { IN_STOCK, SEE_STOCK_CODE, SOLD_OUT } from './availability.ts';
import { cleanIsbn, toIsbn13 } from './isbn.ts';
import { euroToCents, formatAmount } from './money.ts';
import { ONIX_AVAILABILITY_CODES } from './onix.ts';

/** The form's field names (the page's inputs and the service's parse agree on these). */
export const BOOK_FIELD = {
  price: 'price',
  vat: 'vat',
  fixedPrice: 'fixed_price',
  stock: 'stock',
  stockCode: 'stock_code',
  supplyDate: 'supply_date',
  delivery: 'delivery',
  description: 'description',
  category: 'category',
  subcategory: 'subcategory',
  alternative: 'alternative',
  elevated: 'elevated',
  elevatedHeader: 'elevated_header',
  sbEdition: 'sb_edition',
  top: 'top',
} as const;

/** The extra fields of a book added by hand. */
export const NEW_BOOK_FIELD = {
  sku: 'sku',
  title: 'title',
  subtitle: 'subtitle',
  authorFirstname: 'author_firstname',
  authorPrefix: 'author_prefix',
  authorLastname: 'author_lastname',
  lang: 'lang',
} as const;

/** The fields only the 'book.prices' level may change (decision #681): money under the law and the tax office. */
export const PRICE_FIELDS: readonly string[] = [BOOK_FIELD.price, BOOK_FIELD.vat, BOOK_FIELD.fixedPrice];

/** Spec 1 §9: stock 1 in stock, 2 sold out, 0 "see the stock code". */
export const STOCK_VALUES: readonly number[] = [IN_STOCK, SOLD_OUT, SEE_STOCK_CODE];

/** Spec 1 §3: the elevated header's default. */
export const DEFAULT_ELEVATED_HEADER = 'aanbevolen';

/** A price above this is a typing slip (a book of € 10.000 or more is refused with a message). */
export const MAX_BOOK_PRICE_CENTS = 999_999;
export const MAX_DESCRIPTION = 20_000;
export const MAX_SHORT_TEXT = 120;
export const MAX_TITLE = 300;

/** What a save writes to the books row (money in cents, dates YYYY-MM-DD, empty texts as null). */
export interface BookEdit {
  priceInclCents: number | null;
  vatPerc: number;
  fixedPrice: boolean;
  stock: number;
  stockCode: number | null;
  supplyDate: string | null;
  delivery: string | null;
  description: string | null;
  categoryId: number | null;
  subcategoryId: number | null;
  alternative: string | null;
  elevated: boolean;
  elevatedHeader: string | null;
  sbEdition: string | null;
  top: boolean;
}

export interface NewBookInput extends BookEdit {
  sku: string;
  title: string;
  subtitle: string | null;
  author: { firstname: string; prefix: string; lastname: string } | null;
  lang: string;
}

/** What the rules need from the shop: the VAT rates (settings btwLow, btwHigh). */
export interface BookFormContext {
  vatRates: readonly number[];
}

const error = (key: string, params?: TextRef['params']): TextRef => (params ? { key, params } : { key });
const text = (fields: PostedFields, name: string) => (fields[name] ?? '').trim();
const optional = (value: string) => (value === '' ? null : value);
const ticked = (fields: PostedFields, name: string) => (fields[name] ?? '') !== '';

/** A calendar date typed as YYYY-MM-DD (the date input) that exists. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A shelf id as the select posts it ('' for none). */
const shelfId = (value: string): number | null | undefined =>
  value === '' ? null : /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/** The edit form's fields, typed, or the Dutch message by each wrong field (decision #682). */
export function parseBookForm(
  fields: PostedFields,
  context: BookFormContext,
): { values: BookEdit } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const priceText = text(fields, BOOK_FIELD.price);
  let priceInclCents: number | null = null;
  if (priceText !== '') {
    const amount = euroToCents(priceText);
    if (amount === null || amount <= 0) errors[BOOK_FIELD.price] = error('beheer.books.error.price');
    else if (amount > MAX_BOOK_PRICE_CENTS)
      errors[BOOK_FIELD.price] = error('beheer.books.error.price_max', {
        max: formatAmount(MAX_BOOK_PRICE_CENTS),
      });
    else priceInclCents = amount;
  }
  const vatPerc = Number(text(fields, BOOK_FIELD.vat));
  if (!context.vatRates.includes(vatPerc) || text(fields, BOOK_FIELD.vat) === '')
    errors[BOOK_FIELD.vat] = error('beheer.books.error.vat');
  const stockText = text(fields, BOOK_FIELD.stock);
  const stock = Number(stockText);
  if (!/^\d$/.test(stockText) || !STOCK_VALUES.includes(stock))
    errors[BOOK_FIELD.stock] = error('beheer.books.error.stock');
  const codeText = text(fields, BOOK_FIELD.stockCode);
  let stockCode: number | null = null;
  if (codeText !== '') {
    if (!/^\d{1,2}$/.test(codeText) || !ONIX_AVAILABILITY_CODES.has(Number(codeText)))
      errors[BOOK_FIELD.stockCode] = error('beheer.books.error.stock_code');
    else stockCode = Number(codeText);
  }
  if (
    stock === SEE_STOCK_CODE &&
    stockCode === null &&
    !errors[BOOK_FIELD.stockCode] &&
    !errors[BOOK_FIELD.stock]
  )
    errors[BOOK_FIELD.stockCode] = error('beheer.books.error.stock_code_needed');
  const supplyDate = text(fields, BOOK_FIELD.supplyDate);
  if (supplyDate !== '' && !isIsoDate(supplyDate))
    errors[BOOK_FIELD.supplyDate] = error('beheer.books.error.date');
  const delivery = text(fields, BOOK_FIELD.delivery);
  if (delivery.length > MAX_SHORT_TEXT)
    errors[BOOK_FIELD.delivery] = error('beheer.books.error.too_long', { max: MAX_SHORT_TEXT });
  const description = text(fields, BOOK_FIELD.description);
  if (description.length > MAX_DESCRIPTION)
    errors[BOOK_FIELD.description] = error('beheer.books.error.too_long', { max: MAX_DESCRIPTION });
  const categoryId = shelfId(text(fields, BOOK_FIELD.category));
  if (categoryId === undefined) errors[BOOK_FIELD.category] = error('beheer.books.error.category');
  const subcategoryId = shelfId(text(fields, BOOK_FIELD.subcategory));
  if (subcategoryId === undefined) errors[BOOK_FIELD.subcategory] = error('beheer.books.error.subcategory');
  const alternativeText = text(fields, BOOK_FIELD.alternative);
  const alternative = alternativeText === '' ? null : toIsbn13(cleanIsbn(alternativeText));
  if (alternativeText !== '' && alternative === null)
    errors[BOOK_FIELD.alternative] = error('beheer.books.error.isbn');
  const elevated = ticked(fields, BOOK_FIELD.elevated);
  const header = text(fields, BOOK_FIELD.elevatedHeader);
  if (header.length > MAX_SHORT_TEXT)
    errors[BOOK_FIELD.elevatedHeader] = error('beheer.books.error.too_long', { max: MAX_SHORT_TEXT });
  const sbEdition = text(fields, BOOK_FIELD.sbEdition);
  if (sbEdition.length > MAX_SHORT_TEXT)
    errors[BOOK_FIELD.sbEdition] = error('beheer.books.error.too_long', { max: MAX_SHORT_TEXT });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    values: {
      priceInclCents,
      vatPerc,
      fixedPrice: ticked(fields, BOOK_FIELD.fixedPrice),
      stock,
      stockCode,
      supplyDate: optional(supplyDate),
      delivery: optional(delivery),
      description: optional(description),
      categoryId: categoryId ?? null,
      subcategoryId: subcategoryId ?? null,
      alternative,
      elevated,
      // Spec 1 §3: an elevated book without its own header shows 'aanbevolen'.
      elevatedHeader: elevated ? header || DEFAULT_ELEVATED_HEADER : optional(header),
      sbEdition: optional(sbEdition),
      top: ticked(fields, BOOK_FIELD.top),
    },
  };
}

/** The add form: the edit form's fields plus ISBN (check digit verified), title, subtitle, author and language. */
export function parseNewBookForm(
  fields: PostedFields,
  context: BookFormContext,
): { values: NewBookInput } | { errors: FieldErrors } {
  const edit = parseBookForm(fields, context);
  const errors: FieldErrors = 'errors' in edit ? { ...edit.errors } : {};
  const skuText = text(fields, NEW_BOOK_FIELD.sku);
  const sku = skuText === '' ? null : toIsbn13(cleanIsbn(skuText));
  if (skuText === '') errors[NEW_BOOK_FIELD.sku] = error('beheer.books.error.isbn_empty');
  else if (sku === null) errors[NEW_BOOK_FIELD.sku] = error('beheer.books.error.isbn');
  const title = text(fields, NEW_BOOK_FIELD.title);
  if (title === '') errors[NEW_BOOK_FIELD.title] = error('beheer.books.error.title');
  else if (title.length > MAX_TITLE)
    errors[NEW_BOOK_FIELD.title] = error('beheer.books.error.too_long', { max: MAX_TITLE });
  const subtitle = text(fields, NEW_BOOK_FIELD.subtitle);
  if (subtitle.length > MAX_TITLE)
    errors[NEW_BOOK_FIELD.subtitle] = error('beheer.books.error.too_long', { max: MAX_TITLE });
  const firstname = text(fields, NEW_BOOK_FIELD.authorFirstname);
  const prefix = text(fields, NEW_BOOK_FIELD.authorPrefix);
  const lastname = text(fields, NEW_BOOK_FIELD.authorLastname);
  if ((firstname !== '' || prefix !== '') && lastname === '')
    errors[NEW_BOOK_FIELD.authorLastname] = error('beheer.books.error.author');
  for (const [name, value] of [
    [NEW_BOOK_FIELD.authorFirstname, firstname],
    [NEW_BOOK_FIELD.authorPrefix, prefix],
    [NEW_BOOK_FIELD.authorLastname, lastname],
  ] as const) {
    if (value.length > MAX_SHORT_TEXT)
      errors[name] = error('beheer.books.error.too_long', { max: MAX_SHORT_TEXT });
  }
  const lang = text(fields, NEW_BOOK_FIELD.lang);
  if (!/^[A-Z]{2,3}$/.test(lang)) errors[NEW_BOOK_FIELD.lang] = error('beheer.books.error.lang');
  if (Object.keys(errors).length > 0 || 'errors' in edit || sku === null) return { errors };
  return {
    values: {
      ...edit.values,
      sku,
      title,
      subtitle: optional(subtitle),
      author: lastname === '' ? null : { firstname, prefix, lastname },
      lang,
    },
  };
}

/** The stored book as the form shows it (money in euros with a comma, ticks 'on' or ''). */
export function bookFormValues(book: BookEdit): Record<string, string> {
  return {
    [BOOK_FIELD.price]: book.priceInclCents === null ? '' : formatAmount(book.priceInclCents),
    [BOOK_FIELD.vat]: String(book.vatPerc),
    [BOOK_FIELD.fixedPrice]: book.fixedPrice ? 'on' : '',
    [BOOK_FIELD.stock]: String(book.stock),
    [BOOK_FIELD.stockCode]: book.stockCode === null ? '' : String(book.stockCode),
    [BOOK_FIELD.supplyDate]: book.supplyDate ?? '',
    [BOOK_FIELD.delivery]: book.delivery ?? '',
    [BOOK_FIELD.description]: book.description ?? '',
    [BOOK_FIELD.category]: book.categoryId === null ? '' : String(book.categoryId),
    [BOOK_FIELD.subcategory]: book.subcategoryId === null ? '' : String(book.subcategoryId),
    [BOOK_FIELD.alternative]: book.alternative ?? '',
    [BOOK_FIELD.elevated]: book.elevated ? 'on' : '',
    [BOOK_FIELD.elevatedHeader]: book.elevatedHeader ?? '',
    [BOOK_FIELD.sbEdition]: book.sbEdition ?? '',
    [BOOK_FIELD.top]: book.top ? 'on' : '',
  };
}

/** The checked form's rule (the page's JavaScript and the server agree): the messages alone. */
export function bookFormErrors(fields: PostedFields, context: BookFormContext): FieldErrors {
  const parsed = parseBookForm(fields, context);
  return 'errors' in parsed ? parsed.errors : {};
}

export function newBookFormErrors(fields: PostedFields, context: BookFormContext): FieldErrors {
  const parsed = parseNewBookForm(fields, context);
  return 'errors' in parsed ? parsed.errors : {};
}

/**
 * The list's search (decision #683): an ISBN typed with or without hyphens is a number search — 13 digits (or a
 * valid ISBN-10) the exact book, 3 to 12 digits a prefix of the ISBN; anything else is words of the title or the
 * authors, each of at least 3 characters (the trigram indexes' reach). Empty lists the newest books.
 */
export type BookSearch =
  | { kind: 'all' }
  | { kind: 'isbn'; sku: string }
  | { kind: 'isbn-prefix'; prefix: string }
  | { kind: 'words'; words: string[] }
  | { kind: 'too-short' };

export const MIN_SEARCH_WORD = 3;

export function bookSearchOf(q: string): BookSearch {
  const typed = q.trim();
  if (typed === '') return { kind: 'all' };
  const digits = cleanIsbn(typed);
  if (/^\d{9}[\dX]$|^\d{13}$/.test(digits)) {
    const sku = toIsbn13(digits);
    return sku ? { kind: 'isbn', sku } : { kind: 'isbn-prefix', prefix: digits.replace('X', '') };
  }
  if (/^\d+$/.test(digits))
    return digits.length >= MIN_SEARCH_WORD ? { kind: 'isbn-prefix', prefix: digits } : { kind: 'too-short' };
  const words = typed
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= MIN_SEARCH_WORD)
    .slice(0, 5);
  return words.length === 0 ? { kind: 'too-short' } : { kind: 'words', words };
}

/** The list's search form: a search too short to use gets its message by the field. */
export function bookSearchFormErrors(fields: PostedFields): FieldErrors {
  return bookSearchOf(fields.q ?? '').kind === 'too-short' ? { q: error('beheer.books.too_short') } : {};
}

// ── The cover upload (decision #685): a document post to its own streaming route, refusals back in the address ──

export const COVER_FILE_FIELD = 'omslag';

/** Why an upload came back (the address's ?omslag=…) and the message by the file field. */
export const COVER_REFUSALS = {
  'geen-bestand': { key: 'beheer.books.cover.no_file' },
  'geen-afbeelding': { key: 'beheer.covers.refused.not_image' },
  'te-groot': { key: 'beheer.covers.refused.too_big', params: { max: 10 } },
} as const satisfies Record<string, TextRef>;

export type CoverRefusal = keyof typeof COVER_REFUSALS;

export function coverRefusalOf(value: string | null): CoverRefusal | null {
  return value !== null && Object.hasOwn(COVER_REFUSALS, value) ? (value as CoverRefusal) : null;
}

/** The browser's own check before sending: a file is chosen. */
export function coverUploadFormErrors(fields: PostedFields): FieldErrors {
  return (fields[COVER_FILE_FIELD] ?? '') === ''
    ? { [COVER_FILE_FIELD]: COVER_REFUSALS['geen-bestand'] }
    : {};
}
