// /send-to-friend/{sku} as a browser without JavaScript uses it (issue 15 #4): plain form posts through the whole
// app (fastify.inject) with the page's token and key; the messages next to the fields with the input kept, one more
// recipient row without sending, then the thanks with the form cleared and the mail carrying the book link with the
// partner code of the visitor's cookie (never the posted one); the profile prefilled when logged in; the book page's
// link to the form; over the hourly mail cap (issue 27 #5) a 429 with the message next to the recipients, input kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamWeekday } from '../../domain/weekday-captcha.ts';
import { browser, tokenOf } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const SKU = '9789493000032';
const PATH = `/send-to-friend/${SKU}`;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
let addresses = 0;
const newIp = () => `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const keyOf = (html: string) => /name="form_key" value="([^"]+)"/.exec(html)?.[1] ?? '';
/** The rendered value of an input (React writes value="…" for a defaultValue). */
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1] ??
  (new RegExp(`<input[^>]*name="${name}"`).test(html) ? '' : undefined);
/** The message under a field (its id is friend-{name}-error). */
const messageOf = (html: string, name: string) =>
  new RegExp(`<p id="friend-${name}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];

describe.each(eachDatabase())('send to friend without JavaScript on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => t;
  let made = 0;
  const newEmail = (who: string) => `${who}${++made}-${kind}-pages@voorbeeld.nl`;

  it('answers with the form of the book (token, key, honeypot, the partner code of the cookie; private)', async () => {
    const b = browser(app);
    b.jar.set('lw_affiliate', 'PARTNER9');
    const res = await b.get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Tip een vriend: [^<]+<\/h1>/);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toContain('noindex');
    expect(tokenOf(res.body)).not.toBe('');
    expect(keyOf(res.body)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(inputValue(res.body, 'partner_code')).toBe('PARTNER9');
    expect(res.body).toMatch(/<input(?=[^>]*name="homepage")(?=[^>]*tabindex="-1")[^>]*>/);
    expect((await browser(app).get('/send-to-friend/9789999999999')).statusCode).toBe(404);
  });

  it('the book page links to the form, and carries no token of its own for it', async () => {
    const res = await browser(app).get(`/book/${SKU}`, { 'x-forwarded-for': newIp() });
    const page = res.statusCode === 301 ? await browser(app).get(res.headers.location as string) : res;
    expect(page.body).toContain(`href="${PATH}"`);
    expect(page.body).toContain('Tip dit boek aan een vriend');
    expect(page.body).not.toContain('name="form_key"');
  });

  it('shows the messages next to the fields, keeps the input, adds a row, then sends and clears the form', async () => {
    const b = browser(app);
    b.jar.set('lw_affiliate', 'PARTNER9');
    const ip = newIp();
    const page = await b.get(PATH);
    const base = {
      _csrf: tokenOf(page.body),
      form_key: keyOf(page.body),
      homepage: '',
      partner_code: 'EVIL',
    };
    const piet = newEmail('piet');
    const typed = {
      firstname: '',
      lastname: 'de Vries',
      email: 'anna@voorbeeld',
      recipient_firstname_1: 'Piet',
      recipient_email_1: piet,
      message: 'Lees dit!',
      captcha: 'gisterdag',
    };
    const refused = await b.post(PATH, { ...base, ...typed }, { 'x-forwarded-for': ip });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused.body, 'firstname')).toBe('Vul dit veld in.');
    expect(messageOf(refused.body, 'email')).toBe('Vul een geldig e-mailadres in.');
    expect(messageOf(refused.body, 'captcha')).toBe('De dag van vandaag klopt nog niet.');
    expect(refused.body).toContain('Controleer de gemarkeerde velden');
    expect(inputValue(refused.body, 'lastname')).toBe('de Vries');
    expect(inputValue(refused.body, 'recipient_email_1')).toBe(piet);
    expect(refused.body).toContain('Lees dit!</textarea>');
    expect(inputValue(refused.body, 'recipient_email_2')).toBeUndefined();

    const kees = newEmail('kees');
    const added = await b.post(
      PATH,
      { ...base, ...typed, intent: 'add_recipient' },
      { 'x-forwarded-for': ip },
    );
    expect(added.statusCode).toBe(200);
    expect(inputValue(added.body, 'recipient_email_2')).toBe('');
    expect(inputValue(added.body, 'recipient_email_1')).toBe(piet);
    expect(messageOf(added.body, 'captcha')).toBeUndefined();

    const sender = newEmail('anna');
    const sent = await b.post(
      PATH,
      {
        ...base,
        ...typed,
        firstname: 'Anna',
        email: sender,
        recipient_firstname_2: 'Kees',
        recipient_email_2: kees,
        captcha: amsterdamWeekday(new Date()).toUpperCase(),
      },
      { 'x-forwarded-for': ip },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Bedankt! Je tip is verstuurd.');
    // Spec 3 §4: cleared, with a new key for the next tip.
    expect(inputValue(sent.body, 'recipient_email_1')).toBe('');
    expect(inputValue(sent.body, 'email')).toBe('');
    expect(inputValue(sent.body, 'recipient_email_2')).toBeUndefined();
    expect(keyOf(sent.body)).not.toBe(base.form_key);
    const mails = await t.integrations.mails();
    for (const to of [piet, kees]) {
      const [mail] = mails.filter((m) => m.to === to);
      expect(mail!.subject).toMatch(/^Anna tipt je een boek: /);
      expect(mail!.text).toMatch(new RegExp(`http://localhost/book/${SKU}[^\\s]*\\?pc=PARTNER9`));
      expect(mail!.text).not.toContain('EVIL');
    }
  });

  async function logIn(email: string, password: string) {
    const b = browser(app);
    const login = await b.get('/login');
    await b.post('/login', { _csrf: tokenOf(login.body), intent: 'login', email, password, next: '/' });
    return b;
  }

  it('prefills the sender from the profile when logged in', async () => {
    const res = await (await logIn(klant.email, klant.password)).get(PATH);
    expect(inputValue(res.body, 'firstname')).toBe(klant.firstname);
    expect(inputValue(res.body, 'email')).toBe(klant.email);
  });

  it('staff see the stored tips among the messages at /beheer/berichten', async () => {
    const res = await (await logIn(staff.email, staff.password)).get('/beheer/berichten');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Tip een vriend');
    expect(res.body).toMatch(/Piet &lt;piet\d+-\w+-pages@voorbeeld\.nl&gt;/);
  });
  it('over the hourly mail cap: 429, the Dutch message next to each recipient over it, the input kept', async () => {
    const ip = newIp();
    const b = browser(app);
    const post = async (rows: number) => {
      const page = await b.get(PATH);
      const fields: Record<string, string> = {
        _csrf: tokenOf(page.body),
        form_key: keyOf(page.body),
        homepage: '',
        firstname: 'Anna',
        email: newEmail('anna'),
        message: 'Lees dit!',
        captcha: amsterdamWeekday(new Date()),
      };
      for (let n = 1; n <= rows; n++) {
        fields[`recipient_firstname_${n}`] = 'Piet';
        fields[`recipient_email_${n}`] = newEmail('piet');
      }
      return { fields, res: await b.post(PATH, fields, { 'x-forwarded-for': ip }) };
    };
    expect((await post(5)).res.statusCode).toBe(200);
    expect((await post(5)).res.statusCode).toBe(200);
    const { fields, res } = await post(2);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toContain('Je tip is nog niet verstuurd, ook niet naar de andere ontvangers.');
    for (const row of [1, 2])
      expect(messageOf(res.body, `recipient_email_${row}`)).toMatch(
        /^Vanaf jouw verbinding gaan hoogstens 10 tips per uur de deur uit\. Probeer het over \d+ minuten opnieuw\.$/,
      );
    expect(inputValue(res.body, 'recipient_email_2')).toBe(fields.recipient_email_2);
    expect(inputValue(res.body, 'email')).toBe(fields.email);
    expect(res.body).toContain('Lees dit!</textarea>');
    const mails = await t.integrations.mails();
    expect(mails.some((m) => m.to === fields.recipient_email_1)).toBe(false);
  });
});
