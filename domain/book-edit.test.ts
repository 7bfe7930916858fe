// Issue 31 "Books" (decisions #680–#687): the staff book form's rules as tables — each field's wrong input and its
// Dutch message key, the typed values of a right form, the add form's ISBN and author rules, and the cover upload's
// refusals from the address.
import { describe, expect, it } from 'vitest';
import {
  bookFormValues,
  coverRefusalOf,
  coverUploadFormErrors,
  DEFAULT_ELEVATED_HEADER,
  isIsoDate,
  parseBookForm,
  parseNewBookForm,
} from './book-edit.ts';

const context = { vatRates: [9, 21] };
const RIGHT = {
  price: '19,95',
  vat: '9',
  fixed_price: 'on',
  stock: '0',
  stock_code: '32',
  supply_date: '2026-12-01',
  delivery: '3',
  description: 'Een boek.',
  category: '4',
  subcategory: '',
  alternative: '978-94-93000-04-9',
  elevated: 'on',
  elevated_header: '',
  sb_edition: 'eigen uitgaven',
  top: '',
};

describe('parseBookForm', () => {
  it('types a right form: cents, the ISBN-13 of the alternative, the default elevated header', () => {
    expect(parseBookForm(RIGHT, context)).toEqual({
      values: {
        priceInclCents: 1995,
        vatPerc: 9,
        fixedPrice: true,
        stock: 0,
        stockCode: 32,
        supplyDate: '2026-12-01',
        delivery: '3',
        description: 'Een boek.',
        categoryId: 4,
        subcategoryId: null,
        alternative: '9789493000049',
        elevated: true,
        elevatedHeader: DEFAULT_ELEVATED_HEADER,
        sbEdition: 'eigen uitgaven',
        top: false,
      },
    });
  });

  it('shows a stored book as the form does, and reads it back the same', () => {
    const parsed = parseBookForm(RIGHT, context);
    if (!('values' in parsed)) throw new Error('refused');
    expect(parseBookForm(bookFormValues(parsed.values), context)).toEqual(parsed);
  });

  it.each([
    ['price', 'gratis', 'beheer.books.error.price'],
    ['price', '0', 'beheer.books.error.price'],
    ['price', '-5', 'beheer.books.error.price'],
    ['price', '10000', 'beheer.books.error.price_max'],
    ['vat', '6', 'beheer.books.error.vat'],
    ['vat', '', 'beheer.books.error.vat'],
    ['stock', '3', 'beheer.books.error.stock'],
    ['stock_code', '77', 'beheer.books.error.stock_code'],
    ['stock_code', '', 'beheer.books.error.stock_code_needed'],
    ['supply_date', '2026-02-30', 'beheer.books.error.date'],
    ['supply_date', '01-12-2026', 'beheer.books.error.date'],
    ['delivery', 'x'.repeat(121), 'beheer.books.error.too_long'],
    ['category', 'fictie', 'beheer.books.error.category'],
    ['subcategory', '0', 'beheer.books.error.subcategory'],
    ['alternative', '9789493000048', 'beheer.books.error.isbn'],
    ['elevated_header', 'x'.repeat(121), 'beheer.books.error.too_long'],
  ])('%s %j → %s', (field, typed, key) => {
    const parsed = parseBookForm({ ...RIGHT, [field]: typed }, context);
    expect('errors' in parsed && parsed.errors[field]?.key).toBe(key);
  });

  it('takes an empty price (no price) and an empty stock code when the stock says it all', () => {
    const parsed = parseBookForm({ ...RIGHT, price: '', stock: '1', stock_code: '' }, context);
    expect('values' in parsed && parsed.values.priceInclCents).toBeNull();
    expect('values' in parsed && parsed.values.stockCode).toBeNull();
  });
});

describe('parseNewBookForm', () => {
  const NEW = { ...RIGHT, sku: '978-94-93000-04-9', title: 'Nieuw', subtitle: '', lang: 'NL' };

  it.each([
    [{ sku: '' }, 'sku', 'beheer.books.error.isbn_empty'],
    [{ sku: '9789493000048' }, 'sku', 'beheer.books.error.isbn'],
    [{ title: ' ' }, 'title', 'beheer.books.error.title'],
    [{ author_firstname: 'Anna' }, 'author_lastname', 'beheer.books.error.author'],
    [{ lang: 'nederlands' }, 'lang', 'beheer.books.error.lang'],
  ])('%j → %s %s', (over, field, key) => {
    const parsed = parseNewBookForm({ ...NEW, ...over }, context);
    expect('errors' in parsed && parsed.errors[field]?.key).toBe(key);
  });

  it('writes an ISBN-10 as its ISBN-13 and keeps the author by name', () => {
    const parsed = parseNewBookForm(
      {
        ...NEW,
        sku: '94-9300-004-4',
        author_firstname: 'Anna',
        author_prefix: 'van',
        author_lastname: 'Dijk',
      },
      context,
    );
    expect('values' in parsed && parsed.values.sku).toBe('9789493000049');
    expect('values' in parsed && parsed.values.author).toEqual({
      firstname: 'Anna',
      prefix: 'van',
      lastname: 'Dijk',
    });
  });
});

describe('dates and the cover upload', () => {
  it.each([
    ['2026-12-01', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-1-1', false],
  ])('isIsoDate(%s) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('knows the refusals the upload route sends back and nothing else', () => {
    expect(coverRefusalOf('te-groot')).toBe('te-groot');
    expect(coverRefusalOf('toString')).toBeNull();
    expect(coverRefusalOf(null)).toBeNull();
    expect(coverUploadFormErrors({ omslag: '' })).toEqual({ omslag: { key: 'beheer.books.cover.no_file' } });
    expect(coverUploadFormErrors({ omslag: 'omslag.jpg' })).toEqual({});
  });
});
