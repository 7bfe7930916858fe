// Issue 30: /beheer/aanmeldingen, /beheer/aanmeldingen/{id}, /beheer/nieuwsbrief and their CSV exports as a
// browser without JavaScript uses them, through the whole app: admins only (the shop's 404 for guests and
// customers, pages and files alike), an unknown event or a page past the last a 404; the registrations and the
// subscribers with their consent on the pages; and the CSV files for Dutch Excel — a UTF-8 byte-order mark, ';'
// between the fields, the header row, a name typed as a formula kept as text (a leading apostrophe), a question's
// line break quoted, the date in the file name, and private caching (decisions 574–577).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { browser, loggedInBrowser, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { newsletterSubscribers } from '../accounts/schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { eventRegistrations, events } from './schema.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const BOM = '\uFEFF';

describe('the staff registration and newsletter pages', () => {
  let t: TestApp;
  let eventId = 0;
  beforeAll(async () => {
    t = await openTestApp('pglite');
    const db = t.services.database.db;
    eventId = (
      await db
        .insert(events)
        .values({
          reference: 'staf-export-lezing',
          title: 'Lezing Exporteren met Excel',
          couponCode: 'CODE',
          places: 30,
          placesTaken: 3,
          startsAt: new Date('2099-03-20T18:30:00Z'),
        })
        .returning({ id: events.id })
    )[0]!.id;
    await db.insert(eventRegistrations).values([
      {
        eventId,
        firstname: 'Sanne',
        middlename: 'van der',
        lastname: 'Berg',
        email: 'sanne.export@voorbeeld.nl',
        phonenr: '06 1234 5678',
        guestFirstname: 'Bas',
        guestEmail: 'bas.export@voorbeeld.nl',
        question: 'Signeert ze?\nEn hoe laat begint het?',
        places: 2,
        submissionKey: 'staf-export-1',
        createdAt: new Date('2026-11-20T09:15:00Z'),
      },
      {
        eventId,
        firstname: '=HYPERLINK("https://kwaad.example","klik")',
        lastname: '+31 6',
        email: 'formule.export@voorbeeld.nl',
        phonenr: '-1+2',
        places: 1,
        submissionKey: 'staf-export-2',
        createdAt: new Date('2026-11-21T10:00:00Z'),
      },
    ]);
    await db.insert(newsletterSubscribers).values({
      email: 'formule.abonnee@voorbeeld.nl',
      firstname: '@SUM(1+1)',
      confirmedAt: new Date('2026-11-22T08:00:00Z'),
      consentText: 'Ja, stuur mij de gratis nieuwsbrief.',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const loggedIn = (account: { email: string; password: string }) => loggedInBrowser(() => t, account);

  it('is a 404 for guests and customers, every page and every file', async () => {
    const paths = [
      '/beheer/aanmeldingen',
      `/beheer/aanmeldingen/${eventId}`,
      `/beheer/aanmeldingen/${eventId}/aanmeldingen.csv`,
      '/beheer/nieuwsbrief',
      '/beheer/nieuwsbrief?q=formule',
      '/beheer/nieuwsbrief/abonnees.csv',
    ];
    const customer = await loggedIn(klant);
    for (const path of paths) {
      const guest = await browser(() => t).get(path);
      expect(guest.statusCode, path).toBe(404);
      expect(guest.body).not.toContain('formule');
      expect((await customer.get(path)).statusCode, path).toBe(404);
    }
  });

  it('lists the events with their registrations and places, each linking to its registrations', async () => {
    const b = await loggedIn(staff);
    const page = await b.get('/beheer/aanmeldingen');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain(`href="/beheer/aanmeldingen/${eventId}"`);
    expect(visibleText(page.body)).toMatch(
      /Lezing Exporteren met Excel 20-03-2099 19:30 Aanmelden open 2 3 van 30/,
    );
    // The demo shop's own events are there too.
    expect(visibleText(page.body)).toContain('Lezing Meer zelfvertrouwen met Annemiek van der Berg');
  });

  it('shows an event’s registrations in the order they came in; an unknown event or page is a 404', async () => {
    const b = await loggedIn(staff);
    const page = await b.get(`/beheer/aanmeldingen/${eventId}`);
    expect(page.statusCode).toBe(200);
    const text = visibleText(page.body);
    expect(text).toContain('2 aanmeldingen · 3 van 30 plaatsen bezet');
    expect(text).toMatch(
      /Sanne van der Berg sanne\.export@voorbeeld\.nl 06 1234 5678 Bas bas\.export@voorbeeld\.nl 2/,
    );
    expect(text.indexOf('Sanne van der Berg')).toBeLessThan(text.indexOf('HYPERLINK'));
    expect(page.body).toContain(`href="/beheer/aanmeldingen/${eventId}/aanmeldingen.csv"`);
    for (const path of [
      '/beheer/aanmeldingen/999999',
      '/beheer/aanmeldingen/nul',
      `/beheer/aanmeldingen/${eventId}?page=2`,
      '/beheer/aanmeldingen/999999/aanmeldingen.csv',
    ])
      expect((await b.get(path)).statusCode, path).toBe(404);
  });

  it('exports an event’s registrations for Dutch Excel, a formula-looking name kept as text', async () => {
    const b = await loggedIn(staff);
    const file = await b.get(`/beheer/aanmeldingen/${eventId}/aanmeldingen.csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="aanmeldingen-staf-export-lezing-${amsterdamCalendarDate(new Date())}.csv"`,
    );
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.body.startsWith(BOM)).toBe(true);
    const [header, first, ...rest] = file.body.slice(1).split('\r\n');
    expect(header).toBe(
      'Aangemeld op;Voornaam;Tussenvoegsel;Achternaam;E-mailadres;Telefoonnummer;Plaatsen;Voornaam gast;Tussenvoegsel gast;Achternaam gast;E-mailadres gast;Vraag',
    );
    expect(first).toBe(
      '20-11-2026 10:15;Sanne;van der;Berg;sanne.export@voorbeeld.nl;06 1234 5678;2;Bas;;;bas.export@voorbeeld.nl;"Signeert ze?\nEn hoe laat begint het?"',
    );
    expect(rest).toEqual([
      `21-11-2026 11:00;"'=HYPERLINK(""https://kwaad.example"",""klik"")";;'+31 6;formule.export@voorbeeld.nl;'-1+2;1;;;;;`,
      '',
    ]);
  });

  it('lists the newsletter’s subscribers with their consent, searched by email', async () => {
    const b = await loggedIn(staff);
    const all = await b.get('/beheer/nieuwsbrief');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toContain('no-store');
    // The demo accounts subscribed when they were made (server/db/seed/accounts.ts).
    expect(visibleText(all.body)).toContain(
      'klant@leeswijzer.nl Anna de Vries Via account: 01-11-2026 10:00',
    );
    const found = await b.get('/beheer/nieuwsbrief?q=FORMULE.abonnee');
    const text = visibleText(found.body);
    expect(text).toContain('1 abonnee');
    expect(text).toContain('formule.abonnee@voorbeeld.nl @SUM(1+1) Via aanmeldformulier: 22-11-2026 09:00');
    expect(found.body).toContain('href="/beheer/nieuwsbrief/abonnees.csv?q=formule.abonnee"');
    const tooLong = await b.get(`/beheer/nieuwsbrief?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(200);
    expect(visibleText(tooLong.body)).toContain('Gebruik maximaal 100 tekens.');
    expect((await b.get('/beheer/nieuwsbrief?q=formule.abonnee&page=2')).statusCode).toBe(404);
  });

  it('exports the subscribers for Dutch Excel, the consent with each, a formula-looking name kept as text', async () => {
    const b = await loggedIn(staff);
    const file = await b.get('/beheer/nieuwsbrief/abonnees.csv?q=formule.abonnee');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="nieuwsbrief-abonnees-${amsterdamCalendarDate(new Date())}.csv"`,
    );
    expect(file.body).toBe(
      `${BOM}E-mailadres;Voornaam;Achternaam;Via account;Toestemming account;Via aanmeldformulier;Toestemming aanmeldformulier;Toestemmingstekst\r\n` +
        `formule.abonnee@voorbeeld.nl;'@SUM(1+1);;nee;;ja;22-11-2026 09:00;Ja, stuur mij de gratis nieuwsbrief.\r\n`,
    );
    const everyone = await b.get('/beheer/nieuwsbrief/abonnees.csv');
    expect(everyone.body).toMatch(/\r\nklant@leeswijzer\.nl;[^;]*;[^;]*;ja;01-11-2026 10:00;nee;;\r\n/);
  });
});
