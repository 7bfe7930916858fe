// Issue 30: /beheer/logboek through the whole app — admins only (the shop's 404 for guests and customers), a page
// past the last a 404, and a staff change made through its page (a message marked handled) shown once with
// when, who (by name), what and the values before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

describe('the staff audit log page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);

  it('is a 404 for guests and customers', async () => {
    expect((await browser(() => t).get('/beheer/logboek')).statusCode).toBe(404);
    expect((await (await loggedIn(klant)).get('/beheer/logboek')).statusCode).toBe(404);
  });

  it('shows a change made through its page once, with who, what and before → after', async () => {
    // A visitor's question, for staff to handle.
    const visitor = browser(() => t);
    const form = await visitor.get('/contact');
    const sent = await visitor.post('/contact', {
      _csrf: tokenOf(form.body),
      form_key: /name="form_key" value="([^"]+)"/.exec(form.body)![1]!,
      homepage: '',
      firstname: 'Sanne',
      email: 'sanne.logboek@voorbeeld.nl',
      question: 'Komt er een tweede druk?',
    });
    expect(sent.statusCode).toBe(200);
    const b = await loggedIn(staff);
    expect(visibleText((await b.get('/beheer/logboek')).body)).toContain('Logboek');
    const messages = await b.get('/beheer/berichten');
    const id = /<input type="hidden" name="id" value="(\d+)"/.exec(messages.body)?.[1];
    expect(id).toBeDefined();
    for (let i = 0; i < 2; i++)
      expect((await b.post('/beheer/berichten', { _csrf: tokenOf(messages.body), id: id! })).statusCode).toBe(
        303,
      );
    const log = visibleText((await b.get('/beheer/logboek')).body);
    const line = new RegExp(
      `\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2} Mark Visser Bericht afgehandeld bericht ${id} Was: handled: false Werd: handled: true`,
    );
    expect(log).toMatch(line);
    expect(log.match(new RegExp(`bericht ${id} `, 'g'))).toHaveLength(1);
    expect((await b.get('/beheer/logboek?pagina=99')).statusCode).toBe(404);
    expect((await b.get('/beheer/logboek?pagina=nul')).statusCode).toBe(404);
  });
});
