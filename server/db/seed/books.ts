// One book row per index, generated from the book's own random stream (see plan.ts), and the streamed bulk
// insert: rows are made chunk by chunk, so memory stays flat at a million books, and the next chunk is
// generated while the database stores the previous one.
import type { Author, AuthorPool } from './authors.ts';
import { addDays, daysBetween, SEED_DATE } from './calendar.ts';
import {
  ALL_BOOK_CATEGORIES,
  type CategoryDef,
  categoryByName,
  type Genre,
  type ProductTemplate,
  productSubgroup,
  SELF_HELP_CATEGORIES,
  type SubcategoryDef,
  subcategoryByName,
} from './catalogue.ts';
import { bookDescription, productDescription, shortDescription } from './descriptions.ts';
import { type EventTicket, type FixedBook, RESERVED_TITLES } from './fixed-books.ts';
import type { SeedPlan } from './plan.ts';
import { type Random, randomFor, Weighted } from './random.ts';
import type { Lang } from './reference-data.ts';
import { type Column, insertRows, type SqlConn } from './sql.ts';
import {
  bookSeries,
  bookSubtitle,
  bookTitle,
  productTitle,
  TitleSpread,
  titleWithSubtitle,
} from './titles.ts';
import { HIDDEN_KEYWORDS, KEYWORDS, VERSION_TAGS } from './words.ts';

export const OWN_EDITION = 'eigen uitgaven';

export interface BookRow {
  id: number;
  sku: string;
  title: string;
  subtitle: string | null;
  shortDescription: string | null;
  description: string | null;
  authorId: number | null;
  author2Id: number | null;
  authorSort: string;
  priceInclCents: number | null;
  vatPerc: number;
  stock: number;
  stockCode: number | null;
  lang: Lang;
  version: string;
  pages: number | null;
  releaseDate: string;
  collectionName: string | null;
  collectionPart: string | null;
  versionTag: string | null;
  media: string;
  alternative: string | null;
  delivery: string | null;
  supplyDate: string | null;
  nur: number | null;
  sbEdition: string | null;
  widthMm: number;
  lengthMm: number;
  thicknessMm: number;
  weightG: number;
  categoryId: number;
  subcategoryId: number | null;
  productGroupId: number | null;
  productSubgroupId: number | null;
  inSb: boolean;
  isEbook: boolean;
  /** Decision 630: a fixed retail price under the Wet op de vaste boekenprijs. */
  fixedPrice: boolean;
  top: boolean;
  keywords: string[];
  elevated: boolean;
  elevatedHeader: string | null;
  createdAt: string;
}

const BOOK_STREAM = 11;
const FIRST_RELEASE = '1990-01-01';
const RELEASE_SPAN = daysBetween(FIRST_RELEASE, SEED_DATE);
const VAT_BOOKS = 9;
const VAT_OTHER = 21;

const SB_CATEGORIES = new Weighted(SELF_HELP_CATEGORIES.map((c) => [c, c.weight] as const));
const ALL_CATEGORIES = new Weighted(ALL_BOOK_CATEGORIES.map((c) => [c, c.weight] as const));

type Version = 'Paperback' | 'Gebonden' | 'Pocket' | 'Kartonboek';
const VERSIONS: Record<Genre, Weighted<Version>> = {
  selfhelp: new Weighted<Version>([
    ['Paperback', 80],
    ['Gebonden', 15],
    ['Pocket', 5],
  ]),
  novel: new Weighted<Version>([
    ['Paperback', 60],
    ['Gebonden', 25],
    ['Pocket', 15],
  ]),
  thriller: new Weighted<Version>([
    ['Paperback', 70],
    ['Pocket', 20],
    ['Gebonden', 10],
  ]),
  kids: new Weighted<Version>([
    ['Gebonden', 60],
    ['Paperback', 35],
    ['Kartonboek', 5],
  ]),
  cooking: new Weighted<Version>([
    ['Gebonden', 65],
    ['Paperback', 35],
  ]),
  history: new Weighted<Version>([
    ['Gebonden', 45],
    ['Paperback', 55],
  ]),
  biography: new Weighted<Version>([
    ['Paperback', 75],
    ['Gebonden', 25],
  ]),
  travel: new Weighted<Version>([
    ['Paperback', 90],
    ['Gebonden', 10],
  ]),
  hobby: new Weighted<Version>([
    ['Paperback', 75],
    ['Gebonden', 25],
  ]),
  science: new Weighted<Version>([
    ['Paperback', 70],
    ['Gebonden', 30],
  ]),
};
const PAGES: Record<Genre, [number, number]> = {
  selfhelp: [128, 320],
  novel: [192, 544],
  thriller: [256, 480],
  kids: [24, 224],
  cooking: [160, 320],
  history: [240, 640],
  biography: [224, 480],
  travel: [160, 352],
  hobby: [96, 224],
  science: [192, 400],
};
const PRICE_EUROS: Record<Genre, [number, number]> = {
  selfhelp: [15, 25],
  novel: [18, 25],
  thriller: [17, 24],
  kids: [10, 18],
  cooking: [22, 40],
  history: [23, 40],
  biography: [20, 30],
  travel: [18, 28],
  hobby: [15, 30],
  science: [20, 33],
};

