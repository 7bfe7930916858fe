// Spec 1 §5 and §9 search rules, §4 search scope, DESIGN.md section mapping.
import { describe, expect, it } from 'vitest';
import {
  checkTerm,
  normaliseTerm,
  scopeFromSection,
  scopeShop,
  sectionForScope,
  SEARCH_SCOPES,
  termIsbn,
  tsQueryText,
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
    ["a & b | !c <-> 'd':*", false, 'a & b & c & d'],
    ['zelf-hulp', false, 'zelf & hulp'],
    ['Diëtist', false, 'diëtist'],
    ['& | :', false, null],
  ])('%j (prefix %s) → %j', (term, prefix, expected) => expect(tsQueryText(term, prefix)).toBe(expected));
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
