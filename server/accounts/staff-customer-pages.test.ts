// Issue 30: /beheer/klanten and /beheer/klanten/{id} through the whole app, as a browser without JavaScript —
// admins only (the shop's 404 for guests and customers on every GET and POST), a page past the last and an unknown
// customer a 404, a post without a valid CSRF token refused with nothing changed, a value that cannot be used
// answered with the words of the form's own check (domain/staff-customers.ts) by its field and the rest kept as
// typed, and a save that goes back to the page (303) with the change shown and in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../domain/account-forms.ts';
import { customerSettingsFormErrors, discountRuleFormErrors } from '../../domain/staff-customers.ts';
import { formatText } from '../../domain/texts.ts';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { defaultTextsNl } from '../content/texts/index.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const reseller = DEMO_ACCOUNTS.find((a) => a.role === 'wederverkoper')!;

/** The Dutch words of a form check's messages, by field. */
const wordsOf = (errors: FieldErrors) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, ref]) => [field, formatText(defaultTextsNl[ref!.key]!, ref!.params)]),
  );

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The messages a page shows by a form's fields (`{form}-{field}-error`), by field. */
function pageMessages(html: string, form: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(new RegExp(`id="${form}-([^"]+)-error"[^>]*>([^<]*)<`, 'g')))
    found[match[1]!] = decode(match[2]!);
  return found;
}

/** The value a text field of a form shows. */
const valueOf = (html: string, form: string, name: string) =>
  new RegExp(`id="${form}-${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`value="([^"]*)"[^>]*id="${form}-${name}"`).exec(html)?.[1];

