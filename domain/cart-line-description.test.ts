// Spec 3 §3 cart line description, with the spec's own example.
import { describe, expect, it } from 'vitest';
import { lineDescription } from './cart-line-description.ts';

describe('spec 3 §3 cart line description: collection name, a colon, the title, the part, the version tag', () => {
  it.each([
    [
      { collectionName: 'Leven in balans', collectionPart: '2', versionTag: 'gebonden' },
      'Leven in balans: Meer rust 2 (gebonden)',
    ],
    [{ collectionName: null, collectionPart: null, versionTag: null }, 'Meer rust'],
    [
      { collectionName: 'Leven in balans', collectionPart: null, versionTag: null },
      'Leven in balans: Meer rust',
    ],
    [{ collectionName: ' ', collectionPart: '3', versionTag: 'e-book' }, 'Meer rust 3 (e-book)'],
  ])('%o → %s', (parts, expected) => {
    expect(lineDescription({ title: 'Meer  rust', ...parts })).toBe(expected);
  });
});
