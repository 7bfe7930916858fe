// Issue 31 "Content" (decision 722): the home tips' ISBN check and moving a tip up or down.
import { describe, expect, it } from 'vitest';
import { cleanIsbn, moveTip, tipFormErrors } from './content-tips.ts';

describe('tipFormErrors', () => {
  it.each([
    ['an ISBN', '9789493000049', {}],
    ['an ISBN with hyphens and spaces', ' 978-94-930 0004-9 ', {}],
    ['nothing', '', { isbn: { key: 'beheer.tips.isbn_missing' } }],
    ['too short', '978949300004', { isbn: { key: 'beheer.tips.isbn_invalid' } }],
    ['letters', '978949300004X', { isbn: { key: 'beheer.tips.isbn_invalid' } }],
  ])('%s', (_what, isbn, errors) => {
    expect(tipFormErrors({ isbn })).toEqual(errors);
  });

  it('cleans the typed ISBN', () => {
    expect(cleanIsbn(' 978-94-930 0004-9 ')).toBe('9789493000049');
  });
});

describe('moveTip', () => {
  const order = ['a', 'b', 'c'];
  it.each([
    ['the middle up', 'b', 'up', ['b', 'a', 'c']],
    ['the middle down', 'b', 'down', ['a', 'c', 'b']],
    ['the first up: stays', 'a', 'up', ['a', 'b', 'c']],
    ['the last down: stays', 'c', 'down', ['a', 'b', 'c']],
    ['the first down', 'a', 'down', ['b', 'a', 'c']],
    ['one not in the list', 'x', 'up', ['a', 'b', 'c']],
  ] as const)('%s', (_what, sku, move, after) => {
    expect(moveTip(order, sku, move)).toEqual(after);
  });

  it('leaves the given order alone', () => {
    moveTip(order, 'b', 'up');
    expect(order).toEqual(['a', 'b', 'c']);
  });
});
