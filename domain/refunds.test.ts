import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import {
  everythingLeft,
  parseRefundLines,
  type RefundableLine,
  type RefundedLine,
  refundFormErrors,
  refundLineErrors,
  refundPlan,
} from './refunds.ts';

// The demo's order of two books and shipping: 2 × € 19,99 less 10 % = € 35,98; € 24,99; shipping € 3,95 at 9 %.
const ORDER: RefundableLine[] = [
  { position: 1, kind: 'book', amount: 2, totalCents: cents(3598), vatPercent: 9 },
  { position: 2, kind: 'book', amount: 1, totalCents: cents(2499), vatPercent: 9 },
  { position: 3, kind: 'shipping', amount: 1, totalCents: cents(395), vatPercent: 9 },
];
const PAID = 3598 + 2499 + 395;

describe('refundPlan (issue 30, decision 568)', () => {
  it.each<[string, RefundedLine[], [number, number][], object]>([
    [
      'one line of one copy',
      [],
      [[2, 1]],
      { kind: 'ok', totalCents: 2499, lines: [{ position: 2, amount: 1, cents: 2499, vatPercent: 9 }] },
    ],
    [
      'one copy of two: half the line after discount',
      [],
      [[1, 1]],
      { kind: 'ok', totalCents: 1799, lines: [{ position: 1, amount: 1, cents: 1799, vatPercent: 9 }] },
    ],
    [
      'the other copy afterwards: what remains of the line',
      [{ position: 1, amount: 1, cents: cents(1799) }],
      [[1, 1]],
      { kind: 'ok', totalCents: 1799, lines: [{ position: 1, amount: 1, cents: 1799, vatPercent: 9 }] },
    ],
    [
      'shipping alone',
      [],
      [[3, 1]],
      { kind: 'ok', totalCents: 395, lines: [{ position: 3, amount: 1, cents: 395, vatPercent: 9 }] },
    ],
    ['more copies than were bought', [], [[1, 3]], { kind: 'invalid', positions: [1] }],
    [
      'a line already refunded',
      [{ position: 2, amount: 1, cents: cents(2499) }],
      [[2, 1]],
      { kind: 'invalid', positions: [2] },
    ],
    ['an unknown line', [], [[9, 1]], { kind: 'invalid', positions: [9] }],
    ['nothing asked', [], [[1, 0]], { kind: 'nothing' }],
  ])('%s', (_name, refunded, request, expected) => {
    expect(refundPlan(ORDER, refunded, new Map(request))).toMatchObject(expected);
  });

  it('gives the credit invoice its VAT per rate', () => {
    const plan = refundPlan(ORDER, [], everythingLeft(ORDER, []));
    expect(plan).toMatchObject({
      kind: 'ok',
      totalCents: PAID,
      vat: [{ vatPercent: 9, inclCents: PAID, vatCents: 536, exclCents: PAID - 536 }],
    });
  });

  it('refunds what is left after a partial refund, and then nothing', () => {
    const first = { position: 2, amount: 1, cents: cents(2499) };
    const rest = refundPlan(ORDER, [first], everythingLeft(ORDER, [first]));
    expect(rest).toMatchObject({ kind: 'ok', totalCents: PAID - 2499 });
    if (rest.kind !== 'ok') return;
    expect(refundPlan(ORDER, [first, ...rest.lines], everythingLeft(ORDER, [first, ...rest.lines]))).toEqual({
      kind: 'nothing',
    });
  });

  it('never refunds more than was paid, per line or in all, whatever staff ask in whatever order', () => {
    const lineArb = fc.record({
      amount: fc.integer({ min: 1, max: 7 }),
      totalCents: fc.integer({ min: 0, max: 50_000 }),
      vatPercent: fc.constantFrom(9, 21),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(fc.tuple(fc.nat(6), fc.integer({ min: -1, max: 8 })), { maxLength: 6 }), {
          maxLength: 12,
        }),
        (shape, requests) => {
          const lines: RefundableLine[] = shape.map((line, index) => ({
            position: index + 1,
            kind: 'book',
            amount: line.amount,
            totalCents: cents(line.totalCents),
            vatPercent: line.vatPercent,
          }));
          const refunded: RefundedLine[] = [];
          for (const request of requests) {
            const plan = refundPlan(lines, refunded, new Map(request));
            if (plan.kind === 'ok') refunded.push(...plan.lines);
          }
          // Then everything that is left.
          const last = refundPlan(lines, refunded, everythingLeft(lines, refunded));
          if (last.kind === 'ok') refunded.push(...last.lines);
          for (const line of lines) {
            const taken = refunded.filter((r) => r.position === line.position);
            expect(taken.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(line.amount);
            expect(taken.reduce((sum, r) => sum + r.cents, 0)).toBeLessThanOrEqual(line.totalCents);
            expect(taken.every((r) => r.cents > 0)).toBe(true);
          }
          const paid = lines.reduce((sum, line) => sum + line.totalCents, 0);
          // Refunded in full, everything paid came back, to the cent.
          expect(refunded.reduce((sum, r) => sum + r.cents, 0)).toBe(paid);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('parseRefundLines (the staff form)', () => {
  it.each<[Record<string, string>, [number, number][], number[]]>([
    [
      { 'line-1': '1', 'line-2': '', 'line-3': '0' },
      [
        [1, 1],
        [3, 0],
      ],
      [],
    ],
    [{ 'line-1': ' 2 ' }, [[1, 2]], []],
    [{ 'line-1': 'twee', 'line-2': '-1', 'line-3': '1.5' }, [], [1, 2, 3]],
    [{ 'line-9': '1' }, [], []],
  ])('%j', (fields, request, unreadable) => {
    expect(parseRefundLines(fields, [1, 2, 3])).toEqual({ request: new Map(request), unreadable });
  });
});

describe('refundFormErrors (the refund form, in the browser and on the server: decision 620)', () => {
  const lines = [
    { position: 1, left: 2 },
    { position: 2, left: 1 },
    { position: 3, left: 0 },
  ];
  const tooMany = { key: 'beheer.refund.too_many' };
  it.each([
    [{}, {}],
    [{ 'line-1': '2', 'line-2': '', 'line-3': '0' }, {}],
    [{ 'line-1': ' 1 ' }, {}],
    [{ 'line-1': '3' }, { 'line-1': tooMany }],
    [
      { 'line-1': 'twee', 'line-2': '2', 'line-3': '1' },
      { 'line-1': tooMany, 'line-2': tooMany, 'line-3': tooMany },
    ],
    [{ 'line-2': '-1' }, { 'line-2': tooMany }],
    [{ 'line-9': '1' }, {}],
  ])('%j', (fields, errors) => {
    expect(refundFormErrors(fields, lines)).toEqual(errors);
  });

  it("names the service's refused positions the same way", () => {
    expect(refundLineErrors([2, 5])).toEqual({ 'line-2': tooMany, 'line-5': tooMany });
  });
});