/** Availability for books with stock 0, by ONIX code list 65 (the common ones first). */
const STOCK_ZERO_CODES = new Weighted<number>([
  [21, 5],
  [22, 3],
  [23, 2.5],
  [20, 1],
  [30, 2],
  [31, 1.5],
  [32, 1.5],
  [10, 1.5],
  [40, 1],
  [41, 0.4],
  ...[42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52].map((code) => [code, 0.2] as const),
]);

interface Availability {
  stock: number;
  stockCode: number | null;
  delivery: string | null;
  supplyDate: string | null;
  releaseDate: string;
}

/** Release dates lean towards recent years, as in a real catalogue. */
function pastRelease(r: Random): string {
  return addDays(FIRST_RELEASE, Math.floor(RELEASE_SPAN * Math.sqrt(r.next())));
}

function availability(r: Random, forced?: { stock: number; code: number | null }): Availability {
  const release = pastRelease(r);
  const roll = r.next();
  const stock = forced?.stock ?? (roll < 0.73 ? 1 : roll < 0.78 ? 2 : 0);
  if (stock === 1) {
    const delivery = r.chance(0.12) ? r.pick(['2', '3', '5']) : null;
    return { stock, stockCode: r.chance(0.9) ? 21 : 20, delivery, supplyDate: null, releaseDate: release };
  }
  if (stock === 2) return { stock, stockCode: null, delivery: null, supplyDate: null, releaseDate: release };
  const code = forced ? forced.code : STOCK_ZERO_CODES.pick(r);
  if (code === 10) {
    // Not yet published: mostly expected in the coming months; some expected dates have already passed.
    if (r.chance(0.75)) {
      const date = addDays(SEED_DATE, r.int(7, 150));
      return { stock, stockCode: code, delivery: null, supplyDate: date, releaseDate: date };
    }
    const date = addDays(SEED_DATE, -r.int(1, 40));
    return { stock, stockCode: code, delivery: null, supplyDate: date, releaseDate: date };
  }
  if (code === 32) {
    // Reprint: within maxDaysExpected (30) it is orderable, later or overdue it is not.
    const roll32 = r.next();
    const days = roll32 < 0.55 ? r.int(3, 28) : roll32 < 0.8 ? r.int(31, 120) : -r.int(1, 60);
    return {
      stock,
      stockCode: code,
      delivery: null,
      supplyDate: addDays(SEED_DATE, days),
      releaseDate: release,
    };
  }
  const delivery = (code === 20 || code === 21) && r.chance(0.25) ? r.pick(['2', '5']) : null;
  return { stock, stockCode: code, delivery, supplyDate: null, releaseDate: release };
}

function price(r: Random, [low, high]: [number, number]): number {
  return r.int(low, high) * 100 - r.pick([1, 1, 1, 5, 50, 0]);
}

function pagesFor(r: Random, genre: Genre, sub: SubcategoryDef | null): number {
  const [low, high] = sub?.name === 'prentenboeken' ? [24, 40] : PAGES[genre];
  return Math.max(8, Math.round(r.int(low, high) / 8) * 8);
}

interface Dimensions {
  widthMm: number;
  lengthMm: number;
  thicknessMm: number;
  weightG: number;
}
const NO_DIMENSIONS: Dimensions = { widthMm: 0, lengthMm: 0, thicknessMm: 0, weightG: 0 };

