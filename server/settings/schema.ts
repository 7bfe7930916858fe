// Settings' tables (issue 12 #6 schema split): the shop's name/value settings, its feature flags and the countries
// it ships to with their shipping rates. Every capability may read them; server/settings/service.ts caches them.
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Spec 1 §3 Settings: name/value pairs (seoTitles, skuSoonAvailable, …). */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Spec 1 §1 feature flags: a feature exists when enabled; access_level gates it. */
export const features = pgTable('features', {
  sku: text('sku').primaryKey(),
  accessLevel: integer('access_level').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  description: text('description').notNull().default(''),
});

/** Spec 3 §3 Country: shipping abroad = base_shipping + surcharge_weight per kg (cents). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  displayValue: text('display_value').notNull(),
  eu: boolean('eu').notNull().default(false),
  baseShippingCents: integer('base_shipping_cents').notNull(),
  surchargeWeightCents: integer('surcharge_weight_cents').notNull(),
});
