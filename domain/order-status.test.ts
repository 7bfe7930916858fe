import { describe, expect, it } from 'vitest';
import { isDeletable, isPayable, orderList, type OrderStatus, payAction } from './order-status.ts';

describe('orderList (spec 2 §2: open and paid lists)', () => {
  it.each([
    ['open', null],
    ['pending', 'open'],
    ['banktransfer', 'open'],
    ['void', 'open'],
    ['paid', 'paid'],
    ['cancelled', 'open'],
  ] as const)('%s → %s', (status, list) => {
    expect(orderList(status)).toBe(list);
  });
});

describe('isDeletable (spec 2 §4)', () => {
  const base = {
    status: 'void' as OrderStatus,
    paid: false,
    fulfilled: false,
    onAccount: false,
    bankTransfer: false,
  };
  it.each([
    // void with nothing else
    [{}, true],
    // fulfilled but unpaid, not on account
    [{ status: 'pending', fulfilled: true }, true],
    [{ status: 'pending', fulfilled: true, onAccount: true }, false],
    // bank transfer chosen, unpaid, not on account
    [{ status: 'banktransfer', bankTransfer: true }, true],
    [{ status: 'banktransfer', bankTransfer: true, onAccount: true }, false],
    // void but something recorded
    [{ onAccount: true }, false],
    [{ bankTransfer: true }, true],
    [{ bankTransfer: true, onAccount: true }, false],
    // a payment under way, or paid
    [{ status: 'pending' }, false],
    [{ status: 'open' }, false],
    [{ status: 'paid', paid: true }, false],
    [{ status: 'paid', paid: true, bankTransfer: true }, false],
    // cancelled by staff (decision 606): whatever was chosen before
    [{ status: 'cancelled' }, true],
    [{ status: 'cancelled', bankTransfer: true }, true],
    [{ status: 'cancelled', onAccount: true }, true],
  ] as const)('%j → %s', (facts, deletable) => {
    expect(isDeletable({ ...base, ...facts })).toBe(deletable);
  });
});

describe('payAction and isPayable (spec 2 §4 Betaal nu / Betaal anders)', () => {
  it.each([
    ['open', null, true],
    ['pending', 'pay-now', true],
    ['void', 'pay-now', true],
    ['banktransfer', 'pay-differently', true],
    ['paid', null, false],
    ['cancelled', null, false],
  ] as const)('%s → %s, payable %s', (status, action, payable) => {
    expect(payAction(status)).toBe(action);
    expect(isPayable(status)).toBe(payable);
  });
});
