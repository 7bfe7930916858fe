import { describe, expect, it } from 'vitest';
import {
  deliveryDays,
  renderStockText,
  showsForeignDeliveryTooltip,
  stockText,
  type StockTextBook,
  type TextPart,
} from './stock-texts.ts';

const book = (stock: number, stockCode: number | null, over: Partial<StockTextBook> = {}): StockTextBook => ({
  stock,
  stockCode,
  delivery: null,
  supplyDate: null,
  releaseDate: '2020-03-01',
  ...over,
});

const expectedOn = (date: string): TextPart => ({ key: 'stock.expected_on', params: { date } });
const orderNow: TextPart = { key: 'stock.order_now' };

// The Dutch texts as spec 1 §9 quotes them (the defaults in server/content/texts/spec.nl.ts).
const nl = {
  'stock.sold_out': 'Uitverkocht',
  'stock.not_in_assortment': 'Niet of niet meer in assortiment',
  'stock.delivery_1_3': 'Levertijd: 1-3 werkdagen',
  'stock.delivery_7_9': 'Levertijd: 7-9 werkdagen',
  'stock.delivery_n': 'Levertijd: {from}-{to} werkdagen',
  'stock.not_yet_published': 'Nog niet verschenen',
  'stock.reprint': 'In herdruk',
  'stock.expected_on': ', verwacht op {date}',
  'stock.order_now': ', nu te bestellen',
  'stock.temporarily_unavailable': '(Tijdelijk) niet leverbaar',
  'stock.available_within_7_days': 'Binnen 7 dagen weer leverbaar',
};

const assortmentCodes = [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52];