function dimensions(r: Random, version: string, pages: number, genre: Genre): Dimensions {
  if (version === 'E-book' || r.chance(0.05)) return NO_DIMENSIONS;
  const coated = genre === 'kids' || genre === 'cooking';
  let [width, length] =
    version === 'Pocket' ? [110, 178] : [r.pick([125, 135, 140, 150, 155]), r.int(200, 235)];
  if (version === 'Gebonden')
    [width, length] = coated ? [r.int(210, 240), r.int(260, 290)] : [r.int(150, 165), r.int(230, 240)];
  if (version === 'Kartonboek') [width, length] = [170, 170];
  const hard = version === 'Gebonden' || version === 'Kartonboek';
  const thickness = Math.round(pages * (coated ? 0.09 : 0.065)) + (hard ? 6 : 2);
  const weight = Math.round(width * length * pages * (coated ? 0.00008 : 0.00004)) + (hard ? 120 : 25);
  return { widthMm: width, lengthMm: length, thicknessMm: thickness, weightG: weight };
}

function keywords(r: Random, genre: Genre): string[] {
  const chosen = r.shuffle(KEYWORDS[genre]!).slice(0, r.int(1, 4));
  if (r.chance(0.06)) chosen.push(r.pick(HIDDEN_KEYWORDS));
  return chosen;
}

function authorName(author: Author | null): string {
  return author ? [author.firstname, author.prefix, author.lastname].filter(Boolean).join(' ') : 'de auteur';
}

/** Builds the factory; own publications are made up front so their generated titles stay unique. */
export function createBookFactory(plan: SeedPlan, pool: AuthorPool): (index: number) => BookRow {
  const ownRows = plan.ownEntries.map((entry, index) => ownBook(plan, pool, index, entry.fixed, entry.ebook));
  // The publisher never has two titles alike: a generated title that is taken is drawn again.
  const used = new Set<string>();
  for (const [index, row] of ownRows.entries()) {
    const retry = randomFor(OWN_TITLE_STREAM, index);
    while (used.has(row.title.toLowerCase())) row.title = bookTitle(retry, 'selfhelp', '', 'NL');
    used.add(row.title.toLowerCase());
  }
  // Issue 16: no title on more than three books; the books are made in index order.
  const titles = new TitleSpread();
  for (const row of ownRows) titles.take(row.title);
  return (index) => (index < plan.own ? ownRows[index]! : otherBook(plan, pool, index, titles));
}

const OWN_TITLE_STREAM = 12;
/** The stream a book's title is drawn again from when it is taken (issue 16). */
const TITLE_RETRY_STREAM = 23;

/**
 * Every field initialised in one place: rows share one hidden class. (A 45-field object literal built with
 * spreads costs V8 over 100 µs per row, which made a million books take minutes of CPU.)
 */
class Row implements BookRow {
  sku: string;
  lang: Lang;
  inSb: boolean;
  title = '';
  subtitle: string | null = null;
  shortDescription: string | null = null;
  description: string | null = null;
  authorId: number | null = null;
  author2Id: number | null = null;
  authorSort = '';
  priceInclCents: number | null = null;
  vatPerc = VAT_BOOKS;
  stock = 1;
  stockCode: number | null = 21;
  version = 'Paperback';
  pages: number | null = null;
  releaseDate = SEED_DATE;
  collectionName: string | null = null;
  collectionPart: string | null = null;
  versionTag: string | null = null;
  media = 'Boek';
  alternative: string | null = null;
  delivery: string | null = null;
  supplyDate: string | null = null;
  nur: number | null = null;
  sbEdition: string | null = null;
  widthMm = 0;
  lengthMm = 0;
  thicknessMm = 0;
  weightG = 0;
  categoryId = 0;
  subcategoryId: number | null = null;
  productGroupId: number | null = null;
  productSubgroupId: number | null = null;
  isEbook = false;
  fixedPrice = false;
  top = false;
  keywords: string[] = [];
  elevated = false;
  elevatedHeader: string | null = null;
  createdAt = '';

