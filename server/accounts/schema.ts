// Accounts' tables (issue 5, spec 2 §3; issue 12 #6 schema split): users, sessions, password resets, email
// changes, newsletter subscribers and the throttle's counters. Only server/accounts/ imports them
// (eslint.config.js TABLE_OWNERS); others go through accounts' face.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// A foreign key names settings' countries: a schema file imports another capability's table only for that.
import { countries } from '../settings/schema.ts';

/**
 * Spec 2 §3 user data, client profile, business and partner: one row per customer account. The email is
 * stored cleaned and lowercased (domain/account-input.ts emailKey) and is unique. password_hash is null for a
 * client registered from an order without a password (spec 2 §4). The legacy flags keep their values:
 * is_partner 'true'/'on'/'', no_shipping_costs 'on'/'1'/'', partner_status 'pend'/'on'/'1'/'' (domain/roles.ts).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phonenr: text('phonenr').notNull().default(''),
    address: text('address').notNull().default(''),
    housenr: text('housenr').notNull().default(''),
    addition: text('addition').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    city: text('city').notNull().default(''),
    countryCode: text('country_code')
      .notNull()
      .default('NL')
      .references(() => countries.code),
    /** Spec 2 §5: subscription defaults to on for new users; the time it last changed is the consent proof. */
    hasSubscription: boolean('has_subscription').notNull().default(true),
    subscriptionChangedAt: timestamp('subscription_changed_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isReseller: boolean('is_reseller').notNull().default(false),
    isPartner: text('is_partner').notNull().default(''),
    partnerCode: text('partner_code'),
    partnerStatus: text('partner_status').notNull().default(''),
    partnerStart: date('partner_start'),
    /** Commission percentages for own titles and third-party titles (spec 2 §9); null: the programme default. */
    commission: smallint('commission'),
    commission3party: smallint('commission_3party'),
    discount: smallint('discount').notNull().default(0),
    discount3party: smallint('discount_3party').notNull().default(0),
    accessLevel: integer('access_level').notNull().default(0),
    noShippingCosts: text('no_shipping_costs').notNull().default(''),
    company: text('company').notNull().default(''),
    nrKvk: text('nr_kvk').notNull().default(''),
    nrVat: text('nr_vat').notNull().default(''),
    /** The VIES answer for nr_vat: valid, with the registered name and address it gave. */
    validVat: boolean('valid_vat').notNull().default(false),
    vatName: text('vat_name'),
    vatAddress: text('vat_address'),
    vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
    website: text('website').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    accountHolder: text('account_holder').notNull().default(''),
    accountCity: text('account_city').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_partner_code_idx')
      .on(t.partnerCode)
      .where(sql`${t.partnerCode} is not null and ${t.partnerCode} <> ''`),
  ],
);

/**
 * Server-side sessions (issue 5): the browser holds a random 256-bit id in an httpOnly cookie; we keep only its
 * SHA-256, so a copy of this table logs nobody in. Idle and absolute expiry: server/accounts/sessions.ts.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Password reset links (spec 2 §4 password retrieval): single use, expiring; only the token's SHA-256 is kept.
 * channel 'email' or 'sms' (feature SMS_PW): the SMS rows of the last day are the account's SMS counter.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Fixed-window counters for throttling (login per account and per client address, registrations, reset and
 * newsletter requests): in the database, so every app process counts the same (DESIGN.md scale-out).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Newsletter signups (spec 1 /newsletter, issue 5): double opt-in. confirmed_at is the consent proof, with the
 * wording the visitor agreed to; the confirmation token is kept as SHA-256 and cleared once used.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull().default(''),
    tokenHash: text('token_hash'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    consentText: text('consent_text').notNull().default(''),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.tokenHash),
  ],
);

/**
 * Email changes waiting for their confirmation (issue 11 #9): the profile asks the current password, then the
 * new address gets a single-use link (only its SHA-256 is kept) and the email changes only when it is opened
 * and confirmed. One pending change per account: a new request replaces the old one. password_stamp is the
 * SHA-256 of the password hash at the request: a password changed since (e.g. by the owner after the notice to
 * the old address) voids the change.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    passwordStamp: text('password_stamp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
