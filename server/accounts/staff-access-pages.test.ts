// Issue 30 (decisions 599–601): the staff levels through the whole app. For EVERY route under /beheer — read from
// app/routes.ts, so a new page without a level in domain/staff-access.ts fails here — a viewer one level below what
// the page needs gets the shop's 404 and a viewer at its level gets what a beheerder gets (the page, not a 404);
// for every route with an action, a post one level below is a 404 and a post at its level reaches the CSRF check
// (403 without a token, so nothing changes). The navigation shows only the pages a level reaches. And
// /beheer/medewerkers: 404 for customers, 403 without the token, a refused form named by its field and kept, a
// new colleague listed with a password-set mail, the own level kept, and a level taken away.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { STAFF_FEATURES, STAFF_ROUTES, type StaffFeature } from '../../domain/staff-access.ts';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { events } from '../events/schema.ts';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const PASSWORD = 'Leesclub-Niveau-2026';

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every path under 'beheer' in app/routes.ts, written as in domain/staff-access.ts ('/beheer/klanten/:id'). */
function beheerPaths(): string[] {
  const beheer = (routes as RouteEntry[]).find((r) => r.path === 'beheer')!;
  return (beheer.children ?? []).map((child) => (child.path ? `/beheer/${child.path}` : '/beheer'));
}

