// Spec 1 §5 and §9 search rules, §4 search scope, DESIGN.md section mapping.
import { describe, expect, it } from 'vitest';
import {
  checkTerm,
  nameKey,
  normaliseTerm,
  savedQueryKey,
  scopeForToggle,
  searchPageToggle,
  searchResultsHref,
  shouldSaveQuery,
  widerScope,
  scopeFromSection,
  scopeShop,
  sectionForScope,
  SEARCH_SCOPES,
  showsTopMatch,
  termIsbn,
  termKey,
  tsQueryText,
  MAX_SEARCH_WORDS,
  searchText,
  searchWords,
} from './search.ts';

describe('normaliseTerm (spec 1 §5: ? and ! stripped, trimmed)', () => {
  it.each([
    ['  zelfvertrouwen  ', 'zelfvertrouwen'],
    ['wat nu?', 'wat nu'],
    ['Nu!', 'Nu'],
    ['?!?', ''],
    ['covey    stephen', 'covey stephen'],
    ['\tboek\n', 'boek'],
  ])('%j → %j', (raw, expected) => expect(normaliseTerm(raw)).toBe(expected));
});

describe('checkTerm (spec 1 §5/§9: minimum 3 characters or CD)', () => {
  it.each([
    ['', { ok: false, reason: 'empty' }],
    ['   ', { ok: false, reason: 'empty' }],
    ['!?', { ok: false, reason: 'empty' }],
    ['ab', { ok: false, reason: 'too_short' }],
    [' ab ', { ok: false, reason: 'too_short' }],
    ['ab?', { ok: false, reason: 'too_short' }],
    ['abc', { ok: true, term: 'abc' }],
    ['CD', { ok: true, term: 'CD' }],
    ['cd', { ok: true, term: 'cd' }],
    [' Cd! ', { ok: true, term: 'Cd' }],
    ['dvd', { ok: true, term: 'dvd' }],
    ['a b', { ok: true, term: 'a b' }],
  ])('%j → %j', (raw, expected) => expect(checkTerm(raw)).toEqual(expected));
});

describe('termIsbn: ISBN-13 or ISBN-10, with or without hyphens → ISBN-13', () => {
  it.each([
    ['9789493000001', '9789493000001'],
    ['978-94-930-0000-1', '9789493000001'],
    ['978 94 930 0000 1', '9789493000001'],
    ['9789493000002', null], // wrong check digit
    ['94-930-0000-1', '9789493000001'],
    ['9493000001', '9789493000001'],
    ['9493000002', null], // wrong ISBN-10 check digit
    ['080442957X', '9780804429573'],
    ['080442957x', '9780804429573'],
    ['zelfvertrouwen', null],
    ['1234', null],
  ])('%j → %j', (term, expected) => expect(termIsbn(term)).toBe(expected));
});

describe('tsQueryText: every word, the last as a prefix while typing; nothing the user types is syntax', () => {
  it.each([
    ['zelfvertrouwen', false, 'zelfvertrouwen'],
    ['zelfvert', true, 'zelfvert:*'],
    ['Covey Stephen', false, 'covey & stephen'],
    ['covey ste', true, 'covey & ste:*'],
    // A one- or two-letter last word is not a prefix yet, unless it is all there is ('CD').
    ['stoïcisme v', true, 'stoïcisme'],
    ['kracht van he', true, 'kracht & van'],
    ['stoïcisme v', false, 'stoïcisme & v'],
    ['cd', true, 'cd:*'],
    ["a & b | !c <-> 'd':*", false, 'a & b & c & d'],
    ['zelf-hulp', false, 'zelf & hulp'],
    ['Diëtist', false, 'diëtist'],
    ['& | :', false, null],
  ])('%j (prefix %s) → %j', (term, prefix, expected) => expect(tsQueryText(term, prefix)).toBe(expected));
});

describe('issue 11 #8: a search uses at most MAX_SEARCH_WORDS distinct words', () => {
  const thirty = Array.from({ length: 30 }, (_, i) => `wd${i}x`).join(' ');

  it('keeps the first distinct words of a 30-word term, and says words were left out', () => {
    const { words, complete } = searchWords(thirty);
    expect(MAX_SEARCH_WORDS).toBe(10);
    expect(words).toEqual(Array.from({ length: 10 }, (_, i) => `wd${i}x`));
    expect(complete).toBe(false);
    expect(searchWords('rust rust en nog eens rust')).toEqual({
      words: ['rust', 'en', 'nog', 'eens'],
      complete: true,
    });
  });

  it('queries the full text with those words only, and no prefix when the last typed word is not among them', () => {
    expect(tsQueryText(thirty, false)!.split(' & ')).toHaveLength(10);
    expect(tsQueryText(thirty, true)).toBe(Array.from({ length: 10 }, (_, i) => `wd${i}x`).join(' & '));
  });

  it('compares the whole term by trigrams only as far as those words go', () => {
    expect(searchText('De kracht van het nu')).toBe('De kracht van het nu');
    expect(searchText(thirty)).toBe(Array.from({ length: 10 }, (_, i) => `wd${i}x`).join(' '));
  });
});

describe('scopes (DESIGN.md: section sb → own, zb → sb, all and sball → all; spec 1 §4 shop and toggle)', () => {
  it.each([
    ['sb', 'own'],
    ['zb', 'sb'],
    ['all', 'all'],
    ['sball', 'all'],
    ['SB', 'own'],
    ['', null],
    [null, null],
    ['xyz', null],
  ])('section %j → %j', (section, scope) => expect(scopeFromSection(section)).toBe(scope));

  it('maps every scope back to a section that maps to it', () => {
    for (const scope of SEARCH_SCOPES) expect(scopeFromSection(sectionForScope(scope))).toBe(scope);
  });

  it.each([
    ['own', { shop: 'SHOP_SB', toggle: 1 }],
    ['sb', { shop: 'SHOP_SB', toggle: 2 }],
    ['all', { shop: 'SHOP_ALL', toggle: 3 }],
  ] as const)('scope %s → %j', (scope, expected) => expect(scopeShop(scope)).toEqual(expected));
});

