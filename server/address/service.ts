// Issue 29 #2 (decision 559): completing a Dutch address from its postcode and house number for the checkout and
// the account forms. The input is checked with the carrier rules first (domain/carrier-address.ts), so only a
// postcode and number a parcel can reach are looked up; a client address may look up 60 addresses an hour
// (counted in accounts' rate_limits, as the forms' limits are).
import type { FieldErrors } from '../../domain/account-forms.ts';
import { housenrError, zipcodeError } from '../../domain/carrier-address.ts';
import type { AddressLookup, AddressLookupResult } from '../integrations/address/address-lookup.ts';
import { type Admit, HOUR_MS } from '../lib/admit.ts';

export const ADDRESS_LOOKUP_LIMIT = { max: 60, windowMs: HOUR_MS };

export type AddressCompletion =
  | AddressLookupResult
  | { kind: 'off' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'throttled'; retryAfterSeconds: number };

export interface AddressService {
  /** Whether the shop completes addresses (ADDRESS_LOOKUP is not 'off'). */
  readonly enabled: boolean;
  complete(input: { zipcode: string; housenr: string }, meta: { ip: string }): Promise<AddressCompletion>;
}

export function createAddressService(deps: { lookup: AddressLookup | null; admit: Admit }): AddressService {
  return {
    enabled: deps.lookup !== null,
    async complete(input, meta) {
      if (!deps.lookup) return { kind: 'off' };
      const errors: FieldErrors = {};
      const zipcode = input.zipcode.replace(/\s+/g, '').toUpperCase();
      const housenr = input.housenr.trim();
      const zipError = zipcode === '' ? { key: 'form_errors.general' } : zipcodeError(zipcode, 'NL');
      if (zipError) errors.zipcode = zipError;
      const numberError = housenr === '' ? { key: 'form_errors.general' } : housenrError(housenr, 'NL');
      if (numberError) errors.housenr = numberError;
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      const admission = await deps.admit(`address:ip:${meta.ip}`, ADDRESS_LOOKUP_LIMIT);
      if (admission.blocked) return { kind: 'throttled', retryAfterSeconds: admission.retryAfterSeconds };
      return deps.lookup.lookup(zipcode, Number(housenr));
    },
  };
}
