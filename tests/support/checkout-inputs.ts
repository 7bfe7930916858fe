// The inputs of a checkout as the pages would send them: a guest's or customer's visit, the personal details and
// the client step's form. Pure builders with no database or test runner behind them, so the crash test's worker
// processes (crash-worker.ts, bundled and started with plain node) load them without Vitest; order-fixtures.ts
// passes them on to the other tests.
import { randomBytes } from 'node:crypto';
import type { ProfileInput } from '../../domain/account-forms.ts';
import { ANONYMOUS, type UserViewer } from '../../server/accounts/viewer.ts';
import type { CartOwner } from '../../server/cart/service.ts';
import type { CheckoutVisitor } from '../../server/orders/checkout-common.ts';
import type { ClientStepInput } from '../../server/orders/client-step.ts';

export const TEST_ORIGIN = 'https://winkel.example';

export function guestVisitor(owner: CartOwner & { kind: 'guest' }, ip = '192.0.2.10'): CheckoutVisitor {
  return {
    viewer: ANONYMOUS,
    cartOwner: owner,
    guestToken: owner.token,
    affiliate: null,
    meta: { ip, origin: TEST_ORIGIN },
  };
}

export function customerVisitor(userId: number, ip = '192.0.2.11'): CheckoutVisitor {
  const viewer: UserViewer = {
    loggedIn: true,
    userId,
    firstname: 'Test',
    isAdmin: false,
    isReseller: false,
    isPartner: false,
    partnerCode: null,
    accessLevel: 0,
    noShippingCosts: false,
  };
  return {
    viewer,
    cartOwner: { kind: 'user', userId },
    guestToken: null,
    affiliate: null,
    meta: { ip, origin: TEST_ORIGIN },
  };
}

let emails = 0;

export function personal(overrides: Partial<ProfileInput> = {}): ProfileInput {
  emails++;
  return {
    firstname: 'Anna',
    lastname: 'de Boer',
    email: `gast${emails}.${Date.now()}@voorbeeld.nl`,
    phonenr: '020 123 45 67',
    address: 'Keizersgracht',
    housenr: '12',
    addition: '',
    zipcode: '1015CJ',
    city: 'Amsterdam',
    countryCode: 'NL',
    hasSubscription: false,
    ...overrides,
  };
}

export function clientInput(overrides: Partial<ClientStepInput> = {}): ClientStepInput {
  return {
    checkoutKey: randomBytes(12).toString('base64url'),
    personal: personal(),
    password: '',
    password2: '',
    delivery: {
      hasDeliveryAddress: false,
      name: '',
      company: '',
      address: '',
      housenr: '',
      addition: '',
      zipcode: '',
      city: '',
      countryCode: 'NL',
    },
    business: null,
    ...overrides,
  };
}
