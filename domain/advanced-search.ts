// Spec 1 §2.1 /search-advanced ("content not shown"; issue 4: title, author, ISBN, category, language, price range
// and availability): what the form's fields mean, as pure functions — parsing, validation with an interface-text
// key per field, and the canonical query the results' links keep.
import { toIsbn13 } from './isbn.ts';
import { type Cents, cents, euroToCents } from './money.ts';
import { checkTerm, type SearchScope, termWords } from './search.ts';

/** The form's fields, by their name in the address (and in GET /api/v1/search/advanced). */
export const ADVANCED_FIELDS = [
  'q',
  'title',
  'author',
  'isbn',
  'category',
  'lang',
  'price_from',
  'price_to',
  'availability',
  'scope',
] as const;
export type AdvancedField = (typeof ADVANCED_FIELDS)[number];

/** The fields that say what to look for; availability and scope only narrow it down. */
export const CRITERION_FIELDS = [
  'q',
  'title',
  'author',
  'isbn',
  'category',
  'lang',
  'price_from',
  'price_to',
] as const satisfies readonly AdvancedField[];

/** any: every book; orderable: spec 1 §5 "for ordering" (canOrder); in_stock: on the shelf (stock 1) with a price. */
export const AVAILABILITIES = ['any', 'orderable', 'in_stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Longest text a field keeps (the form's maxlength); longer input from a hand-made address is cut. */
export const MAX_TEXT_LENGTH = 100;
/** Title and author need a word of at least this many letters (one trigram: the index can find it). */
export const MIN_WORD_LENGTH = 3;
/** The highest price bound: 10.000 euros, in cents (euros exist only while parsing the form's text). */
export const MAX_PRICE_CENTS: Cents = cents(10_000_00);

/** The interface-text keys of the messages (server/content/texts/search-advanced.nl.ts and spec.nl.ts). */
export const ADVANCED_ERROR_KEYS = [
  'search.too_short',
  'advanced.error.title_short',
  'advanced.error.author_short',
  'advanced.error.isbn',
  'advanced.error.category',
  'advanced.error.lang',
  'advanced.error.price',
  'advanced.error.price_range',
  'advanced.error.none',
] as const;
export type AdvancedErrorKey = (typeof ADVANCED_ERROR_KEYS)[number];

/** A message for one field; `field` null is about the form as a whole ('Vul minimaal één zoekveld in'). */
export interface AdvancedError {
  field: AdvancedField | null;
  key: AdvancedErrorKey;
}

/** What the reader typed or chose, to fill the form in again (cut to the maximum length, otherwise as is). */
export type AdvancedValues = Record<AdvancedField, string>;

export interface AdvancedCriteria {
  /** A search term with the rules of the ordinary search (spec 1 §5), normalised; null when not used. */
  q: string | null;
  /** Normalised text and its words (lowercase letters and digits) for title and author; null when not used. */
  title: { text: string; words: string[] } | null;
  author: { text: string; words: string[] } | null;
  /** The ISBN-13 of an ISBN-10 or ISBN-13 as typed. */
  isbn: string | null;
  /** A category name and a language abbreviation, as the catalogue spells them. */
  category: string | null;
  lang: string | null;
  priceFromCents: Cents | null;
  priceToCents: Cents | null;
  availability: Availability;
  scope: SearchScope;
}

export interface AdvancedOptions {
  /** The category names that can be chosen (the shops' visible categories). */
  categories: readonly string[];
  /** The language abbreviations that can be chosen. */
  languages: readonly string[];
  /** The scopes on offer ('all' only with the all-books shop). */
  scopes: readonly SearchScope[];
  /** The scope when none (or one not on offer) is given. */
  defaultScope: SearchScope;
}

export type AdvancedParse =
  /** Nothing was submitted: show the empty form. */
  | { status: 'blank'; values: AdvancedValues }
  | { status: 'invalid'; values: AdvancedValues; errors: AdvancedError[] }
  | { status: 'ok'; values: AdvancedValues; criteria: AdvancedCriteria };

type Params = { get(name: string): string | null; has(name: string): boolean };

/**
 * The form as submitted (GET parameters). Blank when none of its fields is in the address; otherwise every
 * field is checked and each bad one gets its own message, and at least one criterion must be filled in.
 * Choices that are not typed (availability, scope) fall back to their default instead of failing.
 */
