// Spec 3 §2 client step ('Vul je bestelgegevens in') and §4 "Checkout validity and email check", §5: the personal
// data with every profile rule of the accounts issue, the optional delivery address, the optional business data
// with the VIES check, and for a guest the email check — known: 'Dit e-mailadres is bekend bij ons.' (log in
// first); unknown: an optional password makes an account from the order, none leaves an anonymous client (an
// order without an account: decision 292). A valid step is saved onto the visitor's checkout order — made the
// first time (one per checkout key and per cart, however often the form is sent), edited afterwards, and
// re-priced from the cart every time.
import {
  type BusinessInput,
  type FieldErrors,
  newPasswordErrors,
  type ProfileInput,
  type TextRef,
  validateBusiness,
  validateProfile,
} from '../../domain/account-forms.ts';
import { displayText, isFilled } from '../../domain/account-input.ts';
import { formatZipcode } from '../../domain/carrier-address.ts';
import type { ClientStepInput } from '../../domain/checkout-client.ts';
import {
  checkDeliveryAddress,
  type DeliveryAddress,
  type DeliveryAddressInput,
} from '../../domain/delivery-address.ts';
import { checkVatInput, normaliseVatNumber } from '../../domain/vat-number.ts';
import type { NewSession } from '../accounts/sessions.ts';
import type { UserViewer } from '../accounts/viewer.ts';
import type { Db } from '../db/client.ts';
import type { PaymentsService } from '../payments/service.ts';
import {
  type CheckoutVisitor,
  EMPTY_CART_TEXT,
  priceForOrder,
  type PricingSource,
} from './checkout-common.ts';
import type { OrdersContext } from './context.ts';
import { newFormKey } from './context.ts';
import { countryFacts } from './countries.ts';
import { countFunnelStep } from './monitor.ts';
import { snapshotOf } from './snapshot.ts';
import {
  checkoutOrderOfCart,
  insertOrder,
  linesOf,
  type OrderRow,
  type OrderValues,
  replaceLines,
  updateOrder,
} from './store.ts';

// The form reading is pure (domain/checkout-client.ts): the page and the service share it.
export { type ClientStepInput, parseClientForm } from '../../domain/checkout-client.ts';

/** Spec 3 §8 / spec 2 §8: the email check's texts, verbatim. */
export const KNOWN_EMAIL_TEXT = 'Dit e-mailadres is bekend bij ons.';
export const UNKNOWN_EMAIL_TEXT = 'Het blijkt dat dit e-mailadres nog niet bekend is bij ons:';

/** What the client step shows: the values to fill in, the choices, and the checkout key for the form. */
export interface ClientForm {
  /** The hidden field: the order's own key once it exists, a new one before. */
  checkoutKey: string;
  personal: ProfileInput;
  delivery: DeliveryAddressInput;
  business: BusinessInput | null;
  /** Guests get the email check and the optional password; a customer's data comes from the profile. */
  isGuest: boolean;
  /** The order this checkout already has (its guid); null before the first valid step. */
  orderGuid: string | null;
  countries: { code: string; name: string }[];
  /** Settings businessData and deliveryAddress: the optional parts are offered. */
  businessEnabled: boolean;
  deliveryEnabled: boolean;
  /** Nothing to order: the step sends the shopper back to the cart ('Er staat nog niets in je winkelwagentje'). */
  cartEmpty: boolean;
}

export type ClientStepResult =
  | {
      kind: 'ok';
      guid: string;
      /** A guest who gave a password: the new account's session (set its cookie; the guest cart moved in). */
      registered: { session: NewSession; viewer: UserViewer } | null;
      /** Things worth knowing that did not stop the step (VIES could not be asked). */
      notices: TextRef[];
    }
  | { kind: 'invalid'; errors: FieldErrors; notices: TextRef[] }
  /** A guest's email has an account: log in first (or use another email). */
  | { kind: 'known-email'; message: string }
  | { kind: 'empty-cart'; message: string }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'busy'; retryAfterSeconds: number };

export type EmailCheckResult =
  | { kind: 'known'; message: string }
  | { kind: 'unknown'; message: string }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'throttled'; retryAfterSeconds: number };