describe('the staff levels on every /beheer page', () => {
  let t: TestApp;
  const params: Record<string, string> = {};
  const viewers = new Map<number, Awaited<ReturnType<typeof loggedInBrowser>>>();

  beforeAll(async () => {
    t = await openTestApp('pglite');
    const db = t.services.database.db;
    // One account at every level from 4 (a customer's feature level) to 9, each with its own password.
    for (let level = 4; level <= 9; level++) {
      const email = `niveau${level}@voorbeeld.nl`;
      const result = await t.services.accounts.register(
        {
          firstname: 'Niveau',
          lastname: String(level),
          email,
          email2: email,
          phonenr: '',
          password: PASSWORD,
          password2: PASSWORD,
          hasSubscription: false,
        },
        { ip: `192.0.2.${level}`, origin: 'http://localhost' },
      );
      expect(result.status).toBe('ok');
      await queryRows(db, sql`update users set access_level = ${level} where email = ${email}`);
      viewers.set(level, await loggedInBrowser(() => t, { email, password: PASSWORD }));
    }
    const [order] = await queryRows<{ number: number }>(
      db,
      sql`select number from orders order by number limit 1`,
    );
    const [customer] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where email = ${klant.email}`,
    );
    const [credit] = await queryRows<{ number: number; credit: string }>(
      db,
      sql`select o.number, r.credit_number as credit from refunds r join orders o on o.id = r.order_id
          where r.credit_number is not null limit 1`,
    );
    const [event] = await db
      .insert(events)
      .values({
        reference: 'staf-niveau-lezing',
        title: 'Lezing over toegang',
        couponCode: 'NIVEAU',
        places: 30,
        placesTaken: 0,
        startsAt: new Date('2099-04-20T18:30:00Z'),
      })
      .returning({ id: events.id });
    const [run] = await queryRows<{ id: number }>(
      db,
      sql`insert into catalogue_imports (file_name, started_by, outcome) values ('niveau.xml', 'test', 'done')
          returning id`,
    );
    params.run = String(run!.id);
    params.number = String(credit?.number ?? order!.number);
    params.credit = credit?.credit ?? 'C2026-000001';
    params.id = String(event!.id);
    params.customer = String(customer!.id);
    const [book] = await queryRows<{ sku: string }>(db, sql`select sku from books order by id limit 1`);
    params.sku = book!.sku;
  });
  afterAll(async () => {
    await t?.close();
  });

  const urlOf = (path: string) =>
    path
      .replace('/beheer/klanten/:id', `/beheer/klanten/${params.customer}`)
      .replace('/beheer/catalogus/import/:id', `/beheer/catalogus/import/${params.run}`)
      .replace(':number', params.number!)
      .replace(':credit', params.credit!)
      .replace(':id', params.id!)
      .replace(':key', 'cart.empty')
      .replace(':author', '1')
      .replace(':category', '1')
      .replace(':sku', params.sku!);
  const level = (feature: StaffFeature) => STAFF_FEATURES[feature];

  it('has a level for every route under /beheer, and no level for a route that is gone', () => {
    expect([...beheerPaths()].sort()).toEqual(STAFF_ROUTES.map((r) => r.path).sort());
  });

  it.each(STAFF_ROUTES.map((r) => [r.path, r] as const))(
    '%s: a 404 one level below its need, what a beheerder gets at its level',
    async (_path, route) => {
      const url = urlOf(route.path);
      const need = level(route.view);
      const asAdmin = (await viewers.get(9)!.get(url)).statusCode;
      // Every page answers here (the SEPA file with a redirect when nothing is due), but a credit invoice when the
      // demo data has no refund.
      if (!url.includes('/creditfactuur/') || params.credit !== 'C2026-000001') expect(asAdmin).not.toBe(404);
      expect((await viewers.get(need - 1)!.get(url)).statusCode).toBe(404);
      expect((await viewers.get(need)!.get(url)).statusCode).toBe(asAdmin);
      if (route.post) {
        const needPost = level(route.post);
        expect((await viewers.get(needPost - 1)!.post(url, { intent: 'x' })).statusCode).toBe(404);
        expect((await viewers.get(needPost)!.post(url, { intent: 'x' })).statusCode).toBe(403);
      }
      expect((await browser(() => t).get(url)).statusCode).toBe(404);
    },
  );

  it('shows in the navigation only the pages the level reaches', async () => {
    const navOf = async (lvl: number) => {
      const body = (await viewers.get(lvl)!.get('/beheer')).body;
      const nav = /<nav[^>]*aria-label="[^"]*"[^>]*>([\s\S]*?)<\/nav>/g;
      return [...body.matchAll(nav)]
        .map((m) => m[1]!)
        .find((n) => n.includes('href="/beheer/bestellingen"'))!;
    };
    const medewerker = await navOf(5);
    expect(medewerker).toContain('href="/beheer/bestellingen"');
    expect(medewerker).toContain('href="/beheer/mail"');
    expect(medewerker).not.toContain('href="/beheer/uitbetalingen"');
    expect(medewerker).not.toContain('href="/beheer/logboek"');
    expect(medewerker).not.toContain('href="/beheer/medewerkers"');
    const financieel = await navOf(7);
    expect(financieel).toContain('href="/beheer/uitbetalingen"');
    expect(financieel).not.toContain('href="/beheer/medewerkers"');
    const beheerder = await navOf(9);
    expect(beheerder).toContain('href="/beheer/medewerkers"');
    expect(beheerder).toContain('href="/beheer/logboek"');
  });

  it('groups the navigation, folded without JavaScript, with the current page marked and its group open', async () => {
    // Decision 741: the server's HTML is the whole of it (<details>, no script): the fold is closed, its summary
    // names the current group and page, and of the groups only the current page's is open.
    const navOf = async (lvl: number, url: string) => {
      const body = (await viewers.get(lvl)!.get(url)).body;
      return /<nav[^>]*aria-label="Beheer"[^>]*>([\s\S]*?)<\/nav>/.exec(body)![1]!;
    };
    const nav = await navOf(9, '/beheer/auteurs');
    const details = [...nav.matchAll(/<details([^>]*)>\s*<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((m) => ({
      open: /\sopen=""/.test(m[1]!),
      summary: visibleText(m[2]!).trim(),
    }));
    expect(details).toEqual([
      { open: false, summary: 'Beheermenu Catalogus · Auteurs' },
      { open: false, summary: 'Verkoop' },
      { open: false, summary: 'Financiën' },
      { open: true, summary: 'Catalogus' },
      { open: false, summary: 'Inhoud' },
      { open: false, summary: 'Instellingen' },
    ]);
    expect(nav).toMatch(
      /<a[^>]*href="\/beheer\/auteurs"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/beheer\/auteurs"/,
    );
    expect(nav.match(/aria-current="page"/g)).toHaveLength(1);
    // A medewerker's navigation has no money group at all: none of its pages is theirs.
    const medewerker = await navOf(5, '/beheer');
    expect(medewerker).toContain('Verkoop');
    expect(medewerker).not.toContain('Financiën');
    expect(medewerker).toMatch(/<summary[^>]*>[\s\S]*?Beheermenu[\s\S]*?Overzicht/);
  });

  it('lets a beheerder add a colleague and change a level at /beheer/medewerkers', async () => {
    const customer = await loggedInBrowser(() => t, klant);
    expect((await customer.get('/beheer/medewerkers')).statusCode).toBe(404);
    expect((await customer.post('/beheer/medewerkers', { intent: 'add' })).statusCode).toBe(404);
    const b = await loggedInBrowser(() => t, admin);
    const page = await b.get('/beheer/medewerkers');
    expect(page.statusCode).toBe(200);
    expect(visibleText(page.body)).toContain('Niveau 7 niveau7@voorbeeld.nl Financiën (7)');
    const csrf = tokenOf(page.body);
    const fields = { intent: 'add', firstname: 'Sanne', lastname: '', email: 'sanne.collega@', level: '5' };
    expect((await b.post('/beheer/medewerkers', fields)).statusCode).toBe(403);
    const refusedForm = await b.post('/beheer/medewerkers', { ...fields, _csrf: csrf });
    expect(refusedForm.statusCode).toBe(400);
    const refusedText = visibleText(refusedForm.body);
    expect(refusedText).toContain('Controleer de gemarkeerde velden; er is niets opgeslagen.');
    expect(refusedForm.body).toContain('value="sanne.collega@"');
    expect(refusedForm.body).toMatch(/id="staff-add-lastname-error"/);
    const added = await b.post('/beheer/medewerkers', {
      ...fields,
      _csrf: csrf,
      lastname: 'de Boer',
      email: 'sanne.collega@voorbeeld.nl',
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/beheer/medewerkers?gedaan=created');
    const after = visibleText((await b.get('/beheer/medewerkers?gedaan=created')).body);
    expect(after).toContain('Het account is aangemaakt.');
    expect(after).toContain(
      'Sanne de Boer sanne.collega@voorbeeld.nl Heeft nog geen wachtwoord gekozen Medewerker (5)',
    );
    const [mail] = await queryRows<{ subject: string }>(
      t.services.database.db,
      sql`select subject from outbox_messages where recipient = 'sanne.collega@voorbeeld.nl'`,
    );
    expect(mail?.subject).toBe('Je medewerkersaccount bij Leeswijzer');

    const [own] = await queryRows<{ id: number }>(
      t.services.database.db,
      sql`select id from users where email = ${admin.email}`,
    );
    const lowered = await b.post('/beheer/medewerkers', {
      _csrf: csrf,
      intent: 'level',
      id: String(own!.id),
      level: '5',
    });
    expect(lowered.statusCode).toBe(400);
    expect(visibleText(lowered.body)).toContain('Je kunt je eigen toegangsniveau niet onder 9 zetten');
    const [four] = await queryRows<{ id: number }>(
      t.services.database.db,
      sql`select id from users where email = 'niveau4@voorbeeld.nl'`,
    );
    const changed = await b.post('/beheer/medewerkers', {
      _csrf: csrf,
      intent: 'level',
      id: String(four!.id),
      level: '0',
    });
    expect(changed.headers.location).toBe('/beheer/medewerkers?gedaan=saved');
    expect(visibleText((await b.get('/beheer/medewerkers')).body)).not.toContain('niveau4@voorbeeld.nl');
  });
});
