// The checkout as a browser without JavaScript uses it (issue 14): every step of /shoppingcart/client, /login,
// /review, /payment, the confirmation, /payment, /payment-result (also from /?guid=) and the orders tab, through
// the whole app (fastify.inject) with the page's CSRF token and the cookies the server sets; a step that opens only
// after the one before it; input kept on refusals and between steps; the test gateway's hosted page settles the
// payment as a shopper would; an order changed in another tab goes back to the review, and a bank transfer sent
// twice shows its confirmation twice (issue 27).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { browser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { GUEST_FORM } from '../../tests/support/order-fixtures.ts';

const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

type Browser = ReturnType<typeof browser>;

/** The value attribute of a named input of a rendered page. */
function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? (/value="([^"]*)"/.exec(tag)?.[1] ?? '') : undefined;
}

describe.each(eachDatabase())('checkout pages without JavaScript on %s', (kind) => {
  let t: TestApp;
  let skus: string[];
  beforeAll(async () => {
    t = await openTestApp(kind);
    const books = await orderableBooks(
      t.services.database.db,
      4,
      sql`price_incl_cents between 1000 and 3000 and weight_g between 1 and 500`,
    );
    if (books.length < 4) throw new Error('the demo catalogue lacks the books these tests need');
    skus = books.map((b) => b.sku);
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => t;

  const add = (b: Browser, sku: string) =>
    b.post('/shoppingcart', { intent: 'add', sku, back: '/category/zelfontwikkeling' });

  /** A form post on a page: the page's token and the fields. */
  async function postOn(b: Browser, page: string, fields: Record<string, string>, to = page) {
    const html = (await b.get(page)).body;
    return b.post(to, { _csrf: tokenOf(html), ...fields });
  }

  /** A guest with two books who passed the email check and the client step. */
  async function guestAtReview(email: string): Promise<Browser> {
    const b = browser(app);
    await add(b, skus[0]!);
    await add(b, skus[1]!);
    const page = (await b.get('/shoppingcart/client')).body;
    const saved = await b.post('/shoppingcart/client', {
      _csrf: tokenOf(page),
      intent: 'client',
      checkout_key: 'checkout-key-' + email.replace(/\W/g, ''),
      email,
      ...GUEST_FORM,
    });
    expect(saved.statusCode, visibleText(saved.body).slice(0, 400)).toBe(303);
    expect(saved.headers.location).toBe('/shoppingcart/review');
    return b;
  }

  /** The payment step's form post for a method; the answer and the attempt key used. */
  async function pay(b: Browser, method: string, rendered?: string) {
    const page = rendered ?? (await b.get('/shoppingcart/payment')).body;
    const attemptKey = inputValue(page, 'attempt_key')!;
    // iDEAL: the first bank of the list, when the provider lists banks (the test gateway does).
    const bank = /<select[^>]*name="issuer"[\s\S]*?<option value="([^"]+)"/.exec(page)?.[1];
    const res = await b.post('/shoppingcart/payment', {
      _csrf: tokenOf(page),
      intent: 'pay',
      order: inputValue(page, 'order')!,
      method,
      ...(method === 'ideal' && bank ? { issuer: bank } : {}),
      attempt_key: attemptKey,
      order_content: inputValue(page, 'order_content')!,
    });
    return { res, attemptKey, guid: inputValue(page, 'order')!, page };
  }

  /** Through /payment to the test gateway's page, which settles the payment as chosen and sends the shopper back. */
  async function settle(b: Browser, guid: string, status: 'paid' | 'canceled') {
    const redirecting = await b.get(`/payment?order=${guid}`);
    expect(redirecting.statusCode).toBe(200);
    const target = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(redirecting.body)?.[1];
    expect(target).toMatch(/\/test-gateway\//);
    const gateway = new URL(target!.replace(/&amp;/g, '&'), 'http://localhost').pathname;
    const back = await b.post(gateway, { status });
    expect(back.statusCode).toBe(303);
    return b.get(`/payment-result?guid=${guid}`);
  }

  it('sends an empty cart back to the cart, and a step without a valid client step back with the reason', async () => {
    const b = browser(app);
    for (const step of ['client', 'review', 'payment'])
      expect((await b.get(`/shoppingcart/${step}`)).headers.location, step).toBe('/shoppingcart');
    await add(b, skus[0]!);
    for (const step of ['review', 'payment']) {
      const res = await b.get(`/shoppingcart/${step}`);
      expect(res.statusCode, step).toBe(302);
      expect(res.headers.location, step).toBe('/shoppingcart/client?reden=client_missing');
    }
    const client = await b.get('/shoppingcart/client?reden=client_missing');
    expect(client.statusCode).toBe(200);
    expect(client.headers['cache-control']).toBe('private, no-store');
    const text = visibleText(client.body);
    expect(text).toContain('Vul eerst je bestelgegevens in.');
    // The numbered step bar with the current step marked.
    expect(text).toMatch(
      /Stap 1\s*:\s*Vul je bestelgegevens in.*Stap 2\s*:\s*Controleer je bestelling.*Stap 3\s*:\s*Betaling/,
    );
    expect(client.body).toContain('aria-current="step"');
  });

  it('checks a guest email: a known one leads to the login step with the forgot-password view and Back', async () => {
    const b = browser(app);
    await add(b, skus[0]!);
    const known = await postOn(b, '/shoppingcart/client', { intent: 'email', email: klant.email });
    expect(known.statusCode).toBe(200);
    expect(visibleText(known.body)).toContain('Dit e-mailadres is bekend bij ons.');
    const link = `/shoppingcart/login?email=${encodeURIComponent(klant.email)}`;
    expect(known.body).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    const login = await b.get(link);
    expect(visibleText(login.body)).toContain('Dit e-mailadres is bekend bij ons.');
    expect(inputValue(login.body, 'email')).toBe(klant.email);
    const retrieve = await b.get(
      `/shoppingcart/login?view=retrieve&email=${encodeURIComponent(klant.email)}`,
    );
    expect(visibleText(retrieve.body)).toContain('Wachtwoord vergeten');
    expect(visibleText(retrieve.body)).toContain('Terug');
    const sent = await b.post('/shoppingcart/login?view=retrieve', {
      _csrf: tokenOf(retrieve.body),
      intent: 'retrieve',
      email: klant.email,
      next: '/shoppingcart/client',
    });
    expect(sent.statusCode).toBe(200);
    expect(visibleText(sent.body)).toContain(`Als er een account is met ${klant.email}`);
    // Logging in from the step goes on at the client step, the profile filled in.
    const loggedIn = await postOn(b, link, {
      intent: 'login',
      email: klant.email,
      password: klant.password,
      next: '/shoppingcart/client',
    });
    expect(loggedIn.statusCode).toBe(302);
    expect(['/shoppingcart/client', '/shoppingcart?vergelijk=1']).toContain(loggedIn.headers.location);
  });

  it('asks an unknown guest for an optional password, keeps typed input on a refusal, and saves a valid step', async () => {
    const b = browser(app);
    await add(b, skus[0]!);
    const unknown = await postOn(b, '/shoppingcart/client', { intent: 'email', email: 'nieuw-1@example.nl' });
    expect(visibleText(unknown.body)).toContain('Het blijkt dat dit e-mailadres nog niet bekend is bij ons:');
    expect(inputValue(unknown.body, 'email')).toBe('nieuw-1@example.nl');
    expect(unknown.body).toContain('name="password2"');
    const refused = await b.post('/shoppingcart/client', {
      _csrf: tokenOf(unknown.body),
      intent: 'client',
      checkout_key: inputValue(unknown.body, 'checkout_key')!,
      email: 'nieuw-1@example.nl',
      ...GUEST_FORM,
      lastname: '',
      has_delivery_address: 'on',
      delivery_name: 'Piet',
      delivery_address: '',
    });
    expect(refused.statusCode).toBe(400);
    // The messages stand next to their fields (aria-invalid), the rest stays filled in.
    expect(refused.body).toMatch(
      /id="client-lastname"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="client-lastname"/,
    );
    expect(refused.body).toMatch(
      /id="client-delivery_address"[^>]*aria-invalid|aria-invalid="true"[^>]*id="client-delivery_address"/,
    );
    expect(inputValue(refused.body, 'firstname')).toBe('Anna');
    expect(inputValue(refused.body, 'delivery_name')).toBe('Piet');
    // Passwords are never sent back.
    expect(inputValue(refused.body, 'password')).toBe('');
    const saved = await b.post('/shoppingcart/client', {
      _csrf: tokenOf(refused.body),
      intent: 'client',
      checkout_key: inputValue(refused.body, 'checkout_key')!,
      email: 'nieuw-1@example.nl',
      ...GUEST_FORM,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/shoppingcart/review');
    // Back to the step: what was saved is filled in.
    const again = await b.get('/shoppingcart/client');
    expect(inputValue(again.body, 'lastname')).toBe('de Vries');
    expect(inputValue(again.body, 'zipcode')).toMatch(/^1015 ?CJ$/);
  });

  it('a guest with a password gets an account from the order and is logged in', async () => {
    const b = browser(app);
    await add(b, skus[2]!);
    const page = (await b.get('/shoppingcart/client')).body;
    const saved = await b.post('/shoppingcart/client', {
      _csrf: tokenOf(page),
      intent: 'client',
      checkout_key: 'checkout-key-account',
      email: 'nieuw-account@example.nl',
      password: 'Boekenwurm-2026',
      password2: 'Boekenwurm-2026',
      ...GUEST_FORM,
    });
    expect(saved.statusCode).toBe(303);
    expect(String(saved.headers['set-cookie'])).toMatch(/lw_session=/);
    const [user] = await queryRows<{ id: number }>(
      t.services.database.db,
      sql`select id from users where email = ${'nieuw-account@example.nl'}`,
    );
    expect(user).toBeDefined();
    const review = await b.get('/shoppingcart/review');
    expect(review.statusCode).toBe(200);
  });

  it('reviews the order: lines, shipping, VAT, total, personal data, addresses, company, remark, terms, change links', async () => {
    const b = await guestAtReview('review@example.nl');
    const review = await b.get('/shoppingcart/review');
    expect(review.statusCode).toBe(200);
    const text = visibleText(review.body);
    expect(text).toContain('Controleer je bestelling');
    expect(text).toMatch(/Verzendkosten naar Nederland/);
    expect(text).toMatch(/waarvan btw 9%/);
    expect(text).toContain('Anna de Vries');
    expect(text).toContain('review@example.nl');
    expect(text).toContain('Keizersgracht 12');
    expect(text).toContain('Gelijk aan het factuuradres');
    expect(text).toContain('Je bestelt niet zakelijk.');
    expect(review.body).toContain('href="/terms-conditions"');
    expect(review.body.match(/aria-label="Wijzig [^"]+"/g)?.length).toBe(5);
    expect(review.body).toMatch(/href="\/shoppingcart\/payment\?inhoud=[A-Za-z0-9_-]{43}"/);
  });

  it('an order changed in another tab is not charged: back to the review with the reason, then paid as shown', async () => {
    const b = await guestAtReview('gewijzigd@example.nl');
    const reviewed = (await b.get('/shoppingcart/review')).body;
    const toPayment = /href="(\/shoppingcart\/payment\?inhoud=[^"]+)"/.exec(reviewed)![1]!;
    const page = (await b.get(toPayment)).body;
    expect(inputValue(page, 'order_content')).toBe(new URL(toPayment, 'http://x').searchParams.get('inhoud'));
    // Another tab: one more book. The payment form still shows the old order.
    await add(b, skus[2]!);
    const refused = await pay(b, 'ideal', page);
    expect(refused.res.statusCode).toBe(303);
    expect(refused.res.headers.location).toBe('/shoppingcart/review?reden=order_changed');
    const again = await b.get(refused.res.headers.location as string);
    expect(visibleText(again.body)).toContain(
      'Je bestelling is gewijzigd, bijvoorbeeld in een ander venster.',
    );
    const [{ n }] = (await queryRows<{ n: number }>(
      t.services.database.db,
      sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.guid = ${refused.guid}`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    // The payment step opened from the old review sends back there too; from the new one it opens.
    expect((await b.get(toPayment)).headers.location).toBe('/shoppingcart/review?reden=order_changed');
    const next = /href="(\/shoppingcart\/payment\?inhoud=[^"]+)"/.exec(again.body)![1]!;
    const paid = await pay(b, 'ideal', (await b.get(next)).body);
    expect(paid.res.headers.location).toBe(`/payment?order=${paid.guid}`);
  });

  it('a bank transfer sent twice (a double submit, a reload) shows its confirmation both times', async () => {
    const b = await guestAtReview('tweemaal@example.nl');
    const page = (await b.get('/shoppingcart/payment')).body;
    const first = await pay(b, 'banktransfer', page);
    const second = await pay(b, 'banktransfer', page);
    expect(first.res.headers.location).toBe(`/shoppingcart/confirmation?order=${first.guid}`);
    expect(second.res.headers.location).toBe(first.res.headers.location);
    expect(visibleText((await b.get(second.res.headers.location as string)).body)).toContain(
      'Betaal per overboeking',
    );
  });

  it('pays with iDEAL at the test gateway: one payment per attempt key, paid, the result page and the mail', async () => {
    const b = await guestAtReview('ideal@example.nl');
    const page = (await b.get('/shoppingcart/payment')).body;
    const text = visibleText(page);
    expect(text).toContain('Kies hoe je wilt betalen');
    expect(page).toContain('value="ideal"');
    expect(page).toContain('value="banktransfer"');
    expect(text).toContain('Start betaling');
    const first = await pay(b, 'ideal');
    expect(first.res.statusCode).toBe(303);
    expect(first.res.headers.location).toBe(`/payment?order=${first.guid}`);
    // The same rendered form sent again (a double click, a resubmitted post): the same payment.
    const again = await pay(b, 'ideal', first.page);
    expect(again.res.headers.location).toBe(first.res.headers.location);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.services.database.db,
      sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.guid = ${first.guid}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    const result = await settle(b, first.guid, 'paid');
    expect(result.statusCode).toBe(200);
    const resultText = visibleText(result.body);
    expect(resultText).toContain('Bedankt voor je bestelling!');
    expect(resultText).toContain('Je bestelling wordt zo snel mogelijk verstuurd.');
    expect(result.body).toContain(`href="/invoice/${first.guid}"`);
    // The cart is empty after paying; /?guid= leads to the same result.
    expect(visibleText((await b.get('/shoppingcart')).body)).toContain(
      'Er staat nog niets in je winkelwagentje',
    );
    const home = await b.get(`/?guid=${first.guid}`);
    expect(home.headers.location).toBe(`/payment-result?guid=${first.guid}`);
    const mails = await t.integrations.mails();
    expect(mails.some((m) => m.to === 'ideal@example.nl')).toBe(true);
  });

  it('shows the void text to a guest whose payment was cancelled, with another payment method offered', async () => {
    const b = await guestAtReview('geannuleerd@example.nl');
    const { guid } = await pay(b, 'ideal');
    const result = await settle(b, guid, 'canceled');
    const text = visibleText(result.body);
    expect(text).toContain('Je betaling is niet gelukt');
    expect(text).toContain('Je bestelling is niet betaald en kan daardoor niet verzonden worden.');
    expect(result.body).toContain('href="/shoppingcart/payment"');
    // The guest's order is kept: the payment step opens again for it.
    expect((await b.get('/shoppingcart/payment')).statusCode).toBe(200);
  });

  it('shows a payment still open as processing, looking again by itself until it is final', async () => {
    const b = await guestAtReview('verwerkt@example.nl');
    const review = (await b.get('/shoppingcart/review')).body;
    const { guid } = await pay(b, 'ideal');
    const result = await b.get(`/payment-result?guid=${guid}`);
    expect(result.statusCode).toBe(200);
    expect(visibleText(result.body)).toContain('Je betaling wordt verwerkt');
    expect(result.body).toMatch(/<meta http-equiv="refresh" content="3"/);
    // No history 'Terug' after a payment (it would lead into the provider's page); the steps keep theirs.
    const back = /<button[^>]*>(?:<svg[\s\S]*?<\/svg>)?Terug<\/button>/;
    expect(result.body).not.toMatch(back);
    expect(review).toMatch(back);
    // Once final, no refresh any more.
    const paid = await settle(b, guid, 'paid');
    expect(paid.body).not.toContain('http-equiv="refresh"');
  });

  it('tells a customer whose payment was cancelled that the order waits in the account', async () => {
    const b = browser(app);
    const login = (await b.get('/shoppingcart/login')).body;
    await b.post('/shoppingcart/login', {
      _csrf: tokenOf(login),
      intent: 'login',
      email: 'beheer@leeswijzer.nl',
      password: DEMO_ACCOUNTS.find((a) => a.email === 'beheer@leeswijzer.nl')!.password,
      next: '/shoppingcart/client',
    });
    await add(b, skus[2]!);
    const client = (await b.get('/shoppingcart/client')).body;
    const saved = await b.post('/shoppingcart/client', {
      _csrf: tokenOf(client),
      intent: 'client',
      checkout_key: inputValue(client, 'checkout_key')!,
      email: 'beheer@leeswijzer.nl',
      ...GUEST_FORM,
    });
    expect(saved.statusCode).toBe(303);
    const { guid } = await pay(b, 'ideal');
    const result = await settle(b, guid, 'canceled');
    const text = visibleText(result.body);
    expect(text).toContain(
      'Je bestelling is opgeslagen in je account, maar nog niet betaald en kan daardoor niet verzonden worden.',
    );
    expect(text).toContain('Je kunt hem later betalen bij Mijn bestellingen.');
    expect(result.body).toContain('href="/account/orders/"');
    expect(result.body).toContain(`href="/account/orders?betaal=${guid}"`);
    // The void order is open in the tab with 'Betaal nu', and may be deleted after Annuleer / Verwijder.
    const tab = await b.get('/account/orders');
    expect(visibleText(tab.body)).toContain('Betaal nu');
    const [order] = await queryRows<{ number: number }>(
      t.services.database.db,
      sql`select number from orders where guid = ${guid}`,
    );
    const question = await b.get(`/account/orders?verwijder=${guid}`);
    expect(visibleText(question.body)).toContain(`Wil je bestelling ${order!.number} verwijderen?`);
    expect(visibleText(question.body)).toContain('Annuleer');
    const removed = await b.post('/account/orders', {
      _csrf: tokenOf(question.body),
      intent: 'delete',
      order: guid,
      number: String(order!.number),
    });
    expect(removed.statusCode).toBe(303);
    const gone = await b.get(removed.headers.location as string);
    expect(visibleText(gone.body)).toContain(`Bestelling ${order!.number} is verwijderd.`);
    expect(visibleText(gone.body)).not.toContain(`Bestelling ${order!.number} Besteld`);
  });

  it('a customer starts with the profile, pays by bank transfer, sees the bank details and the order in the tab', async () => {
    const b = browser(app);
    const loginPage = await b.get('/shoppingcart/login');
    const login = await b.post('/shoppingcart/login', {
      _csrf: tokenOf(loginPage.body),
      intent: 'login',
      email: klant.email,
      password: klant.password,
      next: '/shoppingcart/client',
    });
    expect(login.statusCode).toBe(302);
    await add(b, skus[3]!);
    const client = await b.get('/shoppingcart/client');
    expect(client.statusCode).toBe(200);
    const firstname = inputValue(client.body, 'firstname');
    expect(firstname).toBeTruthy();
    expect(visibleText(client.body)).toContain(`Je bestelt als ${klant.email}`);
    const fields = Object.fromEntries(
      [
        'firstname',
        'lastname',
        'email',
        'phonenr',
        'address',
        'housenr',
        'addition',
        'zipcode',
        'city',
        'checkout_key',
      ].map((name) => [name, inputValue(client.body, name) ?? '']),
    );
    const saved = await b.post('/shoppingcart/client', {
      _csrf: tokenOf(client.body),
      intent: 'client',
      country_code: 'NL',
      ...fields,
    });
    expect(saved.statusCode, visibleText(saved.body).slice(0, 300)).toBe(303);
    const { res, guid } = await pay(b, 'banktransfer');
    expect(res.headers.location).toBe(`/shoppingcart/confirmation?order=${guid}`);
    const confirmation = await b.get(res.headers.location as string);
    const text = visibleText(confirmation.body);
    const [order] = await queryRows<{ number: number; status: string }>(
      t.services.database.db,
      sql`select number, status from orders where guid = ${guid}`,
    );
    expect(order!.status).toBe('banktransfer');
    expect(text).toContain('Betaal per overboeking');
    expect(text).toMatch(/IBAN NL\d{2} [A-Z]{4}/);
    expect(text).toContain(`Vermeld bij je betaling het bestelnummer: ${order!.number}`);
    // The result page of a bank transfer: payment_pending with the bank-details dialog open (no JavaScript).
    const result = await b.get(`/payment-result?guid=${guid}`);
    expect(visibleText(result.body)).toContain('Je bestelling wacht op je overboeking');
    expect(result.body).toMatch(/<dialog open=""[^>]*aria-labelledby/);
    const closed = await b.get(`/payment-result?guid=${guid}&gesloten=1`);
    expect(closed.body).not.toContain('<dialog');
    // The orders tab lists it as open, with 'Betaal anders'; the shell tells about it on other pages.
    const tab = await b.get('/account/orders');
    const tabText = visibleText(tab.body);
    expect(tabText).toContain('Openstaande bestellingen');
    expect(tabText).toContain('Betaalde bestellingen');
    expect(tabText).toContain(`Bestelling ${order!.number}`);
    expect(tabText).toContain('Betaal anders');
    expect(visibleText((await b.get('/top60')).body)).toContain(
      'Je hebt een bestelling die nog niet betaald is.',
    );
    // Paid later from the tab's payment sub-view with iDEAL: it moves to 'Betaalde bestellingen', with its invoice.
    const sub = await b.get(`/account/orders?betaal=${guid}`);
    expect(visibleText(sub.body)).toContain(`Bestelling ${order!.number} betalen`);
    expect(visibleText(sub.body)).toContain('Kies hoe je wilt betalen');
    const bank = /<select[^>]*name="issuer"[\s\S]*?<option value="([^"]+)"/.exec(sub.body)?.[1];
    const started = await b.post(`/account/orders?betaal=${guid}`, {
      _csrf: tokenOf(sub.body),
      intent: 'pay',
      order: guid,
      method: 'ideal',
      ...(bank ? { issuer: bank } : {}),
      attempt_key: inputValue(sub.body, 'attempt_key')!,
    });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe(`/payment?order=${guid}`);
    await settle(b, guid, 'paid');
    const after = await b.get('/account/orders');
    const paidList = visibleText(after.body).split('Betaalde bestellingen')[1]!;
    expect(paidList).toContain(`Bestelling ${order!.number}`);
    expect(after.body).toContain(`href="/invoice/${guid}"`);
    const invoice = await b.get(`/invoice/${guid}`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toMatch(/application\/pdf/);
  });

  it("shows the demo customer's orders: the bank-transfer order open, the paid one with invoice and track-and-trace", async () => {
    const b = browser(app);
    const login = (await b.get('/login')).body;
    await b.post('/login', {
      _csrf: tokenOf(login),
      intent: 'login',
      email: klant.email,
      password: klant.password,
      next: '/',
    });
    const tab = await b.get('/account/orders');
    expect(tab.statusCode).toBe(200);
    const [open, paid] = visibleText(tab.body).split('Betaalde bestellingen') as [string, string];
    expect(open).toContain('Openstaande bestellingen');
    expect(open).toContain('Wacht op je overboeking');
    expect(open).toContain('Betaal anders');
    expect(paid).toMatch(/Betaald op \d{2}-\d{2}-\d{4}/);
    expect(tab.body).toContain('href="/invoice/demoKlantBetaald2026nov"');
    expect(tab.body).toMatch(
      /href="https:\/\/jouw\.postnl\.nl\/track-and-trace\/3SLWZR000012345-NL-[0-9A-Z]+"/,
    );
    expect(visibleText((await b.get('/')).body)).toContain('Je hebt een bestelling die nog niet betaald is.');
    // Not on the orders tab itself.
    expect(visibleText(tab.body)).not.toContain('Je hebt een bestelling die nog niet betaald is.');
  });

  it('never shows another visitor an order: the orders tab only for its owner, a wrong guid a 404', async () => {
    const stranger = browser(app);
    expect((await stranger.get('/account/orders')).headers.location).toBe('/');
    expect((await stranger.get('/payment-result?guid=geen-bestelling-0000')).statusCode).toBe(404);
    expect((await stranger.get('/payment-result')).headers.location).toBe('/');
    // A post without a cart or token starts nothing: back to the cart.
    const refused = await stranger.post('/shoppingcart/payment', { intent: 'pay', method: 'ideal' });
    expect(refused.headers.location).toBe('/shoppingcart');
  });
});
