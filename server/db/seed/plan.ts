// The shape of the catalogue before any row exists: how many books of each part, which index holds which
// special book (famous titles, e-books, products, every stock state, hidden prices, replaced books), each
// book's language and sku. Everything here is a pure function of the book count, so any book's sku is known
// without generating it (alternatives, settings and top lists point at books by sku or id = index + 1).
import { completeIsbn13 } from '../../../domain/isbn.ts';
import { PRODUCT_TEMPLATES, type ProductTemplate } from './catalogue.ts';
import {
  EVENTS,
  type EventTicket,
  FAMOUS_BOOKS,
  type FixedBook,
  OWN_BOOKS,
  OWN_EBOOKS,
} from './fixed-books.ts';
import { hash32, Random, randomFor, SEED, Weighted } from './random.ts';
import type { Lang } from './reference-data.ts';

export const OWN_COUNT = 60;
const DEFAULT_SB = 3_000;
const DEFAULT_ALL = 20_000;
export const DEFAULT_BOOKS = OWN_COUNT + DEFAULT_SB + DEFAULT_ALL;
export const MIN_BOOKS = 1_000;
/** The sku scheme has 10^7 numbers per ISBN prefix; stay well below. */
export const MAX_BOOKS = 5_000_000;
const OWN_EBOOK_COUNT = 8;
const SB_EBOOK_COUNT = 32;
const SB_EBOOK_EN = 8;

/** ONIX code list 65 availability codes for books with stock 0 (DESIGN: stock and delivery texts). */
export const STOCK_CODES = [
  10, 20, 21, 22, 23, 30, 31, 32, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52,
] as const;
/** Spec 1 §5: a price that is missing, 0 or 99.99 is not shown. */
export const HIDDEN_PRICES = [null, 0, 9999] as const;

export type Special =
  | { kind: 'famous'; book: FixedBook }
  | { kind: 'event'; event: EventTicket }
  | { kind: 'ebook'; lang: Lang }
  | { kind: 'product'; template: ProductTemplate }
  | { kind: 'stock'; stock: 0 | 2; code: number | null }
  | { kind: 'price'; priceCents: number | null }
  | { kind: 'replaced'; by: number };

export interface OwnEntry {
  fixed: FixedBook | null;
  ebook: boolean;
}

export interface SeedPlan {
  total: number;
  own: number;
  sb: number;
  all: number;
  /** Pool authors besides the fixed ones. */
  authorPoolSize: number;
  specials: ReadonlyMap<number, Special>;
  ownEntries: readonly OwnEntry[];
  /** Index of each famous book by title. */
  famousIndex: ReadonlyMap<string, number>;
  isInSb(index: number): boolean;
  langOf(index: number): Lang;
  skuOf(index: number): string;
  /** skuOf when the language is already known (saves a lookup per book). */
  skuFor(index: number, lang: Lang): string;
}

const LANG_STREAM = 3;
const PLAN_STREAM = 5;

const SB_LANGS = new Weighted<Lang>([
  ['NL', 95.5],
  ['EN', 3.5],
  ['DE', 0.5],
  ['FR', 0.3],
  ['ES', 0.2],
]);
const ALL_LANGS = new Weighted<Lang>([
  ['NL', 90],
  ['EN', 6],
  ['DE', 1.8],
  ['FR', 1.2],
  ['ES', 1],
]);

