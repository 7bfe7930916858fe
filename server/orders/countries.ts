// Country names for an order's addresses ('België' on an envelope abroad), read from settings' countries table
// with the executor given — inside the paid transaction too, where the cached lists (on the outer database)
// must not be used (on PGlite they would wait for that very transaction).
import type { Db } from '../db/client.ts';
import { countries } from '../settings/schema.ts';
import type { CountryName } from './order-view.ts';

export interface CountryFacts {
  name: CountryName;
  codes: string[];
  isEu: (code: string) => boolean;
}

export async function countryFacts(db: Db): Promise<CountryFacts> {
  const rows = await db
    .select({ code: countries.code, name: countries.displayValue, eu: countries.eu })
    .from(countries);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return {
    name: (code) => byCode.get(code.toUpperCase())?.name ?? code,
    codes: rows.map((row) => row.code),
    isEu: (code) => byCode.get(code.toUpperCase())?.eu ?? false,
  };
}