  constructor(
    plan: SeedPlan,
    readonly id: number,
  ) {
    this.lang = plan.langOf(id - 1);
    this.sku = plan.skuFor(id - 1, this.lang);
    this.inSb = plan.isInSb(id - 1);
  }

  setAuthors(first: Author | null, second: Author | null): void {
    this.authorId = first?.id ?? null;
    this.author2Id = second && second.id !== first?.id ? second.id : null;
    this.authorSort = first?.sortKey ?? '';
  }

  setShelf(category: CategoryDef, sub: SubcategoryDef | null): void {
    this.categoryId = category.id;
    this.subcategoryId = sub?.id ?? null;
    this.nur = Number.parseInt(sub?.nur ?? category.nur, 10);
  }

  setAvailability(state: Availability): void {
    this.stock = state.stock;
    this.stockCode = state.stockCode;
    this.delivery = state.delivery;
    this.supplyDate = state.supplyDate;
    this.releaseDate = state.releaseDate;
    // Books announced for later were entered into the catalogue "today".
    this.createdAt = `${state.releaseDate > SEED_DATE ? SEED_DATE : state.releaseDate}T08:00:00Z`;
  }

  setDimensions(d: Dimensions): void {
    this.widthMm = d.widthMm;
    this.lengthMm = d.lengthMm;
    this.thicknessMm = d.thicknessMm;
    this.weightG = d.weightG;
  }
}

function fixedShelf(book: { category: string; subcategory: string }) {
  return { category: categoryByName(book.category), sub: subcategoryByName(book.subcategory) };
}

function inStock(releaseDate: string): Availability {
  return { stock: 1, stockCode: 21, delivery: null, supplyDate: null, releaseDate };
}

function ownBook(
  plan: SeedPlan,
  pool: AuthorPool,
  index: number,
  fixed: FixedBook | null,
  ebook: boolean,
): BookRow {
  const r = randomFor(BOOK_STREAM, index);
  const row = new Row(plan, index + 1);
  const author = fixed ? pool.own[fixed.author as number]! : pool.own[index % pool.own.length]!;
  const shelf = fixed
    ? fixedShelf(fixed)
    : (() => {
        const category = SB_CATEGORIES.pick(r);
        return { category, sub: r.pick(category.subcategories.filter((s) => !s.isTopList)) };
      })();
  row.setShelf(shelf.category, shelf.sub);
  row.setAuthors(author, null);
  row.version = fixed?.version ?? (ebook ? 'E-book' : r.chance(0.8) ? 'Paperback' : 'Gebonden');
  row.isEbook = row.version === 'E-book';
  row.title = fixed?.title ?? bookTitle(r, 'selfhelp', shelf.category.name, 'NL');
  row.subtitle = fixed ? fixed.subtitle : bookSubtitle(r, 'selfhelp', 'NL');
  const context = { title: row.title, author: authorName(author) };
  row.shortDescription = shortDescription(r, 'selfhelp', context);
  row.description = fixed?.description ?? bookDescription(r, 'selfhelp', context);
  row.pages = fixed?.pages ?? pagesFor(r, 'selfhelp', shelf.sub);
  row.priceInclCents = fixed?.priceCents ?? (ebook ? price(r, [7, 13]) : price(r, [17, 25]));
  const release = fixed?.releaseDate ?? addDays('2008-01-01', Math.floor(OWN_SPAN * Math.sqrt(r.next())));
  const state = inStock(release);
  if (fixed?.state === 'soon') Object.assign(state, { stock: 0, stockCode: 10, supplyDate: release });
  if (fixed?.state === 'soldOut') Object.assign(state, { stock: 2, stockCode: null });
  if (fixed?.state === 'reprint')
    Object.assign(state, { stock: 0, stockCode: 32, supplyDate: addDays(SEED_DATE, 14) });
  row.setAvailability(state);
  row.collectionName = fixed?.collection?.[0] ?? null;
  row.collectionPart = fixed?.collection?.[1] ?? null;
  row.sbEdition = OWN_EDITION;
  row.fixedPrice = fixed !== null && hasFixedPrice(row, release);
  row.setDimensions(dimensions(r, row.version, row.pages, 'selfhelp'));
  row.top = index < 10;
  row.keywords = ['zelfhulp', 'eigen uitgave', ...keywords(r, 'selfhelp').slice(0, 2)];
  row.elevated = fixed?.elevated ?? false;
  row.elevatedHeader = row.elevated ? 'aanbevolen' : null;
  return row;
}

