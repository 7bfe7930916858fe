// Issue 30: /beheer/mail as a browser without JavaScript uses it, through the whole app — admins only (the shop's
// 404 for guests and customers, on GET and POST), a POST without a valid CSRF token refused, the filter in the
// address with a bad value named by its field, a page past the last a 404, no message's body on the page, and
// "Nu opnieuw proberen" on a failed mail: back to the same filtered list (303) with what happened, the mail sent
// once, one line in the audit log, and a second press changing nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { enqueueMail } from './outbox.ts';
import { outboxMessages } from './schema.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const SECRET_LINK = 'https://www.leeswijzer.nl/reset-password/heel-geheim-123';

describe('the staff mail queue page', () => {
  let t: TestApp;
  let failed = 0;
  beforeAll(async () => {
    t = await openTestApp('pglite');
    // A mail the mail server refused at every attempt (the delivery loop's own end state, decision 571).
    const db = t.services.database.db;
    await enqueueMail(db, 'staff-queue-page:1', {
      to: 'mislukt.pagina@voorbeeld.nl',
      subject: 'Wachtwoord herstellen',
      text: `Herstel je wachtwoord: ${SECRET_LINK}`,
      html: `<a href="${SECRET_LINK}">Herstel</a>`,
    });
    const [row] = await db
      .update(outboxMessages)
      .set({ status: 'failed', attempts: 8, lastError: '550 5.1.1 Mailbox unavailable' })
      .where(eq(outboxMessages.idempotencyKey, 'staff-queue-page:1'))
      .returning({ id: outboxMessages.id });
    failed = row!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);
  const auditLines = async (b: Awaited<ReturnType<typeof loggedIn>>) =>
    visibleText((await b.get('/beheer/logboek')).body).match(new RegExp(`mail ${failed} `, 'g')) ?? [];

  it('is a 404 for guests and customers, on every GET and POST', async () => {
    const guest = browser(() => t);
    const customer = await loggedIn(klant);
    const customerToken = tokenOf((await customer.get('/contact')).body);
    expect(customerToken).not.toBe('');
    for (const path of ['/beheer/mail', '/beheer/mail?status=failed', '/beheer/mail?page=2']) {
      expect((await guest.get(path)).statusCode).toBe(404);
      expect((await customer.get(path)).statusCode).toBe(404);
    }
    const guestToken = tokenOf((await guest.get('/contact')).body);
    expect((await guest.post('/beheer/mail', { _csrf: guestToken, id: String(failed) })).statusCode).toBe(
      404,
    );
    expect(
      (await customer.post('/beheer/mail', { _csrf: customerToken, id: String(failed) })).statusCode,
    ).toBe(404);
    const [row] = await t.services.database.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, failed));
    expect(row!.status).toBe('failed');
  });

  it('refuses a retry without a valid CSRF token', async () => {
    const b = await loggedIn(staff);
    expect((await b.post('/beheer/mail', { id: String(failed) })).statusCode).toBe(403);
    expect((await b.post('/beheer/mail', { _csrf: 'vervalst', id: String(failed) })).statusCode).toBe(403);
    expect(await auditLines(b)).toHaveLength(0);
  });

  it('lists by the address, names a bad value by its field and 404s a page past the last', async () => {
    const b = await loggedIn(staff);
    const all = await b.get('/beheer/mail');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toContain('no-store');
    expect(visibleText(all.body)).toContain('Berichten van de winkel');

    const bad = await b.get('/beheer/mail?status=weg&q=mislukt.pagina');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toMatch(
      /id="mail-filter-status-error"[^>]*>Kies een van de mogelijkheden uit de lijst\.</,
    );
    expect(bad.body).toMatch(/<input[^>]*name="q"[^>]*value="mislukt.pagina"/);
    expect(visibleText(bad.body)).toContain('1 bericht');

    expect((await b.get('/beheer/mail?page=999')).statusCode).toBe(404);
    expect((await b.get('/beheer/mail?status=failed&q=niemand.hier%40voorbeeld.nl')).statusCode).toBe(200);
    expect((await b.post('/beheer/mail', { _csrf: tokenOf(all.body), id: 'abc' })).statusCode).toBe(400);
    expect((await b.post('/beheer/mail', { _csrf: tokenOf(all.body), id: '2000000000' })).statusCode).toBe(
      404,
    );
  });

  it('retries a failed mail without JavaScript: sent once, one audit line, a second press changes nothing', async () => {
    const b = await loggedIn(staff);
    const list = '/beheer/mail?status=failed&q=mislukt.pagina%40voorbeeld.nl';
    const page = await b.get(list);
    const text = visibleText(page.body);
    expect(text).toContain('1 bericht');
    expect(text).toMatch(
      new RegExp(
        `${failed} E-mail mislukt.pagina@voorbeeld.nl Wachtwoord herstellen Mislukt Nu opnieuw proberen \\( ?bericht ${failed} aan mislukt.pagina@voorbeeld.nl ?\\) \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2} 8 — — 550 5.1.1 Mailbox unavailable`,
      ),
    );
    // Never the body: the reset link in it would let whoever reads it take the account over (decision 572).
    expect(page.body).not.toContain('heel-geheim-123');
    expect(page.body).toMatch(
      /<form [^>]*action="\/beheer\/mail\?status=failed&amp;q=mislukt.pagina%40voorbeeld.nl" method="post"/,
    );

    const csrf = tokenOf(page.body);
    const first = await b.post(list, { _csrf: csrf, id: String(failed) });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(
      `/beheer/mail?status=failed&q=mislukt.pagina%40voorbeeld.nl&gedaan=done&bericht=${failed}`,
    );
    const back = visibleText((await b.get(first.headers.location as string)).body);
    expect(back).toContain(`Bericht ${failed} staat weer in de wachtrij en wordt zo verstuurd.`);

    const second = await b.post(list, { _csrf: csrf, id: String(failed) });
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toContain('gedaan=unchanged');
    expect(visibleText((await b.get(second.headers.location as string)).body)).toContain(
      `Bericht ${failed} is niet gewijzigd`,
    );

    const mails = (await t.integrations.mails()).filter((m) => m.to === 'mislukt.pagina@voorbeeld.nl');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(SECRET_LINK);
    // Sent now: in the sent list, without a button; a press on it changes nothing and sends nothing.
    const sent = await b.get('/beheer/mail?status=sent&q=mislukt.pagina');
    expect(visibleText(sent.body)).toMatch(
      new RegExp(`${failed} E-mail mislukt.pagina@voorbeeld.nl .* Verstuurd .* 9 `),
    );
    expect(visibleText(sent.body)).not.toContain('Nu opnieuw proberen');
    expect((await b.post(list, { _csrf: csrf, id: String(failed) })).headers.location).toContain(
      'gedaan=unchanged',
    );
    expect((await t.integrations.mails()).filter((m) => m.to === 'mislukt.pagina@voorbeeld.nl')).toHaveLength(
      1,
    );

    const log = visibleText((await b.get('/beheer/logboek')).body);
    expect(log).toMatch(
      new RegExp(
        `Mark Visser Bericht opnieuw geprobeerd mail ${failed} Was: status: failed Werd: status: pending`,
      ),
    );
    expect(await auditLines(b)).toHaveLength(1);
  });
});
