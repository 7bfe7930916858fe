// Issue 17 properties of the commission ledger and the payout rule (fast-check, spec 2 §9): over random orders,
// partners and event sequences — paid events and refunds, each repeated — the ledger (one row per order, line and
// kind, as the database's unique index keeps it) sums to what the paid, unrefunded orders earned; no order's net
// is ever negative; the partner's own orders earn 0; and over earnings, refunds and payout runs in any order
// (decision 428: a refund reverses only what was not paid out) no balance goes below zero, nothing is paid that
// was not earned, and a € 5–10 balance is paid after at most 4 saved quarters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earnedLines, type LedgerOrderLine, type PartnerRates } from './commission.ts';
import { cents } from './money.ts';
import {
  formatQuarter,
  PAYOUT_MINIMUM_CENTS,
  payoutDecision,
  type Quarter,
  quarterBalance,
  quarterEnd,
  reversibleRows,
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

type LedgerEvent =
  { kind: 'earn'; amount: number } | { kind: 'refund'; pick: number } | { kind: 'advance' } | { kind: 'run' };

const eventArb: fc.Arbitrary<LedgerEvent> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), amount: fc.integer({ min: 0, max: 1500 }) }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('advance' as const) }),
  fc.record({ kind: fc.constant('run' as const) }),
);

const quarterAt = (index: number): Quarter => ({
  year: 2025 + Math.floor(index / 4),
  quarter: ((index % 4) + 1) as Quarter['quarter'],
});

describe('quarterly payouts', () => {
  it('over earnings, refunds and runs in any order: never a negative balance, never more paid than earned', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        const rows: { order: number; kind: 'earned' | 'reversal'; bookedOn: string; amountCents: number }[] =
          [];
        const paidOut: {
          quarter: string;
          status: string;
          amountCents: number;
          settledDate: string | null;
        }[] = [];
        let clock = 0;
        let orders = 0;
        let savedRun = 0;
        const paidTotal = () => paidOut.reduce((s, p) => (p.status === 'paid' ? s + p.amountCents : s), 0);
        for (const event of events) {
          if (event.kind === 'earn') {
            const month = quarterAt(clock).quarter * 3 - 1;
            const bookedOn = `${quarterAt(clock).year}-${String(month).padStart(2, '0')}-15`;
            rows.push({ order: orders++, kind: 'earned', bookedOn, amountCents: event.amount });
          } else if (event.kind === 'refund' && orders > 0) {
            const order = event.pick % orders;
            if (rows.some((r) => r.order === order && r.kind === 'reversal')) continue;
            const latestPaid = paidOut.reduce<string | null>(
              (latest, p) =>
                p.settledDate !== null && (latest === null || p.settledDate > latest)
                  ? p.settledDate
                  : latest,
              null,
            );
            for (const row of reversibleRows(
              rows.filter((r) => r.order === order && r.kind === 'earned'),
              latestPaid,
            ))
              rows.push({ ...row, kind: 'reversal', amountCents: -row.amountCents });
          } else if (event.kind === 'advance') clock += 1;
          else if (event.kind === 'run' && clock > 0) {
            const q = quarterAt(clock - 1);
            if (paidOut.some((p) => p.quarter >= formatQuarter(q))) continue;
            const balance = quarterBalance(rows, quarterEnd(q), paidTotal());
            expect(balance).toBeGreaterThanOrEqual(0);
            const decision = payoutDecision(balance, savedQuartersSincePaid(paidOut));
            expect(decision.amountCents).toBe(balance);
            if (decision.status === 'paid') {
              expect(decision.amountCents).toBeGreaterThanOrEqual(PAYOUT_MINIMUM_CENTS);
              savedRun = 0;
            } else if (decision.status === 'saved') {
              expect(balance).toBeLessThan(SAVE_UP_BELOW_CENTS);
              savedRun += 1;
              expect(savedRun).toBeLessThanOrEqual(4);
            }
            paidOut.push({
              quarter: formatQuarter(q),
              status: decision.status,
              amountCents: decision.amountCents,
              settledDate: decision.status === 'paid' ? quarterEnd(q) : null,
            });
          }
          const net = rows.reduce((sum, r) => sum + r.amountCents, 0);
          const earned = rows.reduce((sum, r) => (r.kind === 'earned' ? sum + r.amountCents : sum), 0);
          expect(net - paidTotal()).toBeGreaterThanOrEqual(0);
          expect(paidTotal()).toBeLessThanOrEqual(earned);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