const OWN_SPAN = daysBetween('2008-01-01', SEED_DATE);

/** Roughly 18 months in days: the demo publisher ends a book's fixed price after that (decision 630). */
const FIXED_PRICE_DAYS = 548;

/**
 * Decision 630: the demo publisher's own printed Dutch books of the last 18 months (and the coming ones) carry a
 * fixed retail price; e-books are outside the law (no paper pages). Only the named demo titles, so the demo's
 * discount journeys (on older titles) keep their discounts.
 */
function hasFixedPrice(row: Pick<BookRow, 'isEbook' | 'lang'>, release: string): boolean {
  return !row.isEbook && row.lang === 'NL' && daysBetween(release, SEED_DATE) <= FIXED_PRICE_DAYS;
}

function otherBook(plan: SeedPlan, pool: AuthorPool, index: number, titles: TitleSpread): BookRow {
  const special = plan.specials.get(index);
  switch (special?.kind) {
    case 'famous':
      return famousBook(plan, pool, index, special.book);
    case 'event':
      return eventTicket(plan, pool, index, special.event);
    case 'product':
      return product(plan, pool, index, special.template, titles);
    case 'ebook':
      return regularBook(plan, pool, index, { ebook: true, titles });
    case 'stock':
      return regularBook(plan, pool, index, { stock: special, titles });
    case 'price': {
      const row = regularBook(plan, pool, index, { titles });
      row.priceInclCents = special.priceCents;
      return row;
    }
    case 'replaced': {
      const row = regularBook(plan, pool, index, { stock: { stock: 0, code: 41 }, titles });
      row.alternative = plan.skuOf(special.by);
      return row;
    }
    default:
      return regularBook(plan, pool, index, { titles });
  }
}

interface RegularOptions {
  ebook?: boolean;
  stock?: { stock: number; code: number | null };
  titles: TitleSpread;
}

function regularBook(plan: SeedPlan, pool: AuthorPool, index: number, options: RegularOptions): BookRow {
  const r = randomFor(BOOK_STREAM, index);
  const row = new Row(plan, index + 1);
  const category = row.inSb ? SB_CATEGORIES.pick(r) : ALL_CATEGORIES.pick(r);
  const sub = r.chance(0.92) ? r.pick(SHELVES.get(category)!) : null;
  row.setShelf(category, sub);
  const genre = category.genre;
  const foreign = row.lang !== 'NL';
  const author = pool.pick(r, genre, foreign);
  row.setAuthors(author, r.chance(0.1) ? pool.pick(r, genre, foreign) : null);
  const reserved = (title: string) =>
    RESERVED_TITLES.has(title.toLowerCase()) ? `${title} in de praktijk` : title;
  const retry = randomFor(TITLE_RETRY_STREAM, index);
  const title = options.titles.claim(
    reserved(bookTitle(r, genre, category.name, row.lang)),
    () => reserved(bookTitle(retry, genre, category.name, row.lang)),
    {
      lang: row.lang,
      longer: () => reserved(titleWithSubtitle(retry, genre, category.name, row.lang)),
    },
  );
  row.title = title;
  row.subtitle = bookSubtitle(r, genre, row.lang);
  const context = { title, author: authorName(author) };
  row.shortDescription = r.chance(0.85) ? shortDescription(r, genre, context) : null;
  row.description = bookDescription(r, genre, context);
  row.version = options.ebook ? 'E-book' : VERSIONS[genre].pick(r);
  row.isEbook = options.ebook === true;
  row.pages = pagesFor(r, genre, sub);
  const state = options.ebook ? availability(r, { stock: 1, code: 21 }) : availability(r, options.stock);
  if (options.ebook) state.delivery = null;
  row.setAvailability(state);
  const series = bookSeries(r, genre);
  row.collectionName = series?.name ?? null;
  row.collectionPart = series?.part ?? null;
  const [low, high] = PRICE_EUROS[genre];
  const v = row.version;
  row.priceInclCents = price(
    r,
    v === 'E-book'
      ? [5, 15]
      : v === 'Pocket'
        ? [8, 13]
        : foreign
          ? [11, 20]
          : v === 'Gebonden'
            ? [low + 4, high + 5]
            : [low, high],
  );
  row.versionTag = r.chance(0.04) ? r.pick(VERSION_TAGS) : null;
  row.setDimensions(dimensions(r, v, row.pages, genre));
  row.top = r.chance(0.02);
  row.keywords = keywords(r, genre);
  row.elevated = r.chance(0.003);
  return row;
}

