// Issue 30 "Staff and trust" (decision 599): who on the staff may do what under /beheer. Spec 2 §6 gates a feature
// by access level — available when the user is logged in with a level at least the feature's — so the staff area
// is three named levels and ONE table below: every /beheer page (its path in app/routes.ts) and every action that
// needs more than its page names the level it needs. The routes call requireStaff(context, feature) with a name
// from this table; the navigation shows only the pages the viewer's level reaches. Pure.
import type { FieldErrors, PostedFields } from './account-forms.ts';
import { cleanEmail, cleanText, isFilled, isValidEmail } from './account-input.ts';

/** The staff levels a Dutch shop's team knows by name (spec 2 §6 access_level; levels 1–4 stay customers'). */
export const STAFF_LEVELS = { medewerker: 5, financieel: 7, beheerder: 9 } as const;
export type StaffRole = keyof typeof STAFF_LEVELS;
export type StaffLevel = (typeof STAFF_LEVELS)[StaffRole];

/** The lowest level that opens /beheer; below it the staff area is the shop's 404. */
export const STAFF_AREA_LEVEL: StaffLevel = STAFF_LEVELS.medewerker;

const { medewerker, financieel, beheerder } = STAFF_LEVELS;

/**
 * Every staff feature and the level it needs. Pages are named after their route; the actions that change money
 * or trust (refunds, payouts, customer settings, staff accounts) need their higher level even where a lower level
 * may view the page.
 */
export const STAFF_FEATURES = {
  // The frame and the day-to-day work: orders, shipping, customers (read), messages, reviews, registrations.
  home: medewerker,
  orders: medewerker,
  order: medewerker,
  'order.ship': medewerker,
  // Cancelling an unpaid order moves no money (decision 607): day-to-day work.
  'order.cancel': medewerker,
  'packing-slip': medewerker,
  'credit-invoice': medewerker,
  customers: medewerker,
  customer: medewerker,
  messages: medewerker,
  reviews: medewerker,
  mail: medewerker,
  signups: medewerker,
  'signups-event': medewerker,
  newsletter: medewerker,
  monitor: medewerker,
  // Interface texts (issue 31, decision 653): the shop's wording, each change logged and undone by a reset.
  texts: medewerker,
  text: medewerker,
  // Books (issue 31, decision #681): finding a book and its stock, texts, shelves and cover are day-to-day work.
  books: medewerker,
  book: medewerker,
  'book.cover': medewerker,
  // Issue 32 (decision 801): a book's e-book file is catalogue work like its cover.
  'book.ebook': medewerker,
  // Content (issue 31, decision 700): the notifications dialog, each change logged — day-to-day shop work.
  notifications: medewerker,
  banners: medewerker,
  quotes: medewerker,
  // Content (issue 31, decision 710): authors' descriptions and pictures, categories' names, shops and images —
  // the shop's wording and pictures like the banners, each change logged.
  authors: medewerker,
  author: medewerker,
  categories: medewerker,
  category: medewerker,
  // Issue 31 (decision 725): the events, the home tips and the Top 10 sections, each change logged.
  events: medewerker,
  tips: medewerker,
  top10: medewerker,
  // Issue 31 (decision 730): the newsletters' archive and the videos, with their uploads — day-to-day shop work.
  newsletters: medewerker,
  videos: medewerker,
  // Money: refunds, staff price overrides, partners and their commissions, payouts, SEPA and the exports.
  'order.refund': financieel,
  'order.prices': financieel,
  // Recording money that came in, and giving credit (an order on account), are the bookkeeper's (decisions 610–611).
  'order.payment': financieel,
  'order.on_account': financieel,
  'orders-csv': financieel,
  partners: financieel,
  commissions: financieel,
  payouts: financieel,
  'payouts-sepa': financieel,
  'signups-csv': financieel,
  'newsletter-csv': financieel,
  // A book's price, VAT rate and fixed book price are money (decision #681); adding a book sets its price.
  'book.prices': financieel,
  'book.new': financieel,
  // Trust: an account's price and access settings, the audit log and the staff accounts.
  'customer.settings': beheerder,
  // Issue 32 (decision 830): closing a customer's account on their request cannot be undone.
  'customer.close': beheerder,
  // Issue 32 (decision 834): a customer's whole data export, on their request; logged.
  'customer.export': beheerder,
  audit: beheerder,
  staff: beheerder,
  // Issue 31: the shop's settings, shipping rates and feature levels are money and trust (decision 640).
  settings: beheerder,
  // Issue 31: an ONIX import rewrites prices and availability of the whole catalogue at once (decision 667).
  'catalogue-import': beheerder,
} as const satisfies Record<string, StaffLevel>;

