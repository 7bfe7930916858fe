// Issue 30: /beheer/monitor through the whole app — admins only (the shop's 404 for guests and customers, with or
// without a range), the last 14 days by default, a date that cannot be used named by its field and kept as typed;
// and a guest's checkout through the pages, sent by an Android phone's browser, counted from its User-Agent header
// and shown on the page: each step once, the iDEAL payment started and paid, the phone, Chrome and Android.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, amsterdamCalendarDate, formatDateNl } from '../../domain/dates.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { GUEST_FORM } from '../../tests/support/order-fixtures.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The value attribute of a named input of a rendered page. */
function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? (/value="([^"]*)"/.exec(tag)?.[1] ?? '') : undefined;
}

describe('the checkout monitor page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);

  it('is a 404 for guests and customers', async () => {
    const customer = await loggedIn(klant);
    for (const path of ['/beheer/monitor', '/beheer/monitor?from=2026-11-01&to=2026-11-10']) {
      expect((await browser(() => t).get(path)).statusCode, path).toBe(404);
      expect((await customer.get(path)).statusCode, path).toBe(404);
    }
  });

  it('shows the last 14 days by default and names a date that cannot be used by its field, kept as typed', async () => {
    const b = await loggedIn(staff);
    const today = amsterdamCalendarDate(new Date());
    const page = await b.get('/beheer/monitor');
    expect(page.statusCode).toBe(200);
    const text = visibleText(page.body);
    expect(text).toContain('Kassa-monitor');
    expect(text).toContain(`Van ${formatDateNl(addDays(today, -13))} tot en met ${formatDateNl(today)}`);
    expect(inputValue(page.body, 'from')).toBe(addDays(today, -13));
    expect(page.body).toMatch(
      /<a[^>]*href="\/beheer\/monitor"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/beheer\/monitor"/,
    );

    const bad = await b.get('/beheer/monitor?from=31-11-2026&to=2026-11-10');
    expect(bad.statusCode).toBe(200);
    expect(inputValue(bad.body, 'from')).toBe('31-11-2026');
    expect(inputValue(bad.body, 'to')).toBe('2026-11-10');
    const fromInput = /<input[^>]*name="from"[^>]*>/.exec(bad.body)![0];
    expect(fromInput).toContain('aria-invalid="true"');
    const described = /aria-describedby="([^"]+)"/.exec(fromInput)![1]!;
    const errorId = described
      .split(' ')
      .find((id) => bad.body.includes(`id="${id}"`) && id.includes('error'));
    expect(errorId).toBeDefined();
    expect(visibleText(bad.body)).toContain('Vul een datum in, bijvoorbeeld 30-11-2026.');
    // The range falls back to the 14 days up to 'to'.
    expect(visibleText(bad.body)).toContain('Van 28-10-2026 tot en met 10-11-2026');

    const reversed = visibleText((await b.get('/beheer/monitor?from=2026-11-20&to=2026-11-10')).body);
    expect(reversed).toContain('Deze datum ligt voor de datum bij Vanaf.');
  });

  it('counts a checkout through the pages from its User-Agent header and shows it', async () => {
    const shopper = browser(() => t);
    const ua = { 'user-agent': ANDROID };
    const [book] = await orderableBooks(
      t.services.database.db,
      1,
      sql`price_incl_cents between 1000 and 3000 and weight_g between 1 and 500`,
    );
    await shopper.post('/shoppingcart', { intent: 'add', sku: book!.sku, back: '/' }, ua);
    const client = (await shopper.get('/shoppingcart/client', ua)).body;
    const saved = await shopper.post(
      '/shoppingcart/client',
      {
        _csrf: tokenOf(client),
        intent: 'client',
        checkout_key: 'checkout-key-monitor',
        email: 'monitor.gast@voorbeeld.nl',
        ...GUEST_FORM,
      },
      ua,
    );
    expect(saved.headers.location).toBe('/shoppingcart/review');
    for (let i = 0; i < 2; i++) expect((await shopper.get('/shoppingcart/review', ua)).statusCode).toBe(200);
    const payment = (await shopper.get('/shoppingcart/payment', ua)).body;
    const bank = /<select[^>]*name="issuer"[\s\S]*?<option value="([^"]+)"/.exec(payment)?.[1];
    const started = await shopper.post(
      '/shoppingcart/payment',
      {
        _csrf: tokenOf(payment),
        intent: 'pay',
        order: inputValue(payment, 'order')!,
        method: 'ideal',
        ...(bank ? { issuer: bank } : {}),
        attempt_key: inputValue(payment, 'attempt_key')!,
        order_content: inputValue(payment, 'order_content')!,
      },
      ua,
    );
    expect(started.statusCode).toBe(303);
    const guid = inputValue(payment, 'order')!;
    const redirecting = await shopper.get(`/payment?order=${guid}`, ua);
    const target = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(redirecting.body)![1]!;
    const gateway = new URL(target.replace(/&amp;/g, '&'), 'http://localhost').pathname;
    expect((await shopper.post(gateway, { status: 'paid' }, ua)).statusCode).toBe(303);
    await shopper.get(`/payment-result?guid=${guid}`, ua);

    const text = visibleText((await (await loggedIn(staff)).get('/beheer/monitor')).body);
    // Where shoppers leave, over the range: this one checkout reached every step once.
    expect(text).toMatch(/Gegevens ingevuld 1 –/);
    for (const step of [
      'Overzicht bekeken',
      'Betaalstap bekeken',
      'Betaling gestart of overboeking gekozen',
      'Besteld (betaald of overboeking)',
    ])
      expect(text).toMatch(new RegExp(`${step.replace(/[()]/g, '\\$&')} 1 0 \\(0%\\)`));
    expect(text).toMatch(/iDEAL 1 1 0 0 0 0/);
    expect(text).toMatch(/Mobiel \(telefoon of tablet\) 1 100%/);
    expect(text).toMatch(/Chrome 1 100%/);
    expect(text).toMatch(/Android 1 100%/);
    expect(text).toContain('Overboeking gekozen: 0');
  });
});
