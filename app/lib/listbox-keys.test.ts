// Arrow keys in the search overlay's listbox (WAI-ARIA APG combobox pattern: wrap at both ends).
import { describe, expect, it } from 'vitest';
import { isArrowKey, moveActive } from './listbox-keys';

describe('moveActive', () => {
  it.each([
    [null, 10, 'ArrowDown', 0],
    [null, 10, 'ArrowUp', 9],
    [0, 10, 'ArrowDown', 1],
    [8, 10, 'ArrowDown', 9],
    [9, 10, 'ArrowDown', 0],
    [0, 10, 'ArrowUp', 9],
    [5, 10, 'ArrowUp', 4],
    [0, 1, 'ArrowDown', 0],
    [0, 1, 'ArrowUp', 0],
    [null, 0, 'ArrowDown', null],
    [3, 0, 'ArrowUp', null],
    // an index left over from a longer list starts again from the input
    [7, 3, 'ArrowDown', 0],
    [7, 3, 'ArrowUp', 2],
  ] as const)('from %s of %i with %s → %s', (active, count, key, expected) => {
    expect(moveActive(active, count, key)).toBe(expected);
  });

  it('knows the arrow keys it moves with', () => {
    expect(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'Enter'].map(isArrowKey)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