const SHELVES = new Map(
  [...SELF_HELP_CATEGORIES, ...ALL_BOOK_CATEGORIES].map((c) => [
    c,
    c.subcategories.filter((s) => !s.isTopList),
  ]),
);

function famousBook(plan: SeedPlan, pool: AuthorPool, index: number, book: FixedBook): BookRow {
  const r = randomFor(BOOK_STREAM, index);
  const row = new Row(plan, index + 1);
  const author = pool.famous.get(book.author as string)!;
  const { category, sub } = fixedShelf(book);
  row.setShelf(category, sub);
  row.setAuthors(author, book.author2 ? pool.famous.get(book.author2)! : null);
  row.title = book.title;
  row.subtitle = book.subtitle;
  const context = { title: book.title, author: authorName(author) };
  row.shortDescription = shortDescription(r, 'selfhelp', context);
  row.description = book.description ?? bookDescription(r, 'selfhelp', context);
  row.priceInclCents = book.priceCents;
  row.setAvailability(inStock(book.releaseDate));
  row.version = book.version;
  row.pages = book.pages;
  row.setDimensions(dimensions(r, book.version, book.pages, 'selfhelp'));
  row.top = true;
  row.keywords = keywords(r, 'selfhelp');
  row.elevated = book.elevated ?? false;
  row.elevatedHeader = row.elevated ? 'aanbevolen' : null;
  return row;
}

function eventTicket(plan: SeedPlan, pool: AuthorPool, index: number, event: EventTicket): BookRow {
  const row = new Row(plan, index + 1);
  const { category, sub } = fixedShelf(event);
  row.setShelf(category, sub);
  row.setAuthors(pool.own[event.author]!, null);
  row.title = event.title;
  row.shortDescription = event.description;
  row.description = event.description;
  row.priceInclCents = 2000;
  row.vatPerc = VAT_OTHER;
  row.setAvailability(inStock(addDays(SEED_DATE, -20)));
  row.version = 'Ticket';
  row.media = 'Event';
  row.keywords = ['lezing', 'workshop', '!evenement'];
  return row;
}

function product(
  plan: SeedPlan,
  pool: AuthorPool,
  index: number,
  template: ProductTemplate,
  titles: TitleSpread,
): BookRow {
  const r = randomFor(BOOK_STREAM, index);
  const row = new Row(plan, index + 1);
  row.setShelf(
    categoryByName(template.category),
    template.subcategory ? subcategoryByName(template.subcategory) : null,
  );
  const author = template.hasAuthor
    ? pool.pick(r, template.theme === 'novelAudio' ? 'thriller' : 'selfhelp', false)
    : null;
  row.setAuthors(author, null);
  const { groupId, subgroupId } = productSubgroup(template.subgroup);
  row.productGroupId = groupId;
  row.productSubgroupId = subgroupId;
  const retry = randomFor(TITLE_RETRY_STREAM, index);
  row.title = titles.claim(productTitle(r, template.theme), () => productTitle(retry, template.theme), {
    lang: 'NL',
    product: true,
  });
  row.description = productDescription(template.theme);
  row.priceInclCents = price(r, template.priceEuros);
  row.vatPerc = VAT_OTHER;
  const roll = r.next();
  row.setAvailability(
    availability(
      r,
      roll < 0.85
        ? { stock: 1, code: 21 }
        : roll < 0.9
          ? { stock: 2, code: null }
          : { stock: 0, code: r.pick([21, 30, 40]) },
    ),
  );
  row.version = template.version;
  row.media = template.media;
  const [widthMm, lengthMm, thicknessMm, weightG] = template.dims;
  row.setDimensions({ widthMm, lengthMm, thicknessMm, weightG });
  row.keywords = [template.media.toLowerCase(), template.version.toLowerCase()];
  return row;
}

