// Decision 362: the content key of an order changes with every money-relevant change and with nothing else.
import { describe, expect, it } from 'vitest';
import { type OrderContentLine, orderContentKey } from './order-content.ts';

const book: OrderContentLine = {
  position: 1,
  kind: 'book',
  sku: '9789493000001',
  amount: 2,
  unitPriceCents: 1999,
  discountPercent: 0,
  discountCents: 0,
  vatPercent: 9,
  vatCents: 330,
  totalCents: 3998,
};
const other: OrderContentLine = { ...book, position: 2, sku: '9789014814827', amount: 1, totalCents: 1999 };
const shipping: OrderContentLine = {
  ...book,
  position: 3,
  kind: 'shipping',
  sku: null,
  amount: 1,
  unitPriceCents: 0,
  vatCents: 0,
  totalCents: 0,
};

describe('orderContentKey', () => {
  const base = orderContentKey([book, other, shipping], 5997);

  it('is the same for the same content, whatever order the lines come in', () => {
    expect(orderContentKey([shipping, other, book], 5997)).toBe(base);
  });

  it.each<[string, OrderContentLine[], number]>([
    ['another book, same total', [{ ...book, sku: '9789000000002' }, other, shipping], 5997],
    [
      'one copy more and one less elsewhere',
      [{ ...book, amount: 3 }, { ...other, amount: 0 }, shipping],
      5997,
    ],
    [
      'a discount',
      [{ ...book, discountPercent: 10, discountCents: 400, totalCents: 3598 }, other, shipping],
      5597,
    ],
    ['shipping charged (8,45)', [book, other, { ...shipping, unitPriceCents: 845, totalCents: 845 }], 6842],
    ['a line fewer', [book, shipping], 3998],
    ['another VAT rate', [{ ...book, vatPercent: 21, vatCents: 694 }, other, shipping], 5997],
    ['another total only', [book, other, shipping], 5998],
  ])('changes with %s', (_name, lines, total) => {
    expect(orderContentKey(lines, total)).not.toBe(base);
  });
});
