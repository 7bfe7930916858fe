// Issue 14: what the checkout asks of the cart — its id, the cart priced for an order (destination, staff's
// shipping settings, overruled discounts) and, after the order, only the ordered lines taken out of the cart:
// what was added or raised since stays (decision 526), the wishlist stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderedAmounts } from './checkout.ts';
import { cents } from '../../domain/money.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { newGuest, orderableBooks, storedLines } from '../../tests/support/cart-fixtures.ts';

describe.each(eachDatabase())('the cart for the checkout on %s', (kind) => {
  let t: TestServices;
  let statements = 0;
  beforeAll(async () => {
    t = await openTestServices(kind, { onQuery: () => statements++ });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('prices the cart to the order and takes the ordered lines out afterwards', async () => {
    const cart = t.services.cart;
    const owner = newGuest();
    expect(await cart.cartId(owner)).toBeNull();
    expect(await cart.checkoutCart(owner)).toBeNull();
    const [book, other] = await orderableBooks(t.database.db, 2);
    await cart.add(owner, book!.sku, 3, { clientIp: '192.0.2.40' });
    await cart.wishlist.add(owner, other!.sku, { clientIp: '192.0.2.40' });
    await cart.setRemark(owner, 'Graag inpakken');
    const id = await cart.cartId(owner);
    expect(id).not.toBeNull();

    const plain = (await cart.checkoutCart(owner))!;
    expect(plain.cartId).toBe(id);
    expect(plain.view.pricing.totalCents).toBe((await cart.view(owner)).pricing.totalCents);
    const abroad = (await cart.checkoutCart(owner, { countryCode: 'BE' }))!;
    expect(abroad.view.countryCode).toBe('BE');
    expect(abroad.view.pricing.shipping.rule).toBe('abroad');
    const custom = (await cart.checkoutCart(owner, {
      overrides: { customShippingCents: cents(250), noShippingRow: false },
    }))!;
    expect(custom.view.pricing.shipping).toMatchObject({ rule: 'custom', costCents: 250 });
    const overruled = (await cart.checkoutCart(owner, { overruled: new Map([[book!.sku, 40]]) }))!;
    expect(overruled.view.pricing.lines[0]).toMatchObject({
      discountPercent: 40,
      discountSource: 'overruled',
    });

    await cart.removeOrdered(id!, [
      { sku: book!.sku, amount: 3 },
      { sku: null, amount: 1 },
    ]);
    expect(await storedLines(t.database.db, owner)).toEqual([]);
    const after = await cart.view(owner);
    expect(after.remark).toBe('');
    expect(after.counts).toEqual({ cart: 0, wishlist: 1 });
  });

  it('keeps what was added or raised after the order was made, and takes out what went down', async () => {
    const cart = t.services.cart;
    const owner = newGuest();
    const [raised, kept, lowered, added] = await orderableBooks(t.database.db, 4);
    for (const [book, amount] of [
      [raised!, 5],
      [kept!, 2],
      [lowered!, 1],
      [added!, 1],
    ] as const)
      await cart.add(owner, book.sku, amount, { clientIp: '192.0.2.41' });
    const id = (await cart.cartId(owner))!;
    // Ordered: 2 of the first (raised to 5 since), 2 of the second, 3 of the third (lowered to 1 since).
    statements = 0;
    await cart.removeOrdered(id, [
      { sku: raised!.sku, amount: 2 },
      { sku: kept!.sku, amount: 2 },
      { sku: lowered!.sku, amount: 3 },
    ]);
    // Issue 33: three statements whatever the number of books (the lines that go, the lines that keep some, the
    // remark), not two per book.
    expect(statements).toBe(3);
    const left = await storedLines(t.database.db, owner);
    expect(left.map(({ sku, amount }) => ({ sku, amount }))).toEqual([
      { sku: raised!.sku, amount: 3 },
      { sku: added!.sku, amount: 1 },
    ]);
  });
});

describe('orderedAmounts', () => {
  it.each([
    { lines: [], expected: [] },
    { lines: [{ sku: null, amount: 1 }], expected: [] },
    { lines: [{ sku: 'A', amount: 2 }], expected: [['A', 2]] },
    {
      lines: [
        { sku: 'A', amount: 2 },
        { sku: 'B', amount: 1 },
        { sku: 'A', amount: 1 },
      ],
      expected: [
        ['A', 3],
        ['B', 1],
      ],
    },
    { lines: [{ sku: 'A', amount: 0 }], expected: [] },
  ])('$lines → $expected', ({ lines, expected }) => {
    expect([...orderedAmounts(lines)]).toEqual(expected);
  });
});