export const BOOK_COLUMNS: readonly Column<BookRow>[] = [
  { name: 'id', type: 'int', value: (b) => b.id },
  { name: 'sku', type: 'text', value: (b) => b.sku },
  { name: 'title', type: 'text', value: (b) => b.title },
  { name: 'subtitle', type: 'text', value: (b) => b.subtitle },
  { name: 'short_description', type: 'text', value: (b) => b.shortDescription },
  { name: 'description', type: 'text', value: (b) => b.description },
  { name: 'author_id', type: 'int', value: (b) => b.authorId },
  { name: 'author2_id', type: 'int', value: (b) => b.author2Id },
  { name: 'author_sort', type: 'text', value: (b) => b.authorSort },
  { name: 'price_incl_cents', type: 'int', value: (b) => b.priceInclCents },
  { name: 'vat_perc', type: 'smallint', value: (b) => b.vatPerc },
  { name: 'stock', type: 'smallint', value: (b) => b.stock },
  { name: 'stock_code', type: 'smallint', value: (b) => b.stockCode },
  { name: 'lang', type: 'text', value: (b) => b.lang },
  { name: 'version', type: 'text', value: (b) => b.version },
  { name: 'pages', type: 'int', value: (b) => b.pages },
  { name: 'release_date', type: 'date', value: (b) => b.releaseDate },
  { name: 'collection_name', type: 'text', value: (b) => b.collectionName },
  { name: 'collection_part', type: 'text', value: (b) => b.collectionPart },
  { name: 'version_tag', type: 'text', value: (b) => b.versionTag },
  { name: 'media', type: 'text', value: (b) => b.media },
  { name: 'alternative', type: 'text', value: (b) => b.alternative },
  { name: 'delivery', type: 'text', value: (b) => b.delivery },
  { name: 'supply_date', type: 'date', value: (b) => b.supplyDate },
  { name: 'nur', type: 'int', value: (b) => b.nur },
  { name: 'sb_edition', type: 'text', value: (b) => b.sbEdition },
  { name: 'width_mm', type: 'int', value: (b) => b.widthMm },
  { name: 'length_mm', type: 'int', value: (b) => b.lengthMm },
  { name: 'thickness_mm', type: 'int', value: (b) => b.thicknessMm },
  { name: 'weight_g', type: 'int', value: (b) => b.weightG },
  { name: 'category_id', type: 'int', value: (b) => b.categoryId },
  { name: 'subcategory_id', type: 'int', value: (b) => b.subcategoryId },
  { name: 'product_group_id', type: 'int', value: (b) => b.productGroupId },
  { name: 'product_subgroup_id', type: 'int', value: (b) => b.productSubgroupId },
  { name: 'in_sb', type: 'boolean', value: (b) => b.inSb },
  { name: 'is_ebook', type: 'boolean', value: (b) => b.isEbook },
  { name: 'fixed_price', type: 'boolean', value: (b) => b.fixedPrice },
  { name: 'top', type: 'boolean', value: (b) => b.top },
  { name: 'keywords', type: 'text[]', value: (b) => b.keywords },
  { name: 'elevated', type: 'boolean', value: (b) => b.elevated },
  { name: 'elevated_header', type: 'text', value: (b) => b.elevatedHeader },
  { name: 'created_at', type: 'timestamptz', value: (b) => b.createdAt },
];

export interface BookInsertOptions {
  chunkSize: number;
  onRow: (row: BookRow, index: number) => void;
  onProgress: (done: number) => void;
}

export async function insertBooks(
  conn: SqlConn,
  plan: SeedPlan,
  factory: (index: number) => BookRow,
  options: BookInsertOptions,
): Promise<void> {
  let pending: Promise<void> | null = null;
  let stored = 0;
  for (let start = 0; start < plan.total; start += options.chunkSize) {
    const end = Math.min(plan.total, start + options.chunkSize);
    const rows: BookRow[] = [];
    for (let index = start; index < end; index++) {
      const row = factory(index);
      options.onRow(row, index);
      rows.push(row);
    }
    if (pending) {
      await pending;
      options.onProgress(stored);
    }
    stored = end;
    pending = insertRows(conn, 'books', BOOK_COLUMNS, rows);
  }
  if (pending) await pending;
  options.onProgress(stored);
}
