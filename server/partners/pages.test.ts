// Issue 17 #1, #2, #6–#8 through the whole app as a browser without JavaScript (fastify.inject), on PGlite and
// PostgreSQL: the application page (messages next to the fields with the input kept, the thanks with the form
// gone, the guest's new account logged in, the pending header, the mails), /beheer/partners (404 for guests,
// customers and partners; approve once, a second press harmless; the code on the account), the partner area
// (/ when not logged in, the application link for non-partners, only the partner's own commissions), the
// technical tab's ISBN generator, and the short links /s/{code}.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { browser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { DEMO_PARTNER_CODE } from '../db/seed/partners.ts';
import { SHORT_LINKS_PER_ADDRESS } from './pages.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const partner = DEMO_ACCOUNTS.find((a) => a.role === 'partner')!;

let addresses = 0;
const newIp = () => `203.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const APPLICATION = {
  firstname: 'Iris',
  lastname: "D'Hondt",
  phonenr: '020 123 45 67',
  address: 'Keizersgracht',
  housenr: '12',
  addition: '',
  zipcode: '1015 CJ',
  city: 'Amsterdam',
  country_code: 'NL',
  has_subscription: 'on',
  website: 'https://irisleest.nl',
  bank_account: 'NL91 ABNA 0417 1643 00',
  account_holder: 'I. D’Hondt',
  account_city: 'Amsterdam',
  motivation: 'Ik schrijf wekelijks over boeken die helpen.\nMijn lezers vragen om tips.',
  url_bookpage_yesno: 'yes',
  url_bookpage: 'irisleest.nl/boeken',
  password: 'Lezen-is-leuk-2026',
  password2: 'Lezen-is-leuk-2026',
  no_spam: 'on',
  agreement: 'on',
  homepage: '',
};

describe.each(eachDatabase())('partner pages without JavaScript on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => t;
  let made = 0;
  const newEmail = () => `partner${++made}-${kind}@voorbeeld.nl`;

  async function logIn(email: string, password: string) {
    const b = browser(app);
    const page = await b.get('/login');
    await b.post('/login', { _csrf: tokenOf(page.body), intent: 'login', email, password, next: '/' });
    return b;
  }

  /** A guest applies with `fields` from a fresh client address. */
  async function apply(fields: Record<string, string>, b = browser(app)) {
    const page = await b.get('/partner-registration');
    const res = await b.post(
      '/partner-registration',
      { _csrf: tokenOf(page.body), ...fields },
      { 'x-forwarded-for': newIp() },
    );
    return { b, page, res };
  }

  async function approveAs(b: ReturnType<typeof browser>, email: string) {
    const list = await b.get('/beheer/partners');
    const block = list.body.split('<article').find((part) => part.includes(email))!;
    const user = /name="user" value="(\d+)"/.exec(block)![1]!;
    const res = await b.post('/beheer/partners', { _csrf: tokenOf(list.body), user, decision: 'approve' });
    return { res, user, token: tokenOf(list.body) };
  }

  it('shows the messages next to the fields and keeps the input (no password kept)', async () => {
    const { res, page } = await apply({
      ...APPLICATION,
      email: 'geen-adres',
      motivation: 'x'.repeat(751),
      url_bookpage: '',
      no_spam: '',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(res.statusCode).toBe(400);
    const text = visibleText(res.body);
    expect(text).toContain('Je aanmelding is nog niet verstuurd.');
    expect(text).toContain('Vul een geldig e-mailadres in.');
    expect(text).toContain('Deze invoer is niet correct.');
    expect(text).toContain('Vink aan dat je geen spam verstuurt.');
    expect(res.body).toMatch(/<input[^>]*name="email"[^>]*value="geen-adres"/);
    expect(res.body).toMatch(/<input[^>]*name="city"[^>]*value="Amsterdam"/);
    expect(res.body).not.toContain('Lezen-is-leuk-2026');
  });

  it('refuses a post without the page’s token (403, nothing stored)', async () => {
    const email = newEmail();
    const b = browser(app);
    await b.get('/partner-registration');
    const res = await b.post('/partner-registration', { _csrf: 'fout', ...APPLICATION, email });
    expect(res.statusCode).toBe(403);
    expect((await t.integrations.mails()).some((m) => m.to === email)).toBe(false);
  });

  it('a guest applies: thanks without the form, logged in, pending next time; applicant and staff mailed', async () => {
    const email = newEmail();
    const { b, res } = await apply({ ...APPLICATION, email });
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    expect(text).toContain('Bedankt voor je aanmelding als partner!');
    expect(res.body).not.toContain('name="motivation"');
    expect(res.headers['set-cookie']?.toString()).toMatch(/lw_session=/);
    const again = await b.get('/partner-registration');
    expect(visibleText(again.body)).toContain('Je aanmelding wordt bekeken');
    expect(again.body).not.toContain('name="motivation"');
    const mails = await t.integrations.mails();
    expect(
      mails.find((m) => m.to === email && m.subject === 'Je aanmelding als partner van Leeswijzer'),
    ).toBeTruthy();
    const toStaff = mails.find((m) => m.subject === 'Nieuwe partneraanmelding' && m.text.includes(email));
    expect(toStaff?.text).toContain('http://irisleest.nl/boeken');
    // The area says the application is being looked at; no tabs yet.
    expect(visibleText((await b.get('/partner')).body)).toContain('Je aanmelding als partner wordt bekeken');
  });

  it('a logged-in customer applies without password or ticks; the account keeps its email', async () => {
    const email = newEmail();
    const made = await t.services.accounts.register(
      {
        firstname: 'Kees',
        lastname: 'Klant',
        email,
        email2: email,
        phonenr: '',
        password: 'Klant-van-ons-2026',
        password2: 'Klant-van-ons-2026',
        hasSubscription: false,
      },
      { ip: newIp(), origin: 'http://localhost' },
    );
    expect(made.status).toBe('ok');
    const b = await logIn(email, 'Klant-van-ons-2026');
    const form = await b.get('/partner-registration');
    expect(form.body).not.toContain('name="password"');
    expect(form.body).not.toContain('name="agreement"');
    const { password: _p, password2: _p2, no_spam: _n, agreement: _a, ...fields } = APPLICATION;
    const res = await b.post('/partner-registration', {
      _csrf: tokenOf(form.body),
      ...fields,
      email: 'ander@voorbeeld.nl',
      url_bookpage_yesno: 'no',
    });
    expect(res.statusCode).toBe(200);
    expect(visibleText(res.body)).toContain('Bedankt voor je aanmelding als partner!');
    const mails = await t.integrations.mails();
    expect(
      mails.some((m) => m.to === email && m.subject === 'Je aanmelding als partner van Leeswijzer'),
    ).toBe(true);
    expect(mails.some((m) => m.to === 'ander@voorbeeld.nl')).toBe(false);
    const profile = (await b.get('/account/profile')).body;
    expect(profile).toMatch(/<input[^>]*name="address"[^>]*value="Keizersgracht"/);
    expect(profile).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${email}"`));
  });

  it('/beheer/partners is a 404 for guests, customers and partners, in the loader and the action', async () => {
    for (const b of [
      browser(app),
      await logIn(klant.email, klant.password),
      await logIn(partner.email, partner.password),
    ]) {
      expect((await b.get('/beheer/partners')).statusCode).toBe(404);
      expect((await b.post('/beheer/partners', { user: '1', decision: 'approve' })).statusCode).toBe(404);
    }
  });

  it('staff approve once (a second press changes nothing); the partner sees the code; both mailed', async () => {
    const email = newEmail();
    const { b: applicant } = await apply({ ...APPLICATION, email });
    const admin = await logIn(staff.email, staff.password);
    const list = await admin.get('/beheer/partners');
    expect(list.statusCode).toBe(200);
    expect(visibleText(list.body)).toContain('Ik schrijf wekelijks over boeken die helpen.');
    const { res, user, token } = await approveAs(admin, email);
    expect(res.statusCode).toBe(303);
    const code = /code=([A-Z0-9]+)/.exec(res.headers.location as string)![1]!;
    const second = await admin.post('/beheer/partners', { _csrf: token, user, decision: 'approve' });
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe('/beheer/partners');
    const area = await applicant.get('/partner');
    expect(area.statusCode).toBe(200);
    const text = visibleText(area.body);
    expect(text).toContain(code);
    expect(text).toContain('Er zijn nog geen commissies verkregen');
    expect(text).toContain('Er zijn nog geen commissies uitgekeerd.');
    expect(visibleText((await applicant.get('/partner-registration')).body)).toContain(
      'Je bent al aangemeld',
    );
    const mails = (await t.integrations.mails()).filter((m) => m.to === email);
    expect(mails.filter((m) => m.subject === 'Je bent partner van Leeswijzer')).toHaveLength(1);
    expect(mails.find((m) => m.subject === 'Je bent partner van Leeswijzer')!.text).toContain(code);
    // Issue 30: the approval is in the audit log once, by the admin who pressed it (the second press wrote none).
    const lines = (await t.services.audit.list({ page: 1, perPage: 500 })).lines.filter(
      (line) => line.subject === `klant ${user}`,
    );
    expect(lines.map(({ action, after }) => ({ action, after }))).toEqual([
      { action: 'partner.approve', after: { partner: 'goedgekeurd', code } },
    ]);
    const [admin0] = await queryRows<{ id: number }>(
      t.services.database.db,
      sql`select id from users where email = ${staff.email}`,
    );
    expect(lines[0]!.actorId).toBe(admin0!.id);
  });

  it('a partner sees only their own commissions: the demo partner’s rows stay out of a new partner’s tab', async () => {
    const demo = await logIn(partner.email, partner.password);
    const own = visibleText((await demo.get('/partner')).body);
    expect(own).toContain(DEMO_PARTNER_CODE);
    expect(own).not.toContain('Er zijn nog geen commissies uitgekeerd.');
    const invoice = /\b(\d{4}-\d{4,})\b/.exec(own)?.[1];

    const email = newEmail();
    const { b: applicant } = await apply({ ...APPLICATION, email });
    await approveAs(await logIn(staff.email, staff.password), email);
    const other = visibleText((await applicant.get('/partner?partner=1&user=1')).body);
    expect(other).not.toContain(DEMO_PARTNER_CODE);
    if (invoice) expect(other).not.toContain(invoice);
    expect(other).toContain('Er zijn nog geen commissies verkregen');
  });

  it('the partner area: / when not logged in, the application link for a customer', async () => {
    const guest = await browser(app).get('/partner');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/');
    const customer = await (await logIn(klant.email, klant.password)).get('/partner');
    expect(customer.statusCode).toBe(200);
    expect(customer.body).toContain('href="/partner-registration"');
  });

  it('the account page has the commissions and technical tabs for partners only (spec 2 §2)', async () => {
    const demo = await logIn(partner.email, partner.password);
    const profile = await demo.get('/account/profile');
    expect(profile.body).toContain('href="/account/commissions"');
    expect(profile.body).toContain('href="/account/technical"');
    const commissions = await demo.get('/account/commissions');
    expect(commissions.statusCode).toBe(200);
    expect(visibleText(commissions.body)).toContain(DEMO_PARTNER_CODE);
    expect(commissions.body).toMatch(/href="\/account\/commissions"[^>]*aria-current="page"/);
    const technical = await demo.get('/account/technical');
    expect(technical.statusCode).toBe(200);
    const sku = /\/book\/(\d{13})\?pc=LEESTIP/.exec(technical.body)![1]!;
    // The ISBN form stays on the account page's own tab.
    expect(technical.body).toContain('action="/account/technical"');
    const made = await demo.get(`/account/technical?isbn=${sku}`);
    expect(made.body).toContain(`/book/${sku}?pc=${DEMO_PARTNER_CODE}`);

    const customer = await logIn(klant.email, klant.password);
    expect((await customer.get('/account/profile')).body).not.toContain('href="/account/commissions"');
    for (const path of ['/account/commissions', '/account/technical']) {
      const res = await customer.get(path);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/account/profile');
      const guest = await browser(app).get(path);
      expect(guest.headers.location).toBe('/');
    }
  });

  it('/beheer/commissies: staff reverse a refunded order once; paid-out commission stays; bad input kept', async () => {
    for (const who of [null, klant, partner]) {
      const b = who ? await logIn(who.email, who.password) : browser(app);
      expect((await b.get('/beheer/commissies')).statusCode).toBe(404);
      expect((await b.post('/beheer/commissies', { order: '1' })).statusCode).toBe(404);
    }
    const demo = await t.services.partners.partnerByCode(DEMO_PARTNER_CODE);
    const tab = (await t.services.partners.commissionsTab(demo!.userId, { hasVatNumber: false }))!;
    const openOrder = tab.open[0]!.orderNumber;
    const paidOrder = tab.payouts[0]!.details[0]!.orderNumber;
    const staffer = await logIn(staff.email, staff.password);
    const send = async (order: string) => {
      const page = await staffer.get('/beheer/commissies');
      return staffer.post('/beheer/commissies', { _csrf: tokenOf(page.body), order });
    };
    const bad = await send('12a4');
    expect(bad.statusCode).toBe(400);
    expect(visibleText(bad.body)).toContain('Vul het bestelnummer in, alleen cijfers.');
    expect(bad.body).toContain('value="12a4"');
    expect(visibleText((await send(String(openOrder))).body)).toMatch(
      new RegExp(`De commissie van bestelling ${openOrder} is teruggedraaid \\(\\d+ regels\\)`),
    );
    expect(visibleText((await send(String(openOrder))).body)).toContain(
      `De commissie van bestelling ${openOrder} was al teruggedraaid.`,
    );
    expect(visibleText((await send(String(paidOrder))).body)).toContain(
      `De commissie van bestelling ${paidOrder} is al uitbetaald en blijft staan.`,
    );
    expect(visibleText((await send('999999999')).body)).toContain(
      'Bij bestelling 999999999 hoort geen partnercommissie.',
    );
    const after = (await t.services.partners.commissionsTab(demo!.userId, { hasVatNumber: false }))!;
    const net = after.open.filter((r) => r.orderNumber === openOrder).reduce((s, r) => s + r.amountCents, 0);
    expect(net).toBe(0);
    const seen = visibleText(
      (await logIn(partner.email, partner.password).then((b) => b.get('/partner'))).body,
    );
    expect(seen).toContain('(teruggedraaid: bestelling terugbetaald of geannuleerd)');
    expect(after.payouts[0]!.totalCents).toBe(tab.payouts[0]!.totalCents);
    // Issue 30: the one reversal is in the audit log; the repeat and the paid-out order wrote nothing.
    const lines = (await t.services.audit.list({ page: 1, perPage: 500 })).lines.filter(
      (line) => line.action === 'commission.reverse',
    );
    expect(lines.map((line) => line.subject)).toEqual([`bestelling ${openOrder}`]);
  });

  it('an accepted partner without a code sees the spec 2 §8 warning, and links without a code', async () => {
    const email = newEmail();
    const { b } = await apply({ ...APPLICATION, email });
    const pending = await t.services.partnerApplications.pending();
    const userId = pending.find((a) => a.contact?.email === email)!.userId;
    // Legacy data: partner_status 'on' without a partner code.
    expect(await t.services.accounts.setPartnerRole(userId, { code: '', start: '2026-11-27' })).toBe(true);
    const tab = visibleText((await b.get('/partner/technical')).body);
    expect(tab).toContain(
      'LET OP: er is een fout opgetreden, hierdoor kloppen de hieronder gegenereerde links nog niet. Neem contact met ons op via dit formulier',
    );
    expect((await b.get('/partner/technical')).body).not.toMatch(/\?pc=[A-Z0-9]/);
  });

  it('the technical tab makes a link with the code, and warns for a book that cannot be ordered', async () => {
    const demo = await logIn(partner.email, partner.password);
    const tab = await demo.get('/partner/technical');
    expect(tab.statusCode).toBe(200);
    const cover = /\/book\/(\d{13})\?pc=LEESTIP/.exec(tab.body);
    expect(cover).not.toBeNull();
    const made = await demo.get(`/partner/technical?isbn=${cover![1]}`);
    expect(made.body).toContain(`/book/${cover![1]}?pc=${DEMO_PARTNER_CODE}`);
    const orderable = (await t.services.catalog.orderInfo([cover![1]!])).get(cover![1]!)!.orderable;
    expect(visibleText(made.body).includes('Dit boek is momenteel niet leverbaar.')).toBe(!orderable);
    const unknown = await demo.get('/partner/technical?isbn=9789999999991');
    expect(visibleText(unknown.body)).toContain('Dit boek is nog niet in onze database opgenomen');
  });

  it('short links: one per book and code, counted, 302 to the target; unknown is a 404; another’s code is refused', async () => {
    const demo = await logIn(partner.email, partner.password);
    const tab = await demo.get('/partner/technical');
    const _csrf = tokenOf(tab.body);
    const sku = /\/book\/(\d{13})\?pc=LEESTIP/.exec(tab.body)![1]!;
    const target = `/book/${sku}?pc=${DEMO_PARTNER_CODE}`;
    const first = await demo.post('/s', { _csrf, target });
    const second = await demo.post('/s', { _csrf, target });
    expect(first.statusCode).toBe(200);
    const url = /\/s\/([A-Za-z0-9]+)/.exec(first.body)![0];
    expect(second.body).toContain(url);
    // Decision 522: the book's own path is the target: a slug of one's own makes no second link.
    expect(
      (await demo.post('/s', { _csrf, target: `/book/${sku}/eigen-slug?pc=${DEMO_PARTNER_CODE}` })).body,
    ).toContain(url);
    const follow = await browser(app).get(url);
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe(target);
    expect((await browser(app).get('/s/Onbekend1')).statusCode).toBe(404);
    // A visitor cannot make a link that pays a partner, nor one to another site.
    expect((await demo.post('/s', { _csrf, target: '/book/9789999999991' })).statusCode).toBe(404);
    expect((await demo.post('/s', { _csrf, target: 'https://example.com/' })).statusCode).toBe(400);
    expect((await demo.post('/s', { target })).statusCode).toBe(403);
  });

  it('short links (decision 522): guests get none, a logged-in customer one without a code, limited per address', async () => {
    const [book] = await t.services.partnerPages.covers(null);
    const guest = await browser(app).post('/s', { target: book!.path }, { 'x-forwarded-for': newIp() });
    expect(guest.statusCode).toBe(403);
    expect(guest.body).toContain('"url":null');
    const customer = await logIn(klant.email, klant.password);
    const _csrf = tokenOf((await customer.get('/account')).body);
    const ip = newIp();
    const made = await customer.post('/s', { _csrf, target: book!.path }, { 'x-forwarded-for': ip });
    expect(made.statusCode).toBe(200);
    const code = /\/s\/([A-Za-z0-9]+)/.exec(made.body)![0];
    expect((await browser(app).get(code)).headers.location).toBe(book!.path);
    expect(
      (
        await customer.post(
          '/s',
          { _csrf, target: `${book!.path}?pc=${DEMO_PARTNER_CODE}` },
          { 'x-forwarded-for': ip },
        )
      ).statusCode,
    ).toBe(400);
    let status = 0;
    let tries = 0;
    while (status !== 429 && tries++ < SHORT_LINKS_PER_ADDRESS.max + 1)
      status = (await customer.post('/s', { _csrf, target: book!.path }, { 'x-forwarded-for': ip }))
        .statusCode;
    // The refused target was not counted: the first link and 59 more, then 429.
    console.log(`[${kind}] short links from one address an hour: ask ${tries + 1} refused`);
    expect(status).toBe(429);
    expect(tries + 1).toBe(SHORT_LINKS_PER_ADDRESS.max + 1);
  });
});
