// The last few versions of the texts or the shell's shared part: the oldest goes first, a version registered
// again counts as new, and a value registered under two versions (today's part for an unknown one) is found by both.
import { describe, expect, it } from 'vitest';
import { keptVersions } from './kept-versions.ts';

describe('keptVersions', () => {
  it('keeps the last four versions, a version registered again as the newest', () => {
    const kept = keptVersions<string>();
    for (const version of ['a', 'b', 'c', 'd']) kept.register(version, version.toUpperCase());
    kept.register('a', 'A2');
    kept.register('e', 'E');
    expect(['a', 'b', 'c', 'd', 'e'].map((version) => kept.get(version))).toEqual([
      'A2',
      undefined,
      'C',
      'D',
      'E',
    ]);
    expect(kept.has('b')).toBe(false);
  });

  it('finds one value under two versions', () => {
    const kept = keptVersions<object>(2);
    const today = {};
    kept.register('old', today);
    kept.register('new', today);
    expect(kept.get('old')).toBe(today);
    expect(kept.get('new')).toBe(today);
  });
});
