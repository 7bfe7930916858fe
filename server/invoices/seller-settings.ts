// The shop's own details on its invoices (issue 14 #9, art. 35a Wet OB: name, address, VAT number; KvK number by
// the Handelsregisterbesluit), read from the name/value settings so that they change without a release. The
// invoice's bank account is its own pair of settings (it may be one of the bank-transfer accounts of
// domain/bank-transfer.ts, but an invoice names one account with its BIC). Pure: it takes the settings map
// (server/settings/service.ts all()).
import { formatIban, isValidBic, isValidIban } from '../../domain/iban.ts';
import type { SellerDetails } from './invoice-model.ts';

/** The settings rows (the seed's reference data gives the demo shop's). */
export const SELLER_SETTINGS = {
  name: 'sellerName',
  address: 'sellerAddress',
  zipcode: 'sellerZipcode',
  city: 'sellerCity',
  kvk: 'sellerKvK',
  vatNumber: 'sellerVatNumber',
  iban: 'sellerIban',
  bic: 'sellerBic',
  website: 'sellerWebsite',
  /** Shared with the contact page. */
  email: 'contactEmail',
} as const;

export type SellerSettingsResult =
  | { kind: 'ok'; seller: SellerDetails }
  /** Settings that are missing or not valid (an IBAN that fails its check): no invoice may be made. */
  | { kind: 'incomplete'; settings: string[] };

/** The seller's details, or which settings must be filled in first. */
export function sellerFromSettings(settings: ReadonlyMap<string, string>): SellerSettingsResult {
  const text = (name: string) => settings.get(name)?.replace(/\s+/g, ' ').trim() ?? '';
  const wrong: string[] = [];
  const required = (name: string, valid: (value: string) => boolean = (value) => value !== '') => {
    const value = text(name);
    if (!valid(value)) wrong.push(name);
    return value;
  };
  const seller: SellerDetails = {
    name: required(SELLER_SETTINGS.name),
    addressLines: [
      required(SELLER_SETTINGS.address),
      `${required(SELLER_SETTINGS.zipcode)} ${required(SELLER_SETTINGS.city)}`,
    ],
    kvk: required(SELLER_SETTINGS.kvk, (value) => /^\d{8}$/.test(value)),
    vatNumber: required(SELLER_SETTINGS.vatNumber, (value) => /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value)),
    iban: formatIban(required(SELLER_SETTINGS.iban, isValidIban)),
    bic: required(SELLER_SETTINGS.bic, isValidBic).toUpperCase(),
    email: required(SELLER_SETTINGS.email),
    website: text(SELLER_SETTINGS.website),
  };
  return wrong.length > 0 ? { kind: 'incomplete', settings: wrong } : { kind: 'ok', seller };
}
