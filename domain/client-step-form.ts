// Spec 3 §4 "Checkout validity": the client-step form is valid only when the address, profile and password
// sections are all valid; the continue button is active only then. What the page checks in the browser
// (decision 563): the rules the server applies (./account-forms.ts, ./delivery-address.ts), as messages by the
// form's fields — never stricter than the server: what only the server knows (the email in use, VIES, an old
// account without a house number) it leaves to the server, which answers with the message by the field.
import {
  cleanBusiness,
  cleanProfile,
  type FieldErrors,
  newPasswordErrors,
  validateBusiness,
  validateProfile,
} from './account-forms.ts';
import { isFilled } from './account-input.ts';
import { clientFormErrors } from './checkout-client.ts';
import { checkDeliveryAddress } from './delivery-address.ts';

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
    // A guest's account is new, so spec 2 §5's age rule asks the house number as the server does; a customer's
    // depends on the account's age, which the server applies (0: no rule here).
    userId: context.isGuest ? Number.MAX_SAFE_INTEGER : 0,
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
