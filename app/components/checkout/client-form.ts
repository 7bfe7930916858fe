// The client step's form values (issue 14): the order's or the profile's data (server/orders/client-step.ts
// ClientForm) as the form's flat field names — the account forms' names, the spec's delivery_* names,
// has_delivery_address and is_business — so a refused post shows exactly what was typed.
import type { ClientForm } from '../../../server/orders/service';

export type FormValues = Record<string, string>;

/** Fields never sent back to the page (passwords and the form token). */
export const SECRET_FIELDS = ['password', 'password2', '_csrf'] as const;

export function clientValues(form: ClientForm): FormValues {
  const p = form.personal;
  const d = form.delivery;
  const b = form.business;
  return {
    checkout_key: form.checkoutKey,
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    phonenr: p.phonenr,
    address: p.address,
    housenr: p.housenr,
    addition: p.addition,
    zipcode: p.zipcode,
    city: p.city,
    country_code: p.countryCode || 'NL',
    ...(p.hasSubscription ? { has_subscription: 'on' } : {}),
    ...(d.hasDeliveryAddress ? { has_delivery_address: 'on' } : {}),
    delivery_name: d.name,
    delivery_company: d.company,
    delivery_address: d.address,
    delivery_housenr: d.housenr,
    delivery_addition: d.addition,
    delivery_zipcode: d.zipcode,
    delivery_city: d.city,
    delivery_country_code: d.countryCode || 'NL',
    ...(b ? { is_business: 'on', company: b.company, nr_kvk: b.nrKvk, nr_vat: b.nrVat } : {}),
  };
}

/** What was typed, without passwords and token. */
export function typedValues(fields: Readonly<Record<string, string>>): FormValues {
  return Object.fromEntries(
    Object.entries(fields).filter(([name]) => !(SECRET_FIELDS as readonly string[]).includes(name)),
  );
}

/** The order of the fields on the page (the error summary lists them so). */
export const CLIENT_FIELD_ORDER = [
  'email',
  'password',
  'password2',
  'firstname',
  'lastname',
  'phonenr',
  'address',
  'housenr',
  'addition',
  'zipcode',
  'city',
  'country_code',
  'delivery_name',
  'delivery_company',
  'delivery_address',
  'delivery_housenr',
  'delivery_addition',
  'delivery_zipcode',
  'delivery_city',
  'delivery_country_code',
  'company',
  'nr_kvk',
  'nr_vat',
] as const;
