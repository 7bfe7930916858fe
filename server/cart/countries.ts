// Spec 3 §3 Country and issue 13 #2: the countries the shop ships to with their shipping rates, for the cart's
// country select and the shipping rule abroad. Names are sorted ascending the Dutch way (België before
// Bulgarije, IJsland under I), whatever the database's collation; the list is reference data, kept 30 seconds.
import type { Destination } from '../../domain/shipping.ts';
import { cents } from '../../domain/money.ts';
import type { Db } from '../db/client.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { countries } from '../settings/schema.ts';

/** Spec 3 §5 "A missing country in user data defaults to Nederland / NL"; spec 3 §9 default country NL. */
export const DEFAULT_COUNTRY_CODE = 'NL';

export interface CountryOption {
  code: string;
  name: string;
}

export interface Country extends CountryOption, Destination {}

export interface CountryList {
  /** All countries, sorted by Dutch name. */
  all(): Promise<Country[]>;
  /** The country with this code (case-insensitive), or null. */
  byCode(code: string): Promise<Country | null>;
}

const dutch = new Intl.Collator('nl', { sensitivity: 'base' });

export function createCountryList(db: Db): CountryList {
  const cache = createTtlCache<'all', { list: Country[]; byCode: Map<string, Country> }>();
  const load = () =>
    cache.get('all', async () => {
      const rows = await db.select().from(countries);
      const list = rows
        .map((row) => ({
          code: row.code,
          name: row.displayValue,
          countryCode: row.code,
          baseShippingCents: cents(row.baseShippingCents),
          surchargeWeightCents: cents(row.surchargeWeightCents),
        }))
        .sort((a, b) => dutch.compare(a.name, b.name));
      return { list, byCode: new Map(list.map((c) => [c.code, c])) };
    });
  return {
    all: async () => (await load()).list,
    byCode: async (code) => (await load()).byCode.get(code.trim().toUpperCase()) ?? null,
  };
}
