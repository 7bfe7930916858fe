import { describe, expect, it } from 'vitest';
import { bookLabelKey, bookLabels, isHiddenCategory, type LabelledBook, visibleKeywords } from './labels.ts';

const SOON = '9789021573403';
const book = (sku: string, sbEdition: string | null, stock: number): LabelledBook => ({
  sku,
  sbEdition,
  stock,
});

describe("bookLabels (spec 1 §2.5: 'Eigen uitgave', 'Binnenkort', 'Uitverkocht')", () => {
  it.each([
    ['an ordinary book', book('9789000000019', null, 1), SOON, []],
    ['an own edition', book('9789000000019', 'eigen uitgaven', 1), SOON, ['own_edition']],
    ['an own edition, other spelling', book('9789000000019', ' Eigen Uitgaven ', 1), SOON, ['own_edition']],
    ['another sb_edition', book('9789000000019', 'derden', 1), SOON, []],
    ['the sku in skuSoonAvailable', book(SOON, null, 0), SOON, ['soon']],
    ['sold out (stock 2)', book('9789000000019', null, 2), SOON, ['sold_out']],
    ['all three, in order', book(SOON, 'eigen uitgaven', 2), SOON, ['own_edition', 'soon', 'sold_out']],
    ['no skuSoonAvailable setting', book(SOON, null, 1), undefined, []],
    ['an empty skuSoonAvailable setting', book('', null, 1), '', []],
  ])('%s → %j', (_name, input, skuSoonAvailable, expected) => {
    expect(bookLabels(input, { skuSoonAvailable })).toEqual(expected);
  });

  it.each([
    ['own_edition', 'book.label.own_edition'],
    ['soon', 'book.label.soon'],
    ['sold_out', 'book.label.sold_out'],
  ] as const)('%s has text key %s', (label, key) => {
    expect(bookLabelKey(label)).toBe(key);
  });
});

describe("isHiddenCategory (spec 1 §5: 'eigen uitgaven' and 'nieuw' are hidden)", () => {
  it.each([
    ['eigen uitgaven', true],
    ['nieuw', true],
    ['Nieuw ', true],
    ['nieuwe boeken', false],
    ['zelfontwikkeling', false],
    ['', false],
  ])('%j → %s', (name, expected) => {
    expect(isHiddenCategory(name)).toBe(expected);
  });
});

describe("visibleKeywords (spec 1 §5: keywords starting with '!' are hidden)", () => {
  it.each([
    [
      ['lezing', 'workshop', '!evenement'],
      ['lezing', 'workshop'],
    ],
    [['!intern', ' !ook'], []],
    [
      ['mindfulness', 'wow!'],
      ['mindfulness', 'wow!'],
    ],
    [[], []],
  ])('%j → %j', (keywords, expected) => {
    expect(visibleKeywords(keywords)).toEqual(expected);
  });
});
