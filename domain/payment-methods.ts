// Spec 2 §4 "Orders" and spec 3 §4 "Payment method and start": which payment methods a shopper is offered, the
// method chosen first, what choosing another method does to the bank, and when 'Start betaling' may be pressed.
//
// The old client's magic values are not carried (spec README): 'XX' (no method yet) and issuer '9999' (no bank)
// are `null` here. Method ids are the payment provider's own lowercase ids ('ideal', 'banktransfer', …: Mollie's,
// which the built-in test gateway uses too), so a method the provider adds later needs no code.
//
// iDEAL 2.0 (DESIGN "Decisions already taken"): the bank is chosen on the iDEAL page, and a provider may no
// longer list banks at all. The bank list is shown, and a bank demanded, only when the provider lists issuers.

export const IDEAL = 'ideal';
export const BANK_TRANSFER = 'banktransfer';
/** The bank-transfer option added when the provider does not list it (spec 1 §9: its logo is 'Overboeking'). */
export const BANK_TRANSFER_DESCRIPTION = 'Overboeking';
/** Spec 3 §9 "Other": NL is the default country and the country iDEAL is offered for (setting isNL). */
export const DEFAULT_NL_CODE = 'NL';

/** The payment methods' own names, as the checkout, the mails and the back office show them. */
export const PAYMENT_METHOD_TITLES = {
  ideal: 'iDEAL',
  banktransfer: 'Overboeking',
  creditcard: 'Creditcard',
  paypal: 'PayPal',
  bancontact: 'Bancontact',
  eps: 'EPS',
  applepay: 'Apple Pay',
  kbc: 'KBC/CBC',
  belfius: 'Belfius',
} as const satisfies Readonly<Record<string, string>>;

export function methodTitle(method: string | null): string {
  if (!method) return '';
  return (PAYMENT_METHOD_TITLES as Readonly<Record<string, string>>)[method] ?? method;
}

/** Spec 2 §3 Issuer (bank): our shape of the provider's issuer. */
export interface Issuer {
  id: string;
  name: string;
}

/** Spec 2 §3 Payment provider: a method as the provider lists it; `issuers` empty when it lists none. */
export interface PaymentMethodOption {
  id: string;
  description: string;
  issuers: readonly Issuer[];
}

/** The payment step's choice: null = nothing chosen (the old 'XX' and '9999'). */
export interface PaymentChoice {
  method: string | null;
  issuer: string | null;
}

/**
 * Spec 2 §4 Orders: iDEAL is removed unless the billing country is the Netherlands; bank transfer is always
 * offered, added at the end when the provider does not list it. The provider's order is kept otherwise.
 */
export function offeredMethods(
  fromProvider: readonly PaymentMethodOption[],
  billingCountry: string,
  nlCode: string = DEFAULT_NL_CODE,
): PaymentMethodOption[] {
  const dutch = billingCountry.toUpperCase() === nlCode.toUpperCase();
  const offered = fromProvider.filter((method) => dutch || method.id !== IDEAL);
  if (!offered.some((method) => method.id === BANK_TRANSFER))
    offered.push({ id: BANK_TRANSFER, description: BANK_TRANSFER_DESCRIPTION, issuers: [] });
  return offered;
}

/**
 * Spec 3 §4: the reset value 'XX' means iDEAL for Dutch customers and bank transfer for others. iDEAL only when
 * it is offered (a provider without iDEAL falls back to bank transfer, which is always offered).
 */
export function initialMethod(
  billingCountry: string,
  offered: readonly PaymentMethodOption[],
  nlCode: string = DEFAULT_NL_CODE,
): string {
  const dutch = billingCountry.toUpperCase() === nlCode.toUpperCase();
  return dutch && offered.some((method) => method.id === IDEAL) ? IDEAL : BANK_TRANSFER;
}

/** The payment step's first choice: the initial method and no bank. */
export function initialChoice(
  billingCountry: string,
  offered: readonly PaymentMethodOption[],
  nlCode: string = DEFAULT_NL_CODE,
): PaymentChoice {
  return { method: initialMethod(billingCountry, offered, nlCode), issuer: null };
}

/** Spec 3 §4: choosing a method other than iDEAL clears the bank (the old issuer code 9999). */
export function chooseMethod(choice: PaymentChoice, method: string | null): PaymentChoice {
  return { method, issuer: method === IDEAL ? choice.issuer : null };
}

/** Choosing a bank; only iDEAL takes one (a bank sent with another method is dropped). */
export function chooseIssuer(choice: PaymentChoice, issuer: string | null): PaymentChoice {
  return { method: choice.method, issuer: choice.method === IDEAL ? issuer : null };
}

/** Whether the bank list is shown: iDEAL chosen and the provider lists banks for it (iDEAL 2.0 may list none). */
export function showsIssuers(choice: PaymentChoice, offered: readonly PaymentMethodOption[]): boolean {
  if (choice.method !== IDEAL) return false;
  return (offered.find((method) => method.id === IDEAL)?.issuers.length ?? 0) > 0;
}

/**
 * Spec 2 §4 / spec 3 §4 'Start betaling' (or 'Rond bestelling af' for bank transfer) is enabled when a method
 * is chosen that is offered, and — for iDEAL when the provider lists banks — one of those banks is chosen.
 */
export function canStartPayment(choice: PaymentChoice, offered: readonly PaymentMethodOption[]): boolean {
  if (choice.method === null) return false;
  const method = offered.find((option) => option.id === choice.method);
  if (!method) return false;
  if (method.id !== IDEAL || method.issuers.length === 0) return true;
  return choice.issuer !== null && method.issuers.some((issuer) => issuer.id === choice.issuer);
}

/** What the shop sends the provider: the issuer only for iDEAL with a listed bank, else nothing. */
export function issuerToSend(choice: PaymentChoice, offered: readonly PaymentMethodOption[]): string | null {
  return canStartPayment(choice, offered) && showsIssuers(choice, offered) ? choice.issuer : null;
}
