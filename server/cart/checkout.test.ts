// Issue 14: what the checkout asks of the cart — its id, the cart priced for an order (destination, staff's
// shipping settings, overruled discounts) and the cart emptied after the order (the wishlist stays).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '../../domain/money.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { newGuest, orderableBooks, storedLines } from './test-fixtures.ts';

describe.each(eachDatabase())('the cart for the checkout on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('prices the cart to the order and empties it afterwards', async () => {
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

    await cart.emptyCart(id!);
    expect(await storedLines(t.database.db, owner)).toEqual([]);
    const after = await cart.view(owner);
    expect(after.remark).toBe('');
    expect(after.counts).toEqual({ cart: 0, wishlist: 1 });
  });
});