export function parseAdvancedSearch(params: Params, options: AdvancedOptions): AdvancedParse {
  const values = Object.fromEntries(
    ADVANCED_FIELDS.map((f) => [f, (params.get(f) ?? '').slice(0, MAX_TEXT_LENGTH)]),
  ) as AdvancedValues;
  const availability = oneOf(values.availability, AVAILABILITIES) ?? 'any';
  const scope = oneOf(values.scope, options.scopes) ?? options.defaultScope;
  values.availability = availability;
  values.scope = scope;
  if (!ADVANCED_FIELDS.some((f) => params.has(f))) return { status: 'blank', values };

  const errors: AdvancedError[] = [];
  const fail = (field: AdvancedField, key: AdvancedErrorKey) => {
    errors.push({ field, key });
    return null;
  };

  let q: string | null = null;
  const term = checkTerm(values.q);
  if (term.ok) q = term.term;
  else if (term.reason === 'too_short') fail('q', 'search.too_short');

  const title = words(values.title) ?? null;
  if (title && !hasLongWord(title.words)) fail('title', 'advanced.error.title_short');
  const author = words(values.author) ?? null;
  if (author && !hasLongWord(author.words)) fail('author', 'advanced.error.author_short');

  const isbnText = values.isbn.trim();
  const isbn =
    isbnText === '' ? null : (toIsbn13(stripIsbnPrefix(isbnText)) ?? fail('isbn', 'advanced.error.isbn'));

  const category = pick(values.category, options.categories) ?? fail('category', 'advanced.error.category');
  const lang = pick(values.lang, options.languages) ?? fail('lang', 'advanced.error.lang');

  const priceFromCents = price(values.price_from) ?? fail('price_from', 'advanced.error.price');
  const priceToCents = price(values.price_to) ?? fail('price_to', 'advanced.error.price');
  if (typeof priceFromCents === 'number' && typeof priceToCents === 'number' && priceFromCents > priceToCents)
    fail('price_to', 'advanced.error.price_range');

  if (errors.length > 0) return { status: 'invalid', values, errors };
  const criteria: AdvancedCriteria = {
    q,
    title: title && hasLongWord(title.words) ? title : null,
    author: author && hasLongWord(author.words) ? author : null,
    isbn: isbn ?? null,
    category: blankOr(category),
    lang: blankOr(lang),
    priceFromCents: blankOr(priceFromCents),
    priceToCents: blankOr(priceToCents),
    availability,
    scope,
  };
  if (!hasCriterion(criteria))
    return { status: 'invalid', values, errors: [{ field: null, key: 'advanced.error.none' }] };
  return { status: 'ok', values, criteria };
}

/** Whether anything besides availability and scope narrows the search. */
export function hasCriterion(c: AdvancedCriteria): boolean {
  return (
    c.q !== null ||
    c.title !== null ||
    c.author !== null ||
    c.isbn !== null ||
    c.category !== null ||
    c.lang !== null ||
    c.priceFromCents !== null ||
    c.priceToCents !== null
  );
}

/**
 * The criteria as the query of their results page, in the form's own notation: only what is used, prices as
 * '12,50', the ISBN as ISBN-13, the scope always (it decides the shop). Every list link keeps these.
 */
export function advancedSearchParams(c: AdvancedCriteria): Record<string, string> {
  const out: Record<string, string> = {};
  if (c.q !== null) out.q = c.q;
  if (c.title) out.title = c.title.text;
  if (c.author) out.author = c.author.text;
  if (c.isbn) out.isbn = c.isbn;
  if (c.category) out.category = c.category;
  if (c.lang) out.lang = c.lang;
  if (c.priceFromCents !== null) out.price_from = formatEuroInput(c.priceFromCents);
  if (c.priceToCents !== null) out.price_to = formatEuroInput(c.priceToCents);
  if (c.availability !== 'any') out.availability = c.availability;
  out.scope = c.scope;
  return out;
}

/**
 * A price in euros as a Dutch reader types it, in cents (domain/money.ts euroToCents): '12', '12,5', '12,50',
 * '12.50', '€ 12,-'. Empty is null (no bound); anything else — letters, a minus sign, three decimals, more than
 * 10.000 euros — is 'invalid'.
 */
export function parseEuroInput(raw: string): Cents | null | 'invalid' {
  const text = raw.replace(/[\s€]/g, '');
  if (text === '') return null;
  const amount = euroToCents(text);
  return amount === null || amount < 0 || amount > MAX_PRICE_CENTS ? 'invalid' : amount;
}

/** Cents in the notation of the form: '12' for whole euros, else '12,50'. */
export function formatEuroInput(amount: Cents): string {
  const euros = Math.floor(amount / 100);
  const rest = amount % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────────────

/** '' for a field left empty, so `?? fail()` only fails on a bad value. */
const EMPTY = '' as const;

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | null {
  return (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** A choice from a list, matched without regard to case and returned as the list spells it; '' when empty. */
function pick(raw: string, allowed: readonly string[]): string | null {
  const value = raw.trim();
  if (value === '') return EMPTY;
  return allowed.find((a) => a.toLowerCase() === value.toLowerCase()) ?? null;
}

/** Text with its runs of spaces collapsed, and its words; undefined when nothing is left. */
function words(raw: string): { text: string; words: string[] } | undefined {
  const text = raw.replace(/\s+/g, ' ').trim();
  const list = termWords(text);
  return list.length === 0 ? undefined : { text, words: list };
}

function hasLongWord(list: readonly string[]): boolean {
  return list.some((w) => w.length >= MIN_WORD_LENGTH);
}

/** 'ISBN 90-…' and 'ISBN-13: 978…' as printed on a book. */
function stripIsbnPrefix(text: string): string {
  return text.replace(/^isbn(?:-1[03])?\s*:?\s*/i, '');
}

function price(raw: string): Cents | typeof EMPTY | null {
  const amount = parseEuroInput(raw);
  if (amount === null) return EMPTY;
  return amount === 'invalid' ? null : amount;
}

function blankOr<T>(value: T | typeof EMPTY | null): T | null {
  return value === EMPTY || value === null ? null : value;
}