export function createPlan(requested: number = DEFAULT_BOOKS): SeedPlan {
  if (!Number.isInteger(requested) || requested < MIN_BOOKS || requested > MAX_BOOKS) {
    throw new RangeError(
      `Het aantal boeken moet een geheel getal van ${MIN_BOOKS} tot ${MAX_BOOKS} zijn (kreeg ${requested}).`,
    );
  }
  const total = requested;
  const others = total - OWN_COUNT;
  const sb = Math.round((others * DEFAULT_SB) / (DEFAULT_SB + DEFAULT_ALL));
  const all = others - sb;
  const scale = others / (DEFAULT_SB + DEFAULT_ALL);

  /** The k-th self-help position among the other books, spread evenly so both parts mix in id order. */
  const sbPosition = (k: number) => Math.floor((k * others) / sb);
  const isSbOther = (o: number) => {
    const k = Math.ceil((o * sb) / others);
    return k < sb && sbPosition(k) === o;
  };

  const r = new Random(hash32(SEED, PLAN_STREAM));
  const specials = new Map<number, Special>();
  const taken = new Set<number>();
  let sbTaken = 0;
  const take = (index: number) => {
    taken.add(index);
    if (isSbOther(index - OWN_COUNT)) sbTaken++;
    return index;
  };
  const freeSb = (): number => {
    if (sbTaken >= sb)
      throw new RangeError('Te weinig zelfhulpboeken voor alle bijzondere gevallen; kies meer boeken.');
    for (;;) {
      const index = OWN_COUNT + sbPosition(r.int(0, sb - 1));
      if (!taken.has(index)) return take(index);
    }
  };
  const freeAll = (): number => {
    for (;;) {
      const o = r.int(0, others - 1);
      if (!isSbOther(o) && !taken.has(OWN_COUNT + o)) return take(OWN_COUNT + o);
    }
  };
  const freeAny = (): number => {
    for (;;) {
      const index = OWN_COUNT + r.int(0, others - 1);
      if (!taken.has(index)) return take(index);
    }
  };

  const famousIndex = new Map<string, number>();
  for (const book of FAMOUS_BOOKS) {
    const index = freeSb();
    specials.set(index, { kind: 'famous', book });
    famousIndex.set(book.title, index);
  }
  for (const event of EVENTS) specials.set(freeSb(), { kind: 'event', event });
  for (let i = 0; i < SB_EBOOK_COUNT; i++)
    specials.set(freeSb(), { kind: 'ebook', lang: i < SB_EBOOK_EN ? 'EN' : 'NL' });

  const productCount = Math.max(PRODUCT_TEMPLATES.length * 2, Math.round(300 * scale));
  for (let i = 0; i < productCount; i++) {
    const template = PRODUCT_TEMPLATES[i % PRODUCT_TEMPLATES.length]!;
    specials.set(template.part === 'sb' ? freeSb() : freeAll(), { kind: 'product', template });
  }

  // Every stock state at least three times, whatever the catalogue size (the regular mix adds more).
  for (let copy = 0; copy < 3; copy++) {
    for (const code of STOCK_CODES) specials.set(freeAny(), { kind: 'stock', stock: 0, code });
    specials.set(freeAny(), { kind: 'stock', stock: 2, code: null });
  }
  const hiddenPerCase = Math.max(6, Math.round(12 * scale));
  for (const priceCents of HIDDEN_PRICES) {
    for (let i = 0; i < hiddenPerCase; i++) specials.set(freeAny(), { kind: 'price', priceCents });
  }
  // Replaced books point at a regular book of the same part, which is itself never replaced.
  const replacedCount = Math.max(10, Math.round(50 * scale));
  for (let i = 0; i < replacedCount; i++) {
    const inSb = i % 5 === 0;
    const index = inSb ? freeSb() : freeAll();
    specials.set(index, { kind: 'replaced', by: inSb ? freeSb() : freeAll() });
  }

  const ownEntries: OwnEntry[] = Array.from({ length: OWN_COUNT }, (_, i) => {
    if (i < OWN_BOOKS.length) return { fixed: OWN_BOOKS[i]!, ebook: false };
    const ebookSlot = i - (OWN_COUNT - OWN_EBOOK_COUNT);
    if (ebookSlot < 0) return { fixed: null, ebook: false };
    return { fixed: OWN_EBOOKS[OWN_EBOOK_COUNT - 1 - ebookSlot] ?? null, ebook: true };
  });

  const langOf = (index: number): Lang => {
    if (index < OWN_COUNT) return ownEntries[index]!.fixed?.lang ?? 'NL';
    const special = specials.get(index);
    if (special?.kind === 'famous') return special.book.lang;
    if (special?.kind === 'ebook') return special.lang;
    if (special?.kind === 'product' || special?.kind === 'event') return 'NL';
    return (isSbOther(index - OWN_COUNT) ? SB_LANGS : ALL_LANGS).pick(randomFor(LANG_STREAM, index));
  };

  return {
    total,
    own: OWN_COUNT,
    sb,
    all,
    authorPoolSize: Math.max(500, Math.round(others / 6)),
    specials,
    ownEntries,
    famousIndex,
    isInSb: (index) => index < OWN_COUNT || isSbOther(index - OWN_COUNT),
    langOf,
    skuOf: (index) => skuFor(index, langOf(index)),
    skuFor,
  };
}

/**
 * A unique, valid ISBN-13 per index. Own publications use the publisher prefix 978-94-930; other books get a
 * prefix that fits their language, followed by a scrambled index (multiplying by a number coprime to 10 is a
 * bijection modulo 10^n). Prefixes never start one another, so different indexes never share a sku.
 */
function skuFor(index: number, lang: Lang): string {
  if (index < OWN_COUNT) return completeIsbn13(`97894930${pad(index, 4)}`);
  const o = index - OWN_COUNT;
  switch (lang) {
    case 'NL':
      return completeIsbn13(`97890${seven(o)}`);
    case 'EN':
      return completeIsbn13(o % 4 === 0 ? `9798${eight(o)}` : `9781${eight(o)}`);
    case 'DE':
      return completeIsbn13(`9783${eight(o)}`);
    case 'FR':
      return completeIsbn13(o % 3 === 0 ? `97910${seven(o)}` : `9782${eight(o)}`);
    case 'ES':
      return completeIsbn13(`97884${seven(o)}`);
  }
}

function seven(o: number): string {
  return pad((o * 7_654_321 + 1_234_567) % 10_000_000, 7);
}

function eight(o: number): string {
  return pad((o * 76_543_219 + 12_345_678) % 100_000_000, 8);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
