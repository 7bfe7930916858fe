// Issue 32 through the whole app, as a browser without JavaScript: the account's privacy tab downloads the ZIP,
// refuses a wrong password with its message by the field and closes the account with the right one (logged out,
// told it is done); staff close an account from the customer page (beheerder only, a box to tick, CSRF, an audit
// line); the privacy page states the retention and the export's contents from the code's constants.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportContentsSentence, INVOICE_RETENTION_YEARS } from '../../domain/personal-data.ts';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { TEST_HASH } from '../../tests/support/test-integrations.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { queryRows } from '../db/client.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
let accounts = 0;

describe('the privacy tab and closing an account', () => {
  let t: TestApp;
  const app = () => t;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newAccount(level = 0): Promise<{ id: number; email: string; password: string }> {
    accounts++;
    const email = `privacy${accounts}.${Date.now()}@voorbeeld.nl`;
    const password = `Privacy-wachtwoord-${accounts}`;
    const [row] = await queryRows<{ id: number }>(
      t.services.database.db,
      sql`insert into users (email, password_hash, firstname, lastname, access_level)
          values (${email}, ${await hashPassword(password, TEST_HASH)}, 'Pim', 'Privé', ${level}) returning id`,
    );
    return { id: Number(row!.id), email, password };
  }

  it('downloads the ZIP, refuses a wrong password and closes the account with the right one', async () => {
    const account = await newAccount();
    const b = await loggedInBrowser(app, account);
    const page = await b.get('/account/privacy');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const text = visibleText(page.body);
    expect(text).toContain('Je gegevens downloaden');
    expect(text).toContain(`wettelijk ${INVOICE_RETENTION_YEARS} jaar bewaren`);
    expect(page.body).toContain('aria-current="page"');

    const noToken = await b.post('/account/privacy/export', {});
    expect(noToken.statusCode).toBe(303);
    const download = await b.post('/account/privacy/export', { _csrf: tokenOf(page.body) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="leeswijzer-gegevens-/);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const wrong = await b.post('/account/privacy', {
      _csrf: tokenOf(page.body),
      password: 'fout-wachtwoord',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatch(
      /id="close-account-password-error"[^>]*>Dit wachtwoord klopt niet. Je account is niet verwijderd.</,
    );

    const closed = await b.post('/account/privacy', {
      _csrf: tokenOf(page.body),
      password: account.password,
    });
    expect(closed.statusCode).toBe(303);
    expect(closed.headers.location).toBe('/account/privacy?verwijderd=1');
    expect(b.jar.has('lw_session')).toBe(false);
    expect(visibleText((await b.get('/account/privacy?verwijderd=1')).body)).toContain(
      'Je account is verwijderd',
    );
    expect((await b.get('/account/privacy')).headers.location).toBe('/');
    const [left] = await queryRows<{ n: number }>(
      t.services.database.db,
      sql`select count(*)::int as n from users where id = ${account.id}`,
    );
    expect(left!.n).toBe(0);
  });

  it('lets a beheerder download a customer’s data on request, logged; a medewerker gets a 404', async () => {
    const customer = await newAccount();
    const medewerker = await newAccount(5);
    const helper = await loggedInBrowser(app, medewerker);
    const seen = await helper.get(`/beheer/klanten/${customer.id}`);
    expect(seen.body).not.toContain('gegevens.zip');
    const url = `/beheer/klanten/${customer.id}/gegevens.zip`;
    expect((await helper.post(url, { _csrf: tokenOf(seen.body) })).statusCode).toBe(404);

    const b = await loggedInBrowser(app, staff);
    const page = await b.get(`/beheer/klanten/${customer.id}`);
    expect(page.body).toContain(`action="${url}"`);
    expect((await b.post(url, {})).statusCode).toBe(403);
    const download = await b.post(url, { _csrf: tokenOf(page.body) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const lines = await queryRows<{ action: string }>(
      t.services.database.db,
      sql`select action from audit_log where subject = ${`klant ${customer.id}`}`,
    );
    expect(lines).toEqual([{ action: 'customer.export' }]);
  });

  it('lets a beheerder close a customer on request, with the box ticked, and logs it', async () => {
    const customer = await newAccount();
    const medewerker = await newAccount(5);
    const helper = await loggedInBrowser(app, medewerker);
    const seen = await helper.get(`/beheer/klanten/${customer.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('customer-close-form');
    const refused = await helper.post(`/beheer/klanten/${customer.id}`, {
      _csrf: tokenOf(seen.body),
      intent: 'close',
      confirmed: 'on',
    });
    expect(refused.statusCode).toBe(404);

    const b = await loggedInBrowser(app, staff);
    const page = await b.get(`/beheer/klanten/${customer.id}`);
    expect(page.body).toContain('customer-close-form');
    const unticked = await b.post(`/beheer/klanten/${customer.id}`, {
      _csrf: tokenOf(page.body),
      intent: 'close',
    });
    expect(unticked.statusCode).toBe(400);
    expect(visibleText(unticked.body)).toContain('Vink aan dat je het verzoek hebt gecontroleerd.');
    const noToken = await b.post(`/beheer/klanten/${customer.id}`, { intent: 'close', confirmed: 'on' });
    expect(noToken.statusCode).toBe(403);
    const done = await b.post(`/beheer/klanten/${customer.id}`, {
      _csrf: tokenOf(page.body),
      intent: 'close',
      confirmed: 'on',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/beheer/klanten?verwijderd=1');
    expect(visibleText((await b.get('/beheer/klanten?verwijderd=1')).body)).toContain(
      'Het account is verwijderd',
    );
    expect((await b.get(`/beheer/klanten/${customer.id}`)).statusCode).toBe(404);
    const lines = await queryRows<{ action: string }>(
      t.services.database.db,
      sql`select action from audit_log where subject = ${`klant ${customer.id}`}`,
    );
    expect(lines).toEqual([{ action: 'customer.close' }]);
  });

  it('states the retention and the export on the privacy page from the same constants', async () => {
    const page = visibleText((await browser(app).get('/privacy-policy')).body);
    expect(page).toContain(`${INVOICE_RETENTION_YEARS} jaar na het einde van het jaar`);
    expect(page).toContain(exportContentsSentence());
    expect(page).not.toMatch(/\{[a-z_]+\}/);
  });
});
