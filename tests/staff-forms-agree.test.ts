// Decisions 563 and 620 for the back office (issue 30): what a staff form says in the browser is what its server
// says. For every staff form that takes typed input, wrong input is posted — or, for the order list's filter,
// put in the address — as a browser without JavaScript sends it, logged in as the demo admin, through the whole
// app; the messages the page answers with, field by field, must be the messages of the `…FormErrors` function
// the form component checks with, given what the page gave the component (the copies left per refund line, the
// payout's quarter, the order's lines, the order's total).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../domain/account-forms.ts';
import { authorFormErrors } from '../domain/content-authors.ts';
import { bannerFormErrors } from '../domain/content-banners.ts';
import { categoryFormErrors } from '../domain/content-categories.ts';
import { notificationFormErrors } from '../domain/content-notifications.ts';
import { quoteFormErrors } from '../domain/content-quotes.ts';
import { videoFormErrors } from '../domain/content-videos.ts';
import { amsterdamCalendarDate } from '../domain/dates.ts';
import { bookFormErrors, newBookFormErrors } from '../domain/book-edit.ts';
import { interfaceTextFormErrors } from '../domain/interface-texts.ts';
import { euroToCents } from '../domain/money.ts';
import { orderAdjustFormErrors } from '../domain/order-adjust.ts';
import { paymentReceivedFormErrors } from '../domain/payment-received.ts';
import { refundFormErrors } from '../domain/refunds.ts';
import { newStaffFormErrors } from '../domain/staff-access.ts';
import {
  customerSettingsFormErrors,
  discountRuleFormErrors,
  partnerSettingsFormErrors,
} from '../domain/staff-customers.ts';
import { staffOrderFilterErrors } from '../domain/staff-orders.ts';
import { paidOnEarliest, paidOnFormErrors } from '../domain/staff-payouts.ts';
import { countriesFormErrors, settingsFormErrors } from '../domain/setting-types.ts';
import { shipFormErrors } from '../domain/track-trace.ts';
import { defaultTextsNl } from '../server/content/texts/index.ts';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts.ts';
import { pageMessages, wordsOf } from './support/form-messages.ts';
import { browser, loggedInBrowser, tokenOf } from './support/page-browser.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';
import { eachDatabase } from './support/test-database.ts';

type Browser = ReturnType<typeof browser>;
type Fields = Record<string, string>;

/** Demo data (fixed seed): a book, the customer, the partner and the admin. */
const SKU = '9789493000049';
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const staff = account('beheerder');

const first = (html: string, pattern: RegExp) => {
  const found = pattern.exec(html)?.[1];
  if (found === undefined) throw new Error(`Not on the page: ${pattern}`);
  return found;
};
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)];

/** The refund form's lines as the page offers them: each input's position and the copies left (its max). */
const refundLines = (html: string) =>
  all(html, /<input[^>]*name="line-\d+"[^>]*>/g).map(([input]) => ({
    position: Number(first(input, /name="line-(\d+)"/)),
    left: Number(first(input, /max="(\d+)"/)),
  }));

/** An order's staff page by the customer's orders: the paid one (a link on the list filtered to paid). */
async function orderNumber(b: Browser, status: 'paid' | 'awaiting'): Promise<string> {
  const list = await b.get(
    `/beheer/bestellingen?status=${status}&q=${encodeURIComponent(account('klant').email)}`,
  );
  return first(list.body, /href="\/beheer\/bestellingen\/(\d+)"/);
}

async function customerPath(b: Browser, role: string): Promise<string> {
  const list = await b.get(`/beheer/klanten?q=${encodeURIComponent(account(role).email)}`);
  return `/beheer/klanten/${first(list.body, /href="\/beheer\/klanten\/(\d+)"/)}`;
}

interface Case {
  name: string;
  /** Opens the form: its page, the path it posts to and the form's id prefix there. */
  open: (b: Browser) => Promise<{ path: string; html: string; form: string }>;
  /** Wrong input, as typed. */
  wrong: Fields;
  /** The hidden fields a browser sends along (the submit button's intent among them). */
  hidden: (html: string) => Fields;
  /** The component's check, with what the page gave it. */
  browserErrors: (fields: Fields, html: string) => FieldErrors;
}

