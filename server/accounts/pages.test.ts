// The account pages as a browser without JavaScript uses them (issue 5): plain form posts through the whole
// app (fastify.inject), with the CSRF token from the page, the cookies the server sets, and the redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { browser, tokenOf } from '../../tests/support/page-browser.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { formInput, registerSchema } from '../../domain/account-schemas.ts';

const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const partner = DEMO_ACCOUNTS.find((a) => a.role === 'partner')!;

describe.each(eachDatabase())('account pages without JavaScript on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { pageCacheSeconds: 10 });
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => t;

  async function logIn(b: ReturnType<typeof browser>, email: string, password: string, next = '/') {
    const page = await b.get(`/login?next=${encodeURIComponent(next)}`);
    return b.post('/login', { _csrf: tokenOf(page.body), intent: 'login', email, password, next });
  }

  it('logs in with the token from the page: a new session cookie, back to the page before, welcome by first name', async () => {
    const b = browser(app);
    const page = await b.get('/login', { referer: 'http://localhost/top60' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(b.jar.has('lw_csrf')).toBe(true);
    const res = await b.post('/login', {
      _csrf: tokenOf(page.body),
      intent: 'login',
      email: klant.email,
      password: klant.password,
      next: /name="next" value="([^"]+)"/.exec(page.body)![1]!,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/top60');
    const session = String(res.headers['set-cookie']);
    expect(session).toMatch(/lw_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const home = await b.get('/');
    expect(home.body).toContain('Welkom terug, Anna');
    expect(home.body).toContain('Mijn gegevens');
    expect(home.body).toMatch(/<h2[^>]*>Mijn account<\/h2>/);
    // Logged in, /login and /register send the visitor home.
    expect((await b.get('/login')).headers.location).toBe('/');
    expect((await b.get('/register')).headers.location).toBe('/');
  });

  it('refuses a form without its token (input kept, nothing done) and a post from another site', async () => {
    const b = browser(app);
    await b.get('/login');
    const noToken = await b.post('/login', { intent: 'login', email: klant.email, password: klant.password });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain('Je formulier was verlopen en is daarom niet verstuurd.');
    expect(noToken.body).toContain(`value="${klant.email}"`);
    expect(b.jar.has('lw_session')).toBe(false);
    const page = await b.get('/login');
    const crossSite = await b.post(
      '/login',
      { _csrf: tokenOf(page.body), intent: 'login', email: klant.email, password: klant.password },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).toContain('Dit verzoek is niet uitgevoerd');
    const otherOrigin = await b.post(
      '/login',
      { _csrf: tokenOf(page.body), intent: 'login', email: klant.email, password: klant.password },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    );
    expect(otherOrigin.statusCode).toBe(403);
    expect(b.jar.has('lw_session')).toBe(false);
  });

  it('shows errors.error_login for a wrong password and an unknown email alike, keeping the email', async () => {
    const b = browser(app);
    const page = await b.get('/login');
    const wrong = await b.post('/login', {
      _csrf: tokenOf(page.body),
      intent: 'login',
      email: klant.email,
      password: 'fout',
    });
    const unknown = await b.post('/login', {
      _csrf: tokenOf(page.body),
      intent: 'login',
      email: 'niemand@voorbeeld.nl',
      password: 'fout',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Het inloggen is niet gelukt. Controleer je e-mailadres en wachtwoord.');
    }
    expect(wrong.body).toContain(`value="${klant.email}"`);
  });

  it('registers, logs in at once and sends the welcome mail; an email in use links to the login', async () => {
    const b = browser(app);
    const page = await b.get('/register?next=/ebooks');
    const fields = {
      _csrf: tokenOf(page.body),
      next: '/ebooks',
      firstname: 'Lotte',
      lastname: "van 't Veer",
      email: 'lotte.pagina@voorbeeld.nl',
      email2: 'lotte.pagina@voorbeeld.nl',
      phonenr: '',
      password: 'boekenkast-42',
      password2: 'boekenkast-42',
      has_subscription: 'on',
    };
    const res = await b.post('/register', fields);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ebooks');
    expect((await b.get('/')).body).toContain('Welkom terug, Lotte');
    expect((await t.integrations.mails()).some((m) => m.to === 'lotte.pagina@voorbeeld.nl')).toBe(true);

    const again = browser(app);
    const form = await again.get('/register');
    const inUse = await again.post('/register', { ...fields, _csrf: tokenOf(form.body) });
    expect(inUse.statusCode).toBe(400);
    expect(inUse.body).toContain(
      'Dit e-mailadres is al in gebruik. Heb je al een account? Log dan in met dit e-mailadres.',
    );
    expect(inUse.body).toContain('href="/login?email=lotte.pagina%40voorbeeld.nl');
    // Everything typed stays, the passwords do not.
    expect(/value="van (?:'|&#x27;)t Veer"/.test(inUse.body)).toBe(true);
    expect(inUse.body.includes('boekenkast-42')).toBe(false);
  });

  it('sends a visitor without a session from /account to /, and a logged-in one to the profile tab', async () => {
    expect((await browser(app).get('/account')).headers.location).toBe('/');
    expect((await browser(app).get('/account/profile')).headers.location).toBe('/');
    const b = browser(app);
    await logIn(b, klant.email, klant.password);
    const page = await b.get('/account');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Verstuur wijzigingen');
    expect(page.body).toContain('value="Prinsengracht"');
    // Issue 14: the orders tab is a page of its own; an unknown tab goes to the profile.
    expect((await b.get('/account/orders')).statusCode).toBe(200);
    expect((await b.get('/account/elders')).headers.location).toBe('/account/profile');
  });

  /** The reseller's profile tab as a browser posts it, logged in, with `changes` over the stored values. */
  async function postResellerProfile(changes: Record<string, string>) {
    const b = browser(app);
    await logIn(
      b,
      'wederverkoper@leeswijzer.nl',
      DEMO_ACCOUNTS.find((a) => a.role === 'wederverkoper')!.password,
    );
    const page = await b.get('/account/profile');
    const res = await b.post('/account/profile', {
      _csrf: tokenOf(page.body),
      firstname: 'Pieter',
      lastname: 'Bakker',
      email: 'wederverkoper@leeswijzer.nl',
      phonenr: '030 234 56 78',
      address: 'Grote Markt',
      housenr: '1',
      addition: '',
      zipcode: '1000',
      city: 'Brussel',
      country_code: 'NL',
      company: 'Boekhandel De Zin',
      nr_kvk: '30123456',
      nr_vat: '',
      ...changes,
    });
    return { b, res };
  }

  it('changes the profile by form: a Belgian zipcode sets België with the spec’s notice', async () => {
    const { b, res } = await postResellerProfile({});
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bedankt! Je gegevens zijn goed verstuurd.');
    expect(res.body).toContain('Op basis van de postcode is het land aangepast.');
    const after = await b.get('/account/profile');
    expect(after.body).toMatch(/<option value="BE" selected="">België<\/option>/);
  });

  it("issue 12 #5: shows the service's errors under the profile form's own field names", async () => {
    const { res } = await postResellerProfile({ zipcode: '99999', country_code: 'XX', nr_kvk: '123' });
    expect(res.statusCode).toBe(400);
    // The service says countryCode and business.nrKvk; the page marks the fields country_code and nr_kvk.
    expect(res.body).toMatch(/id="[^"]*nr_kvk-error"[^>]*>Gebruik minimaal 4 karakters/);
    expect(res.body).toMatch(
      /id="[^"]*country_code-error"[^>]*>Kies een van de mogelijkheden uit de lijst\./,
    );
  });

  it('logs out: the session ends, the shop returns to SHOP_SB, home again', async () => {
    const b = browser(app);
    await logIn(b, partner.email, partner.password);
    expect(b.jar.get('lw_affiliate')).toBe('LEESTIP');
    const session = b.jar.get('lw_session')!;
    await b.get('/all-books');
    expect(b.jar.get('lw_shop')).toBe('SHOP_ALL');
    const home = await b.get('/');
    const res = await b.post('/logout', { _csrf: tokenOf(home.body) });
    expect(res.headers.location).toBe('/');
    expect(b.jar.get('lw_shop')).toBe('SHOP_SB');
    expect(b.jar.has('lw_session')).toBe(false);
    expect(await t.services.accounts.signedIn(session)).toBeNull();
  });

  it('a stale logout token leads to the logout page instead of logging out', async () => {
    const b = browser(app);
    await logIn(b, klant.email, klant.password);
    const res = await b.post('/logout', { _csrf: 'oud' });
    expect(res.headers.location).toBe('/logout');
    expect(b.jar.has('lw_session')).toBe(true);
    expect((await b.get('/logout')).body).toContain('Wil je uitloggen bij Leeswijzer?');
  });

  it('retrieves a password by form: the same answer for unknown emails, a link that resets once', async () => {
    const b = browser(app);
    const page = await b.get('/login?view=retrieve');
    expect(page.body).toContain('Wachtwoord vergeten');
    const email = 'herstel.pagina@voorbeeld.nl';
    await t.services.accounts.register(
      formInput(registerSchema, {
        firstname: 'Herstel',
        lastname: 'Test',
        email,
        email2: email,
        password: 'oude-boekenkast',
        password2: 'oude-boekenkast',
      }),
      { ip: '10.0.0.9', origin: 'http://localhost' },
    );
    const known = await b.post('/login', {
      _csrf: tokenOf(page.body),
      intent: 'retrieve',
      email,
      channel: 'email',
    });
    const unknown = await b.post('/login', {
      _csrf: tokenOf(page.body),
      intent: 'retrieve',
      email: 'onbekend.pagina@voorbeeld.nl',
      channel: 'email',
    });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain(`Als ${email} bij een account hoort`);
    expect(unknown.body).toContain('Als onbekend.pagina@voorbeeld.nl bij een account hoort');
    const mail = (await t.integrations.mails()).find(
      (m) => m.to === email && m.subject.includes('wachtwoord'),
    );
    const path = /\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
    const resetPage = await b.get(path);
    expect(resetPage.headers['referrer-policy']).toBe('no-referrer');
    const done = await b.post(path, {
      _csrf: tokenOf(resetPage.body),
      password: 'nieuwe-boekenkast',
      password2: 'nieuwe-boekenkast',
    });
    expect(done.headers.location).toBe(`/login?done=reset&email=${encodeURIComponent(email)}`);
    expect((await b.get(done.headers.location as string)).body).toContain('Je wachtwoord is veranderd.');
    expect((await b.get(path)).statusCode).toBe(410);
    const login = await logIn(b, email, 'nieuwe-boekenkast');
    expect(login.statusCode).toBe(302);
  });

  it('unsubscribes by form with the email from the address, and signs up for the newsletter', async () => {
    for (const path of ['/unsubscribe', '/uitschrijven']) {
      const b = browser(app);
      const page = await b.get(`${path}?email=${encodeURIComponent('iemand@voorbeeld.nl')}`);
      expect(page.body).toContain('value="iemand@voorbeeld.nl"');
      const res = await b.post(path, { _csrf: tokenOf(page.body), email: 'iemand@voorbeeld.nl' });
      expect(res.body).toContain('We sturen iemand@voorbeeld.nl geen nieuwsbrief meer.');
    }
    const logged = browser(app);
    await logIn(logged, klant.email, klant.password);
    expect((await logged.get('/unsubscribe')).body).toContain(`value="${klant.email}"`);

    for (const path of ['/newsletter', '/nieuwsbrief2']) {
      const b = browser(app);
      const page = await b.get(path);
      const email = `lezer${path.length}@voorbeeld.nl`;
      const res = await b.post('/newsletter', { _csrf: tokenOf(page.body), email, firstname: 'Lezer' });
      expect(res.body).toContain(`We hebben een e-mail gestuurd naar ${email}.`);
      const mail = (await t.integrations.mails()).find((m) => m.to === email);
      const confirm = /\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
      const confirmPage = await b.get(confirm);
      expect(confirmPage.body).toContain('Bevestig mijn aanmelding');
      const confirmed = await b.post(confirm, { _csrf: tokenOf(confirmPage.body) });
      expect(confirmed.body).toContain(`Gelukt! ${email} ontvangt vanaf nu onze nieuwsbrief.`);
    }
  });

  it('never keeps a page with a form token in the page cache', async () => {
    const first = await browser(app).get('/newsletter');
    const second = await browser(app).get('/newsletter');
    expect(second.headers['x-page-cache']).toBeUndefined();
    expect(tokenOf(first.body)).not.toBe(tokenOf(second.body));
  });

  it('answers an unknown or used reset link with 410 and the way to a new one', async () => {
    const res = await browser(app).get(`/reset-password/${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('Vraag een nieuwe link aan');
  });
});
