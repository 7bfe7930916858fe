// ONIX 3.0 catalogue import (issue 31): the pure mapping of ONE parsed <Product> onto the shop's Book fields
// (spec 1 §3 Book; stock codes spec 1 §5 and §9 are ONIX code list 65). The streaming reader
// (server/catalog/onix-import.ts) builds the element tree with reference names — short tags are translated by
// SHORT_TAGS here, so the rules below read one vocabulary. A record that is well formed but unusable maps to a
// rejection with a Dutch reason the staff read in the import report; nothing here touches the database.
// Code lists (EDItEUR ONIX 3.0): 1 notification type, 5 product identifier type, 15 title type, 17 contributor
// role, 22 language role, 23 extent type, 26 subject scheme (32 = NUR), 48/50 measure type and unit, 58 price
// type, 62 tax rate code, 65 product availability, 150 product form, 153 text type, 158 resource content type,
// 163 publishing date role.
import { isValidIsbn13, cleanIsbn } from './isbn.ts';
import { type Cents, cents } from './money.ts';
import { DEFAULT_VAT_HIGH, DEFAULT_VAT_LOW } from './vat.ts';

/** One element of a parsed product: reference name, its text (its descendants' text included), attributes. */
export interface OnixElement {
  name: string;
  text: string;
  attrs: Record<string, string>;
  children: OnixElement[];
}

/**
 * ONIX 3.0 short tag → reference name, for the elements the mapping reads and the containers on their paths.
 * Elements not listed keep their own name and are never read.
 */
export const SHORT_TAGS: Readonly<Record<string, string>> = {
  ONIXmessage: 'ONIXMessage',
  header: 'Header',
  product: 'Product',
  a001: 'RecordReference',
  a002: 'NotificationType',
  productidentifier: 'ProductIdentifier',
  b221: 'ProductIDType',
  b244: 'IDValue',
  descriptivedetail: 'DescriptiveDetail',
  b012: 'ProductForm',
  measure: 'Measure',
  x315: 'MeasureType',
  c094: 'Measurement',
  c095: 'MeasureUnitCode',
  titledetail: 'TitleDetail',
  b202: 'TitleType',
  titleelement: 'TitleElement',
  x409: 'TitleElementLevel',
  b203: 'TitleText',
  b030: 'TitlePrefix',
  b031: 'TitleWithoutPrefix',
  b029: 'Subtitle',
  contributor: 'Contributor',
  b034: 'SequenceNumber',
  b035: 'ContributorRole',
  b036: 'PersonName',
  b037: 'PersonNameInverted',
  b039: 'NamesBeforeKey',
  b247: 'PrefixToKey',
  b040: 'KeyNames',
  b047: 'CorporateName',
  language: 'Language',
  b253: 'LanguageRole',
  b252: 'LanguageCode',
  extent: 'Extent',
  b218: 'ExtentType',
  b219: 'ExtentValue',
  b220: 'ExtentUnit',
  subject: 'Subject',
  x425: 'MainSubject',
  b067: 'SubjectSchemeIdentifier',
  b069: 'SubjectCode',
  collateraldetail: 'CollateralDetail',
  textcontent: 'TextContent',
  x426: 'TextType',
  d104: 'Text',
  supportingresource: 'SupportingResource',
  x436: 'ResourceContentType',
  x437: 'ResourceMode',
  resourceversion: 'ResourceVersion',
  x441: 'ResourceForm',
  x435: 'ResourceLink',
  publishingdetail: 'PublishingDetail',
  imprint: 'Imprint',
  b079: 'ImprintName',
  publisher: 'Publisher',
  b291: 'PublishingRole',
  b081: 'PublisherName',
  publishingdate: 'PublishingDate',
  x448: 'PublishingDateRole',
  b306: 'Date',
  productsupply: 'ProductSupply',
  supplydetail: 'SupplyDetail',
  j396: 'ProductAvailability',
  price: 'Price',
  x462: 'PriceType',
  j151: 'PriceAmount',
  j152: 'CurrencyCode',
  territory: 'Territory',
  x449: 'CountriesIncluded',
  x450: 'RegionsIncluded',
  x451: 'CountriesExcluded',
  tax: 'Tax',
  x471: 'TaxRateCode',
  x472: 'TaxRatePercent',
};