const POST_CASES: Case[] = [
  {
    name: 'ship (track & trace codes)',
    open: async (b) => {
      const path = `/beheer/bestellingen/${await orderNumber(b, 'paid')}`;
      return { path, html: (await b.get(path)).body, form: 'ship' };
    },
    wrong: { codes: '3SABCD1234567, geen code; 12345' },
    hidden: () => ({ intent: 'ship' }),
    browserErrors: shipFormErrors,
  },
  {
    name: 'refund (copies per line)',
    open: async (b) => {
      const path = `/beheer/bestellingen/${await orderNumber(b, 'paid')}`;
      return { path, html: (await b.get(path)).body, form: 'refund' };
    },
    wrong: {},
    hidden: (html) => {
      // One line not a number, the others one more than is left.
      const lines = refundLines(html);
      expect(lines.length).toBeGreaterThan(0);
      return {
        intent: 'refund',
        key: first(html, /name="key" value="([^"]+)"/),
        ...Object.fromEntries(
          lines.map(({ position, left }, i) => [`line-${position}`, i === 0 ? 'twee' : String(left + 1)]),
        ),
      };
    },
    browserErrors: (fields, html) => refundFormErrors(fields, refundLines(html)),
  },
  {
    name: 'price overrides (an order not paid yet)',
    open: async (b) => {
      const path = `/beheer/bestellingen/${await orderNumber(b, 'awaiting')}/aanpassen`;
      return { path, html: (await b.get(path)).body, form: 'order-adjust' };
    },
    wrong: { verzendkosten: '4,9x', kortingen_overschrijven: 'on' },
    hidden: (html) => ({
      intent: 'preview',
      ...Object.fromEntries(all(html, /name="(korting_\d+)"/g).map(([, name]) => [name, '101'])),
    }),
    browserErrors: (fields, html) =>
      orderAdjustFormErrors(
        fields,
        all(html, /name="korting_(\d+)"/g).map(([, position]) => ({ position: Number(position), sku: '' })),
      ),
  },
  {
    name: 'payment received (a transfer recorded by staff)',
    open: async (b) => {
      const path = `/beheer/bestellingen/${await orderNumber(b, 'awaiting')}`;
      return { path, html: (await b.get(path)).body, form: 'received' };
    },
    wrong: { bedrag: '1,00', datum: '31-02-2026', kenmerk: 'x'.repeat(141) },
    hidden: (html) => ({ intent: 'payment_received', key: first(html, /name="key" value="([^"]+)"/) }),
    // The total the amount field starts with; the day is not a date, so the day the order was placed is moot.
    browserErrors: (fields, html) =>
      paymentReceivedFormErrors(fields, {
        totalCents: euroToCents(first(html, /name="bedrag"[^>]*value="([^"]+)"/))!,
        today: amsterdamCalendarDate(new Date()),
        placedOn: '2000-01-01',
      }),
  },
  {
    name: 'new staff account',
    open: async (b) => ({
      path: '/beheer/medewerkers',
      html: (await b.get('/beheer/medewerkers')).body,
      form: 'staff-add',
    }),
    wrong: { firstname: '', lastname: 'Bakker', email: 'piet@voorbeeld', level: '0' },
    hidden: () => ({ intent: 'add' }),
    browserErrors: newStaffFormErrors,
  },
  {
    name: "customer's settings",
    open: async (b) => {
      const path = await customerPath(b, 'klant');
      return { path, html: (await b.get(path)).body, form: 'customer-settings' };
    },
    wrong: { is_reseller: 'on', discount: '101', discount_3party: 'tien', access_level: '12' },
    hidden: () => ({ intent: 'settings' }),
    browserErrors: customerSettingsFormErrors,
  },
  {
    name: 'new user discount rule',
    open: async (b) => {
      const path = await customerPath(b, 'klant');
      return { path, html: (await b.get(path)).body, form: 'rule-new' };
    },
    wrong: { sku: '978-90-abc!', min_amount: '0', discount: '150', is_active: 'on' },
    hidden: () => ({ intent: 'rule-add' }),
    browserErrors: (fields) => discountRuleFormErrors(fields, { withSku: true }),
  },
  {
    name: 'a user discount rule changed',
    open: async (b) => {
      const path = await customerPath(b, 'klant');
      // A rule to change: added first, as staff would.
      const page = await b.get(path);
      const added = await b.post(path, {
        _csrf: tokenOf(page.body),
        intent: 'rule-add',
        sku: SKU,
        min_amount: '3',
        discount: '10',
        is_active: 'on',
      });
      expect(added.statusCode).toBe(303);
      const html = (await b.get(path)).body;
      return { path, html, form: `rule-${first(html, /name="rule" value="(\d+)"/)}` };
    },
    wrong: { min_amount: 'twee', discount: '-5' },
    hidden: (html) => ({ intent: 'rule-change', rule: first(html, /name="rule" value="(\d+)"/) }),
    browserErrors: (fields) => discountRuleFormErrors(fields, { withSku: false }),
  },
  {
    name: "partner's settings",
    open: async (b) => {
      const path = await customerPath(b, 'partner');
      return { path, html: (await b.get(path)).body, form: 'partner-settings' };
    },
    wrong: { commission: '20%', commission_3party: '101', partner_status: 'weg' },
    hidden: () => ({ intent: 'partner' }),
    browserErrors: partnerSettingsFormErrors,
  },
  {
    name: 'settings: a group (money, whole number, country code)',
    open: async (b) => ({
      path: '/beheer/instellingen',
      html: (await b.get('/beheer/instellingen')).body,
      form: 'settings-verzending',
    }),
    wrong: { shippingFree: 'gratis', weightBox: '-5', defaultCountryCode: 'NLD', defaultCountry: '' },
    hidden: (html) => ({
      intent: 'group',
      group: 'Verzending',
      version: first(html, /id="settings-verzending-form"[^]*?name="version" value="([^"]+)"/),
    }),
    browserErrors: (fields) => settingsFormErrors('Verzending', fields),
  },
  {
    name: "settings: the countries' rates",
    open: async (b) => ({
      path: '/beheer/instellingen',
      html: (await b.get('/beheer/instellingen')).body,
      form: 'settings-countries',
    }),
    wrong: { 'base-BE': 'duur', 'surcharge-BE': '-1' },
    hidden: (html) => ({
      intent: 'countries',
      version: first(html, /id="settings-countries-form"[^]*?name="version" value="([^"]+)"/),
    }),
    browserErrors: (fields, html) =>
      countriesFormErrors(
        fields,
        all(html, /name="base-([A-Z]{2})"/g).map(([, code]) => code!),
      ),
  },
  // Issue 31 books: a book's form (the settings' VAT rates, 9 and 21) and a book added by hand.
  {
    name: 'book: its fields',
    open: async (b) => ({
      path: `/beheer/catalogus/${SKU}`,
      html: (await b.get(`/beheer/catalogus/${SKU}`)).body,
      form: 'book-edit',
    }),
    wrong: {
      price: 'gratis',
      vat: '9',
      stock: '0',
      stock_code: '',
      supply_date: '2026-02-30',
      alternative: '123',
      delivery: 'x'.repeat(121),
    },
    hidden: (html) => ({ intent: 'save', version: first(html, /name="version" value="([^"]+)"/) }),
    browserErrors: (fields) => bookFormErrors(fields, { vatRates: [9, 21] }),
  },
  {
    name: 'book: added by hand',
    open: async (b) => ({
      path: '/beheer/catalogus/nieuw',
      html: (await b.get('/beheer/catalogus/nieuw')).body,
      form: 'book-new',
    }),
    wrong: {
      sku: '9789493000010',
      title: ' ',
      author_firstname: 'Anna',
      lang: 'NL',
      vat: '21',
      stock: '1',
      price: '0',
    },
    hidden: () => ({ intent: 'add' }),
    browserErrors: (fields) => newBookFormErrors(fields, { vatRates: [9, 21] }),
  },
  // Issue 31: an interface text — empty, or without a placeholder of its default ('Pagina {page} van {pages}').
  ...[
    ['empty', 'cart.empty', ' '],
    ['a placeholder lost', 'beheer.page', 'Pagina van {pages}'],
  ].map(([what, key, typed]): Case => ({
    name: `interface text (${what})`,
    open: async (b) => {
      const path = `/beheer/teksten/${key}`;
      return { path, html: (await b.get(path)).body, form: 'text-edit' };
    },
    wrong: { tekst: typed! },
    hidden: () => ({ intent: 'save' }),
    browserErrors: (fields) => interfaceTextFormErrors(fields, defaultTextsNl[key!] ?? null),
  })),
  // Issue 31 "Content": a notification — no title, a short ISBN, a day that is not, and the last day first.
  ...[
    [
      'no title, a short ISBN, a day that is not',
      { titel: ' ', omschrijving: 'x', sku: '978', vanaf: '31-02-2027' },
    ],
    ['the last day first', { titel: 'x', omschrijving: 'x', vanaf: '02-01-2027', tot_en_met: '01-01-2027' }],
  ].map(([what, wrong]): Case => ({
    name: `notification (${what as string})`,
    open: async (b) => ({
      path: '/beheer/mededelingen',
      html: (await b.get('/beheer/mededelingen')).body,
      form: 'notification-add',
    }),
    wrong: wrong as Fields,
    hidden: () => ({ intent: 'add' }),
    browserErrors: notificationFormErrors,
  })),
  {
    name: 'banner (no first line, an image with a space, a short ISBN, a position in words)',
    open: async (b) => ({
      path: '/beheer/banners',
      html: (await b.get('/beheer/banners')).body,
      form: 'banner-add',
    }),
    wrong: { tekst1: '', afbeelding: 'mijn banner.jpg', sku: '978', positie: 'drie' },
    hidden: () => ({ intent: 'add' }),
    browserErrors: bannerFormErrors,
  },
  {
    name: 'quote (no text, no author, a short ISBN)',
    open: async (b) => ({
      path: '/beheer/citaten',
      html: (await b.get('/beheer/citaten')).body,
      form: 'quote-add',
    }),
    wrong: { citaat: ' ', auteur: '', isbn: '978' },
    hidden: () => ({ intent: 'add' }),
    browserErrors: quoteFormErrors,
  },
  // Issue 31 "Content" (decisions 713–714): an author's description too long; a category without a name or shop.
  {
    name: 'author (a description too long)',
    open: async (b) => ({
      path: '/beheer/auteurs/1',
      html: (await b.get('/beheer/auteurs/1')).body,
      form: 'author-edit',
    }),
    wrong: { beschrijving: 'x'.repeat(5001) },
    hidden: (html) => ({ intent: 'save', version: first(html, /name="version" value="([^"]+)"/) }),
    browserErrors: authorFormErrors,
  },
  {
    name: 'category (no display value, no shop)',
    open: async (b) => ({
      path: '/beheer/categorieen/1',
      html: (await b.get('/beheer/categorieen/1')).body,
      form: 'category-edit',
    }),
    wrong: { weergave: '  ' },
    hidden: (html) => ({ intent: 'save', version: first(html, /name="version" value="([^"]+)"/) }),
    browserErrors: categoryFormErrors,
  },
  {
    name: 'video (a reference with capitals, no title, a short ISBN, a position in words)',
    open: async (b) => ({
      path: '/beheer/videos',
      html: (await b.get('/beheer/videos')).body,
      form: 'video-add',
    }),
    wrong: { referentie: 'Lezen Samen', titel: ' ', sku: '978', positie: 'twee' },
    hidden: () => ({ intent: 'add' }),
    browserErrors: videoFormErrors,
  },
  ...[
    ['not a day', '31-02-2026'],
    ['before the quarter ended', '15-06-2026'],
    ['empty', ''],
  ].map(([what, day]): Case => ({
    name: `payout marked paid (${what})`,
    open: async (b) => {
      const html = (await b.get('/beheer/uitbetalingen')).body;
      return {
        path: '/beheer/uitbetalingen',
        html,
        form: `paid-${first(html, /name="payout" value="(\d+)"/)}`,
      };
    },
    wrong: { paid_on: day! },
    hidden: (html) => ({ intent: 'paid', payout: first(html, /name="payout" value="(\d+)"/) }),
    browserErrors: (fields, html) =>
      paidOnFormErrors(fields, {
        earliest: paidOnEarliest(first(html, /LW-(\d{4}Q[1-4])-P\d+/)),
        today: amsterdamCalendarDate(new Date()),
      }),
  })),
];

describe.each(eachDatabase())(
  'every staff form on %s: the page says in the browser what its server says (decisions 563, 620)',
  (kind) => {
    let t: TestApp;
    let b: Browser;
    beforeAll(async () => {
      t = await openTestApp(kind);
      // One login for every case (the shop counts logins per account and address).
      b = await loggedInBrowser(() => t, staff);
    });
    afterAll(async () => {
      await t?.close();
    });

    it.each(POST_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const { path, html, form } = await c.open(b);
      const posted = { _csrf: tokenOf(html), ...c.hidden(html), ...c.wrong };
      const res = await b.post(path, posted);
      expect(res.statusCode).toBe(400);
      const server = pageMessages(res.body, form);
      const expected = wordsOf(c.browserErrors(posted, html));
      // The wrong input must be wrong somewhere, or the case proves nothing.
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(server).toEqual(expected);
    });

    it("the order list's filter (a GET form: the address is what was sent)", async () => {
      const fields: Fields = {
        status: 'weg',
        method: 'postduif',
        from: '2026-02-30',
        to: '2026-01-01',
        q: 'x'.repeat(101),
      };
      const res = await b.get(`/beheer/bestellingen?${new URLSearchParams(fields).toString()}`);
      expect(res.statusCode).toBe(200);
      const expected = wordsOf(staffOrderFilterErrors(fields));
      expect(Object.keys(expected)).toEqual(['status', 'method', 'from', 'q']);
      expect(pageMessages(res.body, 'orders-filter')).toEqual(expected);
      // A range the wrong way round is the 'Tot en met' field's.
      const reversed = { from: '2026-03-01', to: '2026-01-01' };
      const back = await b.get(`/beheer/bestellingen?${new URLSearchParams(reversed).toString()}`);
      expect(pageMessages(back.body, 'orders-filter')).toEqual(wordsOf(staffOrderFilterErrors(reversed)));
      expect(Object.keys(staffOrderFilterErrors(reversed))).toEqual(['to']);
    });
  },
);
