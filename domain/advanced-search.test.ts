import { describe, expect, it } from 'vitest';
import {
  type AdvancedOptions,
  advancedSearchParams,
  formatEuroInput,
  parseAdvancedSearch,
  parseEuroInput,
} from './advanced-search.ts';
import { cents } from './money.ts';

const options: AdvancedOptions = {
  categories: ['zelfontwikkeling', 'psychologie', 'thrillers'],
  languages: ['NL', 'EN', 'DE'],
  scopes: ['own', 'sb'],
  defaultScope: 'sb',
};

const parse = (query: string, over: Partial<AdvancedOptions> = {}) =>
  parseAdvancedSearch(new URLSearchParams(query), { ...options, ...over });

/** The message keys per field of a parse (field null → 'form'). */
const errorsOf = (query: string) => {
  const result = parse(query);
  return result.status === 'invalid'
    ? Object.fromEntries(result.errors.map((e) => [e.field ?? 'form', e.key]))
    : result.status;
};

describe('parseEuroInput: a price as a Dutch reader types it, in cents', () => {
  it.each([
    ['12', 1200],
    ['12,50', 1250],
    ['12,5', 1250],
    ['12.50', 1250],
    ['€ 12,50', 1250],
    ['€12,-', 1200],
    [' 0 ', 0],
    ['0,99', 99],
    ['10000', 1_000_000],
    ['', null],
    ['   ', null],
  ])('%j → %j', (raw, cents) => {
    expect(parseEuroInput(raw)).toBe(cents);
  });

  it.each(['abc', '-5', '12,505', '12,50,1', '10000,01', '123456', '1.250,00', '12 euro', ',50'])(
    '%j is not an amount',
    (raw) => {
      expect(parseEuroInput(raw)).toBe('invalid');
    },
  );

  it.each([
    [1250, '12,50'],
    [1200, '12'],
    [5, '0,05'],
    [0, '0'],
  ])('formats %i cents as %j', (amount, text) => {
    expect(formatEuroInput(cents(amount))).toBe(text);
    expect(parseEuroInput(text)).toBe(amount);
  });
});