export type StaffFeature = keyof typeof STAFF_FEATURES;

/** One /beheer route: its path as in app/routes.ts, what viewing it needs and (with an action) what posting needs. */
export interface StaffRoute {
  path: string;
  view: StaffFeature;
  post?: StaffFeature;
}

/** Every route under /beheer. A route missing here fails the page tests (tests loop over this table). */
export const STAFF_ROUTES: readonly StaffRoute[] = [
  { path: '/beheer', view: 'home' },
  { path: '/beheer/berichten', view: 'messages', post: 'messages' },
  { path: '/beheer/recensies', view: 'reviews', post: 'reviews' },
  { path: '/beheer/partners', view: 'partners', post: 'partners' },
  { path: '/beheer/commissies', view: 'commissions', post: 'commissions' },
  { path: '/beheer/uitbetalingen', view: 'payouts', post: 'payouts' },
  { path: '/beheer/uitbetalingen/betaalbestand.xml', view: 'payouts-sepa' },
  { path: '/beheer/bestellingen', view: 'orders' },
  { path: '/beheer/bestellingen/bestellingen.csv', view: 'orders-csv' },
  // Posting on the order page: each intent checks its own feature (ORDER_INTENTS); the gate is viewing's.
  { path: '/beheer/bestellingen/:number', view: 'order', post: 'order' },
  { path: '/beheer/bestellingen/:number/pakbon', view: 'packing-slip' },
  { path: '/beheer/bestellingen/:number/aanpassen', view: 'order.prices', post: 'order.prices' },
  { path: '/beheer/bestellingen/:number/creditfactuur/:credit', view: 'credit-invoice' },
  { path: '/beheer/mail', view: 'mail', post: 'mail' },
  { path: '/beheer/monitor', view: 'monitor' },
  { path: '/beheer/klanten', view: 'customers' },
  { path: '/beheer/klanten/:id', view: 'customer', post: 'customer.settings' },
  { path: '/beheer/klanten/:id/gegevens.zip', view: 'customer.export', post: 'customer.export' },
  { path: '/beheer/logboek', view: 'audit' },
  { path: '/beheer/aanmeldingen', view: 'signups' },
  { path: '/beheer/aanmeldingen/:id', view: 'signups-event' },
  { path: '/beheer/aanmeldingen/:id/aanmeldingen.csv', view: 'signups-csv' },
  { path: '/beheer/nieuwsbrief', view: 'newsletter' },
  { path: '/beheer/nieuwsbrief/abonnees.csv', view: 'newsletter-csv' },
  { path: '/beheer/medewerkers', view: 'staff', post: 'staff' },
  { path: '/beheer/instellingen', view: 'settings', post: 'settings' },
  { path: '/beheer/teksten', view: 'texts' },
  { path: '/beheer/teksten/:key', view: 'text', post: 'text' },
  { path: '/beheer/mededelingen', view: 'notifications', post: 'notifications' },
  { path: '/beheer/banners', view: 'banners', post: 'banners' },
  { path: '/beheer/citaten', view: 'quotes', post: 'quotes' },
  // Issue 31 content (decision 710): the picture and image uploads are Fastify routes (server/http/
  // content-image-upload.ts) with these pages' gates.
  { path: '/beheer/auteurs', view: 'authors' },
  { path: '/beheer/auteurs/:author', view: 'author', post: 'author' },
  { path: '/beheer/categorieen', view: 'categories' },
  { path: '/beheer/categorieen/:category', view: 'category', post: 'category' },
  { path: '/beheer/evenementen', view: 'events', post: 'events' },
  { path: '/beheer/tips', view: 'tips', post: 'tips' },
  { path: '/beheer/top10', view: 'top10', post: 'top10' },
  // The uploads are Fastify routes (server/http/content-uploads.ts) with these pages' gates.
  { path: '/beheer/nieuwsbrieven', view: 'newsletters', post: 'newsletters' },
  { path: '/beheer/videos', view: 'videos', post: 'videos' },
  // The upload is a Fastify route (server/http/catalogue-upload.ts) with this page's gate.
  { path: '/beheer/catalogus/import', view: 'catalogue-import', post: 'catalogue-import' },
  { path: '/beheer/catalogus/import/:id', view: 'catalogue-import' },
  // Issue 31 books: the price fields of the edit form need 'book.prices' besides the page's own level; the cover
  // upload is a Fastify route (server/http/cover-upload.ts) with the gate 'book.cover'.
  { path: '/beheer/catalogus', view: 'books' },
  { path: '/beheer/catalogus/nieuw', view: 'book.new', post: 'book.new' },
  { path: '/beheer/catalogus/:sku', view: 'book', post: 'book' },
];

