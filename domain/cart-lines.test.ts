// Spec 3 §4 "Cart lines", "Cart merge on login", "Wishlist merge" and §5 "Cart amount".
import { describe, expect, it } from 'vitest';
import {
  addToLines,
  AMOUNT_NOT_WHOLE,
  AMOUNT_TOO_LARGE,
  type CartAmountResult,
  liveLines,
  MAX_AMOUNT,
  mergeCarts,
  mergeDecision,
  mergeWishlists,
  parseCartAmount,
  removeLine,
  replaceAmount,
  type StoredLine,
} from './cart-lines.ts';

const A = '9789020000001';
const B = '9789020000002';
const C = '9789020000003';
const ok = (sku: string, amount: number): StoredLine => ({ sku, amount, status: 'ok' });
const added = (sku: string, amount: number): StoredLine => ({ sku, amount, status: 'added' });
const gone = (sku: string): StoredLine => ({ sku, amount: 0, status: 'deletedx' });

describe('spec 3 §5 "Cart amount must be an integer. 0 or empty opens the delete confirmation"', () => {
  it.each<[string, CartAmountResult]>([
    ['1', { kind: 'ok', amount: 1 }],
    ['2', { kind: 'ok', amount: 2 }],
    [' 12 ', { kind: 'ok', amount: 12 }],
    ['007', { kind: 'ok', amount: 7 }],
    ['999', { kind: 'ok', amount: 999 }],
    ['0', { kind: 'confirm-delete' }],
    ['000', { kind: 'confirm-delete' }],
    ['', { kind: 'confirm-delete' }],
    ['   ', { kind: 'confirm-delete' }],
    ['1000', { kind: 'invalid', message: AMOUNT_TOO_LARGE }],
    ['99999999999999999999', { kind: 'invalid', message: AMOUNT_TOO_LARGE }],
    ['1,5', { kind: 'invalid', message: AMOUNT_NOT_WHOLE }],
    ['2.0', { kind: 'invalid', message: AMOUNT_NOT_WHOLE }],
    ['-1', { kind: 'invalid', message: AMOUNT_NOT_WHOLE }],
    ['twee', { kind: 'invalid', message: AMOUNT_NOT_WHOLE }],
    ['1e3', { kind: 'invalid', message: AMOUNT_NOT_WHOLE }],
  ])('%j → %j', (text, result) => {
    expect(parseCartAmount(text)).toEqual(result);
  });

  it('speaks Dutch', () => {
    expect(AMOUNT_TOO_LARGE).toContain('999');
    expect(AMOUNT_NOT_WHOLE).toMatch(/^Vul een heel aantal in/);
  });
});

