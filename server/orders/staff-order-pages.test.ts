// Issue 30: /beheer/bestellingen and /beheer/bestellingen/{number} as a browser without JavaScript uses them,
// through the whole app: admins only (the shop's 404 for guests and customers), the filter in the address with a
// bad value's message by its field and what was typed kept, a page past the last a 404, and the demo customer's
// paid order with its lines, totals, invoice, payment and track & trace.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { DEMO_PAID_GUID, DEMO_TRANSFER_GUID } from '../db/seed/orders.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

describe('the staff order pages', () => {
  let t: TestApp;
  const numbers = { paid: 0, transfer: 0 };
  beforeAll(async () => {
    t = await openTestApp('pglite');
    const numberOf = async (guid: string) =>
      (
        await queryRows<{ number: number }>(
          t.services.database.db,
          sql`select number from orders where guid = ${guid}`,
        )
      )[0]!.number;
    numbers.paid = await numberOf(DEMO_PAID_GUID);
    numbers.transfer = await numberOf(DEMO_TRANSFER_GUID);
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);

  it('is a 404 for guests and customers, the list and every order', async () => {
    const paths = [
      '/beheer/bestellingen',
      '/beheer/bestellingen?status=paid',
      `/beheer/bestellingen/${numbers.paid}`,
    ];
    const customer = await loggedIn(klant);
    for (const path of paths) {
      expect((await browser(() => t).get(path)).statusCode).toBe(404);
      expect((await customer.get(path)).statusCode).toBe(404);
    }
  });

  it('lists the orders, newest first, filtered by the address; a bad value is named by its field', async () => {
    const b = await loggedIn(staff);
    const all = await b.get('/beheer/bestellingen');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toContain('no-store');
    const text = visibleText(all.body);
    expect(text.indexOf(String(numbers.transfer))).toBeLessThan(text.indexOf(String(numbers.paid)));
    expect(text).toContain('Wacht op overboeking');
    expect(text).toContain('Verzonden');
    expect(all.body).toContain(`href="/beheer/bestellingen/${numbers.paid}"`);

    const paid = visibleText((await b.get('/beheer/bestellingen?status=paid&q=klant%40leeswijzer.nl')).body);
    expect(paid).toContain('1 bestelling');
    expect(paid).toContain(String(numbers.paid));
    expect(paid).not.toContain(`>${numbers.transfer}<`);

    const bad = await b.get('/beheer/bestellingen?status=weg&from=morgen&q=klant');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toMatch(
      /id="orders-filter-status-error"[^>]*>Kies een van de mogelijkheden uit de lijst\.</,
    );
    expect(bad.body).toMatch(
      /id="orders-filter-from-error"[^>]*>Vul een datum in, bijvoorbeeld 29-11-2026\.</,
    );
    expect(bad.body).toMatch(/<input[^>]*name="from"[^>]*value="morgen"/);
    expect(bad.body).toMatch(/<input[^>]*name="q"[^>]*value="klant"/);
    // Filtered by the rest: the customer's two orders.
    expect(visibleText(bad.body)).toContain('2 bestellingen');

    expect((await b.get('/beheer/bestellingen?page=99')).statusCode).toBe(404);
  });

  it('shows one order with its frozen lines, totals, invoice, payment and track & trace', async () => {
    const b = await loggedIn(staff);
    const res = await b.get(`/beheer/bestellingen/${numbers.paid}`);
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    expect(text).toContain(`Bestelling ${numbers.paid}`);
    expect(text).toContain(klant.email);
    expect(text).toContain('Geplaatst op 10-11-2026 10:12');
    expect(text).toContain('Betaald op 10-11-2026 10:15');
    expect(text).toMatch(/Gekozen betaalmethode\s*:\s*iDEAL/);
    expect(text).toMatch(/Factuur \d{4}-\d{6}/);
    expect(text).toContain('3SLWZR000012345');
    expect(text).toContain('Hetzelfde als het factuuradres');
    expect((await b.get(`/beheer/bestellingen/${numbers.transfer}`)).body).toContain(
      'Overboeking gekozen op',
    );
    for (const path of [
      '/beheer/bestellingen/999999999',
      '/beheer/bestellingen/abc',
      '/beheer/bestellingen/0',
    ])
      expect((await b.get(path)).statusCode).toBe(404);
  });
});
