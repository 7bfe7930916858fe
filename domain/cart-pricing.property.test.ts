// Spec 3 §9 and DESIGN "Money flow" invariants of priceCart, over 10,000 random carts (fast-check): the total is
// Σ lines + shipping, never negative, VAT per rate adds up to the VAT total, everything whole cents, and the line
// order changes nothing. Random carts include bad stored data (discounts above 100, below 0) on purpose.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartPricing, type CartPricingInput, type CartPricingLine, priceCart } from './cart-pricing.ts';
import type { UserDiscountRule } from './discounts.ts';
import { cents } from './money.ts';
import { DEFAULT_SHIPPING_SETTINGS, isHomeCountry } from './shipping.ts';

const skuArb = fc.integer({ min: 0, max: 99_999 }).map((n) => `97890${String(n).padStart(8, '0')}`);

const lineArb = (sku: string): fc.Arbitrary<CartPricingLine> =>
  fc.record({
    sku: fc.constant(sku),
    amount: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 999 })),
    priceCents: fc
      .oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 2_000_000 }))
      .map(cents),
    kind: fc.constantFrom('book', 'book', 'ebook', 'other'),
    ownEdition: fc.boolean(),
    discountActive: fc.boolean(),
    weightG: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000 })),
    packageOnly: fc.boolean(),
    overruledPercent: fc.option(fc.integer({ min: -10, max: 110 }), { freq: 4 }),
    fixedPrice: fc.boolean(),
  });

const inputArb: fc.Arbitrary<CartPricingInput> = fc
  .uniqueArray(skuArb, { maxLength: 8 })
  .chain((skus) =>
    fc.record({
      lines: fc.tuple(...skus.map(lineArb)),
      customer: fc.record({
        discountOwn: fc.integer({ min: -5, max: 120 }),
        discount3party: fc.integer({ min: 0, max: 40 }),
        isReseller: fc.boolean(),
        noShippingCosts: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
        rules: fc.array(
          fc.record<UserDiscountRule>({
            sku: skus.length > 0 ? fc.constantFrom(...skus) : skuArb,
            minAmount: fc.integer({ min: 0, max: 20 }),
            discount: fc.integer({ min: 0, max: 100 }),
            isActive: fc.boolean(),
          }),
          { maxLength: 3 },
        ),
      }),
      destination: fc.record({
        countryCode: fc.constantFrom('NL', 'NL', 'BE', 'DE', 'US'),
        baseShippingCents: fc.integer({ min: 0, max: 5_000 }).map(cents),
        surchargeWeightCents: fc.integer({ min: 0, max: 1_000 }).map(cents),
      }),
      overrides: fc.option(
        fc.record({
          customShippingCents: fc.option(fc.integer({ min: 0, max: 2_000 }).map(cents)),
          noShippingRow: fc.boolean(),
        }),
        { freq: 3 },
      ),
      settings: fc.record({
        discounts: fc.record({
          resellerMinAmount: fc.integer({ min: 1, max: 10 }),
          excludedSku: skus.length > 0 ? fc.option(fc.constantFrom(...skus)) : fc.constant(null),
        }),
        shipping: fc.record({
          ...Object.fromEntries(
            Object.entries(DEFAULT_SHIPPING_SETTINGS).map(([k, v]) => [k, fc.constant(v)]),
          ),
          letterRateCents: fc.constantFrom(495, 395, 995).map(cents),
          vatLow: fc.constantFrom(6, 9),
        }) as fc.Arbitrary<CartPricingInput['settings']['shipping']>,
        vatLow: fc.constantFrom(6, 9),
        vatHigh: fc.constantFrom(19, 21),
      }),
    }),
  )
  .map(({ overrides, ...rest }) => ({ ...rest, ...(overrides ? { overrides } : {}) }));

