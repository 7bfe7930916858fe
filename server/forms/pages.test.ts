// The contact, call-me-back and press pages as a browser without JavaScript uses them (issue 15): plain form posts
// through the whole app (fastify.inject) with the page's CSRF token and form key; messages next to the fields with
// the input kept, the thanks with the form disabled, a resend harmless, the honeypot, the general error, the
// address limit, and the staff area /beheer (admins only, 404 for everyone else).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { browser, tokenOf } from '../../tests/support/page-browser.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { FORM_LIMITS } from './limits.ts';
import { formMessages } from './schema.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const REQUIRED = 'Vul dit veld in.';
const INVALID = 'Deze invoer is niet correct.';
const re = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let addresses = 0;
const newIp = () => `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const keyOf = (html: string) => /name="form_key" value="([^"]+)"/.exec(html)?.[1] ?? '';
/** The rendered value of an input (React writes value="…" for a defaultValue). */
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1];

describe.each(eachDatabase())('contact-type forms without JavaScript on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => t;
  const stored = (key: string) =>
    t.services.database.db.select().from(formMessages).where(eq(formMessages.submissionKey, key));
  let made = 0;
  const newEmail = () => `bezoeker${++made}-${kind}@voorbeeld.nl`;

  /** Opens a form page and posts `fields` with its token and key from one client address. */
  async function send(path: string, fields: Record<string, string>, ip = newIp()) {
    const b = browser(app);
    const page = await b.get(path);
    const key = keyOf(page.body);
    const body = { _csrf: tokenOf(page.body), form_key: key, homepage: '', ...fields };
    const res = await b.post(path, body, { 'x-forwarded-for': ip });
    return { b, page, res, key, body, ip };
  }

  it.each([
    ['/contact', 'Contact'],
    ['/remarks', 'Contact'],
    ['/vragen', 'Contact'],
    ['/call-me-back', 'Bel mij terug'],
    ['/belterug', 'Bel mij terug'],
    ['/belmeterug', 'Bel mij terug'],
    ['/press', 'Pers en media'],
    ['/pers', 'Pers en media'],
    ['/media', 'Pers en media'],
  ])('%s answers with its form (token, key, honeypot; private)', async (path, title) => {
    const res = await browser(app).get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(res.headers['cache-control']).toContain('no-store');
    expect(tokenOf(res.body)).not.toBe('');
    expect(keyOf(res.body)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(res.body).toMatch(/<input(?=[^>]*name="homepage")(?=[^>]*tabindex="-1")[^>]*>/);
  });

  it('shows the messages next to the fields and keeps the input', async () => {
    const { res } = await send('/contact', {
      firstname: '',
      lastname: 'Jansen',
      email: 'anna@voorbeeld',
      phonenr: 'geen',
      question: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(new RegExp(`id="contact-firstname-error"[^>]*>${re(REQUIRED)}<`));
    expect(res.body).toMatch(/id="contact-email-error"[^>]*>Vul een geldig e-mailadres in.</);
    expect(res.body).toMatch(/id="contact-phonenr-error"[^>]*>Vul een geldig telefoonnummer in/);
    expect(res.body).toMatch(new RegExp(`id="contact-question-error"[^>]*>${re(INVALID)}<`));
    expect(inputValue(res.body, 'lastname')).toBe('Jansen');
    expect(inputValue(res.body, 'email')).toBe('anna@voorbeeld');
    expect(res.body).toContain(`>${'x'.repeat(1001)}</textarea>`);
    expect(res.body).toContain('Maximaal 1000 tekens.');
  });

  it('stores and mails a contact message, thanks with the form disabled, and a resend changes nothing', async () => {
    const email = newEmail();
    const fields = { firstname: 'Anna', lastname: '', email, phonenr: '', question: 'Komt er een e-book?' };
    const { b, res, key, body, ip } = await send('/contact', fields);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bedankt voor je bericht.');
    expect(res.body).toMatch(/<fieldset[^>]*disabled/);
    expect(res.body).toMatch(/<button[^>]*type="submit"[^>]*disabled[^>]*>Verstuurd</);
    expect(res.body).toContain('>Komt er een e-book?</textarea>');
    // The browser's 'send again?' after a reload: the same body, the same key.
    const again = await b.post('/contact', body, { 'x-forwarded-for': ip });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Bedankt voor je bericht.');
    const rows = await stored(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contact', senderEmail: email });
    const mails = await t.integrations.mails();
    expect(mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      'We hebben je contactformulier ontvangen',
    ]);
    expect(
      mails.filter((m) => m.to === 'info@leeswijzer.nl' && m.text.includes('Komt er een e-book?')),
    ).toHaveLength(1);
  });

  it('refuses a post without its token: 403, the input kept, nothing stored', async () => {
    const b = browser(app);
    const page = await b.get('/contact');
    const key = keyOf(page.body);
    const res = await b.post(
      '/contact',
      { form_key: key, firstname: 'Anna', email: newEmail(), question: 'Hallo' },
      { 'x-forwarded-for': newIp() },
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Je formulier was verlopen en is daarom niet verstuurd.');
    expect(inputValue(res.body, 'firstname')).toBe('Anna');
    expect(await stored(key)).toHaveLength(0);
  });

  it('thanks a robot that filled the honeypot and stores nothing', async () => {
    const { res, key } = await send('/contact', {
      firstname: 'Bot',
      email: newEmail(),
      question: 'Buy now',
      homepage: 'https://spam.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bedankt voor je bericht.');
    expect(await stored(key)).toHaveLength(0);
  });

  it('shows the general error text with the input kept when the send fails', async () => {
    const forms = t.services.forms;
    const original = forms.submit;
    forms.submit = () => Promise.reject(new Error('database weg'));
    try {
      const { res } = await send('/contact', {
        firstname: 'Anna',
        email: newEmail(),
        question: 'Hallo daar',
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('Er is een fout opgetreden. Controleer je invoergegevens.');
      expect(inputValue(res.body, 'firstname')).toBe('Anna');
      expect(res.body).toContain('>Hallo daar</textarea>');
    } finally {
      forms.submit = original;
    }
  });

  it(`throttles the ${FORM_LIMITS.perAddress.max + 1}th message from one address with the minutes to wait`, async () => {
    const ip = newIp();
    for (let i = 0; i < FORM_LIMITS.perAddress.max; i++) {
      const { res } = await send(
        '/contact',
        { firstname: 'Anna', email: newEmail(), question: `Vraag ${i}` },
        ip,
      );
      expect(res.statusCode).toBe(200);
    }
    const { res, key } = await send(
      '/contact',
      { firstname: 'Anna', email: newEmail(), question: 'Nog één' },
      ip,
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.body).toMatch(/Te veel pogingen achter elkaar. Probeer het over \d+ minuten opnieuw./);
    expect(res.body).toContain('>Nog één</textarea>');
    expect(await stored(key)).toHaveLength(0);
  });

  it('call-me-back: the minimum lengths, then stored without an email', async () => {
    const refused = await send('/belterug', { firstname: 'J', lastname: 'V', phonenr: '0612' });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.body).toMatch(/id="callback-firstname-error"[^>]*>Gebruik minimaal 2 karakters</);
    expect(refused.res.body).toMatch(/id="callback-phonenr-error"[^>]*>Gebruik minimaal 8 karakters</);
    const { res, key } = await send('/call-me-back', {
      firstname: 'Jo',
      lastname: 'Smit',
      phonenr: '06 1234 5678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('We bellen je zo snel mogelijk terug');
    expect(await stored(key)).toHaveLength(1);
  });

  it('press: the select of the own publications, a book of another publisher refused, an own one stored', async () => {
    const b = browser(app);
    const page = await b.get('/pers');
    const options = [...page.body.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    const books = await t.services.forms.pressBooks();
    expect(options).toEqual(['', ...books.map((book) => book.sku)]);
    const press = {
      firstname: 'Piet',
      lastname: 'Bakker',
      email: newEmail(),
      phonenr: '020 123 45 67',
      address: 'Damrak',
      housenr: '1',
      zipcode: '1012 LG',
      city: 'Amsterdam',
      media: 'Het Dagblad',
      remark: 'Voor de boekenbijlage.',
    };
    const refused = await send('/press', { ...press, book_select: 'NIET-VAN-ONS' });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.body).toMatch(
      new RegExp(`id="press-book_select-error"[^>]*>${re('Kies een van de mogelijkheden uit de lijst.')}<`),
    );
    const { res, key } = await send('/press', { ...press, book_select: books[1]!.sku });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`<option value="${books[1]!.sku}" selected`));
    expect(res.body).toContain('Bedankt voor je aanvraag.');
    expect((await stored(key))[0]!.fields.book_select).toBe(books[1]!.sku);
  });

  it('/beheer is a 404 for guests and customers; staff see the messages newest first', async () => {
    const guest = browser(app);
    for (const path of ['/beheer', '/beheer/berichten']) expect((await guest.get(path)).statusCode).toBe(404);
    async function logIn(email: string, password: string) {
      const b = browser(app);
      const page = await b.get('/login');
      await b.post('/login', { _csrf: tokenOf(page.body), intent: 'login', email, password, next: '/' });
      return b;
    }
    const customer = await logIn(klant.email, klant.password);
    expect(customer.jar.has('lw_session')).toBe(true);
    expect((await customer.get('/beheer/berichten')).statusCode).toBe(404);
    const { key } = await send('/contact', {
      firstname: 'Nieuwste',
      email: newEmail(),
      question: 'Als laatste',
    });
    expect(await stored(key)).toHaveLength(1);
    const admin = await logIn(staff.email, staff.password);
    const home = await admin.get('/beheer');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toContain('no-store');
    const list = await admin.get('/beheer/berichten');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('name="robots" content="noindex"');
    const first = list.body.indexOf('<article');
    expect(list.body.indexOf('Als laatste')).toBeGreaterThan(first);
    expect(list.body.indexOf('Als laatste')).toBeLessThan(list.body.indexOf('<article', first + 1));
    expect(list.body).toContain('Terugbelverzoek');
    expect(list.body).toContain('Persaanvraag');
    // 'Markeer als afgehandeld' on the newest: 303 back to the list, which then says when.
    const [newest] = await stored(key);
    const customerPost = await customer.post('/beheer/berichten', {
      _csrf: tokenOf((await customer.get('/account')).body),
      id: String(newest!.id),
    });
    expect(customerPost.statusCode).toBe(404);
    const done = await admin.post('/beheer/berichten', { _csrf: tokenOf(list.body), id: String(newest!.id) });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/beheer/berichten#bericht-${newest!.id}`);
    expect((await stored(key))[0]!.handledAt).not.toBeNull();
    const after = await admin.get('/beheer/berichten');
    const article = after.body.slice(after.body.indexOf(`id="bericht-${newest!.id}"`));
    expect(article.slice(0, article.indexOf('</article>'))).toMatch(/Afgehandeld op \d/);
  });
});