const EMPTY_DELIVERY: DeliveryAddressInput = {
  hasDeliveryAddress: false,
  name: '',
  company: '',
  address: '',
  housenr: '',
  addition: '',
  zipcode: '',
  city: '',
  countryCode: 'NL',
};

function personalOfOrder(order: OrderRow): ProfileInput {
  const d = displayText;
  return {
    firstname: d(order.firstname),
    lastname: d(order.lastname),
    email: order.email,
    phonenr: order.phonenr,
    address: d(order.address),
    housenr: d(order.housenr),
    addition: d(order.addition),
    zipcode: formatZipcode(order.zipcode, order.countryCode),
    city: d(order.city),
    countryCode: order.countryCode,
    hasSubscription: false,
  };
}

function deliveryOfOrder(order: OrderRow): DeliveryAddressInput {
  if (order.deliveryAddress === null) return EMPTY_DELIVERY;
  const d = (value: string | null) => displayText(value ?? '');
  return {
    hasDeliveryAddress: true,
    name: d(order.deliveryName),
    company: d(order.deliveryCompany),
    address: d(order.deliveryAddress),
    housenr: d(order.deliveryHousenr),
    addition: d(order.deliveryAddition),
    zipcode: formatZipcode(order.deliveryZipcode ?? '', order.deliveryCountryCode ?? 'NL'),
    city: d(order.deliveryCity),
    countryCode: order.deliveryCountryCode ?? 'NL',
  };
}

export async function clientForm(ctx: OrdersContext, visitor: CheckoutVisitor): Promise<ClientForm> {
  const owner = visitor.cartOwner;
  const [settings, profileSettings, cart] = await Promise.all([
    ctx.settings.all(),
    ctx.accounts.profileSettings(),
    owner ? ctx.cart.view(owner) : null,
  ]);
  const cartId = owner ? await ctx.cart.cartId(owner) : null;
  const order = cartId === null ? null : await checkoutOrderOfCart(ctx.db, cartId);
  const profile = order ? null : await ctx.accounts.profile(visitor.viewer);
  const personal: ProfileInput = order
    ? personalOfOrder(order)
    : profile
      ? { ...profile.personal, email: profile.email }
      : {
          firstname: '',
          lastname: '',
          email: '',
          phonenr: '',
          address: '',
          housenr: '',
          addition: '',
          zipcode: '',
          city: '',
          countryCode: cart?.countryCode ?? 'NL',
          hasSubscription: false,
        };
  const business: BusinessInput | null = order
    ? order.company || order.nrKvk || order.nrVat
      ? { company: displayText(order.company), nrKvk: order.nrKvk, nrVat: order.nrVat }
      : null
    : profile && (profile.business.company || profile.business.nrVat)
      ? { company: profile.business.company, nrKvk: profile.business.nrKvk, nrVat: profile.business.nrVat }
      : null;
  return {
    checkoutKey: order?.checkoutKey ?? newFormKey(),
    personal,
    delivery: order ? deliveryOfOrder(order) : EMPTY_DELIVERY,
    business,
    isGuest: !visitor.viewer.loggedIn,
    orderGuid: order?.guid ?? null,
    countries: profileSettings.countries.map((c) => ({ code: c.code, name: c.displayValue })),
    businessEnabled: profileSettings.businessEnabled,
    deliveryEnabled: settings.get('deliveryAddress') === '1',
    cartEmpty: !cart || cart.pricing.lines.length === 0,
  };
}

/** Spec 3 §4 email check for a guest (counted per client address). */
export async function checkEmail(
  ctx: OrdersContext,
  visitor: CheckoutVisitor,
  email: string,
): Promise<EmailCheckResult> {
  const check = await ctx.accounts.checkOrderEmail(email.trim(), visitor.meta);
  if (check.status === 'throttled') return { kind: 'throttled', retryAfterSeconds: check.retryAfterSeconds };
  if (check.status === 'invalid') return { kind: 'invalid', errors: { email: { key: 'form_errors.email' } } };
  return check.status === 'known'
    ? { kind: 'known', message: KNOWN_EMAIL_TEXT }
    : { kind: 'unknown', message: UNKNOWN_EMAIL_TEXT };
}

type VatOutcome = { error: TextRef } | { nrVat: string; validVat: boolean; notice?: TextRef };

