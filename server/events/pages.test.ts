// The events pages as a browser without JavaScript uses them (issue 15 #2): /events and its aliases with the
// upcoming and postponed lectures and the tips mail link; the registration at /inschrijving/{ref} and
// /subscription/{ref} through plain form posts (fastify.inject): the coupon first (any case), then the form with
// the messages next to the fields and the input kept, the thanks with textAfterRegistration, a resend harmless,
// the sold-out text, a missing token, and 404 / redirect for unknown or missing references.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { browser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { eventRegistrations, events } from './schema.ts';

const OPEN = 'lezing-meer-zelfvertrouwen';
let addresses = 0;
const newIp = () => `198.52.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const keyOf = (html: string) => /name="form_key" value="([^"]+)"/.exec(html)?.[1] ?? '';
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1];

describe.each(eachDatabase())('events pages without JavaScript on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => t;
  const db = () => t.services.database.db;
  const placesTaken = async (reference: string) =>
    (await db().select().from(events).where(eq(events.reference, reference)))[0]!.placesTaken;
  let made = 0;
  const newEmail = () => `aanmelder${++made}-${kind}@voorbeeld.nl`;

  /** Opens the registration page and sends the coupon from one client address; the form page comes back. */
  async function couponStep(path: string, coupon: string, ip = newIp()) {
    const b = browser(app);
    const page = await b.get(path);
    const res = await b.post(
      path,
      { _csrf: tokenOf(page.body), intent: 'coupon', coupon },
      { 'x-forwarded-for': ip },
    );
    return { b, res, ip };
  }

  it.each(['/events', '/ontmoet-de-schrijver', '/ontmoetdeschrijver'])(
    "%s answers with 'Ontmoet de auteur': upcoming, postponed, the tips mail link",
    async (path) => {
      const res = await browser(app).get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<h1[^>]*>Ontmoet de auteur<\/h1>/);
      const text = visibleText(res.body);
      expect(text).toContain('Lezing Meer zelfvertrouwen met Annemiek van der Berg');
      expect(text).toContain('zaterdag 20 maart 2027, 19.30 uur');
      expect(text).toContain('Nog 13 plaatsen vrij');
      expect(text).toMatch(/Workshop Mindful leven met Marieke de Wit .*Uitverkocht/);
      expect(text).toContain('Uitgestelde lezingen');
      expect(text).toContain('Lezing Stoppen met piekeren');
      expect(res.body).toContain(`href="/inschrijving/${OPEN}"`);
      // Only the open lecture has a registration link.
      expect(res.body.match(/href="\/inschrijving\//g)).toHaveLength(1);
      expect(res.body).toContain(
        'href="mailto:info@leeswijzer.nl?subject=Tip%20voor%20Ontmoet%20de%20auteur"',
      );
    },
  );

  it('/inschrijving without a reference sends the visitor to /events; an unknown one is a 404', async () => {
    const bare = await browser(app).get('/inschrijving');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/events');
    expect((await browser(app).get('/subscription/bestaat-niet')).statusCode).toBe(404);
    expect((await browser(app).get('/inschrijving/..%2Fetc')).statusCode).toBe(404);
  });

  it('asks the coupon first and refuses a wrong one next to the field, keeping it', async () => {
    const page = await browser(app).get(`/subscription/${OPEN}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('Vul eerst de couponcode in');
    expect(page.body).not.toContain('name="firstname"');
    const { res } = await couponStep(`/subscription/${OPEN}`, 'ZELFVERTROUWEN');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/id="coupon-coupon-error"[^>]*>Deze couponcode klopt niet/);
    expect(inputValue(res.body, 'coupon')).toBe('ZELFVERTROUWEN');
    expect(res.body).not.toContain('name="firstname"');
  });

  it('registers after a lower-case coupon: messages by field, then the thanks; a resend changes nothing', async () => {
    const path = `/inschrijving/${OPEN}`;
    const { b, res: form, ip } = await couponStep(path, 'zelfvertrouwen27');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('De code klopt.');
    expect(form.body).toContain('Je kunt één gast meenemen');
    expect(inputValue(form.body, 'coupon')).toBe('zelfvertrouwen27');
    const base = {
      _csrf: tokenOf(form.body),
      intent: 'register',
      coupon: 'zelfvertrouwen27',
      form_key: keyOf(form.body),
      homepage: '',
    };
    const email = newEmail();
    const refused = await b.post(
      path,
      {
        ...base,
        firstname: 'Sanne',
        lastname: '',
        email,
        phonenr: 'geen',
        guestEmail: 'gast@',
        question: '',
      },
      { 'x-forwarded-for': ip },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/id="event-lastname-error"[^>]*>Vul dit veld in.</);
    expect(refused.body).toMatch(/id="event-phonenr-error"[^>]*>Vul een geldig telefoonnummer in/);
    expect(refused.body).toMatch(/id="event-guestEmail-error"[^>]*>Vul een geldig e-mailadres in.</);
    expect(inputValue(refused.body, 'firstname')).toBe('Sanne');
    expect(inputValue(refused.body, 'guestEmail')).toBe('gast@');
    const before = await placesTaken(OPEN);
    const fields = {
      ...base,
      form_key: keyOf(refused.body),
      firstname: 'Sanne',
      middlename: 'van',
      lastname: 'Dijk',
      email,
      phonenr: '06 1234 5678',
      guestFirstname: 'Bas',
      guestLastname: 'Dijk',
      question: 'Signeert ze ook?',
    };
    const done = await b.post(path, fields, { 'x-forwarded-for': ip });
    expect(done.statusCode).toBe(200);
    const text = visibleText(done.body);
    expect(text).toContain('Bedankt voor je aanmelding.');
    expect(text).toContain('de lezing begint om 19.30 uur');
    expect(text).toContain('De toegang van € 20 betaal je bij de ingang');
    expect(await placesTaken(OPEN)).toBe(before + 2);
    // The browser's 'send again?' after a reload: the same body, the same key.
    const again = await b.post(path, fields, { 'x-forwarded-for': ip });
    expect(again.statusCode).toBe(200);
    expect(visibleText(again.body)).toContain('Bedankt voor je aanmelding.');
    expect(await placesTaken(OPEN)).toBe(before + 2);
    const rows = await db().select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
    expect(rows).toHaveLength(1);
    const mails = (await t.integrations.mails()).filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Je aanmelding voor Lezing Meer zelfvertrouwen met Annemiek van der Berg',
    ]);
  });

  it('shows the sold-out text instead of the coupon form, and after a post when the places went', async () => {
    const page = await browser(app).get('/inschrijving/workshop-mindful-leven');
    expect(page.statusCode).toBe(200);
    expect(visibleText(page.body)).toContain('Deze lezing is uitverkocht: alle plaatsen zijn vergeven.');
    expect(page.body).not.toContain('name="coupon"');
    // The form was open, then the last places went: the post answers with the sold-out text.
    const [row] = await db().select().from(events).where(eq(events.reference, OPEN));
    const { b, res: form, ip } = await couponStep(`/inschrijving/${OPEN}`, 'ZELFVERTROUWEN27');
    await db().update(events).set({ placesTaken: row!.places }).where(eq(events.reference, OPEN));
    const res = await b.post(
      `/inschrijving/${OPEN}`,
      {
        _csrf: tokenOf(form.body),
        intent: 'register',
        coupon: 'ZELFVERTROUWEN27',
        form_key: keyOf(form.body),
        firstname: 'Laat',
        lastname: 'Komer',
        email: newEmail(),
        phonenr: '06 8765 4321',
      },
      { 'x-forwarded-for': ip },
    );
    expect(res.statusCode).toBe(409);
    expect(visibleText(res.body)).toContain('Deze lezing is uitverkocht');
    expect(res.body).not.toContain('name="firstname"');
    await db().update(events).set({ placesTaken: row!.placesTaken }).where(eq(events.reference, OPEN));
  });

  it('refuses a post without its token: 403, nothing checked or stored', async () => {
    const res = await browser(app).post(`/inschrijving/${OPEN}`, {
      intent: 'coupon',
      coupon: 'ZELFVERTROUWEN27',
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('name="firstname"');
  });
});
