// Spec 2 §4 "Payment status and confirmation page" and DESIGN "Money flow": the payment state machine, the status
// table of the result page and the order and cart resets per outcome and viewer.
import { describe, expect, it } from 'vitest';
import {
  applyReportedState,
  canChangePaymentState,
  FINAL_PAYMENT_STATES,
  isFinalPaymentState,
  isPaymentState,
  PAYMENT_OUTCOMES,
  PAYMENT_STATES,
  type PaymentOutcome,
  paymentOutcome,
  resultPage,
  resultResets,
  type ViewerKind,
} from './payment-status.ts';

describe('payment states', () => {
  it('knows open and the four final states', () => {
    expect(PAYMENT_STATES.filter((state) => !isFinalPaymentState(state))).toEqual(['open']);
    expect(FINAL_PAYMENT_STATES).toEqual(['paid', 'failed', 'canceled', 'expired']);
  });

  it.each([
    ['paid', true],
    ['open', true],
    ['pending', false],
    ['PAID', false],
    [null, false],
    [3, false],
  ])('isPaymentState(%j) → %s', (value, expected) => {
    expect(isPaymentState(value)).toBe(expected);
  });

  // Every pair: only open → a final state is a change.
  const pairs = PAYMENT_STATES.flatMap((from) => PAYMENT_STATES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canChangePaymentState(from, to)).toBe(from === 'open' && to !== 'open');
  });
});

describe('applyReportedState (the provider is the only way to paid; a final state never changes)', () => {
  it.each([
    ['open', 'open', { kind: 'unchanged' }],
    ['open', 'paid', { kind: 'change', to: 'paid' }],
    ['open', 'failed', { kind: 'change', to: 'failed' }],
    ['open', 'canceled', { kind: 'change', to: 'canceled' }],
    ['open', 'expired', { kind: 'change', to: 'expired' }],
    ['paid', 'paid', { kind: 'unchanged' }],
    ['failed', 'failed', { kind: 'unchanged' }],
    ['paid', 'open', { kind: 'conflict', recorded: 'paid', reported: 'open' }],
    ['paid', 'failed', { kind: 'conflict', recorded: 'paid', reported: 'failed' }],
    ['expired', 'paid', { kind: 'conflict', recorded: 'expired', reported: 'paid' }],
    ['canceled', 'open', { kind: 'conflict', recorded: 'canceled', reported: 'open' }],
  ] as const)('recorded %s, provider says %s', (recorded, reported, expected) => {
    expect(applyReportedState(recorded, reported)).toEqual(expected);
  });

  it('reaches paid from nothing but a report of paid', () => {
    for (const recorded of PAYMENT_STATES)
      for (const reported of PAYMENT_STATES) {
        const result = applyReportedState(recorded, reported);
        if (result.kind === 'change' && result.to === 'paid') expect(reported).toBe('paid');
      }
  });
});

describe('paymentOutcome', () => {
  it.each([
    [false, null, 'void'],
    [false, 'open', 'processing'],
    [false, 'paid', 'paid'],
    [false, 'failed', 'void'],
    [false, 'canceled', 'void'],
    [false, 'expired', 'void'],
    [true, null, 'banktransfer'],
    [true, 'canceled', 'banktransfer'],
    [true, 'open', 'banktransfer'],
    [true, 'paid', 'paid'],
  ] as const)('bank transfer %s, latest payment %s → %s', (bankTransfer, latestPayment, expected) => {
    expect(paymentOutcome({ bankTransfer, latestPayment })).toBe(expected);
  });
});

describe('resultPage (spec 2 §4 status table)', () => {
  it.each([
    ['paid', 'payment_success', false, false, false],
    ['banktransfer', 'payment_pending', true, false, false],
    ['processing', 'payment_processing', false, true, false],
    ['void', 'payment_error', false, false, true],
  ] as const)('%s → %s', (outcome, header, bankDetailsDialog, refreshUntilFinal, offersOtherMethod) => {
    expect(resultPage(outcome)).toEqual({ header, bankDetailsDialog, refreshUntilFinal, offersOtherMethod });
  });

  it('has a page for every outcome', () => {
    expect(PAYMENT_OUTCOMES.map((outcome) => resultPage(outcome).header)).toEqual([
      'payment_success',
      'payment_pending',
      'payment_processing',
      'payment_error',
      'payment.cancelled',
    ]);
  });
});

describe('resultResets (spec 2 §4 rules, spec 3 §4 order reset)', () => {
  const table: [PaymentOutcome, ViewerKind, boolean, boolean, boolean][] = [
    // outcome, viewer, paying an open order from the orders tab, reset order, clear cart
    ['paid', 'guest', false, true, true],
    ['paid', 'customer', false, true, true],
    ['paid', 'customer', true, true, false],
    ['banktransfer', 'guest', false, true, true],
    ['banktransfer', 'customer', false, true, true],
    ['banktransfer', 'customer', true, true, false],
    ['processing', 'guest', false, false, false],
    ['processing', 'customer', false, false, false],
    ['processing', 'customer', true, false, false],
    ['void', 'guest', false, false, false],
    ['void', 'customer', false, true, true],
    ['void', 'customer', true, true, false],
    // Decision 606: a cancelled order was let go of its cart when staff cancelled it; nothing left to reset.
    ['cancelled', 'guest', false, false, false],
    ['cancelled', 'customer', false, false, false],
    ['cancelled', 'customer', true, false, false],
  ];
  it.each(table)('%s for a %s (open order %s)', (outcome, viewer, openOrder, resetOrder, clearCart) => {
    expect(resultResets(outcome, viewer, openOrder)).toEqual({ resetOrder, clearCart });
  });

  it('never clears a cart without letting the order go', () => {
    for (const outcome of PAYMENT_OUTCOMES)
      for (const viewer of ['guest', 'customer'] as const)
        for (const openOrder of [false, true]) {
          const resets = resultResets(outcome, viewer, openOrder);
          if (resets.clearCart) expect(resets.resetOrder).toBe(true);
        }
  });
});
