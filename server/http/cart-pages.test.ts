// The cart and wishlist pages as a browser without JavaScript uses them (issue 13): every form post of
// POST /shoppingcart and POST /wishlist through the whole app (fastify.inject), with the page's CSRF token, the
// lw_guest cookie the server sets, and the 303s; the merge at login and registration, logout; the header counters.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatEuro } from '../../domain/money.ts';
import { AMOUNT_NOT_WHOLE } from '../../domain/cart-lines.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { browser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';

const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

type Browser = ReturnType<typeof browser>;
interface Book {
  sku: string;
  priceCents: number;
  weightG: number;
}

/** The amount field of a line, as the page renders it. */
function amountField(html: string, sku: string): string | undefined {
  return new RegExp(`<input[^>]*id="cart-amount-${sku}"[^>]*>`).exec(html)?.[0];
}

describe.each(eachDatabase())('cart and wishlist pages without JavaScript on %s', (kind) => {
  let t: TestApp;
  let cheap: Book; // 19,50–19,99 and light: the free-shipping note and the letter rate
  let books: Book[];
  beforeAll(async () => {
    t = await openTestApp(kind);
    const db = t.services.database.db;
    const [found] = await orderableBooks(
      db,
      1,
      sql`price_incl_cents between 1950 and 1999 and weight_g between 1 and 500`,
    );
    books = await orderableBooks(
      db,
      4,
      sql`price_incl_cents between 2000 and 3000 and weight_g between 1 and 500 and sku <> ${found?.sku ?? ''}`,
    );
    if (!found || books.length < 4) throw new Error('the demo catalogue lacks the books these tests need');
    cheap = found;
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => t;

  /** A no-JS add from a card: no token, back to the list it came from. */
  const add = (b: Browser, sku: string, back = '/category/zelfontwikkeling') =>
    b.post('/shoppingcart', { intent: 'add', sku, back });

  /** A form on the cart page: its token and the fields. */
  async function cartPost(b: Browser, fields: Record<string, string>) {
    const page = await b.get('/shoppingcart');
    return b.post('/shoppingcart', { _csrf: tokenOf(page.body), back: '/shoppingcart', ...fields });
  }

  it('adds without a token: 303 back with toegevoegd, the httpOnly lw_guest cookie, the line and the counter', async () => {
    const b = browser(app);
    const res = await add(b, cheap.sku);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/category/zelfontwikkeling?toegevoegd=${cheap.sku}`);
    expect(String(res.headers['set-cookie'])).toMatch(
      /lw_guest=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=5184000; HttpOnly; SameSite=Lax/,
    );
    const page = await b.get('/shoppingcart');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(amountField(page.body, cheap.sku)).toContain('value="1"');
    // Header counter (spec 1 §2.2), rendered on the server.
    expect(visibleText(page.body)).toContain('1 artikelen');
  });

  it('prices one book under 20 euro: letter rate, the total, VAT, and the free-shipping note between 19,50 and 20', async () => {
    const b = browser(app);
    await add(b, cheap.sku);
    const text = visibleText((await b.get('/shoppingcart')).body);
    const letter = await t.services.settings.get('shippingLetter');
    const shipping = Number(letter ?? 495);
    expect(text).toContain(`Artikelen ${formatEuro(cheap.priceCents)}`);
    expect(text).toContain(`Verzendkosten Brievenbuspakje naar Nederland ${formatEuro(shipping)}`);
    expect(text).toContain(`Totaal ${formatEuro(cheap.priceCents + shipping)}`);
    expect(text).toMatch(/waarvan btw 9% € \d+,\d\d/);
    expect(text).toContain(
      `Bestel nog voor ${formatEuro(2000 - cheap.priceCents)} en we versturen je bestelling gratis (gratis verzending vanaf € 20,00).`,
    );
    // A second book passes 20 euro: free shipping, no note, and the mixed-delivery notice (two lines).
    await add(b, books[0]!.sku);
    const two = visibleText((await b.get('/shoppingcart')).body);
    expect(two).toContain('Verzendkosten Gratis verzending binnen Nederland Gratis');
    expect(two).toContain(`Totaal ${formatEuro(cheap.priceCents + books[0]!.priceCents)}`);
    expect(two).not.toContain('Bestel nog voor');
    expect(two).toContain('Let op: je bestelling gaat in één zending de deur uit');
  });

  it('replaces an amount; bad input gets the Dutch message next to the field, what was typed kept, nothing changed', async () => {
    const b = browser(app);
    const [a, c] = books as [Book, Book];
    await add(b, a.sku);
    await add(b, c.sku);
    const ok = await cartPost(b, { intent: 'replace', sku: a.sku, amount: '3' });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/shoppingcart');
    const bad = await cartPost(b, { intent: 'replace', sku: c.sku, amount: '2,5' });
    expect(bad.statusCode).toBe(400);
    expect(visibleText(bad.body)).toContain(AMOUNT_NOT_WHOLE);
    expect(amountField(bad.body, c.sku)).toContain('value="2,5"');
    expect(amountField(bad.body, c.sku)).toContain('aria-invalid="true"');
    expect(amountField(bad.body, a.sku)).toContain('value="3"');
    const tooMany = await cartPost(b, { intent: 'replace', sku: c.sku, amount: '1000' });
    expect(tooMany.statusCode).toBe(400);
    expect(visibleText(tooMany.body)).toContain('hoogstens 999');
    const page = await b.get('/shoppingcart');
    expect(amountField(page.body, a.sku)).toContain('value="3"');
    expect(amountField(page.body, c.sku)).toContain('value="1"');
    expect(visibleText(page.body)).toContain('4 artikelen');
  });

  it('asks before deleting at 0 or empty (Annuleer / Verwijder), then removes on Verwijder', async () => {
    const b = browser(app);
    const [a, c] = books as [Book, Book];
    await add(b, a.sku);
    await add(b, c.sku);
    for (const amount of ['0', '', ' 00 ']) {
      const asked = await cartPost(b, { intent: 'replace', sku: a.sku, amount });
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toMatch(/<dialog open=""[^>]*aria-labelledby/);
      const text = visibleText(asked.body);
      expect(text).toContain('Verwijderen uit je winkelwagentje?');
      expect(text).toMatch(/Annuleer Verwijder/);
      expect(amountField(asked.body, c.sku)).toContain('value="1"');
      // Annuleer is a link back to the cart; nothing was changed.
      expect(asked.body).toMatch(/<a[^>]*href="\/shoppingcart"[^>]*>Annuleer<\/a>/);
    }
    expect(amountField((await b.get('/shoppingcart')).body, a.sku)).toContain('value="1"');
    const removed = await cartPost(b, { intent: 'remove', sku: a.sku });
    expect(removed.statusCode).toBe(303);
    const page = await b.get('/shoppingcart');
    expect(amountField(page.body, a.sku)).toBeUndefined();
    expect(amountField(page.body, c.sku)).toBeDefined();
    // Spec 3 §4: a removed line is kept as deletedx with amount 0, and hidden.
    const [row] = await queryRows<{ amount: number; status: string }>(
      t.services.database.db,
      sql`select l.amount, l.status from cart_lines l join carts c on c.id = l.cart_id
          where c.guest_token_hash is not null and l.sku = ${a.sku} order by c.id desc limit 1`,
    );
    expect(row).toEqual({ amount: 0, status: 'deletedx' });
    const last = await cartPost(b, { intent: 'remove', sku: c.sku });
    expect(last.statusCode).toBe(303);
    const empty = visibleText((await b.get('/shoppingcart')).body);
    expect(empty).toContain('Er staat nog niets in je winkelwagentje Verder winkelen');
  });

  it('keeps the remark, refuses one too long with the text kept, and goes to the checkout step with it', async () => {
    const b = browser(app);
    await add(b, books[1]!.sku);
    const saved = await cartPost(b, { intent: 'remark', remark: 'Graag bij de buren afgeven' });
    expect(saved.statusCode).toBe(303);
    expect((await b.get('/shoppingcart')).body).toContain('Graag bij de buren afgeven</textarea>');
    const long = 'x'.repeat(501);
    const refused = await cartPost(b, { intent: 'remark', remark: long });
    expect(refused.statusCode).toBe(400);
    expect(visibleText(refused.body)).toContain('Je opmerking is te lang');
    expect(refused.body).toContain(`${long}</textarea>`);
    const onward = await cartPost(b, { intent: 'remark', remark: 'Voor de deur', continue: 'client' });
    expect(onward.statusCode).toBe(302);
    expect(onward.headers.location).toBe('/shoppingcart/client');
    const step = await b.get('/shoppingcart/client');
    expect(step.statusCode).toBe(200);
    expect(visibleText(step.body)).toContain('Vul je bestelgegevens in');
    expect((await b.get('/shoppingcart')).body).toContain('Voor de deur</textarea>');
  });

  it('recomputes shipping for another country, and refuses an unknown one', async () => {
    const b = browser(app);
    await add(b, books[2]!.sku);
    const moved = await cartPost(b, { intent: 'country', country: 'BE' });
    expect(moved.statusCode).toBe(303);
    const page = await b.get('/shoppingcart');
    expect(page.body).toMatch(/<option value="BE" selected="">België<\/option>/);
    expect(visibleText(page.body)).toMatch(/Verzendkosten Pakket naar België € \d+,\d\d/);
    const unknown = await cartPost(b, { intent: 'country', country: 'XX' });
    expect(unknown.statusCode).toBe(400);
    expect(visibleText(unknown.body)).toContain('Kies een land uit de lijst.');
  });

  it('lists the countries by name with Nederland chosen for a new cart', async () => {
    const b = browser(app);
    await add(b, books[0]!.sku);
    const html = (await b.get('/shoppingcart')).body;
    const names = [...html.matchAll(/<option value="[A-Z]{2}"[^>]*>([^<]+)<\/option>/g)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(20);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'nl')));
    expect(html).toMatch(/<option value="NL" selected="">Nederland<\/option>/);
  });

  it('refuses every intent but add without the page token (403, nothing changed)', async () => {
    const b = browser(app);
    const [a] = books as [Book];
    await add(b, a.sku);
    const refused: Record<string, string>[] = [
      { intent: 'replace', sku: a.sku, amount: '5' },
      { intent: 'remove', sku: a.sku },
      { intent: 'remark', remark: 'zonder token' },
      { intent: 'country', country: 'BE' },
      { intent: 'merge-choice', choice: 'merge' },
    ];
    for (const fields of refused) {
      const res = await b.post('/shoppingcart', { ...fields, back: '/shoppingcart' });
      expect(res.statusCode, fields.intent).toBe(403);
      expect(visibleText(res.body)).toContain('Je formulier was verlopen');
    }
    for (const intent of ['remove', 'move']) {
      const res = await b.post('/wishlist', { intent, sku: a.sku, back: '/wishlist' });
      expect(res.statusCode, intent).toBe(403);
    }
    const page = await b.get('/shoppingcart');
    expect(amountField(page.body, a.sku)).toContain('value="1"');
    expect(page.body).not.toContain('zonder token');
    expect(page.body).toMatch(/<option value="NL" selected="">/);
    // A post from another site is refused before any action, add included.
    const cross = await b.post(
      '/shoppingcart',
      { intent: 'add', sku: a.sku, back: '/' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.statusCode).toBe(403);
  });

  it('refuses a book that cannot be ordered: back with fout=sku, nothing in the cart', async () => {
    const b = browser(app);
    const [soldOut] = await queryRows<{ sku: string }>(
      t.services.database.db,
      sql`select sku from books where stock = 2 order by id limit 1`,
    );
    const res = await add(b, soldOut!.sku, '/new-books');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/new-books?toegevoegd=${soldOut!.sku}&fout=sku`);
    expect(b.jar.has('lw_guest')).toBe(false);
  });

  it('answers a script with data instead of a redirect (Sec-Fetch-Mode: cors)', async () => {
    const b = browser(app);
    const res = await b.post(
      '/shoppingcart.data',
      { intent: 'add', sku: books[0]!.sku, back: '/' },
      { 'sec-fetch-mode': 'cors' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/"kind","ok"/);
    expect(res.body).toContain(books[0]!.sku);
    expect(b.jar.has('lw_guest')).toBe(true);
  });

  it('keeps a wishlist without duplicates, moves a book to the cart and removes one', async () => {
    const b = browser(app);
    const [a, c] = books as [Book, Book];
    for (const sku of [a.sku, a.sku, c.sku]) {
      const res = await b.post('/wishlist', { intent: 'add', sku, back: '/ebooks' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/ebooks?verlanglijst=${sku}`);
    }
    const list = await b.get('/wishlist');
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.body.match(new RegExp(`name="sku" value="${a.sku}"`, 'g'))).toHaveLength(2); // move + remove
    expect(visibleText(list.body)).toContain('2 artikelen'); // the wishlist counter
    const moved = await b.post('/wishlist', {
      _csrf: tokenOf(list.body),
      intent: 'move',
      sku: a.sku,
      back: '/wishlist',
    });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/wishlist');
    expect(amountField((await b.get('/shoppingcart')).body, a.sku)).toContain('value="1"');
    const after = await b.get('/wishlist');
    expect(after.body).not.toContain(`name="sku" value="${a.sku}"`);
    const removed = await b.post('/wishlist', { _csrf: tokenOf(after.body), intent: 'remove', sku: c.sku });
    expect(removed.statusCode).toBe(303);
    expect(visibleText((await b.get('/wishlist')).body)).toContain(
      'Er staan nog geen boeken op je verlanglijstje. Verder winkelen',
    );
  });

  it('shows the compare dialog after logging in with two carts, and merges on the choice (guest amounts win)', async () => {
    const b = browser(app);
    const saved = await t.services.cart.view({ kind: 'user', userId: await userId(klant.email) });
    const shared = saved.lines[0]!;
    await add(b, shared.sku);
    await cartPost(b, { intent: 'replace', sku: shared.sku, amount: '4' });
    await add(b, books[3]!.sku);
    const login = await logIn(b, klant.email, klant.password, '/top60');
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/shoppingcart?vergelijk=1');
    expect(b.jar.has('lw_guest')).toBe(true);
    const page = await b.get('/shoppingcart?vergelijk=1');
    expect(page.body).toMatch(/<dialog open=""/);
    const text = visibleText(page.body);
    expect(text).toContain('Je hebt twee winkelwagentjes');
    expect(text).toContain('Bewaard in je account');
    expect(text).toContain('Net gekozen');
    expect(text).toContain('Ok!');
    const chosen = await b.post('/shoppingcart', {
      _csrf: tokenOf(page.body),
      intent: 'merge-choice',
      choice: 'merge',
      back: '/shoppingcart',
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/shoppingcart');
    expect(String(chosen.headers['set-cookie'])).toMatch(/lw_guest=; Path=\/; Max-Age=0/);
    const merged = await b.get('/shoppingcart');
    expect(merged.body).not.toMatch(/<dialog open=""/);
    expect(amountField(merged.body, shared.sku)).toContain('value="4"');
    expect(amountField(merged.body, books[3]!.sku)).toContain('value="1"');
    for (const line of saved.lines.slice(1))
      expect(amountField(merged.body, line.sku)).toContain(`value="${line.amount}"`);
    // Restore the demo customer's saved cart for the other tests.
    for (const line of saved.lines)
      await t.services.cart.replace(
        { kind: 'user', userId: await userId(klant.email) },
        line.sku,
        line.amount,
      );
    await t.services.cart.remove({ kind: 'user', userId: await userId(klant.email) }, books[3]!.sku);
  });

  it("keeps the saved cart on 'saved' and forgets the guest cart", async () => {
    const b = browser(app);
    const owner = { kind: 'user', userId: await userId(klant.email) } as const;
    const before = (await t.services.cart.view(owner)).lines.map((l) => [l.sku, l.amount]);
    await add(b, books[2]!.sku);
    await logIn(b, klant.email, klant.password);
    const page = await b.get('/shoppingcart?vergelijk=1');
    const res = await b.post('/shoppingcart', {
      _csrf: tokenOf(page.body),
      intent: 'merge-choice',
      choice: 'saved',
    });
    expect(res.statusCode).toBe(303);
    expect(b.jar.has('lw_guest')).toBe(false);
    expect((await t.services.cart.view(owner)).lines.map((l) => [l.sku, l.amount])).toEqual(before);
  });

  it('registering moves the guest cart into the new account; logout leaves it there and forgets the cookie', async () => {
    const b = browser(app);
    await add(b, books[1]!.sku);
    const page = await b.get('/register');
    const email = `winkel.${kind}.${Date.now()}@voorbeeld.nl`;
    const res = await b.post('/register', {
      _csrf: tokenOf(page.body),
      next: '/shoppingcart',
      firstname: 'Sanne',
      lastname: 'de Vries',
      email,
      email2: email,
      phonenr: '',
      password: 'boekenkast-42',
      password2: 'boekenkast-42',
    });
    expect(res.statusCode).toBe(302);
    expect(b.jar.has('lw_guest')).toBe(false);
    const cart = await b.get('/shoppingcart');
    expect(amountField(cart.body, books[1]!.sku)).toContain('value="1"');
    const out = await b.post('/logout', { _csrf: tokenOf(cart.body) });
    expect(out.statusCode).toBe(302);
    expect(String(out.headers['set-cookie'])).toMatch(/lw_guest=; Path=\/; Max-Age=0/);
    expect(visibleText((await b.get('/shoppingcart')).body)).toContain(
      'Er staat nog niets in je winkelwagentje',
    );
    expect((await t.services.cart.view({ kind: 'user', userId: await userId(email) })).lines).toHaveLength(1);
  });

  it('merges at once when the account has no cart lines: back to the page before, the guest cookie forgotten', async () => {
    const b = browser(app);
    const email = `leeg.${kind}.${Date.now()}@voorbeeld.nl`;
    const registered = await t.services.accounts.register(
      {
        firstname: 'Tess',
        lastname: 'Leeg',
        email,
        email2: email,
        phonenr: '',
        password: 'boekenkast-43',
        password2: 'boekenkast-43',
        hasSubscription: false,
      },
      { ip: '127.0.0.1', origin: 'http://localhost' },
    );
    expect(registered.status).toBe('ok');
    await add(b, books[2]!.sku);
    await add(b, books[2]!.sku);
    const res = await logIn(b, email, 'boekenkast-43', '/new-books');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/new-books');
    expect(String(res.headers['set-cookie'])).toMatch(/lw_guest=; Path=\/; Max-Age=0/);
    expect(amountField((await b.get('/shoppingcart')).body, books[2]!.sku)).toContain('value="2"');
  });

  it('counts nothing for a visitor with neither a session nor a guest cart (no query), and counts with one', async () => {
    const counts = vi.spyOn(t.services.cart, 'counts');
    try {
      const b = browser(app);
      const home = await b.get('/');
      expect(home.statusCode).toBe(200);
      expect(counts).not.toHaveBeenCalled();
      await add(b, books[0]!.sku);
      await b.get('/');
      expect(counts).toHaveBeenCalledTimes(1);
    } finally {
      counts.mockRestore();
    }
  });

  it('sends every page of a guest with a cart as private (the counters are theirs); others stay shareable', async () => {
    const b = browser(app);
    const before = await b.get('/category/zelfontwikkeling');
    expect(String(before.headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
    await add(b, books[0]!.sku);
    const after = await b.get('/category/zelfontwikkeling');
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect(String(after.headers.vary)).toMatch(/Cookie/);
  });

  it('has the checkout steps as pages: login opens, the others send an empty cart back; 404 for another view', async () => {
    const b = browser(app);
    expect((await b.get('/shoppingcart/login')).statusCode).toBe(200);
    for (const view of ['client', 'review', 'payment']) {
      const res = await b.get(`/shoppingcart/${view}`);
      expect(res.statusCode, view).toBe(302);
      expect(res.headers.location, view).toBe('/shoppingcart');
    }
    expect((await b.get('/shoppingcart/cart')).statusCode).toBe(200);
    expect((await b.get('/shoppingcart/elders')).statusCode).toBe(404);
  });

  async function userId(email: string): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      t.services.database.db,
      sql`select id from users where email = ${email}`,
    );
    return row!.id;
  }

  async function logIn(b: Browser, email: string, password: string, next = '/') {
    const page = await b.get(`/login?next=${encodeURIComponent(next)}`);
    return b.post('/login', { _csrf: tokenOf(page.body), intent: 'login', email, password, next });
  }
});
