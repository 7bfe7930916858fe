// Decision 610: a bank transfer staff record — which orders may, and the amount, day and reference as typed,
// each message by its field.
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { paymentReceivedFormErrors, parsePaymentReceived, receivedRefusal } from './payment-received.ts';

const FACTS = { totalCents: cents(2495), today: '2026-11-30', placedOn: '2026-11-20' };

describe('which orders a transfer may be recorded for', () => {
  it.each([
    ['banktransfer', null],
    ['void', null],
    ['pending', null],
    ['cancelled', null],
    ['paid', 'paid'],
    ['open', 'in_checkout'],
  ])('%s → %j', (status, expected) => {
    expect(receivedRefusal({ status })).toBe(expected);
  });
});

describe('the form', () => {
  it.each([
    ['24,95', '2026-11-30', '2026-11-30'],
    ['€ 24,95', '2026-11-20', '2026-11-20'],
    ['24.95', '27-11-2026', '2026-11-27'],
    ['24,95', '1-11-2026', null],
  ])('amount %j on %j is recorded for %j', (amount, date, day) => {
    const parsed = parsePaymentReceived({ bedrag: amount, datum: date, kenmerk: '  NL  ref ' }, FACTS);
    if (day === null) {
      expect(parsed.kind).toBe('invalid');
      return;
    }
    expect(parsed).toEqual({
      kind: 'ok',
      payment: { amountCents: 2495, receivedOn: day, reference: 'NL ref' },
    });
  });

  it.each([
    [{ bedrag: '' }, 'bedrag', { key: 'form_errors.general' }],
    [{ bedrag: '24,9x' }, 'bedrag', { key: 'beheer.received.amount_invalid' }],
    [{ bedrag: '24,94' }, 'bedrag', { key: 'beheer.received.amount_other', params: { total: '€ 24,95' } }],
    [{ datum: '' }, 'datum', { key: 'beheer.received.date_invalid' }],
    [{ datum: '2026-02-30' }, 'datum', { key: 'beheer.received.date_invalid' }],
    [{ datum: '2026-12-01' }, 'datum', { key: 'beheer.received.date_future' }],
    [{ datum: '2026-11-19' }, 'datum', { key: 'beheer.received.date_before_order' }],
    [
      { kenmerk: 'x'.repeat(141) },
      'kenmerk',
      { key: 'beheer.received.reference_long', params: { max: 140 } },
    ],
  ])('%j → a message by %s', (typed, field, message) => {
    const errors = paymentReceivedFormErrors({ bedrag: '24,95', datum: '2026-11-30', ...typed }, FACTS);
    expect(errors).toEqual({ [field]: message });
  });
});
