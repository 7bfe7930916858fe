// Spec 3 §2 client step ('Vul je bestelgegevens in'): the posted form read as the step's input, pure so that the
// checkout page (which may import server code only as types) and the orders service read it the same way.
import {
  type BusinessInput,
  cleanBusiness,
  cleanProfile,
  type FieldErrors,
  type ProfileInput,
  toFormErrors,
} from './account-forms.ts';
import type { DeliveryAddressInput } from './delivery-address.ts';

/** The client step's input, as the form sends it (parseClientForm) or the API would. */
export interface ClientStepInput {
  /** The checkout's key (a hidden field from clientForm): one order per checkout. */
  checkoutKey: string;
  personal: ProfileInput;
  /** Guests only, optional: with a password (and its repeat) an account is made from the order. */
  password: string;
  password2: string;
  delivery: DeliveryAddressInput;
  /** The business part, when its box is ticked; null otherwise. */
  business: BusinessInput | null;
}

/**
 * Spec 3 §5: a posted client-step form: the account forms' field names (firstname … country_code,
 * has_subscription, company, nr_kvk, nr_vat), the spec's delivery_* names, has_delivery_address and is_business
 * ('on'), password, password2 and checkout_key.
 */
export function parseClientForm(fields: Readonly<Record<string, string | undefined>>): ClientStepInput {
  const on = (name: string) => fields[name] === 'on' || fields[name] === 'true' || fields[name] === '1';
  const text = (name: string) => fields[name] ?? '';
  return {
    checkoutKey: text('checkout_key').trim(),
    personal: cleanProfile(fields),
    password: text('password'),
    password2: text('password2'),
    delivery: {
      hasDeliveryAddress: on('has_delivery_address'),
      name: text('delivery_name'),
      company: text('delivery_company'),
      address: text('delivery_address'),
      housenr: text('delivery_housenr'),
      addition: text('delivery_addition'),
      zipcode: text('delivery_zipcode'),
      city: text('delivery_city'),
      countryCode: text('delivery_country_code'),
    },
    business: on('is_business') ? cleanBusiness(fields) : null,
  };
}

const BUSINESS_FIELDS: Readonly<Record<string, string>> = {
  company: 'company',
  nrKvk: 'nr_kvk',
  nrVat: 'nr_vat',
};

/** The service's error names as the client form's field names (delivery.name → delivery_name, business.nrVat → nr_vat). */
export function clientFormErrors(errors: FieldErrors): FieldErrors {
  const named: FieldErrors = {};
  for (const [name, ref] of Object.entries(errors)) {
    if (name.startsWith('delivery.')) {
      const field = name.slice('delivery.'.length);
      named[field === 'countryCode' ? 'delivery_country_code' : `delivery_${field}`] = ref;
    } else if (name.startsWith('business.')) {
      named[BUSINESS_FIELDS[name.slice('business.'.length)] ?? name] = ref;
    } else Object.assign(named, toFormErrors({ [name]: ref }));
  }
  return named;
}
