// Issue 17 properties of the commission ledger and the payout rule (fast-check, spec 2 §9): over random orders,
// partners and event sequences — paid events and refunds, each repeated — the ledger (one row per order, line and
// kind, as the database's unique index keeps it) sums to what the paid, unrefunded orders earned; no order's net
// is ever negative; the partner's own orders earn 0; and quarterly payouts never pay below zero or more than was
// earned, and pay a € 5–10 balance after at most 4 saved quarters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earnedLines, type LedgerOrderLine, type PartnerRates } from './commission.ts';
import { cents } from './money.ts';
import {
  PAYOUT_MINIMUM_CENTS,
  payoutDecision,
  SAVE_UP_BELOW_CENTS,
  savedQuartersSincePaid,
} from './payouts.ts';

const PARTNER_ID = 1;
const PARTNER_EMAIL = 'lezer1@voorbeeld.nl';
/** A buyer's email: an account's own; a guest's is the partner's when the partner ordered logged out. */
const emailOf = (order: { buyer: number | null; guestIsPartner: boolean }) =>
  order.buyer === null
    ? order.guestIsPartner
      ? PARTNER_EMAIL
      : 'gast@voorbeeld.nl'
    : `lezer${order.buyer}@voorbeeld.nl`;
const isOwnOrder = (order: { buyer: number | null; guestIsPartner: boolean }) =>
  order.buyer === PARTNER_ID || (order.buyer === null && order.guestIsPartner);

const lineArb = (position: number): fc.Arbitrary<LedgerOrderLine> =>
  fc
    .record({
      kind: fc.constantFrom('book', 'book', 'book', 'shipping'),
      total: fc.integer({ min: 0, max: 200_000 }),
      vatPercent: fc.constantFrom(0, 9, 21),
      ownEdition: fc.boolean(),
    })
    .map(({ kind, total, vatPercent, ownEdition }) => ({
      position,
      kind: kind as 'book' | 'shipping',
      sku: kind === 'book' ? `sku${position}` : null,
      totalCents: cents(total),
      vatCents: cents(Math.round((total * vatPercent) / (100 + vatPercent))),
      ownEdition,
    }));

const orderArb = fc.record({
  buyer: fc.constantFrom<number | null>(null, 2, 3, PARTNER_ID),
  guestIsPartner: fc.boolean(),
  lines: fc
    .integer({ min: 1, max: 5 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(i + 1)))),
});

const ratesArb: fc.Arbitrary<PartnerRates> = fc.record({
  own: fc.integer({ min: 0, max: 100 }),
  other: fc.integer({ min: 0, max: 100 }),
});

type Event = { kind: 'paid' | 'refund'; order: number };

describe('the commission ledger', () => {
  it('sums to what paid, unrefunded orders earned, whatever repeats; never negative; self-referral earns 0', () => {
    fc.assert(
      fc.property(
        fc.array(orderArb, { minLength: 1, maxLength: 6 }),
        ratesArb,
        fc.array(
          fc.record({ kind: fc.constantFrom<'paid' | 'refund'>('paid', 'paid', 'refund'), order: fc.nat() }),
          {
            maxLength: 40,
          },
        ),
        (orders, rates, rawEvents) => {
          const events: Event[] = rawEvents.map((e) => ({ kind: e.kind, order: e.order % orders.length }));
          const ledger = new Map<string, number>();
          const paid = new Set<number>();
          const refunded = new Set<number>();
          for (const event of events) {
            const order = orders[event.order]!;
            const earned = earnedLines(
              { buyerUserId: order.buyer, buyerEmail: emailOf(order), lines: order.lines },
              { userId: PARTNER_ID, email: PARTNER_EMAIL, rates },
            );
            if (event.kind === 'paid') {
              paid.add(event.order);
              for (const row of earned) {
                const key = `${event.order}:${row.position}:earned`;
                if (!ledger.has(key)) ledger.set(key, row.amountCents);
              }
            } else if (paid.has(event.order)) {
              refunded.add(event.order);
              for (const row of earned) {
                const key = `${event.order}:${row.position}:reversal`;
                if (!ledger.has(key)) ledger.set(key, -row.amountCents);
              }
            }
          }
          const expected = [...paid]
            .filter((i) => !refunded.has(i))
            .reduce((sum, i) => {
              const order = orders[i]!;
              return (
                sum +
                earnedLines(
                  { buyerUserId: order.buyer, buyerEmail: emailOf(order), lines: order.lines },
                  { userId: PARTNER_ID, email: PARTNER_EMAIL, rates },
                ).reduce((s, row) => s + row.amountCents, 0)
              );
            }, 0);
          const total = [...ledger.values()].reduce((a, b) => a + b, 0);
          expect(total).toBe(expected);
          for (const [key, amount] of ledger)
            expect(key.endsWith(':earned') ? amount >= 0 : amount <= 0).toBe(true);
          orders.forEach((order, i) => {
            const net = [...ledger].filter(([key]) => key.startsWith(`${i}:`)).reduce((s, [, v]) => s + v, 0);
            expect(net).toBeGreaterThanOrEqual(0);
            if (isOwnOrder(order)) expect(net).toBe(0);
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('quarterly payouts', () => {
  it('never pay below zero nor more than earned, and pay a € 5–10 balance after at most 4 saved quarters', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ earned: fc.integer({ min: 0, max: 1500 }), refund: fc.integer({ min: 0, max: 100 }) }),
          {
            minLength: 1,
            maxLength: 16,
          },
        ),
        (quarters) => {
          let net = 0;
          let paid = 0;
          const history: { quarter: string; status: string }[] = [];
          let savedRun = 0;
          quarters.forEach((q, i) => {
            net += q.earned;
            // A refund reverses earned rows: at most what is still earned (net), never below.
            net -= Math.min(q.refund, net);
            const balance = net - paid;
            const decision = payoutDecision(cents(balance), savedQuartersSincePaid(history));
            expect(decision.amountCents).toBeGreaterThanOrEqual(0);
            if (decision.status === 'paid') {
              expect(decision.amountCents).toBeGreaterThanOrEqual(PAYOUT_MINIMUM_CENTS);
              paid += decision.amountCents;
              savedRun = 0;
            } else if (decision.status === 'saved') {
              expect(balance).toBeLessThan(SAVE_UP_BELOW_CENTS);
              savedRun += 1;
              expect(savedRun).toBeLessThanOrEqual(4);
            }
            if (decision.status === 'paid') expect(net - paid).toBeGreaterThanOrEqual(0);
            expect(paid).toBeLessThanOrEqual(quarters.slice(0, i + 1).reduce((s, x) => s + x.earned, 0));
            history.push({ quarter: `${2020 + Math.floor(i / 4)}Q${(i % 4) + 1}`, status: decision.status });
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});
