// Table tests of the fixed book price (decision 630): the Wet op de vaste boekenprijs and the Besluit's quantity
// exception, for a consumer and a reseller.
import { describe, expect, it } from 'vitest';
import { applyFixedBookPrice, maxFixedPriceDiscount } from './fixed-book-price.ts';

const consumer = { isReseller: false };
const reseller = { isReseller: true };

describe('maxFixedPriceDiscount', () => {
  it.each<[string, boolean, boolean, number, number]>([
    ['a consumer, one copy of a fixed-price book: no discount', true, false, 1, 0],
    ['a consumer, 9 copies: still none (Besluit art. 1 starts at 10)', true, false, 9, 0],
    ['a consumer, 10 copies: at most 5 % (Besluit art. 1 lid 1 a)', true, false, 10, 5],
    ['a consumer, 29 copies: at most 5 %', true, false, 29, 5],
    ['a consumer, 30 copies: at most 10 % (art. 1 lid 1 b)', true, false, 30, 10],
    ['a consumer, 99 copies: at most 10 %', true, false, 99, 10],
    ['a consumer, 100 copies: any discount (art. 1 lid 2)', true, false, 100, 100],
    ['a reseller is no end buyer: no limit', true, true, 1, 100],
    ['the publisher ended the fixed price (flag off): no limit', false, false, 1, 100],
    ['a line being removed (0 copies) of a fixed-price book: none', true, false, 0, 0],
  ])('%s', (_name, fixedPrice, isReseller, amount, max) => {
    expect(maxFixedPriceDiscount({ fixedPrice, amount }, { isReseller })).toBe(max);
  });
});

describe('applyFixedBookPrice', () => {
  it.each<[string, number, boolean, number, { isReseller: boolean }, number, boolean]>([
    ['a consumer\u2019s 10 % standard discount on 2 copies is refused', 10, true, 2, consumer, 0, true],
    ['no discount wanted: nothing to limit', 0, true, 1, consumer, 0, false],
    ['a 20 % rule on 10 copies is cut to 5 %', 20, true, 10, consumer, 5, true],
    ['a 3 % discount on 10 copies stays', 3, true, 10, consumer, 3, false],
    ['a 40 % overruled discount on 30 copies is cut to 10 %', 40, true, 30, consumer, 10, true],
    ['a reseller keeps 30 % on a fixed-price book', 30, true, 5, reseller, 30, false],
    ['a consumer keeps 10 % on a book without a fixed price', 10, false, 2, consumer, 10, false],
  ])('%s', (_name, wanted, fixedPrice, amount, buyer, percent, limited) => {
    expect(applyFixedBookPrice(wanted, { fixedPrice, amount }, buyer)).toEqual({ percent, limited });
  });
});
