// Issue 13 #8: the cart, wishlist and shipping API through the whole app — every endpoint, the lw_guest cookie a
// guest's first add sets, price and owner fields refused with a 400 naming the field, no account or guest reaching
// another's cart, the merge at login and registration over the accounts API, and the OpenAPI document.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { fieldErrors, PASSWORD, sessionOf } from '../../tests/support/api-test-client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';

interface Client {
  /** lw_session=… or null */
  session: string | null;
  csrf: string | null;
  /** lw_guest=… or null */
  guest: string | null;
}

interface CartJson {
  lines: {
    sku: string;
    amount: number;
    priced: boolean;
    priceCents: number | null;
    lineTotalCents: number | null;
  }[];
  totals: { goodsTotalCents: number; totalCents: number; shipping: { costCents: number; rule: string } };
  counts: { cart: number; wishlist: number };
  remark: string;
  countryCode: string;
}

const newClient = (): Client => ({ session: null, csrf: null, guest: null });

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

describe.each(eachDatabase())('cart API on %s', (kind) => {
  let t: TestApp;
  let skus: string[];
  beforeAll(async () => {
    t = await openTestApp(kind);
    skus = (await orderableBooks(t.services.database.db, 6)).map((b) => b.sku);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A request as a browser-less client keeping its cookies (session, guest) and CSRF token. */
  const call = async (
    client: Client,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const cookie = [client.session, client.guest].filter(Boolean).join('; ');
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(client.csrf ? { 'x-csrf-token': client.csrf } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const c of setCookies(res)) {
      if (c.startsWith('lw_guest=')) client.guest = /^lw_guest=;/.test(c) ? null : c.split(';')[0]!;
    }
    return res;
  };
  const login = async (client: Client, email: string, password: string) => {
    const res = await call(client, 'POST', '/accounts/login', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionOf(res);
    client.session = session.cookie;
    client.csrf = session.csrf;
    return res.json() as { cartMerge: string };
  };
  const register = async (client: Client, email: string) => {
    const res = await call(client, 'POST', '/accounts/register', {
      firstname: 'Lotte',
      lastname: 'Visser',
      email,
      email2: email,
      password: PASSWORD,
      password2: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = sessionOf(res);
    client.session = session.cookie;
    client.csrf = session.csrf;
  };
  const cartOf = async (client: Client) => {
    const res = await call(client, 'GET', '/cart');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CartJson;
  };

  it('a guest’s first add sets the httpOnly lw_guest cookie; without it the cart is empty', async () => {
    const guest = newClient();
    expect((await cartOf(guest)).lines).toEqual([]);
    const res = await call(guest, 'POST', '/cart/lines', { sku: skus[0], amount: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(setCookies(res).find((c) => c.startsWith('lw_guest='))).toMatch(
      /^lw_guest=[\w-]{43}; Path=\/; Max-Age=5184000; HttpOnly; SameSite=Lax$/,
    );
    const body = res.json() as CartJson;
    expect(body.lines.map((l) => [l.sku, l.amount, l.priced])).toEqual([[skus[0], 2, true]]);
    expect(body.totals.totalCents).toBe(body.totals.goodsTotalCents + body.totals.shipping.costCents);
    // A second add keeps the cookie and adds to the line.
    const again = await call(guest, 'POST', '/cart/lines', { sku: skus[0] });
    expect(setCookies(again).some((c) => c.startsWith('lw_guest='))).toBe(false);
    expect((again.json() as CartJson).lines[0]!.amount).toBe(3);
    // A cookieless request sees nothing of it.
    expect((await cartOf(newClient())).lines).toEqual([]);
  });

  it('every cart and wishlist endpoint works for a signed-in customer, with the CSRF token', async () => {
    const anna = newClient();
    await register(anna, 'anna.api@voorbeeld.nl');
    const [a, b] = skus as [string, string];
    expect((await call(anna, 'POST', '/cart/lines', { sku: a, amount: 1 })).statusCode).toBe(200);
    expect((await call(anna, 'POST', '/cart/lines', { sku: b })).statusCode).toBe(200);
    const replaced = await call(anna, 'PUT', `/cart/lines/${a}`, { amount: 4 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as CartJson).counts.cart).toBe(5);
    const removed = await call(anna, 'DELETE', `/cart/lines/${b}`);
    expect((removed.json() as CartJson).lines.map((l) => l.sku)).toEqual([a]);
    expect((await call(anna, 'PUT', `/cart/lines/${b}`, { amount: 2 })).statusCode).toBe(404);
    expect(((await call(anna, 'PUT', '/cart/remark', { remark: 'Cadeau' })).json() as CartJson).remark).toBe(
      'Cadeau',
    );
    const abroad = (await call(anna, 'PUT', '/cart/country', { country: 'DE' })).json() as CartJson;
    expect([abroad.countryCode, abroad.totals.shipping.rule]).toEqual(['DE', 'abroad']);
    expect((await call(anna, 'PUT', '/cart/country', { country: 'XX' })).statusCode).toBe(400);

    const wished = await call(anna, 'POST', '/wishlist', { sku: b });
    expect(wished.statusCode, wished.body).toBe(200);
    expect((wished.json() as { counts: { wishlist: number } }).counts.wishlist).toBe(1);
    expect(
      ((await call(anna, 'GET', '/wishlist')).json() as { entries: { sku: string }[] }).entries,
    ).toMatchObject([{ sku: b }]);
    const moved = await call(anna, 'POST', `/wishlist/${b}/move-to-cart`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as CartJson).counts).toEqual({ cart: 5, wishlist: 0 });
    expect((await call(anna, 'POST', `/wishlist/${b}/move-to-cart`)).statusCode).toBe(404);
    await call(anna, 'POST', '/wishlist', { sku: a });
    expect(((await call(anna, 'DELETE', `/wishlist/${a}`)).json() as { counts: object }).counts).toEqual({
      cart: 5,
      wishlist: 0,
    });
    // Without the CSRF token a signed-in write is refused.
    const noToken = await call({ ...anna, csrf: null }, 'POST', '/cart/lines', { sku: a });
    expect(noToken.statusCode).toBe(403);
  });

  it('refuses fields for prices, discounts, VAT, shipping, totals and owners, naming each', async () => {
    const guest = newClient();
    const refused = [
      'price',
      'priceCents',
      'discount',
      'discountPercent',
      'vat',
      'vatPercent',
      'shipping',
      'shippingCents',
      'total',
      'lineTotalCents',
      'userId',
      'cartId',
      'guestToken',
    ];
    for (const field of refused) {
      const res = await call(guest, 'POST', '/cart/lines', { sku: skus[0], amount: 1, [field]: 1 });
      expect(res.statusCode, field).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const errors = fieldErrors(res);
      expect(Object.keys(errors), field).toEqual([field]);
      expect(errors[field]).toContain(`Het veld ${field} wordt niet aangenomen`);
    }
    const put = await call(guest, 'PUT', `/cart/lines/${skus[0]}`, { amount: 1, priceCents: 1 });
    expect(fieldErrors(put)).toHaveProperty('priceCents');
    const remark = await call(guest, 'PUT', '/cart/remark', { remark: 'x', total: 0 });
    expect(fieldErrors(remark)).toHaveProperty('total');
    // Nothing was stored by any of them.
    expect(guest.guest).toBeNull();
    // Amounts outside 1–999 and query parameters a route does not know.
    for (const amount of [0, 1000, 2.5, '3'])
      expect(
        (await call(guest, 'POST', '/cart/lines', { sku: skus[0], amount })).statusCode,
        String(amount),
      ).toBe(400);
    expect((await call(guest, 'GET', '/cart?userId=1')).statusCode).toBe(400);
  });

  it('no account or guest reaches another’s cart: two accounts and a guest', async () => {
    const [a, b, c] = skus as [string, string, string];
    const anna = newClient();
    const bram = newClient();
    const guest = newClient();
    await register(anna, 'anna.eigenaar@voorbeeld.nl');
    await register(bram, 'bram.eigenaar@voorbeeld.nl');
    await call(anna, 'POST', '/cart/lines', { sku: a, amount: 2 });
    await call(anna, 'POST', '/wishlist', { sku: b });
    await call(guest, 'POST', '/cart/lines', { sku: c, amount: 1 });

    for (const stranger of [bram, newClient()]) {
      expect((await cartOf(stranger)).lines).toEqual([]);
      await call(stranger, 'PUT', `/cart/lines/${a}`, { amount: 9 });
      await call(stranger, 'DELETE', `/cart/lines/${a}`);
      await call(stranger, 'DELETE', `/cart/lines/${c}`);
      await call(stranger, 'DELETE', `/wishlist/${b}`);
      await call(stranger, 'POST', `/wishlist/${b}/move-to-cart`);
    }
    // An id in a body is refused; the session decides.
    expect((await call(bram, 'POST', '/cart/lines', { sku: a, cartId: 1 })).statusCode).toBe(400);
    // A forged guest cookie reaches nothing.
    const forged = { ...newClient(), guest: `lw_guest=${'A'.repeat(43)}` };
    expect((await cartOf(forged)).lines).toEqual([]);

    expect((await cartOf(anna)).lines.map((l) => [l.sku, l.amount])).toEqual([[a, 2]]);
    expect((await cartOf(anna)).counts.wishlist).toBe(1);
    expect((await cartOf(guest)).lines.map((l) => [l.sku, l.amount])).toEqual([[c, 1]]);
    // Bram's own cart stayed empty (the strangers' writes made nothing).
    expect((await cartOf(bram)).counts).toEqual({ cart: 0, wishlist: 0 });
  });

  it('login merges the guest cart (cookie cleared) or asks to compare; the choice resolves it', async () => {
    const reseller = DEMO_ACCOUNTS.find((x) => x.role === 'wederverkoper')!;
    const klant = DEMO_ACCOUNTS.find((x) => x.role === 'klant')!;
    const [a, b] = skus.slice(3) as [string, string];

    const first = newClient();
    await call(first, 'POST', '/cart/lines', { sku: a, amount: 5 });
    expect(await login(first, reseller.email, reseller.password)).toMatchObject({ cartMerge: 'merged' });
    expect(first.guest).toBeNull();
    const merged = await cartOf(first);
    expect(merged.lines.map((l) => [l.sku, l.amount])).toEqual([[a, 5]]);

    const second = newClient();
    await call(second, 'POST', '/cart/lines', { sku: b, amount: 1 });
    expect(await login(second, klant.email, klant.password)).toMatchObject({ cartMerge: 'compare' });
    expect(second.guest).not.toBeNull();
    const compare = await call(second, 'GET', '/cart/compare');
    expect(compare.statusCode, compare.body).toBe(200);
    const both = compare.json() as { guest: CartJson; saved: CartJson };
    expect(both.guest.lines.map((l) => l.sku)).toEqual([b]);
    expect(both.saved.lines.length).toBe(2);
    const chosen = await call(second, 'POST', '/cart/compare', { choice: 'merge' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((chosen.json() as CartJson).lines.map((l) => l.sku)).toContain(b);
    expect(second.guest).toBeNull();
    expect((await call(second, 'GET', '/cart/compare')).statusCode).toBe(404);
    expect((await call(newClient(), 'GET', '/cart/compare')).statusCode).toBe(401);
    // Logout clears a guest cookie too.
    const out = await call(second, 'POST', '/accounts/logout', {});
    expect(out.statusCode).toBe(204);
  });

  it('registering moves the guest cart into the new account', async () => {
    const guest = newClient();
    await call(guest, 'POST', '/cart/lines', { sku: skus[1], amount: 3 });
    await register(guest, 'nieuw.met.wagentje@voorbeeld.nl');
    expect(guest.guest).toBeNull();
    expect((await cartOf(guest)).lines.map((l) => [l.sku, l.amount])).toEqual([[skus[1], 3]]);
  });

  it('quotes shipping for a country and a weight, and lists the countries', async () => {
    const nl = await call(newClient(), 'GET', '/shipping/quote?country=NL&weight=400');
    expect(nl.statusCode, nl.body).toBe(200);
    expect(nl.json()).toMatchObject({ countryCode: 'NL', costCents: 495, rule: 'letter', parcelType: 1 });
    const be = await call(newClient(), 'GET', '/shipping/quote?country=BE&weight=2100');
    expect(be.json()).toMatchObject({ costCents: 1095 + 3 * 150, rule: 'abroad' });
    const bad = await call(newClient(), 'GET', '/shipping/quote?country=XX&weight=100');
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toHaveProperty('country');
    expect((await call(newClient(), 'GET', '/shipping/quote?country=NL&weight=zwaar')).statusCode).toBe(400);
    const countries = (await call(newClient(), 'GET', '/countries')).json() as {
      code: string;
      name: string;
    }[];
    expect(countries.find((c) => c.code === 'AN')?.name).toBe('Nederlandse Antillen');
    expect(countries.length).toBeGreaterThan(40);
  });

  it('the OpenAPI document lists every cart, wishlist and shipping endpoint', async () => {
    const doc = (await call(newClient(), 'GET', '/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((op) => `${op.toUpperCase()} ${path}`),
    );
    for (const route of [
      'GET /cart',
      'POST /cart/lines',
      'PUT /cart/lines/{sku}',
      'DELETE /cart/lines/{sku}',
      'PUT /cart/remark',
      'PUT /cart/country',
      'GET /cart/compare',
      'POST /cart/compare',
      'GET /wishlist',
      'POST /wishlist',
      'DELETE /wishlist/{sku}',
      'POST /wishlist/{sku}/move-to-cart',
      'GET /shipping/quote',
      'GET /countries',
    ])
      expect(listed, route).toContain(route);
  });
});