/** The reference name of a tag, short or reference, without a namespace prefix. */
export function referenceName(tag: string): string {
  const local = tag.includes(':') ? tag.slice(tag.indexOf(':') + 1) : tag;
  return SHORT_TAGS[local] ?? local;
}

export interface OnixAuthor {
  firstname: string;
  prefix: string;
  lastname: string;
}

/** The Book fields one ONIX product gives (spec 1 §3); `publisher` feeds sb_edition only (no column of its own). */
export interface OnixBook {
  sku: string;
  title: string;
  subtitle: string | null;
  /** A01 authors first, then the other contributors, each in SequenceNumber order; at most two (author, author2). */
  authors: OnixAuthor[];
  lang: string;
  version: string | null;
  media: string;
  isEbook: boolean;
  pages: number | null;
  lengthMm: number;
  widthMm: number;
  thicknessMm: number;
  weightG: number;
  nur: number | null;
  description: string | null;
  shortDescription: string | null;
  releaseDate: string | null;
  publisher: string | null;
  sbEdition: string | null;
  stockCode: number;
  priceInclCents: Cents;
  vatPerc: number;
  /** PriceType 04: a fixed retail price (Wet op de vaste boekenprijs). */
  fixedPrice: boolean;
  /** The front cover's link (SupportingResource, content type 01), for the covers job. */
  coverUrl: string | null;
}

export type OnixRecord =
  | { kind: 'upsert'; recordReference: string; book: OnixBook }
  | { kind: 'delete'; recordReference: string; sku: string }
  | { kind: 'rejected'; recordReference: string; reason: string };

export interface OnixConfig {
  /** The shop's own publisher (or imprint) name: its titles get sb_edition 'eigen uitgaven' (spec 1 §2.6 label). */
  ownPublisher: string | null;
}

export const OWN_EDITION = 'eigen uitgaven';

/** Code list 74 (ISO 639-2/B, and the /T forms) → the shop's languages (seeded NL, EN, DE, FR, ES). */
export const LANGUAGES: Readonly<Record<string, string>> = {
  dut: 'NL',
  nld: 'NL',
  eng: 'EN',
  ger: 'DE',
  deu: 'DE',
  fre: 'FR',
  fra: 'FR',
  spa: 'ES',
};

/** Code list 150 → the shop's version and media (spec 1 §3, §4 media type: 'Luisterboek' counts as a book). */
export const PRODUCT_FORMS: Readonly<
  Record<string, { version: string | null; media: string; isEbook: boolean }>
> = {
  BA: { version: null, media: 'Boek', isEbook: false },
  BB: { version: 'Gebonden', media: 'Boek', isEbook: false },
  BC: { version: 'Paperback', media: 'Boek', isEbook: false },
  ED: { version: 'E-book', media: 'Boek', isEbook: true },
  EA: { version: 'E-book', media: 'Boek', isEbook: true },
  AJ: { version: 'Audio', media: 'Luisterboek', isEbook: false },
  AN: { version: 'Audio', media: 'Luisterboek', isEbook: false },
};

/** Code list 65 values the shop stores as stock_code. */
export const ONIX_AVAILABILITY_CODES: ReadonlySet<number> = new Set([
  1, 10, 11, 12, 20, 21, 22, 23, 30, 31, 32, 33, 34, 35, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52,
  97, 98, 99,
]);

const child = (el: OnixElement, name: string) => el.children.find((c) => c.name === name);
const childrenOf = (el: OnixElement | undefined, name: string) =>
  el ? el.children.filter((c) => c.name === name) : [];
const textOf = (el: OnixElement | undefined, name: string): string | null => {
  const found = el && child(el, name);
  const text = found?.text.trim();
  return text ? text : null;
};

