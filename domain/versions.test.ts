import { describe, expect, it } from 'vitest';
import { compareVersions, isOutdated } from './versions.ts';

describe('compareVersions (spec 1 §5: dotted numeric parts)', () => {
  it.each([
    ['2.30.22', '2.30.22', 0],
    ['2.30.22', '2.30.23', -1],
    ['2.30.22', '2.30.100', -1], // numeric, not alphabetical
    ['2.30.22', '2.4.0', 1],
    ['2.30', '2.30.0', 0],
    ['2.30', '2.30.1', -1],
    ['3', '2.99.99', 1],
    [' 2.30.22 ', '2.30.22', 0],
  ] as const)('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('calls the running version outdated only when the published one is newer', () => {
    expect(isOutdated('2.30.22', '2.30.23')).toBe(true);
    expect(isOutdated('2.30.22', '2.30.22')).toBe(false);
    expect(isOutdated('2.30.23', '2.30.22')).toBe(false);
  });
});
