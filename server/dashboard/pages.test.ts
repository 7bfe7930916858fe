// Issue 30: the staff dashboard /beheer through the whole app, as a browser without JavaScript gets it — admins only
// (the shop's 404 for guests and customers, GET and POST), today's and this week's paid orders and revenue, each
// list's count linking to its list, and the chart of 30 days as an image with a text alternative and as a table
// where a day without orders shows 0.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateNl } from '../../domain/dates.ts';
import { formatEuro } from '../../domain/money.ts';
import { browser, loggedInBrowser, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

describe('the staff dashboard page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);

  it('is a 404 for guests and customers; a post answers as at an address that does not exist', async () => {
    const guest = browser(() => t);
    const customer = await loggedIn(klant);
    for (const b of [guest, customer]) {
      expect((await b.get('/beheer')).statusCode).toBe(404);
      // The dashboard takes no form: a post gets the shop's answer for any page without one (405), the same as
      // at an address that does not exist, so it tells nothing about the staff area.
      const nowhere = (await b.post('/bestaat-niet', { x: '1' })).statusCode;
      expect((await b.post('/beheer', { x: '1' })).statusCode).toBe(nowhere);
    }
  });

  it('shows today’s and this week’s sales and each list’s count with its link', async () => {
    // A paid order now: today's and this week's figures and today's row of the chart have it.
    const guid = randomUUID();
    await t.services.database.db.execute(sql`
      insert into orders (guid, checkout_key, status, firstname, lastname, email, address, zipcode, city,
                          country_code, total_cents, paid_at)
      values (${guid}, ${guid}, 'paid', 'Vandaag', 'Betaald', 'vandaag@voorbeeld.nl', 'Kade 1', '1011AA',
              'Amsterdam', 'NL', 4321, now())`);
    const figures = await t.services.dashboard.overview();
    expect(figures.today.orders).toBeGreaterThanOrEqual(1);

    const b = await loggedIn(staff);
    const res = await b.get('/beheer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toContain('name="robots" content="noindex"');
    const text = visibleText(res.body);
    expect(text).toContain(
      `Vandaag ${formatDateNl(figures.periods.today)} ${formatEuro(figures.today.revenueCents)}`,
    );
    expect(text).toContain(
      `Deze week sinds maandag ${formatDateNl(figures.periods.weekStart)} ${formatEuro(figures.week.revenueCents)}`,
    );

    const tiles: [string, string, number][] = [
      ['/beheer/bestellingen?status=to_ship', 'Te verzenden', figures.toShip],
      ['/beheer/bestellingen?status=awaiting', 'Wacht op betaling', figures.awaiting],
      ['/beheer/mail?status=failed', 'Mislukte e-mails', figures.failedMails],
      ['/beheer/recensies', 'Recensies te beoordelen', figures.pendingReviews],
      ['/beheer/partners', 'Partneraanmeldingen', figures.partnerApplications],
      ['/beheer/berichten', 'Open berichten', figures.openMessages],
    ];
    // The work section's links (the staff navigation above it links to some of the same lists).
    const work = res.body.slice(res.body.indexOf('id="dashboard-work"'));
    for (const [href, label, n] of tiles) {
      const link = new RegExp(`<a [^>]*href="${href.replace('?', '\\?')}"[^>]*>(.*?)</a>`).exec(work);
      expect(link, href).not.toBeNull();
      expect(visibleText(link![1]!).trim()).toBe(`${label} ${n}`);
    }
    // The paid order just made waits to be shipped.
    expect(figures.toShip).toBeGreaterThanOrEqual(1);
  });

  it('draws the 30 days as an image with a text alternative, and as a table with 0 for a quiet day', async () => {
    const figures = await t.services.dashboard.overview();
    const res = await (await loggedIn(staff)).get('/beheer');
    const images = [...res.body.matchAll(/<svg[^>]*role="img"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(2);
    for (const svg of images) {
      const named = /aria-labelledby="([^"]+)"/.exec(svg)![1]!;
      const described = /aria-describedby="([^"]+)"/.exec(svg)![1]!;
      expect(res.body).toMatch(
        new RegExp(`<h3 id="${named}">(Omzet per dag|Betaalde bestellingen per dag)</h3>`),
      );
      expect(res.body).toMatch(
        new RegExp(`<p id="${described}"[^>]*>Van ${formatDateNl(figures.days[0]!.day)} tot`),
      );
    }
    const table = res.body.slice(res.body.indexOf('<table'), res.body.indexOf('</table>'));
    const rows = [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => visibleText(m[1]!).trim());
    // The head, 30 days, the total.
    expect(rows).toHaveLength(32);
    const today = figures.days.at(-1)!;
    expect(rows[30]).toMatch(
      new RegExp(`^[a-z]{2} ${formatDateNl(today.day)} ${today.orders} ${formatEuro(today.revenueCents)}$`),
    );
    const quiet = figures.days.findIndex((d) => d.orders === 0);
    expect(quiet).toBeGreaterThanOrEqual(0);
    expect(rows[quiet + 1]).toMatch(/ 0 € 0,00$/);
    expect(rows[31]).toMatch(/^Totaal \d+ € [\d.]+,\d\d$/);
  });
});