/** Maps one <Product> (see the file header) to an upsert, a delete or a rejection. */
export function mapOnixProduct(product: OnixElement, config: OnixConfig): OnixRecord {
  const recordReference = textOf(product, 'RecordReference') ?? '(geen recordreferentie)';
  const reject = (reason: string): OnixRecord => ({ kind: 'rejected', recordReference, reason });

  const notification = textOf(product, 'NotificationType');
  if (notification !== '03' && notification !== '04' && notification !== '05')
    return reject(`Soort melding '${notification ?? ''}' wordt niet verwerkt (alleen 03, 04 en 05).`);
  const isbnElement = childrenOf(product, 'ProductIdentifier').find(
    (p) => textOf(p, 'ProductIDType') === '15',
  );
  const isbn = cleanIsbn(textOf(isbnElement, 'IDValue') ?? '');
  if (!isbnElement) return reject('Geen ISBN-13 (ProductIDType 15).');
  if (!isValidIsbn13(isbn)) return reject(`ISBN '${isbn}' is ongeldig (controlecijfer of lengte).`);
  if (notification === '05') return { kind: 'delete', recordReference, sku: isbn };

  const detail = child(product, 'DescriptiveDetail');
  const titles = title(detail);
  if (!titles) return reject('Geen titel (TitleDetail met TitleType 01).');

  const formCode = textOf(detail, 'ProductForm') ?? '';
  const form = PRODUCT_FORMS[formCode];
  if (!form) return reject(`Productvorm '${formCode}' verkoopt de winkel niet.`);

  const languageCode = childrenOf(detail, 'Language')
    .find((l) => textOf(l, 'LanguageRole') === '01')
    ?.children.find((c) => c.name === 'LanguageCode')
    ?.text.trim()
    .toLowerCase();
  const lang = languageCode ? LANGUAGES[languageCode] : 'NL';
  if (!lang) return reject(`Taal '${languageCode}' voert de winkel niet.`);

  const supply = supplyOf(product);
  if (supply.availability === null) return reject('Geen beschikbaarheid (ProductAvailability, lijst 65).');
  if (!supply.price) return reject('Geen prijs in euro voor Nederland (PriceType 02 of 04).');
  if (supply.price.vatPerc === null) return reject(`Onbekend btw-tarief ${supply.price.taxText}.`);

  const publishing = child(product, 'PublishingDetail');
  const publisher =
    textOf(
      childrenOf(publishing, 'Publisher').find((p) => textOf(p, 'PublishingRole') === '01') ??
        childrenOf(publishing, 'Publisher')[0],
      'PublisherName',
    ) ?? textOf(child(publishing ?? product, 'Imprint'), 'ImprintName');
  const imprint = textOf(child(publishing ?? product, 'Imprint'), 'ImprintName');
  const own = config.ownPublisher?.trim().toLowerCase();
  const isOwn = !!own && [publisher, imprint].some((name) => name?.trim().toLowerCase() === own);

  const measures = measuresOf(detail);
  return {
    kind: 'upsert',
    recordReference,
    book: {
      sku: isbn,
      title: titles.title,
      subtitle: titles.subtitle,
      authors: authorsOf(detail),
      lang,
      version: form.version,
      media: form.media,
      isEbook: form.isEbook,
      pages: pagesOf(detail),
      ...measures,
      nur: nurOf(detail),
      description: textContent(product, '03'),
      shortDescription: textContent(product, '02'),
      releaseDate: publicationDate(publishing),
      publisher,
      sbEdition: isOwn ? OWN_EDITION : null,
      stockCode: supply.availability,
      priceInclCents: supply.price.cents,
      vatPerc: supply.price.vatPerc,
      fixedPrice: supply.price.fixed,
      coverUrl: frontCover(product),
    },
  };
}

function title(detail: OnixElement | undefined): { title: string; subtitle: string | null } | null {
  const titleDetail = childrenOf(detail, 'TitleDetail').find((t) => textOf(t, 'TitleType') === '01');
  const elements = childrenOf(titleDetail, 'TitleElement');
  const element = elements.find((e) => textOf(e, 'TitleElementLevel') === '01') ?? elements[0];
  if (!element) return null;
  const prefix = textOf(element, 'TitlePrefix');
  const without = textOf(element, 'TitleWithoutPrefix');
  const text = textOf(element, 'TitleText') ?? (without ? [prefix, without].filter(Boolean).join(' ') : null);
  return text ? { title: text, subtitle: textOf(element, 'Subtitle') } : null;
}

/** Code list 17: A01 (by author) first; the others after, each group in SequenceNumber order. */
function authorsOf(detail: OnixElement | undefined): OnixAuthor[] {
  const contributors = childrenOf(detail, 'Contributor').map((c, index) => ({
    element: c,
    isAuthor: childrenOf(c, 'ContributorRole').some((r) => r.text.trim() === 'A01'),
    sequence: Number(textOf(c, 'SequenceNumber') ?? Number.NaN),
    index,
  }));
  contributors.sort(
    (a, b) =>
      Number(b.isAuthor) - Number(a.isAuthor) ||
      (Number.isNaN(a.sequence) ? a.index + 1e6 : a.sequence) -
        (Number.isNaN(b.sequence) ? b.index + 1e6 : b.sequence),
  );
  return contributors
    .map((c) => personName(c.element))
    .filter((name): name is OnixAuthor => name !== null)
    .slice(0, 2);
}

