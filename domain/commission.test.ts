// Spec 2 §9 / spec 3 §9 partner programme terms as tables: the rates, the commission per line, the VAT display.
import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  earnedLines,
  isSelfReferral,
  type LedgerOrderLine,
  resolvedRates,
  shownCommission,
  termsRates,
} from './commission.ts';
import { cents } from './money.ts';

const book = (
  position: number,
  totalCents: number,
  vatCents: number,
  ownEdition: boolean,
): LedgerOrderLine => ({
  position,
  kind: 'book',
  sku: `97890000000${position}`,
  totalCents: cents(totalCents),
  vatCents: cents(vatCents),
  ownEdition,
});

describe('partner rates (spec 2 §9)', () => {
  it.each([
    [false, { own: 20, other: 10 }],
    [true, { own: 5, other: 10 }],
  ])('private %s gets %o from the terms', (isPrivate, rates) => {
    expect(termsRates(isPrivate)).toEqual(rates);
  });

  it.each([
    [
      { own: 20, other: 10 },
      { own: 20, other: 10 },
    ],
    [
      { own: null, other: null },
      { own: 10, other: 10 },
    ],
    [
      { own: 15, other: null },
      { own: 15, other: 10 },
    ],
    [
      { own: 0, other: 0 },
      { own: 0, other: 0 },
    ],
    [
      { own: 120, other: -1 },
      { own: 10, other: 10 },
    ],
  ])('stored %o pays %o (10 %% when unset)', (stored, rates) => {
    expect(resolvedRates(stored)).toEqual(rates);
  });
});

describe('commission per line', () => {
  it.each([
    [1835, 20, 367],
    [1835, 10, 184], // 183,5 → 184 (half away from zero)
    [1835, 5, 92], // 91,75
    [0, 20, 0],
    [-1835, 10, -184],
  ])('%i cents excl. VAT at %i %% is %i cents', (base, rate, amount) => {
    expect(commissionOf(cents(base), rate)).toBe(amount);
  });

  it('refuses a rate outside 0–100', () => {
    expect(() => commissionOf(cents(100), 101)).toThrow(RangeError);
  });
});

describe('shown with or without VAT (spec 2 §6)', () => {
  it.each([
    [367, true, 444], // 367 + 77,07
    [367, false, 367],
    [184, true, 223], // 184 + 38,64
    [-184, true, -223],
  ])('%i cents with a VAT number %s shows %i', (amount, hasVat, shown) => {
    expect(shownCommission(cents(amount), hasVat)).toBe(shown);
  });
});

describe('earned lines of a paid order', () => {
  const partner = { userId: 7, email: 'partner@voorbeeld.nl', rates: { own: 20, other: 10 } };
  const lines: LedgerOrderLine[] = [
    book(1, 2000, 165, true), // € 20 incl. 9 % → 18,35 excl. → 20 % = 3,67
    book(2, 2998, 248, false), // € 29,98 incl. → 27,50 excl. → 10 % = 2,75
    {
      position: 3,
      kind: 'shipping',
      sku: null,
      totalCents: cents(495),
      vatCents: cents(41),
      ownEdition: false,
    },
  ];

  it('earns one row per book line at the own and third-party rates; shipping earns nothing', () => {
    expect(earnedLines({ buyerUserId: 3, buyerEmail: 'lezer@voorbeeld.nl', lines }, partner)).toEqual([
      {
        position: 1,
        sku: '978900000001',
        baseCents: 1835,
        ownEdition: true,
        ratePercent: 20,
        amountCents: 367,
      },
      {
        position: 2,
        sku: '978900000002',
        baseCents: 2750,
        ownEdition: false,
        ratePercent: 10,
        amountCents: 275,
      },
    ]);
  });

  it('earns at the private rates', () => {
    const rows = earnedLines(
      { buyerUserId: null, buyerEmail: 'gast@voorbeeld.nl', lines },
      { userId: 7, email: 'partner@voorbeeld.nl', rates: termsRates(true) },
    );
    expect(rows.map((row) => row.amountCents)).toEqual([92, 275]);
  });

  it("earns nothing on the partner's own order (self-referral)", () => {
    expect(earnedLines({ buyerUserId: 7, buyerEmail: 'partner@voorbeeld.nl', lines }, partner)).toEqual([]);
  });

  it.each([
    ['their account', 7, 'ander@voorbeeld.nl', true],
    ['a guest order with their email', null, 'partner@voorbeeld.nl', true],
    ['their email in other letters and with spaces', null, ' Partner@Voorbeeld.NL ', true],
    ['another account with another email', 3, 'lezer@voorbeeld.nl', false],
    ['a guest with another email', null, 'lezer@voorbeeld.nl', false],
    ['an order without an email', null, '', false],
  ] as const)('self-referral: %s → %s', (_name, userId, email, self) => {
    expect(isSelfReferral({ userId, email }, partner)).toBe(self);
    expect(earnedLines({ buyerUserId: userId, buyerEmail: email, lines }, partner).length === 0).toBe(self);
  });
});
