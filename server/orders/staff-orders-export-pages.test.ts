// Issue 30: the orders' CSV export /beheer/bestellingen/bestellingen.csv through the whole app (decisions
// 595–597): admins only (the shop's 404 for guests and customers, with or without a filter), the list's link
// carrying its filter without the page number, and the file for Dutch Excel — the byte-order mark, ';' between
// the fields, the bookkeeping's columns, dates in Amsterdam time, euros with a decimal comma, a name typed as a
// formula kept as text, the list's filter applied to every page, and private caching.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { browser, loggedInBrowser, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const BOM = '\ufeff';
const CSV = '/beheer/bestellingen/bestellingen.csv';
const HEADER =
  'Bestelnummer;Datum;Status;Betaalmethode;Betaald op;Verzonden op;Factuurnummer;Naam;Bedrijf;E-mailadres;Postcode;Plaats;Land;Goederen incl. btw;Verzendkosten;Btw;Totaal;Partnercode';

describe('the staff order export', () => {
  let t: TestApp;
  const numbers: number[] = [];
  beforeAll(async () => {
    t = await openTestApp('pglite');
    const db = t.services.database.db;
    // Two orders of a customer whose name is a formula: one paid, shipped, with a partner; one awaiting a transfer.
    for (const [i, paid] of [true, false].entries()) {
      const [row] = await queryRows<{ number: number }>(
        db,
        sql`insert into orders (guid, checkout_key, status, firstname, lastname, email, address, zipcode, city,
          country_code, company, affiliate_id, goods_gross_cents, goods_cents, shipping_cents, vat_cents,
          total_cents, payment_method, bank_transfer_at, paid_at, invoice_number, invoice_date, fulfilled_at,
          released_at, created_at, updated_at)
        values (${`csvexport-${i}`}, ${`csvexport-${i}`}, ${paid ? 'paid' : 'banktransfer'}, '=HYPERLINK("x")',
          'Exportklant', 'export.klant@voorbeeld.nl', 'Dorpsstraat 1', '3511AB', 'Utrecht', 'BE',
          ${paid ? 'Boekhandel Export BV' : ''}, ${paid ? 'partner7' : null}, 123456, 123456,
          ${paid ? 0 : null}, 10194, 123456, ${paid ? 'ideal' : 'banktransfer'},
          ${paid ? null : '2026-11-02 09:00:00+00'}, ${paid ? '2026-07-01 22:30:00+00' : null},
          ${paid ? 'CSV-EXPORT-1' : null}, ${paid ? '2026-07-01 22:30:00+00' : null},
          ${paid ? '2026-07-03 08:05:00+00' : null}, now(),
          ${paid ? '2026-07-01 22:15:00+00' : '2026-11-02 09:00:00+00'}, now())
        returning number`,
      );
      numbers.push(row!.number);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);

  it('is a 404 for guests and customers, with or without a filter', async () => {
    const customer = await loggedIn(klant);
    for (const path of [CSV, `${CSV}?status=paid&q=exportklant`]) {
      const guest = await browser(() => t).get(path);
      expect(guest.statusCode, path).toBe(404);
      expect(guest.body).not.toContain('Exportklant');
      expect((await customer.get(path)).statusCode, path).toBe(404);
    }
  });

  it('links from the list with the list’s filter, without its page number', async () => {
    const b = await loggedIn(staff);
    const page = await b.get('/beheer/bestellingen?status=paid&q=exportklant&page=1');
    expect(visibleText(page.body)).toContain('Exporteer als CSV');
    expect(page.body).toContain(`href="${CSV}?status=paid&amp;q=exportklant"`);
    const none = await b.get('/beheer/bestellingen?q=niemand-heet-zo-export');
    expect(visibleText(none.body)).not.toContain('Exporteer als CSV');
  });

  it('exports the filter’s orders for Dutch Excel: dates in Amsterdam, euros with a comma, formulas as text', async () => {
    const b = await loggedIn(staff);
    const file = await b.get(`${CSV}?q=exportklant`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="bestellingen-${amsterdamCalendarDate(new Date())}.csv"`,
    );
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [paid, transfer] = numbers;
    // Newest first; 22:30 UTC on 1 July is 2 July 00:30 in Amsterdam (summer time).
    expect(file.body).toBe(
      `${BOM}${HEADER}\r\n` +
        `${transfer};02-11-2026 10:00;Wacht op overboeking;Overboeking;;;;"'=HYPERLINK(""x"") Exportklant";;export.klant@voorbeeld.nl;3511AB;Utrecht;BE;1234,56;;101,94;1234,56;\r\n` +
        `${paid};02-07-2026 00:15;Verzonden;iDEAL;02-07-2026 00:30;03-07-2026 10:05;CSV-EXPORT-1;"'=HYPERLINK(""x"") Exportklant";Boekhandel Export BV;export.klant@voorbeeld.nl;3511AB;Utrecht;BE;1234,56;0,00;101,94;1234,56;partner7\r\n`,
    );
  });

  it('applies every filter of the list and reads every page; a bad value counts as not given', async () => {
    const b = await loggedIn(staff);
    const rowsOf = async (query: string) =>
      (await b.get(`${CSV}${query}`)).body
        .slice(1)
        .split('\r\n')
        .slice(1, -1)
        .map((r) => r.split(';')[0]);
    const [paid, transfer] = numbers.map(String);
    expect(await rowsOf('?status=paid&q=exportklant')).toEqual([paid]);
    expect(await rowsOf('?status=awaiting&q=exportklant')).toEqual([transfer]);
    expect(await rowsOf('?method=ideal&q=export.klant%40voorbeeld.nl')).toEqual([paid]);
    expect(await rowsOf('?from=2026-07-02&to=2026-07-02&q=exportklant')).toEqual([paid]);
    expect(await rowsOf('?status=weg&q=exportklant&page=7')).toEqual([transfer, paid]);
    expect(await rowsOf('?status=shipped&q=niemand-heet-zo-export')).toEqual([]);
    // No filter: every order that left the checkout, however many pages the list has.
    const all = await rowsOf('');
    const [counted] = await queryRows<{ n: number }>(
      t.services.database.db,
      sql`select count(*)::int as n from orders where deleted_at is null and status <> 'open'`,
    );
    expect(all).toHaveLength(counted!.n);
    expect(all).toContain(paid);
  });
});
