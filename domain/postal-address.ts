// Spec 3 §3 Order data: the billing address (the client profile's address fields) and the delivery address
// (delivery_name, delivery_company, address, housenr, addition, zipcode, city, country_code), written as the lines
// of an envelope for the invoice and the order mails: 'Anna de Vries', 'Keizersgracht 12 A', '1015 CJ Amsterdam',
// and the country on a last line only when it is not the shop's own. A Dutch postcode is shown with its space
// ('1015CJ' is stored: spec 2 §5; issue 29). Stored texts keep apostrophes as backticks
// (spec 2 §5, domain/account-input.ts cleanText); the lines show them as typed.
import { displayText } from './account-input.ts';
import { formatZipcode } from './carrier-address.ts';

export interface PostalAddress {
  name: string;
  /** delivery_company; '' when none. */
  company: string;
  /** The street. */
  address: string;
  housenr: string;
  addition: string;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, 'NL'. */
  countryCode: string;
  /** The country's display name ('België'), shown when it is not the home country. */
  countryName: string;
}

export const HOME_COUNTRY = 'NL';

const clean = (text: string) => displayText(text).replace(/\s+/g, ' ').trim();

/** The address as envelope lines; empty parts leave no empty line. */
export function addressLines(address: PostalAddress, homeCountry: string = HOME_COUNTRY): string[] {
  const street = clean([address.address, address.housenr, address.addition].map(clean).join(' '));
  const place = clean(`${formatZipcode(clean(address.zipcode), address.countryCode)} ${clean(address.city)}`);
  const foreign = address.countryCode.toUpperCase() !== homeCountry.toUpperCase();
  return [
    clean(address.name),
    clean(address.company),
    street,
    place,
    foreign ? clean(address.countryName) || address.countryCode.toUpperCase() : '',
  ].filter(Boolean);
}

/**
 * Whether two addresses are the same place for the same person, so a delivery address is shown only when it
 * differs (spec 3 §2 review: 'Invoice and delivery address'): compared line by line, ignoring case, spaces and
 * the zipcode's space ('1015CJ' = '1015 CJ').
 */
export function sameAddress(a: PostalAddress, b: PostalAddress): boolean {
  const key = (address: PostalAddress) =>
    addressLines({ ...address, zipcode: address.zipcode.replace(/\s/g, '') }, '')
      .map((line) => line.toLowerCase())
      .join('\n');
  return key(a) === key(b);
}