describe('spec 3 §4 cart lines: add, replace, remove', () => {
  it.each<[string, StoredLine[], string, number, StoredLine[]]>([
    ['a new sku is appended as added', [ok(A, 1)], B, 1, [ok(A, 1), added(B, 1)]],
    [
      'an existing sku increments by 1 and keeps its status',
      [ok(A, 1), ok(B, 2)],
      A,
      1,
      [ok(A, 2), ok(B, 2)],
    ],
    ['an existing sku by more than 1', [ok(A, 1)], A, 3, [ok(A, 4)]],
    ['capped at 999', [ok(A, 999)], A, 1, [ok(A, MAX_AMOUNT)]],
    [
      'a removed line comes back as added with the amount',
      [gone(A), ok(B, 1)],
      A,
      1,
      [added(A, 1), ok(B, 1)],
    ],
    ['to an empty cart', [], A, 2, [added(A, 2)]],
  ])('addToLines: %s', (_, lines, sku, amount, result) => {
    expect(addToLines(lines, sku, amount)).toEqual(result);
  });

  it('refuses an add of 0, a fraction or more than 999 (the service checks input first)', () => {
    expect(() => addToLines([], A, 0)).toThrow(RangeError);
    expect(() => addToLines([], A, 1.5)).toThrow(RangeError);
    expect(() => addToLines([], A, 1000)).toThrow(RangeError);
  });

  it.each<[string, StoredLine[], string, number, StoredLine[]]>([
    ['sets the amount of an existing line', [ok(A, 1), ok(B, 1)], A, 5, [ok(A, 5), ok(B, 1)]],
    ['does nothing for an unknown sku', [ok(A, 1)], B, 5, [ok(A, 1)]],
    ['does nothing for a removed line', [gone(A)], A, 5, [gone(A)]],
  ])('replaceAmount: %s', (_, lines, sku, amount, result) => {
    expect(replaceAmount(lines, sku, amount)).toEqual(result);
  });

  it('replaceAmount refuses 0 (that is a removal, after confirmation) and 1000', () => {
    expect(() => replaceAmount([ok(A, 1)], A, 0)).toThrow(RangeError);
    expect(() => replaceAmount([ok(A, 1)], A, 1000)).toThrow(RangeError);
  });

  it('removeLine sets deletedx and amount 0 and keeps the line', () => {
    expect(removeLine([ok(A, 3), added(B, 1)], A)).toEqual([gone(A), added(B, 1)]);
    expect(removeLine([ok(A, 3)], B)).toEqual([ok(A, 3)]);
  });

  it('liveLines hides deletedx lines and lines with amount 0', () => {
    expect(liveLines([ok(A, 1), gone(B), { sku: C, amount: 0, status: 'ok' }])).toEqual([ok(A, 1)]);
  });

  it('does not change the lines it is given', () => {
    const lines = Object.freeze([Object.freeze(ok(A, 1))]);
    addToLines(lines, A);
    replaceAmount(lines, A, 3);
    removeLine(lines, A);
    expect(lines).toEqual([ok(A, 1)]);
  });
});

describe('spec 3 §4 "Cart merge on login"', () => {
  it.each<[string, StoredLine[], StoredLine[], 'merge' | 'compare' | 'nothing']>([
    ['guest cart empty: nothing', [], [ok(A, 1)], 'nothing'],
    ['guest cart with removed lines only: nothing', [gone(A)], [ok(B, 1)], 'nothing'],
    ['saved cart empty: merge', [added(A, 1)], [], 'merge'],
    ['saved cart with removed lines only: merge', [added(A, 1)], [gone(B)], 'merge'],
    ['both with live lines: compare', [added(A, 1)], [ok(B, 1)], 'compare'],
    ['both empty: nothing', [], [], 'nothing'],
  ])('%s', (_, guest, saved, decision) => {
    expect(mergeDecision(guest, saved)).toBe(decision);
  });

  it.each<[string, StoredLine[], StoredLine[], StoredLine[]]>([
    [
      'a matching sku takes the guest amount and status',
      [added(A, 3)],
      [ok(A, 1), ok(B, 2)],
      [added(A, 3), ok(B, 2)],
    ],
    ['other guest lines are added after the saved ones', [added(C, 1)], [ok(A, 1)], [ok(A, 1), added(C, 1)]],
    ['a saved removed line comes back with the guest amount', [added(A, 2)], [gone(A)], [added(A, 2)]],
    ['a guest removed line takes no part', [gone(A), added(B, 1)], [ok(A, 4)], [ok(A, 4), added(B, 1)]],
    ['into an empty saved cart', [added(A, 1), added(B, 2)], [], [added(A, 1), added(B, 2)]],
  ])('mergeCarts: %s', (_, guest, saved, result) => {
    expect(mergeCarts(guest, saved)).toEqual(result);
  });

  it('keeps one line per sku', () => {
    const merged = mergeCarts([added(A, 1), added(B, 1), added(C, 1)], [ok(A, 2), ok(C, 9), gone(B)]);
    expect(new Set(merged.map((line) => line.sku)).size).toBe(merged.length);
  });
});

describe('spec 3 §4 "Wishlist merge": guest entries not already in the list are added, no duplicates', () => {
  it.each<[string[], string[], string[]]>([
    [
      [A, B],
      [B, C],
      [B, C, A],
    ],
    [[], [A], [A]],
    [[A], [], [A]],
    [[A, A], [], [A]],
    [[A], [A], [A]],
  ])('guest %j + saved %j → %j', (guest, saved, result) => {
    expect(mergeWishlists(guest, saved)).toEqual(result);
  });
});