describe('parseAdvancedSearch', () => {
  it('shows the empty form when none of its fields is in the address', () => {
    expect(parse('')).toMatchObject({ status: 'blank', values: { title: '', scope: 'sb' } });
    expect(parse('page=2&sort=title').status).toBe('blank');
  });

  it.each([
    ['title=', { form: 'advanced.error.none' }],
    [
      'q=&title=&author=&isbn=&category=&lang=&price_from=&price_to=&availability=any&scope=sb',
      { form: 'advanced.error.none' },
    ],
    ['availability=in_stock&scope=own', { form: 'advanced.error.none' }],
    ['title=%20%20&author=%3F!', { form: 'advanced.error.none' }],
  ])('%s needs at least one criterion', (query, errors) => {
    expect(errorsOf(query)).toEqual(errors);
  });

  it.each([
    ['q=ab', { q: 'search.too_short' }],
    ['title=de', { title: 'advanced.error.title_short' }],
    ['title=de%20en', { title: 'advanced.error.title_short' }],
    ['author=li', { author: 'advanced.error.author_short' }],
    ['isbn=123', { isbn: 'advanced.error.isbn' }],
    ['isbn=9789493000002', { isbn: 'advanced.error.isbn' }], // wrong check digit
    ['isbn=abcdefghij', { isbn: 'advanced.error.isbn' }],
    ['category=koken', { category: 'advanced.error.category' }],
    ['lang=XX', { lang: 'advanced.error.lang' }],
    ['price_from=abc', { price_from: 'advanced.error.price' }],
    ['price_to=-5', { price_to: 'advanced.error.price' }],
    ['price_from=20&price_to=12,50', { price_to: 'advanced.error.price_range' }],
    [
      'title=de&isbn=1&price_from=x&price_to=y',
      {
        title: 'advanced.error.title_short',
        isbn: 'advanced.error.isbn',
        price_from: 'advanced.error.price',
        price_to: 'advanced.error.price',
      },
    ],
  ])('%s → a message next to the field', (query, errors) => {
    expect(errorsOf(query)).toEqual(errors);
  });

  it('keeps every value as typed for the form, also when a field is wrong', () => {
    const result = parse(
      'title=Meer%20zelfvertrouwen&author=Covey&price_from=abc&lang=EN&availability=orderable',
    );
    expect(result.status).toBe('invalid');
    expect(result.values).toMatchObject({
      title: 'Meer zelfvertrouwen',
      author: 'Covey',
      price_from: 'abc',
      lang: 'EN',
      availability: 'orderable',
      scope: 'sb',
    });
  });

  it('reads every criterion', () => {
    const result = parse(
      'q=mindfulness&title=%20Meer%20%20zelfvertrouwen%20&author=Stephen%20Covey&isbn=0-306-40615-2' +
        '&category=Psychologie&lang=en&price_from=12,50&price_to=%E2%82%AC%2020&availability=in_stock&scope=own',
    );
    expect(result).toMatchObject({
      status: 'ok',
      criteria: {
        q: 'mindfulness',
        title: { text: 'Meer zelfvertrouwen', words: ['meer', 'zelfvertrouwen'] },
        author: { text: 'Stephen Covey', words: ['stephen', 'covey'] },
        isbn: '9780306406157',
        category: 'psychologie',
        lang: 'EN',
        priceFromCents: 1250,
        priceToCents: 2000,
        availability: 'in_stock',
        scope: 'own',
      },
    });
  });

  it.each([
    ['isbn=978-94-930-0000-1', '9789493000001'],
    ['isbn=9789493000001', '9789493000001'],
    ['isbn=94-930-0000-1', '9789493000001'], // ISBN-10 with hyphens
    ['isbn=9493000001', '9789493000001'],
    ['isbn=ISBN%20978%2094%20930%200000%201', '9789493000001'],
    ['isbn=ISBN-10:%200-306-40615-2', '9780306406157'],
  ])('%s finds ISBN-13 %s', (query, isbn) => {
    const result = parse(query);
    expect(result.status === 'ok' && result.criteria.isbn).toBe(isbn);
  });

  it('accepts a title with a short word next to a long one, and a price range with equal ends', () => {
    expect(parse('title=De%20kracht').status).toBe('ok');
    expect(parse('price_from=15&price_to=15,00').status).toBe('ok');
    expect(parse('q=CD').status).toBe('ok');
  });

  it.each([
    ['title=abc&scope=all', 'sb'], // all-books shop not on offer
    ['title=abc&scope=nonsense', 'sb'],
    ['title=abc&scope=own', 'own'],
  ])('%s searches scope %s', (query, scope) => {
    const result = parse(query);
    expect(result.status === 'ok' && result.criteria.scope).toBe(scope);
  });

  it('offers all books when that shop is on', () => {
    const result = parse('title=abc&scope=all', { scopes: ['own', 'sb', 'all'] });
    expect(result.status === 'ok' && result.criteria.scope).toBe('all');
  });

  it('falls back to every availability for an unknown value', () => {
    const result = parse('title=abc&availability=soon');
    expect(result.status === 'ok' && result.criteria.availability).toBe('any');
  });

  it('cuts text longer than the form allows', () => {
    const result = parse(`title=${'a'.repeat(300)}`);
    expect(result.values.title).toHaveLength(100);
  });
});

describe('advancedSearchParams: the query every results link keeps', () => {
  it('holds only what is used, in the form notation', () => {
    const result = parse(
      'q=&title=%20Meer%20%20zelfvertrouwen&author=&isbn=94-930-0000-1&category=&lang=nl&price_from=12,5' +
        '&price_to=&availability=any&scope=own',
    );
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(advancedSearchParams(result.criteria)).toEqual({
      title: 'Meer zelfvertrouwen',
      isbn: '9789493000001',
      lang: 'NL',
      price_from: '12,50',
      scope: 'own',
    });
  });

  it('reads back to the same criteria', () => {
    const first = parse('author=Covey&price_to=20&availability=orderable&category=thrillers');
    expect(first.status).toBe('ok');
    if (first.status !== 'ok') return;
    const again = parse(new URLSearchParams(advancedSearchParams(first.criteria)).toString());
    expect(again.status === 'ok' && again.criteria).toEqual(first.criteria);
  });
});
