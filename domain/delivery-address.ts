// Spec 3 §5 "Delivery address: accepted only when has_delivery_address is on and address and city are non-empty.
// Required fields: delivery_name, address, housenr, zipcode, city. delivery_company and addition are optional. The
// country defaults to NL." and §4 "Order reset": the delivery address is cleared when the setting is off or
// address and city are empty.
//
// Decision 293: a box ticked with every field left empty means "no separate delivery address" (cleared, no
// errors); once anything is typed, every required field is checked, so a half-typed address is never dropped
// silently and never shipped to. Issue 29: the postcode and house number must be ones a carrier can deliver to in
// the Netherlands and Belgium (domain/carrier-address.ts).
import { carrierErrors, type FieldErrors, type TextRef } from './account-forms.ts';
import { cleanText, cleanZipcode, isFilled } from './account-input.ts';

export interface DeliveryAddressInput {
  hasDeliveryAddress: boolean;
  name: string;
  company: string;
  address: string;
  housenr: string;
  addition: string;
  zipcode: string;
  city: string;
  countryCode: string;
}

export type DeliveryAddress = Omit<DeliveryAddressInput, 'hasDeliveryAddress'>;

export const DEFAULT_DELIVERY_COUNTRY = 'NL';

const REQUIRED = ['name', 'address', 'housenr', 'zipcode', 'city'] as const;
const required: TextRef = { key: 'form_errors.general' };
const choose: TextRef = { key: 'form_errors.choose' };

export type DeliveryCheck =
  { ok: true; delivery: DeliveryAddress | null } | { ok: false; errors: FieldErrors };

/** The cleaned delivery address (null: none), or the messages per field (keys 'delivery.name', …). */
export function checkDeliveryAddress(
  input: DeliveryAddressInput,
  /** The shop's setting deliveryAddress ('1': offered); off → no delivery address at all. */
  enabled: boolean = true,
  countryCodes: readonly string[] | null = null,
): DeliveryCheck {
  if (!enabled || !input.hasDeliveryAddress) return { ok: true, delivery: null };
  const delivery: DeliveryAddress = {
    name: cleanText(input.name),
    company: cleanText(input.company),
    address: cleanText(input.address),
    housenr: cleanText(input.housenr),
    addition: cleanText(input.addition),
    zipcode: cleanZipcode(input.zipcode),
    city: cleanText(input.city),
    countryCode: input.countryCode.trim().toUpperCase() || DEFAULT_DELIVERY_COUNTRY,
  };
  const typed = [...REQUIRED, 'company', 'addition'] as const;
  if (!typed.some((field) => isFilled(delivery[field]))) return { ok: true, delivery: null };
  const errors: FieldErrors = {};
  for (const field of REQUIRED) if (!isFilled(delivery[field])) errors[`delivery.${field}`] = required;
  if (countryCodes && !countryCodes.includes(delivery.countryCode)) errors['delivery.countryCode'] = choose;
  Object.assign(errors, carrierErrors(delivery, errors, 'delivery.'));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, delivery };
}