/** Spec 2 §5 VAT number: the input rules, then VIES; VIES not answering keeps the number, unconfirmed. */
async function checkVat(
  ctx: OrdersContext,
  typed: string,
  countryCode: string,
  isEu: (code: string) => boolean,
): Promise<VatOutcome> {
  const nrVat = normaliseVatNumber(typed);
  if (nrVat === '') return { nrVat: '', validVat: false };
  const input = checkVatInput({
    profileCountryCode: countryCode || null,
    profileCountryIsEu: isEu(countryCode),
    vatNumber: nrVat,
  });
  if (!input.ok) return { error: { key: input.key, params: input.params } };
  const result = await ctx.vat.check(input.vatPrefix, input.number);
  if (result.status === 'invalid')
    return { error: { key: 'vat.invalid_for_country', params: { country: countryCode } } };
  if (result.status === 'unavailable') return { nrVat, validVat: false, notice: { key: 'vat.unavailable' } };
  return { nrVat, validVat: true };
}

function deliveryValues(delivery: DeliveryAddress | null): OrderValues {
  return {
    deliveryName: delivery?.name ?? null,
    deliveryCompany: delivery?.company ?? null,
    deliveryAddress: delivery?.address ?? null,
    deliveryHousenr: delivery?.housenr ?? null,
    deliveryAddition: delivery?.addition ?? null,
    deliveryZipcode: delivery?.zipcode ?? null,
    deliveryCity: delivery?.city ?? null,
    deliveryCountryCode: delivery?.countryCode ?? null,
  };
}