describe('stockText (spec 1 §9, DESIGN "Stock and delivery texts")', () => {
  it.each<[string, StockTextBook, boolean, TextPart[], string]>([
    // Stock 2 overrides every code.
    ['stock 2, no code', book(2, null), false, [{ key: 'stock.sold_out' }], 'Uitverkocht'],
    ['stock 2, code 21', book(2, 21), false, [{ key: 'stock.sold_out' }], 'Uitverkocht'],
    [
      'stock 2, code 10 with a date',
      book(2, 10, { supplyDate: '2027-01-12' }),
      true,
      [{ key: 'stock.sold_out' }],
      'Uitverkocht',
    ],
    // 10: not yet published, with the expected date and ', nu te bestellen' when orderable.
    [
      'code 10 with a supply date',
      book(0, 10, { supplyDate: '2027-01-12' }),
      false,
      [{ key: 'stock.not_yet_published' }, expectedOn('12-01-2027')],
      'Nog niet verschenen, verwacht op 12-01-2027',
    ],
    [
      'code 10 orderable',
      book(1, 10, { supplyDate: '2027-01-12' }),
      true,
      [{ key: 'stock.not_yet_published' }, expectedOn('12-01-2027'), orderNow],
      'Nog niet verschenen, verwacht op 12-01-2027, nu te bestellen',
    ],
    [
      'code 10 with only a release date',
      book(0, 10, { releaseDate: '2026-09-01' }),
      false,
      [{ key: 'stock.not_yet_published' }, expectedOn('01-09-2026')],
      'Nog niet verschenen, verwacht op 01-09-2026',
    ],
    [
      'code 10 without any date',
      book(0, 10, { releaseDate: null }),
      false,
      [{ key: 'stock.not_yet_published' }],
      'Nog niet verschenen',
    ],
    // 20 and 21: 1-3 working days, or n+2 to n+4 with a numeric delivery value.
    ['code 20', book(0, 20), false, [{ key: 'stock.delivery_1_3' }], 'Levertijd: 1-3 werkdagen'],
    ['code 21', book(0, 21), true, [{ key: 'stock.delivery_1_3' }], 'Levertijd: 1-3 werkdagen'],
    [
      'code 21, delivery 2',
      book(1, 21, { delivery: '2' }),
      true,
      [{ key: 'stock.delivery_n', params: { from: 4, to: 6 } }],
      'Levertijd: 4-6 werkdagen',
    ],
    [
      'code 20, delivery 5',
      book(0, 20, { delivery: '5' }),
      false,
      [{ key: 'stock.delivery_n', params: { from: 7, to: 9 } }],
      'Levertijd: 7-9 werkdagen',
    ],
    [
      'code 21, delivery "ca. 2" (not numeric)',
      book(0, 21, { delivery: 'ca. 2' }),
      true,
      [{ key: 'stock.delivery_1_3' }],
      'Levertijd: 1-3 werkdagen',
    ],
    // 22 and 23: 7-9 working days (a delivery value does not apply).
    ['code 22', book(0, 22), true, [{ key: 'stock.delivery_7_9' }], 'Levertijd: 7-9 werkdagen'],
    [
      'code 23, delivery 2',
      book(0, 23, { delivery: '2' }),
      true,
      [{ key: 'stock.delivery_7_9' }],
      'Levertijd: 7-9 werkdagen',
    ],
    ['code 30', book(0, 30), true, [{ key: 'stock.temporarily_unavailable' }], '(Tijdelijk) niet leverbaar'],
    [
      'code 31',
      book(0, 31),
      false,
      [{ key: 'stock.available_within_7_days' }],
      'Binnen 7 dagen weer leverbaar',
    ],
    // 32: reprint, with the supply date (not the first edition's release date).
    [
      'code 32 orderable',
      book(0, 32, { supplyDate: '2026-06-29' }),
      true,
      [{ key: 'stock.reprint' }, expectedOn('29-06-2026'), orderNow],
      'In herdruk, verwacht op 29-06-2026, nu te bestellen',
    ],
    [
      'code 32 not orderable (too far ahead)',
      book(0, 32, { supplyDate: '2026-10-01' }),
      false,
      [{ key: 'stock.reprint' }, expectedOn('01-10-2026')],
      'In herdruk, verwacht op 01-10-2026',
    ],
    [
      'code 32 without a supply date',
      book(0, 32),
      true,
      [{ key: 'stock.reprint' }, orderNow],
      'In herdruk, nu te bestellen',
    ],
    // Unknown codes and stock 0 without a code.
    [
      'code 11 (not mapped)',
      book(0, 11),
      false,
      [{ key: 'stock.not_in_assortment' }],
      nl['stock.not_in_assortment'],
    ],
    [
      'code 99 (not mapped)',
      book(0, 99),
      false,
      [{ key: 'stock.not_in_assortment' }],
      nl['stock.not_in_assortment'],
    ],
    [
      'stock 0, no code',
      book(0, null),
      false,
      [{ key: 'stock.not_in_assortment' }],
      nl['stock.not_in_assortment'],
    ],
    // Stock 1 without a code reads as available.
    ['stock 1, no code', book(1, null), true, [{ key: 'stock.delivery_1_3' }], 'Levertijd: 1-3 werkdagen'],
    [
      'stock 1, no code, delivery 3',
      book(1, null, { delivery: '3' }),
      true,
      [{ key: 'stock.delivery_n', params: { from: 5, to: 7 } }],
      'Levertijd: 5-7 werkdagen',
    ],
  ])('%s → %j', (_name, input, orderable, parts, dutch) => {
    const message = stockText(input, { orderable });
    expect(message).toEqual({ parts });
    expect(renderStockText(nl, message)).toBe(dutch);
  });

  it.each(assortmentCodes)('code %i → Niet of niet meer in assortiment', (code) => {
    expect(stockText(book(0, code), { orderable: false })).toEqual({
      parts: [{ key: 'stock.not_in_assortment' }],
    });
  });

  it('ignores orderable for codes other than 10 and 32', () => {
    for (const code of [20, 21, 22, 23, 30, 31, 40]) {
      const parts = stockText(book(0, code), { orderable: true }).parts;
      expect(parts.map((p) => p.key)).not.toContain('stock.order_now');
    }
  });

  it('shows the key itself when a text is missing, so the gap is visible', () => {
    expect(renderStockText({}, stockText(book(0, 30), { orderable: false }))).toBe(
      'stock.temporarily_unavailable',
    );
  });
});

describe('deliveryDays (the numeric delivery value n)', () => {
  it.each([
    ['2', 2],
    [' 5 ', 5],
    ['12', 12],
    ['0', null],
    ['', null],
    ['2-3', null],
    ['ca. 2', null],
    [null, null],
  ])('%j → %s', (input, expected) => {
    expect(deliveryDays(input)).toBe(expected);
  });
});

describe('showsForeignDeliveryTooltip (spec 1 §2.6 and §9: foreign books, except stock code 21)', () => {
  it.each([
    ['NL', 22, false],
    ['nl', null, false],
    ['EN', 22, true],
    ['EN', null, true],
    ['DE', 10, true],
    ['EN', 21, false],
    ['FR', 21, false],
    ['', 22, false],
    [null, 22, false],
  ])('lang %j, code %s → %s', (lang, stockCode, expected) => {
    expect(showsForeignDeliveryTooltip({ lang, stockCode })).toBe(expected);
  });
});
