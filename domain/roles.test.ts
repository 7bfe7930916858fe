import { describe, expect, it } from 'vitest';
import { hasNoShippingCosts, isPartner, partnerStatus } from './roles.ts';

describe('isPartner (spec 2 §4: flagged true or on, and a non-empty partner code)', () => {
  it.each([
    [true, 'PC123', true],
    ['true', 'PC123', true],
    ['on', 'PC123', true],
    ['on', '', false],
    ['on', '   ', false],
    [true, null, false],
    ['off', 'PC123', false],
    ['', 'PC123', false],
    [false, 'PC123', false],
    [null, 'PC123', false],
  ] as const)('flag %j with code %j → %s', (flag, code, expected) => {
    expect(isPartner(flag, code)).toBe(expected);
  });
});

describe("hasNoShippingCosts (spec 2 §3: 'on' or '1')", () => {
  it.each([
    ['on', true],
    ['1', true],
    [true, true],
    ['', false],
    ['0', false],
    ['off', false],
    [null, false],
  ] as const)('%j → %s', (value, expected) => {
    expect(hasNoShippingCosts(value)).toBe(expected);
  });
});

describe('partnerStatus (spec 2 §3/§9: pend, on, 1, empty)', () => {
  it.each([
    ['pend', 'pending'],
    ['on', 'active'],
    ['1', 'active'],
    ['', 'none'],
    [null, 'none'],
  ] as const)('%j → %s', (value, expected) => {
    expect(partnerStatus(value)).toBe(expected);
  });
});
