// Issue 31 "Content" (decision 713): the author form's check, what it stores, and the name search.
import { describe, expect, it } from 'vitest';
import {
  authorFormErrors,
  authorSearchFormErrors,
  authorSearchOf,
  parseAuthorForm,
} from './content-authors.ts';

describe('authorFormErrors', () => {
  it.each([
    ['nothing (no description)', {}, []],
    ['a description', { beschrijving: 'Schrijft over rust.' }, []],
    ['exactly the longest', { beschrijving: 'x'.repeat(5000) }, []],
    ['one character too long', { beschrijving: 'x'.repeat(5001) }, ['beschrijving']],
    ['long only by its spaces', { beschrijving: `  ${'x'.repeat(5000)}  ` }, []],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(authorFormErrors(fields))).toEqual(wrong);
  });

  it('says the longest by its field', () => {
    expect(authorFormErrors({ beschrijving: 'x'.repeat(5001) }).beschrijving).toEqual({
      key: 'beheer.content.too_long',
      params: { max: '5000' },
    });
  });
});

describe('parseAuthorForm', () => {
  it.each([
    ['trims and keeps paragraphs', { beschrijving: '  Eén.\r\n\r\nTwee.  ' }, 'Eén.\n\nTwee.'],
    ['empty is no description', { beschrijving: '   ' }, null],
    ['missing is no description', {}, null],
  ])('%s', (_what, fields, description) => {
    expect(parseAuthorForm(fields)).toEqual({ kind: 'ok', value: { description } });
  });
});

describe('authorSearchOf', () => {
  it.each([
    ['', { kind: 'all' }],
    ['   ', { kind: 'all' }],
    ['a', { kind: 'too-short' }],
    ['Li', { kind: 'words', words: ['li'] }],
    ['Brontë, Emily', { kind: 'words', words: ['bronte', 'emily'] }],
    ['  van  der   Berg ', { kind: 'words', words: ['van', 'der', 'berg'] }],
    ['a b c d e f g', { kind: 'words', words: ['a', 'b', 'c', 'd', 'e'] }],
  ] as const)('%j → %j', (q, expected) => {
    expect(authorSearchOf(q)).toEqual(expected);
  });

  it('says a too-short search by its field', () => {
    expect(authorSearchFormErrors({ q: 'x' })).toEqual({
      q: { key: 'beheer.authors.too_short', params: { min: '2' } },
    });
    expect(authorSearchFormErrors({ q: 'xy' })).toEqual({});
  });
});