function personName(contributor: OnixElement): OnixAuthor | null {
  const key = textOf(contributor, 'KeyNames');
  if (key)
    return {
      firstname: textOf(contributor, 'NamesBeforeKey') ?? '',
      prefix: textOf(contributor, 'PrefixToKey') ?? '',
      lastname: key,
    };
  const inverted = textOf(contributor, 'PersonNameInverted');
  if (inverted) {
    const [last = '', first = ''] = inverted.split(',').map((part) => part.trim());
    return { firstname: first, prefix: '', lastname: last };
  }
  const full = textOf(contributor, 'PersonName');
  if (full) {
    const words = full.split(/\s+/);
    return { firstname: words.slice(0, -1).join(' '), prefix: '', lastname: words.at(-1)! };
  }
  const corporate = textOf(contributor, 'CorporateName');
  return corporate ? { firstname: '', prefix: '', lastname: corporate } : null;
}

/** Code list 23: 00 main content page count, else 11 content page count, else 07 total numbered pages; unit 03. */
function pagesOf(detail: OnixElement | undefined): number | null {
  const extents = childrenOf(detail, 'Extent').filter((e) => (textOf(e, 'ExtentUnit') ?? '03') === '03');
  for (const type of ['00', '11', '07']) {
    const value = Number(
      textOf(
        extents.find((e) => textOf(e, 'ExtentType') === type),
        'ExtentValue',
      ),
    );
    if (Number.isInteger(value) && value > 0) return value;
  }
  return null;
}

const TO_MM: Record<string, number> = { mm: 1, cm: 10, in: 25.4 };
const TO_G: Record<string, number> = { gr: 1, kg: 1000, oz: 28.3495, lb: 453.592 };

/** Code list 48: 01 height (the shop's length), 02 width, 03 thickness, 08 unit weight; list 50 units. */
function measuresOf(
  detail: OnixElement | undefined,
): Pick<OnixBook, 'lengthMm' | 'widthMm' | 'thicknessMm' | 'weightG'> {
  const measure = (type: string, factors: Record<string, number>) => {
    const found = childrenOf(detail, 'Measure').find((m) => textOf(m, 'MeasureType') === type);
    const factor = factors[textOf(found, 'MeasureUnitCode') ?? ''];
    const value = Number(textOf(found, 'Measurement'));
    return factor && Number.isFinite(value) && value > 0 ? Math.round(value * factor) : 0;
  };
  return {
    lengthMm: measure('01', TO_MM),
    widthMm: measure('02', TO_MM),
    thicknessMm: measure('03', TO_MM),
    weightG: measure('08', TO_G),
  };
}

/** Scheme 32 (NUR): the main subject's code when marked, else the first; a three-digit number. */
function nurOf(detail: OnixElement | undefined): number | null {
  const nurs = childrenOf(detail, 'Subject').filter((s) => textOf(s, 'SubjectSchemeIdentifier') === '32');
  const chosen = nurs.find((s) => child(s, 'MainSubject')) ?? nurs[0];
  const code = textOf(chosen, 'SubjectCode');
  return code && /^\d{3}$/.test(code) ? Number(code) : null;
}

/** Code list 153: 03 description, 02 short description; markup (XHTML) arrives as its text. */
function textContent(product: OnixElement, type: string): string | null {
  const found = childrenOf(child(product, 'CollateralDetail'), 'TextContent').find(
    (t) => textOf(t, 'TextType') === type,
  );
  return textOf(found, 'Text')?.replace(/\s+/g, ' ') ?? null;
}

/** Code list 163 role 01 (publication date); dateformat 00 (YYYYMMDD, the default) or an ISO date. */
function publicationDate(publishing: OnixElement | undefined): string | null {
  const found = childrenOf(publishing, 'PublishingDate').find(
    (d) => textOf(d, 'PublishingDateRole') === '01',
  );
  const date = found && child(found, 'Date');
  const text = date?.text.trim() ?? '';
  const digits = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (!digits) return null;
  const iso = `${digits[1]}-${digits[2]}-${digits[3]}`;
  return Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) ? null : iso;
}

