// Spec 3 §4 "Checkout validity": the client-step form is valid only when the address, profile and password
// sections are all valid; the continue button is active only then. The page's own check, with the same domain
// rules the server applies, as messages by the form's fields (issue 29: the page says what is still wrong) (domain/account-forms.ts, domain/delivery-address.ts) — never stricter than the
// server: what only the server knows (the email in use, VIES, an old account without a house number) it leaves
// to the server, which answers with the message by the field.
import {
  cleanBusiness,
  cleanProfile,
  type FieldErrors,
  newPasswordErrors,
  validateBusiness,
  validateProfile,
} from '../../../domain/account-forms';
import { isFilled } from '../../../domain/account-input';
import { clientFormErrors } from '../../../domain/checkout-client';
import { checkDeliveryAddress } from '../../../domain/delivery-address';

export interface ClientValidity {
  countryCodes: readonly string[];
  isGuest: boolean;
  deliveryEnabled: boolean;
  businessEnabled: boolean;
}

const on = (value: string | undefined) => value === 'on';

const required = { key: 'form_errors.general' } as const;

/** The client step's fields that are still wrong, by their form names. */
export function clientStepErrors(
  fields: Readonly<Record<string, string>>,
  context: ClientValidity,
): FieldErrors {
  const delivery = checkDeliveryAddress(
    {
      hasDeliveryAddress: on(fields.has_delivery_address),
      name: fields.delivery_name ?? '',
      company: fields.delivery_company ?? '',
      address: fields.delivery_address ?? '',
      housenr: fields.delivery_housenr ?? '',
      addition: fields.delivery_addition ?? '',
      zipcode: fields.delivery_zipcode ?? '',
      city: fields.delivery_city ?? '',
      countryCode: fields.delivery_country_code ?? '',
    },
    context.deliveryEnabled,
    context.countryCodes,
  );
  const errors: FieldErrors = validateProfile(cleanProfile(fields), {
    // 0: no age rule for the house number here (it depends on the account; the server applies it).
    userId: 0,
    requiredHousenr: 0,
    addressRequired: true,
    emailInUse: false,
    countryCodes: context.countryCodes,
    // Issue 29: a parcel to this address in the Netherlands needs its house number, as the server says.
    delivers: delivery.ok && delivery.delivery === null,
  });
  if (!delivery.ok) Object.assign(errors, delivery.errors);
  if (context.businessEnabled && on(fields.is_business)) {
    const business = cleanBusiness(fields);
    for (const [field, ref] of Object.entries(validateBusiness(business))) errors[`business.${field}`] = ref;
    if (!isFilled(business.company)) errors['business.company'] = required;
  }
  // Spec 3 §4: the password section needs no check for logged-in users; a guest's is optional.
  if (context.isGuest && (isFilled(fields.password ?? '') || isFilled(fields.password2 ?? ''))) {
    Object.assign(
      errors,
      newPasswordErrors({ password: fields.password ?? '', password2: fields.password2 ?? '' }, () => false),
    );
  }
  return clientFormErrors(errors);
}

export function clientStepValid(fields: Readonly<Record<string, string>>, context: ClientValidity): boolean {
  return Object.keys(clientStepErrors(fields, context)).length === 0;
}