describe('termKey: one key whatever the case, accents or stripped characters', () => {
  it.each([
    ['Zelfvertrouwen', 'zelfvertrouwen'],
    [' zelfvertrouwen? ', 'zelfvertrouwen'],
    ['Zélfvertrouwen!', 'zelfvertrouwen'],
    ['Stephen  R. Covey', 'stephen r. covey'],
    ['Één', 'een'],
  ])('%j → %j', (term, key) => {
    expect(termKey(term)).toBe(key);
  });
});

describe('showsTopMatch (spec 1 §5: longer than minLengthSearchSuggestion, title starts with the term, orderable)', () => {
  it.each([
    // term, minLength, title, orderable, shown
    ['meer zelf', 5, 'Meer zelfvertrouwen', true, true],
    ['Meer Zelfvertrouwen', 5, 'Meer zelfvertrouwen', true, true],
    ['meerz', 5, 'Meerzijdig denken', true, false], // 5 letters: not longer than 5
    ['meerzi', 5, 'Meerzijdig denken', true, true], // 6 letters
    ['zelfvertrouwen', 5, 'Meer zelfvertrouwen', true, false], // inside, not at the start
    ['meer zelf', 5, 'Meer zelfvertrouwen', false, false], // not orderable
    ['cafe leven', 5, 'Café leven', true, true], // accents do not count
    ['meer zelf', 10, 'Meer zelfvertrouwen', true, false], // the setting decides
  ])('%j (min %i) for %j, orderable %j → %j', (term, minLength, title, orderable, shown) => {
    expect(showsTopMatch({ term, minLength, title, orderable })).toBe(shown);
  });
});

describe('nameKey: the words of a name, as lw_name_key makes them in the database', () => {
  it.each([
    ['Stephen R. Covey', 'stephen r covey'],
    ['Covey, Stephen', 'covey stephen'],
    ['  Émile   Coué ', 'emile coue'],
    ["Jan-Willem van 't Hof", 'jan willem van t hof'],
  ])('%j → %j', (term, key) => {
    expect(nameKey(term)).toBe(key);
  });
});

describe('scopeForToggle and searchPageToggle (spec 1 §4: scope ↔ toggle 1 own, 2 SB, 3 all)', () => {
  it.each([
    [1, 'own'],
    [2, 'sb'],
    [3, 'all'],
  ] as const)('toggle %i is scope %s', (toggle, scope) => {
    expect(scopeForToggle(toggle)).toBe(scope);
    expect(scopeShop(scope).toggle).toBe(toggle);
  });

  it.each([
    ['sb', 'SHOP_SB', 1],
    ['zb', 'SHOP_SB', 2],
    ['all', 'SHOP_ALL', 3],
    ['sball', 'SHOP_ALL', 3],
    ['all', 'SHOP_SB', null], // SHOP_ALL not available: the shop's own toggle stays
    [null, 'SHOP_SB', null],
    ['nonsense', 'SHOP_ALL', null],
  ] as const)('section %s in %s → toggle %s', (section, shop, expected) => {
    expect(searchPageToggle(section, shop)).toBe(expected);
  });
});

describe('searchResultsHref', () => {
  it('writes the term and the spec section of the scope', () => {
    expect(searchResultsHref('covey stephen', 'own')).toBe('/search-results?q=covey+stephen&section=sb');
    expect(searchResultsHref('a&b', 'sb')).toBe('/search-results?q=a%26b&section=zb');
    expect(searchResultsHref('cd', 'all')).toBe('/search-results?q=cd&section=all');
  });
});

describe('widerScope (spec 1 §4 overlay / §8: a wider scope when the chosen one has no results)', () => {
  const all = ['own', 'sb', 'all'] as const;
  it.each([
    ['own', { own: 0, sb: 4, all: 9 }, all, 'sb'],
    ['own', { own: 0, sb: 0, all: 9 }, all, 'all'],
    ['own', { own: 0, sb: 0, all: 9 }, ['own', 'sb'], null], // SHOP_ALL not available
    ['sb', { own: 0, sb: 0, all: 9 }, all, 'all'],
    ['sb', { own: 2, sb: 0, all: 0 }, all, 'own'], // nothing wider: the other scope that has results
    ['all', { own: 0, sb: 0, all: 0 }, all, null],
    ['own', { own: 0, sb: 0, all: 0 }, all, null],
  ] as const)('%s with %j (offered %j) → %s', (scope, counts, offered, expected) => {
    expect(widerScope(scope, counts, offered)).toBe(expected);
  });
});

describe('shouldSaveQuery (spec 1 §4: closing saves the query when changed and not empty)', () => {
  it.each([
    ['ikigai', null, true],
    ['ikigai', 'ikigai', false],
    [' Ikigai? ', 'ikigai', false], // the same search after normalising
    ['ikigai boek', 'ikigai', true],
    ['', null, false],
    ['   ', null, false],
    ['ik', null, false], // too short: never searched, so not saved
    ['CD', null, true],
    ['cd', 'cd', false],
  ] as const)('%j after %j → %s', (term, last, expected) => {
    expect(shouldSaveQuery(term, last)).toBe(expected);
  });

  it('keys a query by its normalised lower-case term', () => {
    expect(savedQueryKey('  Covey  Stephen! ')).toBe('covey stephen');
    expect(savedQueryKey('ab')).toBe('');
  });
});