/** Code list 158: 01 front cover; the first linked version. */
function frontCover(product: OnixElement): string | null {
  const resource = childrenOf(child(product, 'CollateralDetail'), 'SupportingResource').find(
    (r) => textOf(r, 'ResourceContentType') === '01',
  );
  return textOf(childrenOf(resource, 'ResourceVersion')[0], 'ResourceLink');
}

interface ChosenPrice {
  cents: Cents;
  fixed: boolean;
  vatPerc: number | null;
  taxText: string;
}

/**
 * List 58: 04 (fixed retail price incl. tax) before 02 (RRP incl. tax), in EUR, for NL (a price without a
 * territory counts); the availability (list 65) of the supply detail that price is in, else of the first.
 */
function supplyOf(product: OnixElement): { availability: number | null; price: ChosenPrice | null } {
  const details = childrenOf(child(product, 'ProductSupply'), 'SupplyDetail');
  let best: { detail: OnixElement; price: ChosenPrice } | null = null;
  for (const detail of details)
    for (const price of childrenOf(detail, 'Price')) {
      const type = textOf(price, 'PriceType');
      if (
        (type !== '02' && type !== '04') ||
        textOf(price, 'CurrencyCode') !== 'EUR' ||
        !forNetherlands(price)
      )
        continue;
      const amount = priceCents(textOf(price, 'PriceAmount'));
      if (amount === null) continue;
      const candidate = { cents: amount, fixed: type === '04', ...vatOf(child(price, 'Tax')) };
      if (!best || (candidate.fixed && !best.price.fixed)) best = { detail, price: candidate };
    }
  const source = best?.detail ?? details[0];
  const code = Number(textOf(source, 'ProductAvailability'));
  return { availability: ONIX_AVAILABILITY_CODES.has(code) ? code : null, price: best?.price ?? null };
}

function forNetherlands(price: OnixElement): boolean {
  const territory = child(price, 'Territory');
  if (!territory) return true;
  const words = (name: string) => (textOf(territory, name) ?? '').split(/\s+/);
  if (words('CountriesExcluded').includes('NL')) return false;
  return words('CountriesIncluded').includes('NL') || words('RegionsIncluded').includes('WORLD');
}

function priceCents(text: string | null): Cents | null {
  const match = text ? /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text) : null;
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return value > 0 ? cents(value) : null;
}

/**
 * The Tax composite → the shop's low (9) or high (21) rate: TaxRatePercent when given, else TaxRateCode (list
 * 62: R reduced, S standard); no Tax composite at all → the low rate books carry in the Netherlands.
 */
function vatOf(tax: OnixElement | undefined): { vatPerc: number | null; taxText: string } {
  if (!tax) return { vatPerc: DEFAULT_VAT_LOW, taxText: '' };
  const percent = textOf(tax, 'TaxRatePercent');
  const code = textOf(tax, 'TaxRateCode');
  if (percent !== null) {
    const value = Number(percent);
    const rate =
      value === DEFAULT_VAT_LOW ? DEFAULT_VAT_LOW : value === DEFAULT_VAT_HIGH ? DEFAULT_VAT_HIGH : null;
    return { vatPerc: rate, taxText: `${percent}%` };
  }
  const rate = code === 'R' ? DEFAULT_VAT_LOW : code === 'S' ? DEFAULT_VAT_HIGH : null;
  return { vatPerc: rate, taxText: `code '${code ?? ''}'` };
}

/** The first three-digit-NUR match among the shop's shelves: a subcategory's own NUR first, then a category's. */
export interface NurShelf {
  categoryId: number;
  subcategoryId: number | null;
  nur: string;
}

export function shelfForNur(
  nur: number | null,
  shelves: readonly NurShelf[],
): { categoryId: number | null; subcategoryId: number | null } {
  const code = nur === null ? null : String(nur);
  const found =
    shelves.find((s) => s.subcategoryId !== null && s.nur === code) ??
    shelves.find((s) => s.subcategoryId === null && s.nur === code);
  return { categoryId: found?.categoryId ?? null, subcategoryId: found?.subcategoryId ?? null };
}
