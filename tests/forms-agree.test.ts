// Decision 563 (issue 29: one input model per form): what a form's page says in the browser is what its server
// says. For every shopper's form, wrong input is posted as a browser without JavaScript sends it, through the
// whole app; the messages the page answers with, field by field, must be the messages of the function the form
// component checks with (its `…FormErrors` in domain/) for the same fields. A rule changed on one side only —
// the browser letting through what the server refuses, or asking what the server does not — fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailFormErrors,
  type FieldErrors,
  loginFormErrors,
  PASSWORD_MIN_LENGTH,
  profileFormErrors,
  registerFormErrors,
} from '../domain/account-forms.ts';
import { type ContactFormKind, contactFormErrors, DEFAULT_MAX_TEXT_LENGTH } from '../domain/contact-forms.ts';
import { registrationFormErrors } from '../domain/events.ts';
import { clientStepErrors } from '../domain/client-step-form.ts';
import { applicationFormErrors } from '../domain/partner-application.ts';
import { reviewFormErrors } from '../domain/review-form.ts';
import { sendToFriendFormErrors } from '../domain/send-to-friend.ts';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts.ts';
import { pageMessages, wordsOf } from './support/form-messages.ts';
import { browser, tokenOf } from './support/page-browser.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

type Browser = ReturnType<typeof browser>;
type Fields = Record<string, string>;

/** Demo data (fixed seed): a book for its forms, an open event, the reseller with a business profile. */
const SKU = '9789493000049';
const EVENT = 'lezing-meer-zelfvertrouwen';
const COUPON = 'zelfvertrouwen27';
const reseller = DEMO_ACCOUNTS.find((a) => a.role === 'wederverkoper')!;

