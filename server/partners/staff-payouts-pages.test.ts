// Issue 30: /beheer/uitbetalingen and its SEPA file as a browser without JavaScript uses them, through the whole
// app over the demo data (the demo partner's 2026Q2 payout is open, 2026Q3 ran): admins only (404 for guests and
// customers on every GET, POST and the file), 403 without the CSRF token, a bad quarter named by its field, the
// run that changes nothing the second time, the bank's file of the open payout, and "mark paid" — a bad day kept
// by its field, then paid once with one mail to the partner.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { outboxMessages } from '../outbox/schema.ts';
import { payouts } from './schema.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

describe('the staff payouts page', () => {
  let t: TestApp;
  let open: { id: number; partnerId: number };
  beforeAll(async () => {
    t = await openTestApp('pglite');
    const [row] = await t.services.database.db.select().from(payouts).where(eq(payouts.quarter, '2026Q2'));
    open = { id: row!.id, partnerId: row!.partnerId };
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);

  it('is a 404 for guests and customers on every page, post and file', async () => {
    const customer = await loggedIn(klant);
    const token = tokenOf((await customer.get('/account')).body);
    for (const b of [browser(() => t), customer]) {
      for (const path of [
        '/beheer/uitbetalingen',
        '/beheer/uitbetalingen?kwartaal=2026Q2',
        `/beheer/uitbetalingen/betaalbestand.xml?uitbetaling=${open.id}`,
      ])
        expect((await b.get(path)).statusCode).toBe(404);
      for (const fields of [
        { intent: 'run', kwartaal: '2026Q3' } as Record<string, string>,
        { intent: 'paid', payout: String(open.id), paid_on: '01-10-2026' },
      ])
        expect((await b.post('/beheer/uitbetalingen', { _csrf: token, ...fields })).statusCode).toBe(404);
    }
    expect(
      (await t.services.database.db.select().from(payouts).where(eq(payouts.id, open.id)))[0]!.paidOn,
    ).toBeNull();
  });

  it('shows the quarter with why, refuses a post without its token, and runs a quarter once', async () => {
    const b = await loggedIn(staff);
    const page = await b.get('/beheer/uitbetalingen?kwartaal=2026Q2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const text = visibleText(page.body);
    expect(text).toContain('Uitbetalingen aan partners');
    expect(text).toContain('Het 2e kwartaal 2026');
    expect(text).toContain('Sanne Jansen');
    expect(text).toContain('€ 10 of meer: wordt uitbetaald.');
    expect(text).toContain('Nog over te maken');
    expect(text).toContain(`LW-2026Q2-P${open.partnerId}`);
    expect(page.body).toMatch(new RegExp(`<input[^>]*name="uitbetaling"[^>]*value="${open.id}"`));

    const bad = await b.get('/beheer/uitbetalingen?kwartaal=gisteren');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toMatch(/aria-invalid="true"/);

    for (const fields of [
      { intent: 'run', kwartaal: '2026Q3' } as Record<string, string>,
      { intent: 'paid', payout: String(open.id), paid_on: '01-10-2026' },
    ]) {
      expect((await b.post('/beheer/uitbetalingen', fields)).statusCode).toBe(403);
      expect((await b.post('/beheer/uitbetalingen', { _csrf: 'niet-goed', ...fields })).statusCode).toBe(403);
    }

    // 2026Q3 ran in the demo data: running it again changes nothing; the running quarter cannot run.
    const again = await b.post('/beheer/uitbetalingen', {
      _csrf: tokenOf(page.body),
      intent: 'run',
      kwartaal: '2026Q3',
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/beheer/uitbetalingen?kwartaal=2026Q3&gedaan=run_unchanged');
    expect(visibleText((await b.get(again.headers.location!)).body)).toContain(
      'Er is niets veranderd: dit kwartaal was al uitgevoerd.',
    );
    const running = await b.post('/beheer/uitbetalingen', {
      _csrf: tokenOf(page.body),
      intent: 'run',
      kwartaal: '2099Q1',
    });
    expect(running.headers.location).toBe('/beheer/uitbetalingen?kwartaal=2099Q1&gedaan=not_ended');
  });

  it('serves the SEPA file of the chosen payouts, and sends a choice it cannot pay back', async () => {
    const b = await loggedIn(staff);
    const file = await b.get(`/beheer/uitbetalingen/betaalbestand.xml?uitbetaling=${open.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="uitbetalingen-\d{4}-\d{2}-\d{2}\.xml"$/,
    );
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.body).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(file.body).toContain(`<EndToEndId>LW-2026Q2-P${open.partnerId}</EndToEndId>`);
    expect(file.body).toContain('<IBAN>NL91ABNA0417164300</IBAN>');
    expect(file.body).toContain('<Nm>S. Jansen</Nm>');
    const none = await b.get('/beheer/uitbetalingen/betaalbestand.xml');
    expect(none.statusCode).toBe(303);
    expect(none.headers.location).toBe('/beheer/uitbetalingen?betaalbestand=none#over-te-maken');
    expect(visibleText((await b.get('/beheer/uitbetalingen?betaalbestand=none')).body)).toContain(
      'Kies minstens één uitbetaling voor het betaalbestand.',
    );
    const wrong = await b.get('/beheer/uitbetalingen/betaalbestand.xml?uitbetaling=abc');
    expect(wrong.headers.location).toBe('/beheer/uitbetalingen?betaalbestand=not_open#over-te-maken');
  });

  it('marks the payout paid: a bad day kept by its field, then once, with one mail', async () => {
    const b = await loggedIn(staff);
    const page = await b.get('/beheer/uitbetalingen');
    const post = (paid_on: string) =>
      b.post('/beheer/uitbetalingen', {
        _csrf: tokenOf(page.body),
        intent: 'paid',
        payout: String(open.id),
        paid_on,
      });
    const refused = await post('31-02-2026');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="31-02-2026"');
    expect(refused.body).toMatch(/aria-invalid="true"/);
    expect(visibleText(refused.body)).toContain(
      'Vul een bestaande datum in als DD-MM-JJJJ, bijvoorbeeld 15-01-2027.',
    );

    const done = await post('03-07-2026');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/beheer/uitbetalingen?gedaan=paid#over-te-maken');
    const twice = await post('04-07-2026');
    expect(twice.headers.location).toBe('/beheer/uitbetalingen?gedaan=paid_unchanged#over-te-maken');
    const db = t.services.database.db;
    expect((await db.select().from(payouts).where(eq(payouts.id, open.id)))[0]!.paidOn).toBe('2026-07-03');
    const mails = await db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.idempotencyKey, `payout-paid:${open.id}`));
    expect(mails.map((m) => m.recipient)).toEqual(['partner@leeswijzer.nl']);
    const after = visibleText((await b.get('/beheer/uitbetalingen?kwartaal=2026Q2')).body);
    expect(after).toContain('Overgemaakt op 03-07-2026');
    expect(visibleText((await b.get('/beheer/logboek')).body)).toContain('Uitbetaling overgemaakt');
  });
});
