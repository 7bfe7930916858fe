// The review form and its moderation as a browser without JavaScript uses them (issue 15 #3): plain form posts
// through the whole app (fastify.inject) with the page cache on. The book page's reviews tab stays shareable (no
// token, no key); /recensie/{sku} answers with the messages next to the fields and the input kept, the preview, or
// the thanks; a logged-in reviewer's email is the account's; /beheer/recensies is for admins only, and an approval
// (CSRF-protected, a second one harmless) shows on the cached book page at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { browser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { reviewSubmissions } from './schema.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const SKU = '9789493000049';
const REQUIRED = 'Vul dit veld in.';
const HIDDEN = '(Naam bekend bij redactie)';
const re = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1];

let addresses = 0;
const newIp = () => `192.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

describe.each(eachDatabase())('the review form and its moderation without JavaScript on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { trustProxy: true, pageCacheSeconds: 60 });
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => t;
  const byEmail = (email: string) =>
    t.services.database.db.select().from(reviewSubmissions).where(eq(reviewSubmissions.email, email));
  let made = 0;
  const newEmail = () => `lezer${++made}-${kind}@voorbeeld.nl`;

  /** The book's reviews tab at its canonical address (the book's own address redirects there). */
  async function reviewsTab(b: ReturnType<typeof browser>) {
    let res = await b.get(`/book/${SKU}/reviews`);
    for (let hops = 0; hops < 3 && res.statusCode >= 300 && res.statusCode < 400; hops++)
      res = await b.get(String(res.headers.location));
    return res;
  }
  async function logIn(email: string, password: string) {
    const b = browser(app);
    const page = await b.get('/login');
    await b.post('/login', { _csrf: tokenOf(page.body), intent: 'login', email, password, next: '/' });
    return b;
  }
  const review = (email: string, extra: Record<string, string> = {}) => ({
    firstname: 'Sanne',
    lastname: 'de Wit',
    email,
    profession: '',
    website: 'sannedewit.nl',
    profile: '',
    review_title: 'Eerlijk boek',
    review: `Een recensie van ${email}.`,
    show_firstname: 'on',
    homepage: '',
    ...extra,
  });

  it('the reviews tab shows the form with no token or key, so the book page stays page-cached', async () => {
    const b = browser(app);
    const res = await reviewsTab(b);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Schrijf een recensie');
    expect(res.body).toMatch(new RegExp(`<form[^>]*action="/recensie/${SKU}"`));
    expect(res.body).not.toContain('name="_csrf"');
    expect(inputValue(res.body, 'form_key')).toBe('');
    expect(res.body).toContain('Maximaal 1000 tekens.');
    const again = await reviewsTab(browser(app));
    expect(again.headers['x-page-cache']).toBe('hit');
  });

  it('shows the messages next to the fields and keeps the input', async () => {
    const res = await browser(app).post(
      `/recensie/${SKU}`,
      review('sanne@voorbeeld', { firstname: '', review: '', profile: 'x'.repeat(1001) }),
      { 'x-forwarded-for': newIp() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(new RegExp(`id="review-firstname-error"[^>]*>${re(REQUIRED)}<`));
    expect(res.body).toMatch(/id="review-email-error"[^>]*>Vul een geldig e-mailadres in.</);
    expect(res.body).toMatch(new RegExp(`id="review-review-error"[^>]*>${re(REQUIRED)}<`));
    expect(res.body).toMatch(/id="review-profile-error"[^>]*>Deze invoer is niet correct.</);
    expect(inputValue(res.body, 'lastname')).toBe('de Wit');
    expect(inputValue(res.body, 'website')).toBe('sannedewit.nl');
    expect(res.body).toContain(`>${'x'.repeat(1001)}</textarea>`);
    expect(res.body).toContain('Terug naar het boek');
  });

  it('previews the review as the list will show it, a hidden name included, storing nothing', async () => {
    const email = newEmail();
    const res = await browser(app).post(
      `/recensie/${SKU}`,
      review(email, { show_firstname: '', intent: 'preview' }),
      { 'x-forwarded-for': newIp() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Zo komt je recensie eruit te zien');
    expect(res.body).toContain(HIDDEN);
    expect(res.body).toContain(`Een recensie van ${email}.`);
    expect(visibleText(res.body)).not.toContain('Bedankt voor je recensie.');
    expect(await byEmail(email)).toHaveLength(0);
  });

  it('stores a sent review as pending, thanks with the form disabled, the website with http://', async () => {
    const email = newEmail();
    const res = await browser(app).post(`/recensie/${SKU}`, review(email, { intent: 'send' }), {
      'x-forwarded-for': newIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bedankt voor je recensie.');
    expect(res.body).toMatch(/<fieldset[^>]*disabled/);
    const [row] = await byEmail(email);
    expect(row).toMatchObject({ status: 'pending', website: 'http://sannedewit.nl', userId: null });
    expect(row!.submissionKey).toMatch(/^server:/);
  });

  it('refuses a post from another site (the cross-site guard) and stores nothing', async () => {
    const email = newEmail();
    const res = await browser(app).post(`/recensie/${SKU}`, review(email), {
      'sec-fetch-site': 'cross-site',
      'x-forwarded-for': newIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(await byEmail(email)).toHaveLength(0);
  });

  it("logged in: the email is the account's, read-only; a post needs the session's token", async () => {
    const customer = await logIn(klant.email, klant.password);
    const tab = await reviewsTab(customer);
    expect(tab.body).toMatch(
      new RegExp(
        `<input(?=[^>]*name="email")(?=[^>]*value="${re(klant.email)}")(?=[^>]*readOnly)[^>]*>`,
        'i',
      ),
    );
    const fields = review('iemand@voorbeeld.nl', { review: 'Ingelogd geschreven.' });
    const refused = await customer.post(`/recensie/${SKU}`, fields, { 'x-forwarded-for': newIp() });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Je formulier was verlopen en is daarom niet verstuurd.');
    const sent = await customer.post(
      `/recensie/${SKU}`,
      { ...fields, _csrf: tokenOf(tab.body) },
      { 'x-forwarded-for': newIp() },
    );
    expect(sent.statusCode).toBe(200);
    const rows = await byEmail(klant.email);
    expect(rows.map((r) => r.review)).toContain('Ingelogd geschreven.');
    expect(await byEmail('iemand@voorbeeld.nl')).toHaveLength(0);
  });

  it('/beheer/recensies: 404 for guests and customers; staff approve once and the cached book page shows it', async () => {
    expect((await browser(app).get('/beheer/recensies')).statusCode).toBe(404);
    const customer = await logIn(klant.email, klant.password);
    expect((await customer.get('/beheer/recensies')).statusCode).toBe(404);

    const email = newEmail();
    const text = `Na moderatie zichtbaar (${kind}).`;
    await browser(app).post(`/recensie/${SKU}`, review(email, { review: text, show_firstname: '' }), {
      'x-forwarded-for': newIp(),
    });
    const [row] = await byEmail(email);
    // An anonymous view before the approval, kept by the page cache.
    const before = await reviewsTab(browser(app));
    expect(before.body).not.toContain(text);

    const admin = await logIn(staff.email, staff.password);
    const list = await admin.get('/beheer/recensies');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.body).toContain(text);
    expect(list.body).toContain(HIDDEN);
    const approve = { id: String(row!.id), decision: 'approve' };
    // Without the token, and by a customer: nothing happens.
    expect((await admin.post('/beheer/recensies', approve)).statusCode).toBe(403);
    const customerToken = tokenOf((await customer.get('/account')).body);
    expect((await customer.post('/beheer/recensies', { ...approve, _csrf: customerToken })).statusCode).toBe(
      404,
    );
    expect((await byEmail(email))[0]!.status).toBe('pending');

    const done = await admin.post('/beheer/recensies', { ...approve, _csrf: tokenOf(list.body) });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/beheer/recensies?gedaan=approved');
    expect((await admin.get(String(done.headers.location))).body).toContain(
      'De recensie staat nu op de boekpagina.',
    );
    const twice = await admin.post('/beheer/recensies', { ...approve, _csrf: tokenOf(list.body) });
    expect(twice.headers.location).toBe('/beheer/recensies?gedaan=unchanged');

    const after = await reviewsTab(browser(app));
    expect(after.body).toContain(text);
    const item = after.body.slice(after.body.indexOf(text));
    expect(item.slice(0, item.indexOf('</li>'))).toContain(HIDDEN);
    expect((await byEmail(email))[0]!.status).toBe('approved');
  });
});
