// Cart's tables (issue 13, spec 3 §3 cart line, wishlist entry, user discount rule): one owner row per guest
// token or per account (`carts`, holding the remark and the chosen country), its lines and wishlist entries,
// and the customers' own discount rules. Only server/cart/ imports them (eslint.config.js TABLE_OWNERS).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Foreign keys name accounts' users and settings' countries: a schema file imports another's table only for that.
import { users } from '../accounts/schema.ts';
import { countries } from '../settings/schema.ts';

/**
 * The owner row of a cart and a wishlist: exactly one of user_id (a customer's, kept for good) and
 * guest_token_hash (a guest's, the SHA-256 of the random `lw_guest` cookie; a copy of this table opens no
 * cart). updated_at is touched by every change: guest carts untouched for 60 days are pruned by it.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    /** Spec 3 §3 order_remark, typed in the cart view (at most CART_REMARK_MAX characters). */
    remark: text('remark').notNull().default(''),
    /** The country shipping is computed for (spec 3 §5: a missing country is NL). */
    countryCode: text('country_code')
      .notNull()
      .default('NL')
      .references(() => countries.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_idx').on(t.userId),
    uniqueIndex('carts_guest_token_idx').on(t.guestTokenHash),
    // Pruning reads the old guest carts straight from this index.
    index('carts_guest_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.userId} is null`),
    check('carts_one_owner', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
  ],
);

/**
 * Spec 3 §3 cart line and §4 "Cart lines": status added / ok / deletedx; a removed line is kept with amount 0
 * and status deletedx (hidden, left out of comparisons). No foreign key to books: a saved cart may hold a sku
 * the catalogue has since dropped, shown and marked rather than lost. overruled_discount: spec 3 §4
 * "Overruled discounts" (an order's staff-set discount copied into the cart). position keeps the order of
 * adding (a revived line goes to the end).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    amount: smallint('amount').notNull(),
    status: text('status').notNull().default('added'),
    overruledDiscount: smallint('overruled_discount'),
    position: bigint('position', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.sku] }),
    check('cart_lines_amount', sql`${t.amount} between 0 and 999`),
    check('cart_lines_status', sql`${t.status} in ('added', 'ok', 'deletedx')`),
    check('cart_lines_overruled', sql`${t.overruledDiscount} between 0 and 100`),
  ],
);

/** Spec 3 §3 wishlist entry (the title comes from the catalogue); one per sku (§4 "no duplicates"). */
export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    position: bigint('position', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.sku] })],
);

/**
 * Spec 3 §3 user discount rule (sku, account_id, minamount, discount, is_active) and §9: an active rule for a
 * line's sku overrides the standard and reseller discounts from min_amount copies (default 2).
 */
export const userDiscountRules = pgTable(
  'user_discount_rules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    minAmount: smallint('min_amount').notNull().default(2),
    discount: smallint('discount').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('user_discount_rules_account_idx').on(t.accountId),
    check('user_discount_rules_min_amount', sql`${t.minAmount} between 1 and 999`),
    check('user_discount_rules_discount', sql`${t.discount} between 0 and 100`),
  ],
);
