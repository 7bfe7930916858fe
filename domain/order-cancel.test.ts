// Issue 30 cancel (decision 607): which orders staff may cancel and the refusal for every other one; the cancel
// form's reason and mail box. The Dutch texts of the refusals and reasons: server/content/texts/domain-keys.test.ts.
import { describe, expect, it } from 'vitest';
import { type CancelFacts, cancelRefusal, cancelRefusalKey, parseCancelForm } from './order-cancel.ts';

describe('cancelRefusal: only an unpaid order that left the checkout', () => {
  const base: CancelFacts = { status: 'pending', fulfilled: false, deleted: false, onAccount: false };
  it.each([
    [{ status: 'pending' }, null],
    [{ status: 'banktransfer' }, null],
    [{ status: 'void' }, null],
    [{ status: 'open' }, 'in_checkout'],
    [{ status: 'open', deleted: true }, 'in_checkout'],
    [{ status: 'paid' }, 'paid'],
    [{ status: 'paid', fulfilled: true }, 'shipped'],
    [{ status: 'cancelled' }, 'cancelled'],
    [{ status: 'void', deleted: true }, 'deleted'],
    [{ status: 'banktransfer', deleted: true }, 'deleted'],
    [{ status: 'pending', deleted: true }, 'deleted'],
    [{ status: 'banktransfer', onAccount: true }, 'on_account'],
    [{ status: 'void', onAccount: true }, 'on_account'],
    [{ status: 'paid', onAccount: true }, 'paid'],
  ] as const)('%j → %s', (facts, refusal) => {
    expect(cancelRefusal({ ...base, ...facts })).toBe(refusal);
  });

  it('names each refusal by its text key', () => {
    expect(cancelRefusalKey('paid')).toBe('beheer.cancel.refused.paid');
  });
});

describe('parseCancelForm', () => {
  it.each([
    [
      { reason: 'customer', notify: 'on' },
      { reason: 'customer', notify: true },
    ],
    [{ reason: 'unpaid' }, { reason: 'unpaid', notify: false }],
    [
      { reason: ' unavailable ', notify: 'on' },
      { reason: 'unavailable', notify: true },
    ],
    [
      { reason: 'other', notify: 'nee' },
      { reason: 'other', notify: false },
    ],
  ])('%j → %j', (fields, input) => {
    expect(parseCancelForm(fields)).toEqual({ kind: 'ok', input });
  });

  it.each([{}, { reason: '' }, { reason: 'boos' }, { reason: 'CUSTOMER', notify: 'on' }])(
    'refuses %j by the reason field',
    (fields) => {
      expect(parseCancelForm(fields)).toEqual({
        kind: 'invalid',
        errors: { reason: { key: 'beheer.cancel.choose_reason' } },
      });
    },
  );
});