/** Spec 3 §4: the client step checked and saved onto the visitor's checkout order, re-priced. */
export async function saveClient(
  ctx: OrdersContext,
  payments: PaymentsService,
  visitor: CheckoutVisitor,
  input: ClientStepInput,
): Promise<ClientStepResult> {
  if (!visitor.cartOwner) return { kind: 'empty-cart', message: EMPTY_CART_TEXT };
  const [settings, profileSettings, countries] = await Promise.all([
    ctx.settings.all(),
    ctx.accounts.profileSettings(),
    countryFacts(ctx.db),
  ]);
  const viewer = visitor.viewer;
  const personal = input.personal;
  const delivery = checkDeliveryAddress(
    input.delivery,
    settings.get('deliveryAddress') === '1',
    countries.codes,
  );
  const errors: FieldErrors = validateProfile(personal, {
    // A new client has no old account without a house number (spec 2 §5 requiredHousenr).
    userId: viewer.loggedIn ? viewer.userId : Number.MAX_SAFE_INTEGER,
    requiredHousenr: profileSettings.requiredHousenr,
    addressRequired: true,
    emailInUse: false,
    countryCodes: countries.codes,
    // Issue 29: without a separate delivery address the parcel goes here.
    delivers: delivery.ok && delivery.delivery === null,
  });
  if (!delivery.ok) Object.assign(errors, delivery.errors);
  const notices: TextRef[] = [];
  const business = profileSettings.businessEnabled ? input.business : null;
  let vat: { nrVat: string; validVat: boolean } = { nrVat: '', validVat: false };
  if (business) {
    for (const [field, ref] of Object.entries(validateBusiness(business))) errors[`business.${field}`] = ref;
    if (!isFilled(business.company)) errors['business.company'] = { key: 'form_errors.general' };
    if (!errors.countryCode) {
      const checked = await checkVat(ctx, business.nrVat, personal.countryCode, countries.isEu);
      if ('error' in checked) errors['business.nrVat'] = checked.error;
      else {
        vat = checked;
        if (checked.notice) notices.push(checked.notice);
      }
    }
  }
  const wantsAccount = !viewer.loggedIn && (isFilled(input.password) || isFilled(input.password2));
  // Decision 563: the password's own rules with the rest, so one answer names every field to fix (whether it is
  // a common password is asked when the account is made, below).
  if (wantsAccount)
    Object.assign(
      errors,
      newPasswordErrors(input, () => false),
    );
  if (!viewer.loggedIn && !errors.email) {
    const check = await checkEmail(ctx, visitor, personal.email);
    if (check.kind === 'throttled') return check;
    if (check.kind === 'known') return { kind: 'known-email', message: check.message };
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, notices };

  let owner = visitor.cartOwner;
  let userId = viewer.loggedIn ? viewer.userId : null;
  let registered: { session: NewSession; viewer: UserViewer } | null = null;
  if (wantsAccount) {
    // Spec 3 §5: registration from the order needs a password; the guest cart moves into the new account.
    const result = await ctx.accounts.registerFromOrder(
      { personal, password: input.password, password2: input.password2 },
      visitor.meta,
    );
    if (result.status === 'throttled' || result.status === 'busy')
      return { kind: result.status, retryAfterSeconds: result.retryAfterSeconds };
    if (result.status === 'invalid') {
      if (result.errors.email) return { kind: 'known-email', message: KNOWN_EMAIL_TEXT };
      return { kind: 'invalid', errors: result.errors, notices };
    }
    registered = { session: result.session, viewer: result.viewer };
    userId = result.viewer.userId;
    await ctx.cart.afterRegister(visitor.guestToken, userId);
    owner = { kind: 'user', userId };
  }

  const client = {
    firstname: personal.firstname,
    lastname: personal.lastname,
    email: personal.email,
    phonenr: personal.phonenr,
    address: personal.address,
    housenr: personal.housenr,
    addition: personal.addition,
    zipcode: personal.zipcode,
    city: personal.city,
    countryCode: personal.countryCode,
    ...deliveryValues(delivery.ok ? delivery.delivery : null),
    company: business?.company ?? '',
    nrKvk: business?.nrKvk ?? '',
    nrVat: vat.nrVat,
    validVat: vat.validVat,
  } satisfies OrderValues;
  const cartId = await ctx.cart.cartId(owner);
  const existing = cartId === null ? null : await checkoutOrderOfCart(ctx.db, cartId);
  const source: PricingSource = {
    ...(existing ?? { customShippingCents: null, noShippingCosts: false, discountsOverruled: false }),
    countryCode: personal.countryCode,
    deliveryCity: client.deliveryCity ?? null,
    deliveryCountryCode: client.deliveryCountryCode ?? null,
    lines: existing ? await linesOf(ctx.db, existing.id) : [],
  };
  const priced = await priceForOrder(ctx, owner, source);
  const snapshot = priced ? snapshotOf(priced.view) : null;
  if (!priced || !snapshot || snapshot.kind === 'empty')
    return { kind: 'empty-cart', message: EMPTY_CART_TEXT };

  const saved = await ctx.transaction(async (tx: Db) => {
    let order = await checkoutOrderOfCart(tx, priced.cartId, true);
    if (!order) {
      const values = {
        guid: ctx.newGuid(),
        cartId: priced.cartId,
        userId,
        affiliateId: visitor.affiliate,
        remark: priced.view.remark,
        status: 'open',
        ...client,
      } as const;
      order = await insertOrder(tx, { ...values, checkoutKey: input.checkoutKey || newFormKey() });
      if (!order) {
        // A parallel send of this step made the cart's order first (the insert waited for it), or the key is an
        // earlier checkout's whose order is done — then this is a new checkout with a key of its own.
        const parallel = await checkoutOrderOfCart(tx, priced.cartId, true);
        order = parallel
          ? await updateOrder(tx, parallel.id, client)
          : await insertOrder(tx, { ...values, guid: ctx.newGuid(), checkoutKey: newFormKey() });
      }
      if (!order) throw new Error('no checkout order after insert');
    } else {
      // Spec 3 §4 "an open order is edited": back to open; a payment started for it no longer counts.
      if (order.status === 'pending' || order.status === 'void') await payments.supersedeOpen(tx, order.id);
      order = await updateOrder(tx, order.id, {
        ...client,
        status: 'open',
        userId: order.userId ?? userId,
        remark: priced.view.remark,
      });
    }
    await replaceLines(tx, order.id, snapshot.lines);
    await updateOrder(tx, order.id, snapshot.totals);
    await countFunnelStep(ctx, tx, order.id, 'client_saved', visitor.meta.userAgent ?? null);
    return order;
  });
  // The payment the edit replaced is cancelled at the provider (decision 527).
  await payments.cancelReplaced(saved.id);
  return { kind: 'ok', guid: saved.guid, registered, notices };
}
