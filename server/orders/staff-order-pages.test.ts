// Issue 30: /beheer/bestellingen and /beheer/bestellingen/{number} as a browser without JavaScript uses them,
// through the whole app: admins only (the shop's 404 for guests and customers), the filter in the address with a
// bad value's message by its field and what was typed kept, a page past the last a 404, and the demo customer's
// paid order with its lines, totals, invoice, payment and track & trace; shipping it by the form (404 for
// non-staff, 403 without the CSRF token, a bad code named by its field and kept) and its packing slip; refunding
// one line at the test gateway (a number too high named by its field, the same form twice refunding once) with
// its credit invoice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
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

  it('ships the order by its form: refused for non-staff and without the token, a bad code kept by its field', async () => {
    const path = `/beheer/bestellingen/${numbers.paid}`;
    // The demo's paid order as it was before it went out.
    await t.services.database.db.execute(
      sql`update orders set fulfilled_at = null, tracktrace = '' where number = ${numbers.paid}`,
    );
    const fields = { _csrf: 'x', intent: 'ship', codes: '3SLWZR000099999' };
    expect((await browser(() => t).post(path, fields)).statusCode).toBe(404);
    expect((await (await loggedIn(klant)).post(path, fields)).statusCode).toBe(404);
    expect((await browser(() => t).get(`${path}/pakbon`)).statusCode).toBe(404);

    const b = await loggedIn(staff);
    const page = await b.get(path);
    expect(visibleText(page.body)).toContain('Nog niet verzonden.');
    expect((await b.post(path, fields)).statusCode).toBe(403);

    const bad = await b.post(path, {
      ...fields,
      _csrf: tokenOf(page.body),
      codes: '3SLWZR000099999, doos 2',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/id="ship-codes-error"[^>]*>Deze code herkennen we niet: doos 2\./);
    expect(bad.body).toMatch(/<input[^>]*name="codes"[^>]*value="3SLWZR000099999, doos 2"/);

    const shipped = await b.post(path, { ...fields, _csrf: tokenOf(page.body) });
    expect(shipped.statusCode).toBe(303);
    expect(shipped.headers.location).toBe(`${path}?gedaan=shipped`);
    const after = visibleText((await b.get(`${path}?gedaan=shipped`)).body);
    expect(after).toContain('De bestelling is verzonden. De klant krijgt een mail met de track & trace.');
    expect(after).toMatch(/Verzonden op \d{2}-\d{2}-\d{4}/);
    expect(after).toMatch(/PostNL\s*:\s*3SLWZR000099999/);
    // The timeline: who shipped it, and the shipping mail.
    expect(after).toMatch(/Bestelling verzonden\s+Mark Visser/);
    expect(after).toMatch(
      new RegExp(`Mail (klaargezet|verstuurd): Je bestelling ${numbers.paid} is verzonden`),
    );
    expect(after).toMatch(/Bestelling geplaatst\s+De winkel of de klant/);
    const [mail] = await queryRows<{ subject: string }>(
      t.services.database.db,
      sql`select subject from outbox_messages where idempotency_key like 'order-shipped:%' and recipient = ${klant.email}`,
    );
    expect(mail?.subject).toBe(`Je bestelling ${numbers.paid} is verzonden`);

    const slip = await b.get(`${path}/pakbon`);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['cache-control']).toBe('private, no-store');
  });

  it('refunds one line at the test gateway, once, with a credit invoice', async () => {
    const path = `/beheer/bestellingen/${numbers.paid}`;
    const b = await loggedIn(staff);
    const page = await b.get(path);
    const csrf = tokenOf(page.body);
    const key = /name="key" value="([^"]+)"/.exec(page.body)![1]!;
    const fields = { _csrf: csrf, intent: 'refund', key, 'line-1': '', 'line-2': '1' };
    expect((await (await loggedIn(klant)).post(path, fields)).statusCode).toBe(404);
    expect((await browser(() => t).post(path, fields)).statusCode).toBe(404);
    expect((await b.post(path, { ...fields, _csrf: 'x' })).statusCode).toBe(403);

    // A 'medewerker' (level 5) may view and ship, not refund: no refund form, and a 404 for the post.
    await t.services.database.db.execute(sql`update users set access_level = 5 where email = ${staff.email}`);
    expect(visibleText((await b.get(path)).body)).not.toContain('Betaal de gekozen regels terug');
    expect((await b.post(path, fields)).statusCode).toBe(404);
    await t.services.database.db.execute(sql`update users set access_level = 9 where email = ${staff.email}`);

    const tooMany = await b.post(path, { ...fields, 'line-1': '5', 'line-2': '' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toMatch(
      /id="refund-line-1-error"[^>]*>Kies een aantal van 0 tot wat nog terug te betalen is\./,
    );
    expect(tooMany.body).toMatch(/<input[^>]*name="line-1"[^>]*value="5"/);

    const done = await b.post(path, fields);
    expect(done.statusCode).toBe(303);
    const location = done.headers.location as string;
    expect(location).toMatch(/\?gedaan=refunded&credit=C\d{4}-000001$/);
    // The same form again (a double click): the same refund, nothing more.
    expect((await b.post(path, fields)).headers.location).toBe(location);
    const [given] = await queryRows<{ n: number; cents: number }>(
      t.services.database.db,
      sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as cents from test_gateway_refunds
          where payment_id like 'tg_demo%'`,
    );
    const [line] = await queryRows<{ total: number }>(
      t.services.database.db,
      sql`select l.total_cents as total from order_lines l join orders o on o.id = l.order_id
          where o.number = ${numbers.paid} and l.position = 2`,
    );
    expect(given).toEqual({ n: 1, cents: line!.total });

    const after = await b.get(location);
    const credit = /credit=(C[\d-]+)/.exec(location)![1]!;
    expect(visibleText(after.body)).toContain(`Terugbetaald. Creditfactuur ${credit} is gemaakt`);
    expect(after.body).toContain(`href="${path}/creditfactuur/${credit}"`);
    const pdf = await b.get(`${path}/creditfactuur/${credit}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await browser(() => t).get(`${path}/creditfactuur/${credit}`)).statusCode).toBe(404);
    expect((await b.get(`${path}/creditfactuur/C2000-000009`)).statusCode).toBe(404);
  });
});
