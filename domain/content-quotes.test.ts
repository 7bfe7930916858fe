// Issue 31 "Content" (decision 705): the quote form's check and what it stores.
import { describe, expect, it } from 'vitest';
import { parseQuoteForm, quoteFormErrors } from './content-quotes.ts';

const ok = { citaat: 'Lezen is dromen met open ogen.', auteur: 'Anoniem' };

describe('quoteFormErrors', () => {
  it.each([
    ['a text and an author', ok, []],
    ['nothing', {}, ['citaat', 'auteur']],
    ['blanks', { citaat: ' ', auteur: ' ' }, ['citaat', 'auteur']],
    ['a long quote', { ...ok, citaat: 'x'.repeat(1001) }, ['citaat']],
    ['a long author', { ...ok, auteur: 'x'.repeat(201) }, ['auteur']],
    ['an ISBN with hyphens', { ...ok, isbn: '978-94-930-0004-9' }, []],
    ['a short ISBN', { ...ok, isbn: '978' }, ['isbn']],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(quoteFormErrors(fields))).toEqual(wrong);
  });
});

describe('parseQuoteForm', () => {
  it('trims and leaves an empty ISBN null', () => {
    expect(parseQuoteForm({ citaat: ' Lezen. ', auteur: ' A ', isbn: '' })).toEqual({
      kind: 'ok',
      value: { text: 'Lezen.', author: 'A', isbn: null },
    });
  });
});
