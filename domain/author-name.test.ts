import { describe, expect, it } from 'vitest';
import { authorFullName } from './author-name.ts';

describe('authorFullName (issue 12 #8: one rule instead of three copies)', () => {
  it.each([
    [['Jan', 'van der', 'Berg'], 'Jan van der Berg'],
    [['Jan', '', 'Berg'], 'Jan Berg'],
    [['Jan', '  ', 'Berg'], 'Jan Berg'],
    [[null, null, 'Multatuli'], 'Multatuli'],
    [['', undefined, 'Anoniem'], 'Anoniem'],
    [[null, null, null], ''],
  ] as const)('%j → %s', ([first, prefix, last], name) => {
    expect(authorFullName(first, prefix, last)).toBe(name);
  });
});