/** A permutation of the lines from a seed (Fisher–Yates with a small LCG). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const bySku = (pricing: CartPricing) => [...pricing.lines].sort((a, b) => (a.sku < b.sku ? -1 : 1));
const RUNS = { numRuns: 10_000 };

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`invariant broken: ${what}`);
}

describe('priceCart invariants over 10,000 random carts', () => {
  it('total = Σ lines + shipping, never negative, VAT per rate adds up, all whole cents, order-free', () => {
    // Plain checks instead of expect() in the hot loop: 10,000 runs stay within a few seconds.
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const result = priceCart(input);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

        check(
          result.goodsTotalCents === sum(result.lines.map((line) => line.lineTotalCents)),
          'goods = Σ lines',
        );
        check(
          result.totalCents === result.goodsTotalCents + result.shipping.costCents,
          'total = goods + shipping',
        );
        check(result.totalCents >= 0 && result.shipping.costCents >= 0, 'never negative');

        // VAT: per rate sums to the total; the rates' incl. amounts are the whole total; the lines' and the
        // shipping's shares add up to it too.
        check(
          result.vatTotalCents === sum(result.vat.map((rate) => rate.vatCents)),
          'VAT total = Σ per rate',
        );
        check(sum(result.vat.map((rate) => rate.inclCents)) === result.totalCents, 'Σ incl per rate = total');
        check(
          sum(result.lines.map((line) => line.vatCents)) + result.shipping.vatCents === result.vatTotalCents,
          'Σ line VAT + shipping VAT = VAT total',
        );

        const amounts = [
          result.goodsGrossCents,
          result.discountCents,
          result.goodsTotalCents,
          result.totalCents,
          result.vatTotalCents,
          result.shipping.costCents,
          result.shipping.vatCents,
          ...result.vat.flatMap((rate) => [rate.inclCents, rate.vatCents, rate.exclCents]),
          ...result.lines.flatMap((line) => [
            line.grossCents,
            line.discountCents,
            line.lineTotalCents,
            line.vatCents,
          ]),
        ];
        check(
          amounts.every((amount) => Number.isSafeInteger(amount)),
          'whole cents',
        );

        const again = priceCart({ ...input, lines: shuffled(input.lines, seed) });
        check(JSON.stringify(bySku(again)) === JSON.stringify(bySku(result)), 'lines independent of order');
        check(
          JSON.stringify({ ...again, lines: [] }) === JSON.stringify({ ...result, lines: [] }),
          'totals independent of order',
        );
      }),
      RUNS,
    );
  });

  it('a discount never raises a line, and a line is its exact amount within half a cent', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceCart(input);
        result.lines.forEach((line) => {
          expect(line.discountPercent).toBeGreaterThanOrEqual(0);
          expect(line.discountPercent).toBeLessThanOrEqual(100);
          expect(line.lineTotalCents).toBeLessThanOrEqual(line.grossCents);
          expect(line.discountCents).toBeGreaterThanOrEqual(0);
          const exact100 = line.priceCents * line.amount * (100 - line.discountPercent);
          expect(Math.abs(line.lineTotalCents * 100 - exact100)).toBeLessThanOrEqual(50);
        });
        expect(result.discountApplied).toBe(result.discountCents > 0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('ships free in NL at or above the threshold without discounts, and charges with one up to 250', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceCart(input);
        const plainRules = !input.overrides && !input.customer.noShippingCosts && result.shipping.weightG > 0;
        if (!plainRules || !isHomeCountry(input.destination)) return;
        const s = input.settings.shipping;
        if (!result.discountApplied) {
          const from = input.customer.isReseller ? s.freeFromResellersCents : s.freeFromCents;
          expect(result.shipping.costCents === 0).toBe(
            result.goodsTotalCents >= from || result.goodsTotalCents === 0,
          );
        } else if (result.goodsTotalCents > 0) {
          expect(result.shipping.costCents === 0).toBe(
            result.goodsTotalCents > s.discountShippingFreeOverCents,
          );
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives each line VAT within 2 cents of its own exact VAT, and shipping VAT at least btwLow', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceCart(input);
        for (const line of result.lines) {
          const exact = (line.lineTotalCents * line.vatPercent) / (100 + line.vatPercent);
          expect(Math.abs(line.vatCents - exact)).toBeLessThan(2);
        }
        expect(result.shipping.vatPercent).toBeGreaterThanOrEqual(input.settings.shipping.vatLow);
      }),
      { numRuns: 2_000 },
    );
  });
});
