// Spec 2 §4 "Orders" and spec 3 §4 "Payment method and start": offered methods, the XX and 9999 rules, and when
// 'Start betaling' is enabled (with and without a bank list, DESIGN iDEAL 2.0).
import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER,
  canStartPayment,
  chooseIssuer,
  chooseMethod,
  IDEAL,
  initialChoice,
  initialMethod,
  issuerToSend,
  offeredMethods,
  type PaymentChoice,
  type PaymentMethodOption,
  showsIssuers,
} from './payment-methods.ts';

const BANKS = [
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { id: 'ideal_INGBNL2A', name: 'ING' },
];
const ideal = (issuers = BANKS): PaymentMethodOption => ({ id: IDEAL, description: 'iDEAL', issuers });
const card: PaymentMethodOption = { id: 'creditcard', description: 'Creditcard', issuers: [] };
const bancontact: PaymentMethodOption = { id: 'bancontact', description: 'Bancontact', issuers: [] };
const transfer: PaymentMethodOption = { id: BANK_TRANSFER, description: 'Bankoverschrijving', issuers: [] };
const ids = (methods: readonly PaymentMethodOption[]) => methods.map((method) => method.id);

describe('offeredMethods (spec 2 §4: iDEAL only for NL billing, bank transfer always)', () => {
  it.each([
    [
      'NL, provider lists iDEAL and transfer',
      [ideal(), card, transfer],
      'NL',
      ['ideal', 'creditcard', 'banktransfer'],
    ],
    [
      'NL, no transfer listed: added at the end',
      [ideal(), card],
      'NL',
      ['ideal', 'creditcard', 'banktransfer'],
    ],
    ['BE: iDEAL removed', [ideal(), bancontact, transfer], 'BE', ['bancontact', 'banktransfer']],
    ['DE: iDEAL removed, transfer added', [ideal(), card], 'DE', ['creditcard', 'banktransfer']],
    ['lower-case country code', [ideal(), card], 'nl', ['ideal', 'creditcard', 'banktransfer']],
    ['provider lists nothing', [], 'NL', ['banktransfer']],
  ] as const)('%s', (_label, fromProvider, country, expected) => {
    expect(ids(offeredMethods(fromProvider, country))).toEqual(expected);
  });

  it("names the added bank transfer 'Overboeking' and keeps the provider's own description", () => {
    expect(offeredMethods([card], 'NL').at(-1)).toEqual({
      id: BANK_TRANSFER,
      description: 'Overboeking',
      issuers: [],
    });
    expect(offeredMethods([transfer], 'NL')).toEqual([transfer]);
  });

  it('takes the Dutch country code from settings (isNL)', () => {
    expect(ids(offeredMethods([ideal()], 'NLD', 'NLD'))).toEqual(['ideal', 'banktransfer']);
    expect(ids(offeredMethods([ideal()], 'NL', 'NLD'))).toEqual(['banktransfer']);
  });

  it('does not change the list it is given', () => {
    const fromProvider = [ideal(), card];
    offeredMethods(fromProvider, 'BE');
    expect(ids(fromProvider)).toEqual(['ideal', 'creditcard']);
  });
});

describe("initialMethod (spec 3 §4: 'XX' → iDEAL for Dutch customers, bank transfer for others)", () => {
  it.each([
    ['NL', [ideal(), card], IDEAL],
    ['BE', offeredMethods([ideal(), bancontact], 'BE'), BANK_TRANSFER],
    ['DE', offeredMethods([ideal(), card], 'DE'), BANK_TRANSFER],
    ['NL, provider without iDEAL', offeredMethods([card], 'NL'), BANK_TRANSFER],
  ] as const)('%s → %s', (country, offered, expected) => {
    expect(initialMethod(country, offered)).toBe(expected);
    expect(initialChoice(country, offered)).toEqual({ method: expected, issuer: null });
  });
});

describe("chooseMethod and chooseIssuer (spec 3 §4: another method than iDEAL clears the bank, the old '9999')", () => {
  const withBank: PaymentChoice = { method: IDEAL, issuer: 'ideal_INGBNL2A' };
  it.each([
    ['iDEAL again keeps the bank', withBank, IDEAL, { method: IDEAL, issuer: 'ideal_INGBNL2A' }],
    ['creditcard clears it', withBank, 'creditcard', { method: 'creditcard', issuer: null }],
    ['bank transfer clears it', withBank, BANK_TRANSFER, { method: BANK_TRANSFER, issuer: null }],
    ['no method clears it', withBank, null, { method: null, issuer: null }],
  ] as const)('%s', (_label, choice, method, expected) => {
    expect(chooseMethod(choice, method)).toEqual(expected);
  });

  it('takes a bank for iDEAL only', () => {
    expect(chooseIssuer({ method: IDEAL, issuer: null }, 'ideal_ABNANL2A')).toEqual({
      method: IDEAL,
      issuer: 'ideal_ABNANL2A',
    });
    expect(chooseIssuer({ method: 'creditcard', issuer: null }, 'ideal_ABNANL2A')).toEqual({
      method: 'creditcard',
      issuer: null,
    });
  });
});

describe("canStartPayment (spec 2 §4 'Start betaling'; DESIGN iDEAL 2.0)", () => {
  const withBanks = offeredMethods([ideal(), card], 'NL');
  const noBanks = offeredMethods([ideal([]), card], 'NL');
  const belgian = offeredMethods([ideal(), bancontact], 'BE');
  it.each([
    ['no method chosen', withBanks, { method: null, issuer: null }, false],
    ['iDEAL, banks listed, none chosen (the old 9999)', withBanks, { method: IDEAL, issuer: null }, false],
    ['iDEAL, banks listed, one chosen', withBanks, { method: IDEAL, issuer: 'ideal_ABNANL2A' }, true],
    ['iDEAL, a bank that is not listed', withBanks, { method: IDEAL, issuer: 'ideal_FAKENL2A' }, false],
    ['iDEAL, provider lists no banks (iDEAL 2.0)', noBanks, { method: IDEAL, issuer: null }, true],
    ['creditcard', withBanks, { method: 'creditcard', issuer: null }, true],
    ['bank transfer, always offered', withBanks, { method: BANK_TRANSFER, issuer: null }, true],
    ['iDEAL for Belgian billing (not offered)', belgian, { method: IDEAL, issuer: 'ideal_ABNANL2A' }, false],
    ['a method the provider does not offer', withBanks, { method: 'paypal', issuer: null }, false],
  ] as const)('%s → %s', (_label, offered, choice, expected) => {
    expect(canStartPayment(choice, offered)).toBe(expected);
  });
});

describe('showsIssuers and issuerToSend', () => {
  it.each([
    [
      'iDEAL with banks',
      [ideal(), card],
      { method: IDEAL, issuer: 'ideal_INGBNL2A' },
      true,
      'ideal_INGBNL2A',
    ],
    ['iDEAL without banks', [ideal([]), card], { method: IDEAL, issuer: null }, false, null],
    [
      'iDEAL without banks, a stale bank',
      [ideal([])],
      { method: IDEAL, issuer: 'ideal_INGBNL2A' },
      false,
      null,
    ],
    ['iDEAL with banks, none chosen', [ideal()], { method: IDEAL, issuer: null }, true, null],
    ['creditcard', [ideal(), card], { method: 'creditcard', issuer: null }, false, null],
  ] as const)('%s', (_label, offered, choice, shows, sent) => {
    expect(showsIssuers(choice, offered)).toBe(shows);
    expect(issuerToSend(choice, offered)).toBe(sent);
  });
});
