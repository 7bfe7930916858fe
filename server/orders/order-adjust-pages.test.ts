// Issue 30: /beheer/bestellingen/{number}/aanpassen as a browser without JavaScript uses it, through the whole
// app: a 404 for guests and customers on GET and POST, 403 without the CSRF token, a bad amount ('4,9x') named by
// its field with what was typed kept, the new total shown before saving (nothing saved), then saved — the demo
// customer's bank-transfer order then asks the new total in the customer's orders tab — and a paid order's page
// saying its prices are final.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { DEMO_PAID_GUID, DEMO_TRANSFER_GUID } from '../db/seed/orders.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

describe('the staff price overrides page', () => {
  let t: TestApp;
  const numbers = { paid: 0, transfer: 0 };
  const orderOf = async (guid: string) =>
    (
      await queryRows<{ number: number; total_cents: number; goods_cents: number }>(
        t.services.database.db,
        sql`select number, total_cents, goods_cents from orders where guid = ${guid}`,
      )
    )[0]!;
  beforeAll(async () => {
    t = await openTestApp('pglite');
    numbers.paid = (await orderOf(DEMO_PAID_GUID)).number;
    numbers.transfer = (await orderOf(DEMO_TRANSFER_GUID)).number;
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);
  const pathOf = (number: number) => `/beheer/bestellingen/${number}/aanpassen`;

  it('is a 404 for guests and customers, on GET and POST; 403 without the token', async () => {
    const path = pathOf(numbers.transfer);
    const fields = { _csrf: 'x', intent: 'save', verzendkosten: '0' };
    const customer = await loggedIn(klant);
    for (const b of [browser(() => t), customer]) {
      expect((await b.get(path)).statusCode).toBe(404);
      expect((await b.post(path, fields)).statusCode).toBe(404);
    }
    const b = await loggedIn(staff);
    expect((await b.get(pathOf(999_999_999))).statusCode).toBe(404);
    expect((await b.get('/beheer/bestellingen/abc/aanpassen')).statusCode).toBe(404);
    expect((await b.post(path, fields)).statusCode).toBe(403);
  });

  it('names a bad amount by its field, shows the new total first, then saves it for the customer', async () => {
    const path = pathOf(numbers.transfer);
    const before = await orderOf(DEMO_TRANSFER_GUID);
    const b = await loggedIn(staff);
    const order = await b.get(`/beheer/bestellingen/${numbers.transfer}`);
    expect(order.body).toContain(`href="${path}"`);
    const page = await b.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const csrf = tokenOf(page.body);

    const bad = await b.post(path, { _csrf: csrf, intent: 'preview', verzendkosten: '4,9x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(
      /id="order-adjust-verzendkosten-error"[^>]*>Vul een bedrag in euro in, bijvoorbeeld 4,95\.</,
    );
    expect(bad.body).toMatch(/<input[^>]*name="verzendkosten"[^>]*value="4,9x"/);

    const expected = before.goods_cents + 495;
    const euros = `€ ${Math.floor(expected / 100)},${String(expected % 100).padStart(2, '0')}`;
    const preview = await b.post(path, { _csrf: csrf, intent: 'preview', verzendkosten: '4,95' });
    expect(preview.statusCode).toBe(200);
    const shown = visibleText(preview.body);
    expect(shown).toContain('Er is nog niets opgeslagen');
    expect(shown).toContain(euros);
    expect((await orderOf(DEMO_TRANSFER_GUID)).total_cents).toBe(before.total_cents);

    const saved = await b.post(path, { _csrf: csrf, intent: 'save', verzendkosten: '4,95' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${path}?gedaan=saved`);
    expect((await orderOf(DEMO_TRANSFER_GUID)).total_cents).toBe(expected);
    expect(visibleText((await b.get(`${path}?gedaan=saved`)).body)).toContain('De prijzen zijn aangepast.');
    const [audit] = await queryRows<{ action: string }>(
      t.services.database.db,
      sql`select action from audit_log where subject = ${`bestelling ${numbers.transfer}`}`,
    );
    expect(audit?.action).toBe('order.prices');

    // The customer's orders tab asks the new total.
    const customer = await loggedIn(klant);
    expect(visibleText((await customer.get('/account/orders')).body)).toContain(euros);
  });

  it('says a paid order is final and saves nothing for it', async () => {
    const b = await loggedIn(staff);
    const path = pathOf(numbers.paid);
    const page = await b.get(path);
    expect(visibleText(page.body)).toContain('Deze bestelling is al betaald.');
    const post = await b.post(path, { _csrf: tokenOf(page.body), intent: 'save', verzendkosten: '1' });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(`${path}?gedaan=not_adjustable`);
  });
});