describe('the staff customer pages', () => {
  let t: TestApp;
  let klantId: number;
  let resellerId: number;
  beforeAll(async () => {
    t = await openTestApp('pglite');
    const b = await loggedInBrowser(() => t, staff);
    const idOf = async (email: string) =>
      Number(
        /href="\/beheer\/klanten\/(\d+)"/.exec(
          (await b.get(`/beheer/klanten?q=${encodeURIComponent(email)}`)).body,
        )![1],
      );
    klantId = await idOf(klant.email);
    resellerId = await idOf(reseller.email);
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);

  it('is a 404 for guests and customers on every page and post', async () => {
    const customer = await loggedIn(klant);
    const token = tokenOf((await customer.get('/account')).body);
    expect(token).not.toBe('');
    for (const b of [browser(() => t), customer]) {
      expect((await b.get('/beheer/klanten')).statusCode).toBe(404);
      expect((await b.get(`/beheer/klanten/${klantId}`)).statusCode).toBe(404);
      for (const intent of ['settings', 'rule-add', 'rule-change', 'rule-delete', 'partner'])
        expect(
          (
            await b.post(`/beheer/klanten/${klantId}`, {
              _csrf: token,
              intent,
              rule: '1',
              discount: '50',
              access_level: '9',
              discount_3party: '0',
              sku: '9789493000049',
              min_amount: '2',
              commission: '50',
              commission_3party: '50',
              partner_status: 'approved',
            })
          ).statusCode,
        ).toBe(404);
    }
  });

  it('finds customers, pages, and answers a page past the last and an unknown customer with a 404', async () => {
    const b = await loggedIn(staff);
    const list = visibleText((await b.get('/beheer/klanten?q=Boekhandel+De+Zin')).body);
    expect(list).toContain('1 klant');
    expect(list).toContain(reseller.email);
    expect(list).toContain('Wederverkoper');
    expect((await b.get('/beheer/klanten?page=99')).statusCode).toBe(404);
    expect((await b.get('/beheer/klanten/99999999')).statusCode).toBe(404);
    expect((await b.get('/beheer/klanten/abc')).statusCode).toBe(404);
    const page = visibleText((await b.get(`/beheer/klanten/${resellerId}`)).body);
    expect(page).toContain(`Klant ${resellerId}: Pieter Bakker`);
    expect(page).toContain('Boekhandel De Zin');
  });

  it('refuses a post without a valid CSRF token and changes nothing', async () => {
    const b = await loggedIn(staff);
    const refused = await b.post(`/beheer/klanten/${klantId}`, {
      _csrf: 'vervalst',
      intent: 'settings',
      access_level: '0',
      discount: '40',
      discount_3party: '0',
    });
    expect(refused.statusCode).toBe(403);
    const page = (await b.get(`/beheer/klanten/${klantId}`)).body;
    expect(valueOf(page, 'customer-settings', 'discount')).toBe('0');
  });

  it('answers a value that cannot be used with its message by the field, the rest kept as typed', async () => {
    const b = await loggedIn(staff);
    const page = await b.get(`/beheer/klanten/${klantId}`);
    const wrong = { access_level: '3', discount: '150', discount_3party: '7', is_reseller: 'on' };
    const answer = await b.post(`/beheer/klanten/${klantId}`, {
      _csrf: tokenOf(page.body),
      intent: 'settings',
      ...wrong,
    });
    expect(answer.statusCode).toBe(400);
    expect(pageMessages(answer.body, 'customer-settings')).toEqual(
      wordsOf(customerSettingsFormErrors(wrong)),
    );
    expect(pageMessages(answer.body, 'customer-settings')).toEqual({
      discount: 'Vul een heel getal van 0 tot en met 100 in.',
    });
    expect(valueOf(answer.body, 'customer-settings', 'access_level')).toBe('3');
    expect(valueOf(answer.body, 'customer-settings', 'discount')).toBe('150');
    expect(valueOf(answer.body, 'customer-settings', 'discount_3party')).toBe('7');
    expect(answer.body).toMatch(/id="customer-settings-is_reseller"[^>]*checked/);

    const rule = { sku: '12-34', min_amount: '0', discount: '10', is_active: 'on' };
    const ruleAnswer = await b.post(`/beheer/klanten/${klantId}`, {
      _csrf: tokenOf(page.body),
      intent: 'rule-add',
      ...rule,
    });
    expect(ruleAnswer.statusCode).toBe(400);
    expect(pageMessages(ruleAnswer.body, 'rule-new')).toEqual(
      wordsOf(discountRuleFormErrors(rule, { withSku: true })),
    );
    const unknown = await b.post(`/beheer/klanten/${klantId}`, {
      _csrf: tokenOf(page.body),
      intent: 'rule-add',
      ...rule,
      min_amount: '2',
    });
    expect(pageMessages(unknown.body, 'rule-new')).toEqual({ sku: 'Dit boek staat niet in de catalogus.' });
    expect(valueOf(unknown.body, 'rule-new', 'sku')).toBe('12-34');

    const own = await loggedIn(staff);
    const ownPage = await own.get('/beheer/klanten?q=beheer%40leeswijzer.nl');
    const staffId = /href="\/beheer\/klanten\/(\d+)"/.exec(ownPage.body)![1]!;
    const lockout = await own.post(`/beheer/klanten/${staffId}`, {
      _csrf: tokenOf((await own.get(`/beheer/klanten/${staffId}`)).body),
      intent: 'settings',
      access_level: '0',
      discount: '0',
      discount_3party: '0',
    });
    expect(lockout.statusCode).toBe(400);
    expect(pageMessages(lockout.body, 'customer-settings').access_level).toContain('eigen toegangsniveau');
    expect((await own.get('/beheer/klanten')).statusCode).toBe(200);
  });

  it('saves a setting and a rule, shows them, and logs each change once', async () => {
    const b = await loggedIn(staff);
    const page = await b.get(`/beheer/klanten/${resellerId}`);
    const settings = {
      _csrf: tokenOf(page.body),
      intent: 'settings',
      is_reseller: 'on',
      no_shipping_costs: 'on',
      access_level: '0',
      discount: '12',
      discount_3party: '0',
    };
    const saved = await b.post(`/beheer/klanten/${resellerId}`, settings);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/beheer/klanten/${resellerId}?gedaan=saved#instellingen`);
    const again = await b.post(`/beheer/klanten/${resellerId}`, settings);
    expect(again.headers.location).toBe(`/beheer/klanten/${resellerId}?gedaan=unchanged#instellingen`);
    const shown = await b.get(`/beheer/klanten/${resellerId}?gedaan=saved`);
    expect(visibleText(shown.body)).toContain('Opgeslagen.');
    expect(valueOf(shown.body, 'customer-settings', 'discount')).toBe('12');
    expect(shown.body).toMatch(/id="customer-settings-no_shipping_costs"[^>]*checked/);

    const added = await b.post(`/beheer/klanten/${resellerId}`, {
      _csrf: tokenOf(page.body),
      intent: 'rule-add',
      sku: '978-94-93000-04-9',
      min_amount: '3',
      discount: '35',
      is_active: 'on',
    });
    expect(added.headers.location).toBe(`/beheer/klanten/${resellerId}?gedaan=added#kortingsregels`);
    const withRule = await b.get(`/beheer/klanten/${resellerId}`);
    // The demo reseller has rules of its own already: the new one has the highest id.
    const ruleId = String(
      Math.max(...[...withRule.body.matchAll(/name="rule" value="(\d+)"/g)].map((m) => Number(m[1]))),
    );
    expect(valueOf(withRule.body, `rule-${ruleId}`, 'min_amount')).toBe('3');
    expect(valueOf(withRule.body, `rule-${ruleId}`, 'discount')).toBe('35');
    const deleted = await b.post(`/beheer/klanten/${resellerId}`, {
      _csrf: tokenOf(page.body),
      intent: 'rule-delete',
      rule: ruleId,
    });
    expect(deleted.headers.location).toBe(`/beheer/klanten/${resellerId}?gedaan=deleted#kortingsregels`);

    const log = visibleText((await b.get('/beheer/logboek')).body);
    expect(log.match(new RegExp(`Klantinstellingen gewijzigd klant ${resellerId} `, 'g'))).toHaveLength(1);
    expect(log).toContain(`Kortingsregel toegevoegd klant ${resellerId}`);
    expect(log).toContain(`Kortingsregel verwijderd klant ${resellerId}`);
  });
});
