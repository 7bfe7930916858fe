import { describe, expect, it } from 'vitest';
import { showsOpenOrderNotice } from './open-order.ts';

describe('showsOpenOrderNotice (spec 1 §4)', () => {
  it.each([
    ['void', null, true],
    ['banktransfer', null, true],
    ['void', '2026-11-20T10:00:00Z', false],
    ['banktransfer', '2026-11-20T10:00:00Z', false],
    ['pending', null, false],
    ['paid', null, false],
    ['confirmed', null, false],
  ] as const)('status %s, paid %s → %s', (status, orderPaid, shows) => {
    expect(showsOpenOrderNotice({ status, orderPaid })).toBe(shows);
  });

  it('shows nothing without an order', () => {
    expect(showsOpenOrderNotice(null)).toBe(false);
  });
});
