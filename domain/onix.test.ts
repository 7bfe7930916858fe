// Table tests of the ONIX 3.0 product mapping (domain/onix.ts): notification types, ISBN check, titles,
// contributors in sequence, product forms, measures, NUR, prices and VAT, availability and rejections.
import { describe, expect, it } from 'vitest';
import { type OnixElement, mapOnixProduct, referenceName, shelfForNur } from './onix.ts';

type Spec = string | Spec[] | { [name: string]: Spec | undefined };
/** A compact element builder: { Name: 'text' } or { Name: [children…] }. */
function el(name: string, content: Spec): OnixElement {
  if (typeof content === 'string') return { name, text: content, attrs: {}, children: [] };
  const list = Array.isArray(content) ? content : [content];
  const children = list.flatMap((item) =>
    typeof item === 'object' && !Array.isArray(item)
      ? Object.entries(item).flatMap(([n, c]) => (c === undefined ? [] : [el(n, c)]))
      : [],
  );
  return { name, text: children.map((c) => c.text).join(''), attrs: {}, children };
}

const price = (type: string, amount: string, tax: Spec = { TaxRatePercent: '9' }, extra: Spec = []) => ({
  Price: [{ PriceType: type }, { PriceAmount: amount }, { CurrencyCode: 'EUR' }, { Tax: tax }, extra],
});
function product(over: { [part: string]: Spec } = {}): OnixElement {
  const parts: Record<string, Spec> = {
    RecordReference: 'R1',
    NotificationType: '03',
    ProductIdentifier: [{ ProductIDType: '15' }, { IDValue: '9789990000016' }],
    DescriptiveDetail: [
      { ProductForm: 'BC' },
      {
        TitleDetail: [
          { TitleType: '01' },
          { TitleElement: [{ TitleElementLevel: '01' }, { TitleText: 'Titel' }] },
        ],
      },
    ],
    ProductSupply: { SupplyDetail: [{ ProductAvailability: '21' }, price('02', '20.00')] },
    ...over,
  };
  return el(
    'Product',
    Object.entries(parts).map(([n, c]) => ({ [n]: c })),
  );
}
const config = { ownPublisher: 'Uitgeverij Leeswijzer' };
const map = (over: { [part: string]: Spec } = {}) => mapOnixProduct(product(over), config);
const book = (over: { [part: string]: Spec } = {}) => {
  const record = map(over);
  if (record.kind !== 'upsert') throw new Error(`expected upsert, got ${JSON.stringify(record)}`);
  return record.book;
};
const detailOf = (form: string, ...extra: Spec[]): { [part: string]: Spec } => ({
  DescriptiveDetail: [
    { ProductForm: form },
    {
      TitleDetail: [
        { TitleType: '01' },
        { TitleElement: [{ TitleElementLevel: '01' }, { TitleText: 'Titel' }] },
      ],
    },
    ...extra,
  ],
});
const detail = (...extra: Spec[]) => detailOf('BC', ...extra);

describe('referenceName', () => {
  it.each([
    ['product', 'Product'],
    ['b244', 'IDValue'],
    ['x472', 'TaxRatePercent'],
    ['onix:Product', 'Product'],
    ['Product', 'Product'],
  ])('%s → %s', (tag, name) => expect(referenceName(tag)).toBe(name));
});