let addresses = 0;
const newIp = () => `203.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

interface Case {
  name: string;
  /** The form's id prefix on the page. */
  form: string;
  /** Opens the form (logged in where it needs to be); the page with its token and key. */
  open: (b: Browser) => Promise<{ path: string; html: string }>;
  /** Wrong input, as typed. */
  wrong: Fields;
  /** The hidden fields a browser sends along. */
  hidden?: (html: string) => Fields;
  /** The component's check, with what the page gave it. */
  browserErrors: (fields: Fields) => FieldErrors;
}

const keyOf = (html: string) => /name="form_key" value="([^"]+)"/.exec(html)?.[1] ?? '';

const contactCase = (kind: ContactFormKind, path: string, wrong: Fields): Case => ({
  name: `${kind} (${path})`,
  form: kind,
  open: async (b) => ({ path, html: (await b.get(path)).body }),
  wrong,
  hidden: (html) => ({ form_key: keyOf(html), homepage: '' }),
  // The press request's books are the page's; none of them is typed here, so the set can stay empty.
  browserErrors: (fields) =>
    contactFormErrors(kind, fields, { maxTextLength: DEFAULT_MAX_TEXT_LENGTH, ownSkus: new Set() }),
});

async function logIn(b: Browser, email: string, password: string): Promise<void> {
  const page = await b.get('/login');
  const res = await b.post('/login', {
    _csrf: tokenOf(page.body),
    intent: 'login',
    email,
    password,
    next: '/',
  });
  expect([302, 303]).toContain(res.statusCode);
}

const CASES: Case[] = [
  contactCase('contact', '/contact', {
    firstname: '',
    email: 'anna@voorbeeld',
    phonenr: 'geen',
    question: '',
  }),
  contactCase('callback', '/call-me-back', { firstname: 'A', lastname: '', phonenr: '0612', email: 'x@' }),
  contactCase('press', '/press', {
    firstname: 'Piet',
    lastname: '',
    email: 'piet@',
    phonenr: 'abc',
    zipcode: '',
    media: '',
    remark: '',
  }),
  {
    name: 'register',
    form: 'register',
    open: async (b) => ({ path: '/register', html: (await b.get('/register')).body }),
    wrong: {
      firstname: '',
      lastname: 'Jansen',
      email: 'anna@voorbeeld.nl',
      email2: 'anne@voorbeeld.nl',
      phonenr: '12',
      password: 'kort',
      password2: 'anders',
    },
    browserErrors: registerFormErrors,
  },
  {
    name: 'login',
    form: 'login',
    open: async (b) => ({ path: '/login', html: (await b.get('/login')).body }),
    wrong: { email: '', password: '' },
    hidden: () => ({ intent: 'login', next: '/' }),
    browserErrors: loginFormErrors,
  },
  {
    name: 'password retrieval',
    form: 'retrieve',
    open: async (b) => ({ path: '/login', html: (await b.get('/login')).body }),
    wrong: { email: 'iemand@@voorbeeld.nl' },
    hidden: () => ({ intent: 'retrieve' }),
    browserErrors: emailFormErrors,
  },
  {
    name: 'newsletter',
    form: 'newsletter',
    open: async (b) => ({ path: '/newsletter', html: (await b.get('/newsletter')).body }),
    wrong: { email: 'geen adres', firstname: 'Anna' },
    browserErrors: emailFormErrors,
  },
  {
    name: 'unsubscribe',
    form: 'unsubscribe',
    open: async (b) => ({ path: '/unsubscribe', html: (await b.get('/unsubscribe')).body }),
    wrong: { email: 'anna.voorbeeld.nl' },
    browserErrors: emailFormErrors,
  },
  {
    name: 'review',
    form: 'review',
    open: async (b) => ({ path: `/recensie/${SKU}`, html: (await b.get(`/recensie/${SKU}`)).body }),
    wrong: {
      firstname: '',
      lastname: 'de Wit',
      email: 'sanne@voorbeeld',
      review: '',
      profile: 'x'.repeat(1001),
    },
    hidden: (html) => ({ form_key: keyOf(html), homepage: '', review_title: '', website: '' }),
    browserErrors: (fields) => reviewFormErrors(fields, { maxProfileLength: DEFAULT_MAX_TEXT_LENGTH }, null),
  },
  {
    name: 'send to a friend',
    form: 'friend',
    open: async (b) => ({
      path: `/send-to-friend/${SKU}`,
      html: (await b.get(`/send-to-friend/${SKU}`)).body,
    }),
    wrong: {
      firstname: '',
      lastname: 'Jansen',
      email: 'anna@',
      recipient_firstname_1: 'Bob',
      recipient_lastname_1: '',
      recipient_email_1: 'bob@voorbeeld',
      captcha: '',
    },
    hidden: (html) => ({ form_key: keyOf(html), homepage: '' }),
    browserErrors: (fields) =>
      sendToFriendFormErrors(fields, { maxTextLength: DEFAULT_MAX_TEXT_LENGTH, now: new Date() }),
  },
  {
    name: 'event registration',
    form: 'event',
    open: async (b) => {
      const path = `/inschrijving/${EVENT}`;
      const page = await b.get(path);
      const withCoupon = await b.post(path, { _csrf: tokenOf(page.body), intent: 'coupon', coupon: COUPON });
      return { path, html: withCoupon.body };
    },
    wrong: { firstname: 'Sanne', lastname: '', email: 'sanne@', phonenr: 'abc', guestEmail: 'gast@' },
    hidden: (html) => ({ intent: 'register', coupon: COUPON, form_key: keyOf(html), homepage: '' }),
    browserErrors: (fields) => registrationFormErrors(fields, { maxTextLength: DEFAULT_MAX_TEXT_LENGTH }),
  },
  {
    name: 'partner application (guest)',
    form: 'partner',
    open: async (b) => ({ path: '/partner-registration', html: (await b.get('/partner-registration')).body }),
    wrong: {
      firstname: 'Sanne',
      lastname: '',
      email: 'sanne@voorbeeld.nl',
      phonenr: '12',
      address: 'Damrak',
      housenr: 'abc',
      zipcode: '12345',
      city: 'Amsterdam',
      country_code: 'NL',
      website: '',
      bank_account: 'NL00 GEEN 0000',
      account_holder: 'S. de Wit',
      account_city: 'Amsterdam',
      password: 'kort',
      password2: 'anders',
      motivation: '',
    },
    hidden: () => ({ homepage: '' }),
    browserErrors: (fields) =>
      applicationFormErrors(fields, {
        guest: true,
        accountEmail: null,
        userId: Number.MAX_SAFE_INTEGER,
        requiredHousenr: 0,
        countries: [
          { code: 'NL', eu: true },
          { code: 'BE', eu: true },
        ],
        businessEnabled: true,
      }),
  },
  {
    name: 'profile (the reseller, logged in)',
    form: 'profile',
    open: async (b) => {
      await logIn(b, reseller.email, reseller.password);
      return { path: '/account/profile', html: (await b.get('/account/profile')).body };
    },
    wrong: {
      firstname: '',
      lastname: 'Bakker',
      email: reseller.email,
      phonenr: 'abc',
      address: 'Grote Markt',
      housenr: '1',
      addition: '',
      zipcode: '10',
      city: 'Brussel',
      country_code: 'BE',
      company: '',
      nr_kvk: '12',
      nr_vat: '',
    },
    browserErrors: (fields) =>
      profileFormErrors(fields, {
        userId: 0,
        requiredHousenr: 0,
        countryCodes: ['NL', 'BE'],
        businessEnabled: true,
        partner: false,
      }),
  },
  {
    name: 'checkout client step (a guest with a book in the cart)',
    form: 'client',
    open: async (b) => {
      const added = await b.post('/shoppingcart', { intent: 'add', sku: SKU, back: '/' });
      expect(added.statusCode).toBe(303);
      return { path: '/shoppingcart/client', html: (await b.get('/shoppingcart/client')).body };
    },
    wrong: {
      firstname: 'Anna',
      lastname: '',
      email: 'anna@voorbeeld.nl',
      phonenr: 'abc',
      address: 'Damrak',
      housenr: '',
      zipcode: '12345',
      city: 'Amsterdam',
      country_code: 'NL',
      password: 'kort',
      password2: '',
      has_delivery_address: 'on',
      delivery_name: '',
      delivery_address: 'Markt',
      delivery_housenr: '2',
      delivery_zipcode: '2000',
      delivery_city: 'Antwerpen',
      delivery_country_code: 'BE',
      is_business: 'on',
      company: '',
      nr_kvk: '1',
    },
    hidden: (html) => ({
      intent: 'client',
      checkout_key: /name="checkout_key" value="([^"]*)"/.exec(html)?.[1] ?? '',
    }),
    browserErrors: (fields) =>
      clientStepErrors(fields, {
        countryCodes: ['NL', 'BE'],
        isGuest: true,
        deliveryEnabled: true,
        businessEnabled: true,
      }),
  },
];

describe('every form: the page says in the browser what its server says (decision 563)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const b = browser(() => t);
    const { path, html } = await c.open(b);
    const posted = { _csrf: tokenOf(html), ...c.hidden?.(html), ...c.wrong };
    const res = await b.post(path, posted, { 'x-forwarded-for': newIp() });
    expect(res.statusCode).toBe(400);
    const server = pageMessages(res.body, c.form);
    const expected = wordsOf(c.browserErrors(posted));
    // The wrong input must be wrong somewhere, or the case proves nothing.
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(server).toEqual(expected);
    // A password's hint names the length the rule asks (the client step once said 5 against a rule of 8).
    const hint = new RegExp(`id="${c.form}-password-hint"[^>]*>([^<]*)<`).exec(res.body)?.[1];
    if (hint !== undefined) expect(hint).toContain(`Minimaal ${PASSWORD_MIN_LENGTH} tekens`);
  });
});