/**
 * The order page's intents and the feature each needs: shipping and cancelling an unpaid order are day-to-day
 * work; a refund, a staff price change, a recorded payment and credit on account move money. An intent not
 * listed needs the highest level.
 */
export const ORDER_INTENTS: Readonly<Record<string, StaffFeature>> = {
  ship: 'order.ship',
  cancel: 'order.cancel',
  refund: 'order.refund',
  refund_all: 'order.refund',
  refund_retry: 'order.refund',
  payment_received: 'order.payment',
  on_account: 'order.on_account',
};

/**
 * The audit log's actor for a line the shop writes itself, not a staff member (decision 608: a payment that arrives
 * for a cancelled order). No account has id 0 (users.id is a serial from 1); the pages show it as the shop.
 */
export const SHOP_ACTOR_ID = 0;

/** The feature an intent of the order page needs ('staff' — the highest — for one not in the table). */
export function orderIntentFeature(intent: string | undefined): StaffFeature {
  return ORDER_INTENTS[intent ?? ''] ?? 'staff';
}

/** Spec 2 §6: whether a logged-in user with this access level may use the feature. */
export function staffMay(accessLevel: number, feature: StaffFeature): boolean {
  return accessLevel >= STAFF_FEATURES[feature];
}

/** The named role a level is ('beheerder' for 9); null for a level without a name (customers' 0–4, or 6, 8). */
export function staffRoleOf(level: number): StaffRole | null {
  const found = (Object.entries(STAFF_LEVELS) as [StaffRole, number][]).find(([, l]) => l === level);
  return found ? found[0] : null;
}

/** The levels an admin can give on /beheer/medewerkers: none (0, a customer again) and the named ones. */
export const GIVEN_LEVELS: readonly number[] = [0, ...Object.values(STAFF_LEVELS)];

// ── The staff accounts form (/beheer/medewerkers) ───────────────────────────

export interface NewStaffInput {
  firstname: string;
  lastname: string;
  email: string;
  level: StaffLevel;
}

const chooseLevel = { key: 'form_errors.choose' };

function givenLevel(typed: string | undefined): number | null {
  const text = (typed ?? '').trim();
  return /^\d$/.test(text) && GIVEN_LEVELS.includes(Number(text)) ? Number(text) : null;
}

/** The new staff account's form (firstname, lastname, email, level — a named staff level). */
export function newStaffFormErrors(fields: PostedFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(cleanText(fields.firstname ?? ''))) errors.firstname = { key: 'form_errors.general' };
  if (!isFilled(cleanText(fields.lastname ?? ''))) errors.lastname = { key: 'form_errors.general' };
  const email = cleanEmail(fields.email ?? '');
  if (!isFilled(email)) errors.email = { key: 'form_errors.email_empty' };
  else if (!isValidEmail(email)) errors.email = { key: 'form_errors.email' };
  const level = givenLevel(fields.level);
  if (level === null || level === 0) errors.level = chooseLevel;
  return errors;
}

export function cleanNewStaff(fields: PostedFields): NewStaffInput | null {
  if (Object.keys(newStaffFormErrors(fields)).length > 0) return null;
  return {
    firstname: cleanText(fields.firstname ?? ''),
    lastname: cleanText(fields.lastname ?? ''),
    email: cleanEmail(fields.email ?? ''),
    level: Number(fields.level) as StaffLevel,
  };
}

/** A level change on the list (field level: 0 takes the staff access away, or a named level); null when unusable. */
export function changedStaffLevel(fields: PostedFields): number | null {
  return givenLevel(fields.level);
}