describe('mapOnixProduct', () => {
  it.each([
    ['03', 'upsert'],
    ['04', 'upsert'],
    ['05', 'delete'],
    ['01', 'rejected'],
    ['02', 'rejected'],
  ])('notification type %s → %s', (type, kind) => expect(map({ NotificationType: type }).kind).toBe(kind));

  it.each([
    ['9789990000016', null],
    ['978-99900-0001-6', null],
    ['9789990000017', "ISBN '9789990000017' is ongeldig (controlecijfer of lengte)."],
    ['999000001', "ISBN '999000001' is ongeldig (controlecijfer of lengte)."],
  ])('ISBN %s', (isbn, reason) => {
    const record = map({ ProductIdentifier: [{ ProductIDType: '15' }, { IDValue: isbn }] });
    if (reason) expect(record).toEqual({ kind: 'rejected', recordReference: 'R1', reason });
    else expect(record.kind === 'upsert' && record.book.sku).toBe('9789990000016');
  });

  it('rejects a product without ISBN-13, and a delete with a bad ISBN', () => {
    expect(map({ ProductIdentifier: [{ ProductIDType: '03' }, { IDValue: '9789990000016' }] })).toMatchObject(
      {
        kind: 'rejected',
        reason: 'Geen ISBN-13 (ProductIDType 15).',
      },
    );
    expect(
      map({ NotificationType: '05', ProductIdentifier: [{ ProductIDType: '15' }, { IDValue: '1' }] }).kind,
    ).toBe('rejected');
  });

  it.each([
    ['BC', 'Paperback', 'Boek', false],
    ['BB', 'Gebonden', 'Boek', false],
    ['BA', null, 'Boek', false],
    ['ED', 'E-book', 'Boek', true],
    ['EA', 'E-book', 'Boek', true],
    ['AJ', 'Audio', 'Luisterboek', false],
    ['AN', 'Audio', 'Luisterboek', false],
  ])('product form %s → %s / %s, e-book %s', (form, version, media, isEbook) => {
    expect(book(detailOf(form))).toMatchObject({ version, media, isEbook });
  });

  it('rejects a product form the shop does not sell', () => {
    expect(map(detailOf('PC'))).toMatchObject({ reason: "Productvorm 'PC' verkoopt de winkel niet." });
  });

  it('reads a title from its prefix and the rest, with the subtitle', () => {
    const detailWith: { [part: string]: Spec } = {
      DescriptiveDetail: [
        { ProductForm: 'BC' },
        {
          TitleDetail: [
            { TitleType: '01' },
            {
              TitleElement: [
                { TitlePrefix: 'De' },
                { TitleWithoutPrefix: 'Kunst' },
                { Subtitle: 'Een gids' },
              ],
            },
          ],
        },
      ],
    };
    expect(book(detailWith)).toMatchObject({ title: 'De Kunst', subtitle: 'Een gids' });
    expect(map({ DescriptiveDetail: [{ ProductForm: 'BC' }] })).toMatchObject({ kind: 'rejected' });
  });

  it('puts authors (A01) first in sequence order, then others; at most two', () => {
    const contributor = (sequence: string, role: string, last: string) => ({
      Contributor: [{ SequenceNumber: sequence }, { ContributorRole: role }, { KeyNames: last }],
    });
    const result = book(
      detail(
        contributor('1', 'B06', 'Vertaler'),
        contributor('3', 'A01', 'Twee'),
        contributor('2', 'A01', 'Een'),
      ),
    );
    expect(result.authors.map((a) => a.lastname)).toEqual(['Een', 'Twee']);
    expect(book(detail(contributor('1', 'B06', 'Vertaler'))).authors.map((a) => a.lastname)).toEqual([
      'Vertaler',
    ]);
  });

  it.each([
    [
      [{ NamesBeforeKey: 'Marloes' }, { PrefixToKey: 'van der' }, { KeyNames: 'Veld' }],
      'Marloes',
      'van der',
      'Veld',
    ],
    [[{ PersonNameInverted: 'Smith, Jane' }], 'Jane', '', 'Smith'],
    [[{ PersonName: 'Jan Klaassen' }], 'Jan', '', 'Klaassen'],
    [[{ CorporateName: 'Redactie Leeswijzer' }], '', '', 'Redactie Leeswijzer'],
  ])('a contributor name %#', (name, firstname, prefix, lastname) => {
    const result = book(detail({ Contributor: [{ ContributorRole: 'A01' }, ...name] }));
    expect(result.authors).toEqual([{ firstname, prefix, lastname }]);
  });

  it.each([
    ['dut', 'NL'],
    ['eng', 'EN'],
    ['ger', 'DE'],
    ['fre', 'FR'],
    ['spa', 'ES'],
  ])('language %s → %s', (code, lang) =>
    expect(book(detail({ Language: [{ LanguageRole: '01' }, { LanguageCode: code }] })).lang).toBe(lang),
  );

  it('rejects a language the shop does not carry; no language is Dutch', () => {
    expect(map(detail({ Language: [{ LanguageRole: '01' }, { LanguageCode: 'ita' }] }))).toMatchObject({
      reason: "Taal 'ita' voert de winkel niet.",
    });
    expect(book().lang).toBe('NL');
  });

  it('reads pages (extent 00, else 11) and measures in mm and grams', () => {
    const measure = (type: string, value: string, unit: string) => ({
      Measure: [{ MeasureType: type }, { Measurement: value }, { MeasureUnitCode: unit }],
    });
    const result = book(
      detail(
        { Extent: [{ ExtentType: '11' }, { ExtentValue: '300' }, { ExtentUnit: '03' }] },
        { Extent: [{ ExtentType: '00' }, { ExtentValue: '288' }, { ExtentUnit: '03' }] },
        measure('01', '21.5', 'cm'),
        measure('02', '135', 'mm'),
        measure('03', '1', 'in'),
        measure('08', '0.45', 'kg'),
      ),
    );
    expect(result).toMatchObject({ pages: 288, lengthMm: 215, widthMm: 135, thicknessMm: 25, weightG: 450 });
    expect(book()).toMatchObject({ pages: null, lengthMm: 0, widthMm: 0, thicknessMm: 0, weightG: 0 });
  });

  it('takes the main NUR subject (scheme 32), else the first', () => {
    const subject = (scheme: string, code: string, main = false) => ({
      Subject: [
        ...(main ? [{ MainSubject: '' }] : []),
        { SubjectSchemeIdentifier: scheme },
        { SubjectCode: code },
      ],
    });
    expect(book(detail(subject('10', 'SEL000000'), subject('32', '770'))).nur).toBe(770);
    expect(book(detail(subject('32', '770'), subject('32', '728', true))).nur).toBe(728);
    expect(book().nur).toBeNull();
  });

  it.each([
    ['02', '20.00', { TaxRatePercent: '9' }, 2000, 9, false],
    ['04', '12.99', { TaxRatePercent: '9' }, 1299, 9, true],
    ['02', '15.5', { TaxRatePercent: '21' }, 1550, 21, false],
    ['02', '10', { TaxRateCode: 'S' }, 1000, 21, false],
    ['02', '10', { TaxRateCode: 'R' }, 1000, 9, false],
  ])('price type %s %s with %j → %i cents at %i%%, fixed %s', (type, amount, tax, cents, vat, fixed) => {
    const result = book({
      ProductSupply: { SupplyDetail: [{ ProductAvailability: '21' }, price(type, amount, tax)] },
    });
    expect(result).toMatchObject({ priceInclCents: cents, vatPerc: vat, fixedPrice: fixed });
  });

  it('prefers a fixed price (04) and skips other currencies, types and territories', () => {
    const supply = (...prices: Spec[]) => ({
      ProductSupply: { SupplyDetail: [{ ProductAvailability: '21' }, ...prices] },
    });
    expect(book(supply(price('02', '20.00'), price('04', '19.00'))).priceInclCents).toBe(1900);
    expect(
      book(
        supply(
          price('02', '30.00', { TaxRatePercent: '9' }, { Territory: { CountriesIncluded: 'BE' } }),
          price('02', '25.00'),
        ),
      ).priceInclCents,
    ).toBe(2500);
    expect(map(supply(price('01', '18.00')))).toMatchObject({
      reason: 'Geen prijs in euro voor Nederland (PriceType 02 of 04).',
    });
    expect(map(supply(price('02', '0.00')))).toMatchObject({ kind: 'rejected' });
    expect(map(supply(price('02', '10.00', { TaxRatePercent: '6' })))).toMatchObject({
      reason: 'Onbekend btw-tarief 6%.',
    });
  });

  it('maps availability (list 65) to the stock code; none is a rejection', () => {
    const supply = (code: string) => ({
      ProductSupply: { SupplyDetail: [{ ProductAvailability: code }, price('02', '9.00')] },
    });
    expect(book(supply('32')).stockCode).toBe(32);
    expect(map(supply('77'))).toMatchObject({
      reason: 'Geen beschikbaarheid (ProductAvailability, lijst 65).',
    });
  });

  it('reads descriptions, the publication date, the cover link and the own-edition rule', () => {
    const result = book({
      CollateralDetail: [
        { TextContent: [{ TextType: '03' }, { Text: [{ p: 'Eerste  alinea.' }, { p: ' Tweede.' }] }] },
        { TextContent: [{ TextType: '02' }, { Text: 'Kort.' }] },
        {
          SupportingResource: [
            { ResourceContentType: '01' },
            { ResourceVersion: [{ ResourceForm: '02' }, { ResourceLink: 'https://x.nl/c.jpg' }] },
          ],
        },
      ],
      PublishingDetail: [
        { Imprint: { ImprintName: 'Leeswijzer Pockets' } },
        { Publisher: [{ PublishingRole: '01' }, { PublisherName: 'uitgeverij leeswijzer' }] },
        { PublishingDate: [{ PublishingDateRole: '01' }, { Date: '20260915' }] },
      ],
    });
    expect(result).toMatchObject({
      description: 'Eerste alinea. Tweede.',
      shortDescription: 'Kort.',
      coverUrl: 'https://x.nl/c.jpg',
      releaseDate: '2026-09-15',
      publisher: 'uitgeverij leeswijzer',
      sbEdition: 'eigen uitgaven',
    });
    expect(book()).toMatchObject({ description: null, coverUrl: null, releaseDate: null, sbEdition: null });
    expect(mapOnixProduct(product(), { ownPublisher: null }).kind).toBe('upsert');
  });
});

describe('shelfForNur', () => {
  const shelves = [
    { categoryId: 1, subcategoryId: 11, nur: '728' },
    { categoryId: 2, subcategoryId: null, nur: '728' },
    { categoryId: 3, subcategoryId: null, nur: '770' },
  ];
  it.each([
    [728, 1, 11],
    [770, 3, null],
    [999, null, null],
    [null, null, null],
  ])('NUR %s → category %s, subcategory %s', (nur, categoryId, subcategoryId) =>
    expect(shelfForNur(nur, shelves)).toEqual({ categoryId, subcategoryId }),
  );
});
