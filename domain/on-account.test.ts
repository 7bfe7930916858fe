// Decision 611 (spec 2 §3 order_onaccount): which orders may go on account, the payment term as typed, the due
// day and when an invoice on account is overdue.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_TERM_DAYS,
  isOverdue,
  onAccountFormErrors,
  onAccountRefusal,
  parsePaymentTerm,
  paymentDueOn,
  paymentTermOf,
} from './on-account.ts';
import type { OrderStatus } from './order-status.ts';

describe('which orders may go on account', () => {
  it.each<[OrderStatus, boolean, string, ReturnType<typeof onAccountRefusal>]>([
    ['banktransfer', false, 'Boekhandel BV', null],
    ['void', false, 'Boekhandel BV', null],
    ['pending', false, 'Boekhandel BV', null],
    ['banktransfer', false, '   ', 'not_business'],
    ['paid', false, 'Boekhandel BV', 'paid'],
    ['open', false, 'Boekhandel BV', 'in_checkout'],
    ['banktransfer', true, 'Boekhandel BV', 'already'],
    ['paid', true, 'Boekhandel BV', 'already'],
  ])('%s, on account %s, company %j → %j', (status, onAccount, company, expected) => {
    expect(onAccountRefusal({ status, onAccount, company })).toBe(expected);
  });

  it('refuses a status it does not know as unpaid', () => {
    expect(onAccountRefusal({ status: 'cancelled' as OrderStatus, onAccount: false, company: 'BV' })).toBe(
      'not_unpaid',
    );
  });
});

describe('the payment term', () => {
  it.each([
    ['30', 30],
    [' 14 ', 14],
    ['1', 1],
    ['90', 90],
    ['0', null],
    ['91', null],
    ['14,5', null],
    ['-3', null],
    ['', null],
    ['dertig', null],
  ])('%j → %j', (typed, expected) => {
    expect(parsePaymentTerm(typed)).toBe(expected);
    expect(onAccountFormErrors({ termijn: typed })).toEqual(
      expected === null
        ? { termijn: { key: 'beheer.on_account.term_invalid', params: { min: 1, max: 90 } } }
        : {},
    );
  });

  it('takes the shop setting, or 30 days when it is missing or unusable', () => {
    expect(paymentTermOf('14')).toBe(14);
    expect(paymentTermOf(undefined)).toBe(DEFAULT_PAYMENT_TERM_DAYS);
    expect(paymentTermOf('365')).toBe(30);
  });

  it.each([
    ['2026-11-30', 30, '2026-12-30'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2028-02-14', 14, '2028-02-28'],
    ['2028-02-15', 14, '2028-02-29'],
  ])('invoiced %s with %d days is due %s', (day, days, due) => {
    expect(paymentDueOn(day, days)).toBe(due);
  });

  it.each([
    ['2026-12-30', false, '2026-12-30', false],
    ['2026-12-30', false, '2026-12-31', true],
    ['2026-12-30', true, '2027-01-31', false],
    [null, false, '2027-01-31', false],
  ])('due %j, paid %s, today %s → overdue %s', (due, paid, today, expected) => {
    expect(isOverdue({ paymentDueOn: due, paid }, today)).toBe(expected);
  });
});
