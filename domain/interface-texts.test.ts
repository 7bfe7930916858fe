// Table tests for the interface-text rules (issue 31, decisions 650–654): what staff may save as a key's text,
// which page shows a key, and search by key or text.
import { describe, expect, it } from 'vitest';
import {
  cleanInterfaceText,
  interfaceTextFormErrors,
  missingPlaceholders,
  pageShowingText,
  placeholdersOf,
  TEXT_FIELD,
  TEXT_MAX,
  textMatches,
} from './interface-texts.ts';

describe('interfaceTextFormErrors', () => {
  const cases: [string, string | undefined, string | null, string | null][] = [
    // what, typed, default, message key (null: accepted)
    ['a plain text', 'Je wagentje is leeg', 'Er staat nog niets in je winkelwagentje', null],
    ['nothing typed', '', 'Leeg', 'beheer.texts.error.empty'],
    ['the field missing', undefined, 'Leeg', 'beheer.texts.error.empty'],
    ['only spaces and line ends', '  \r\n ', 'Leeg', 'beheer.texts.error.empty'],
    ['a key without a default', 'Iets', null, null],
    ['placeholders kept, moved', '{n} tekens minimaal', 'Gebruik minimaal {n} karakters', null],
    [
      'a placeholder lost',
      'Gebruik meer karakters',
      'Gebruik minimaal {n} karakters',
      'beheer.texts.error.placeholders',
    ],
    [
      'one of two lost',
      'Hallo {name}',
      'Hallo {name}, je hebt {n} boeken',
      'beheer.texts.error.placeholders',
    ],
    ['a placeholder added', 'Hallo {name} {extra}', 'Hallo {name}', null],
    ['a placeholder twice', '{n} en {n}', 'Nog {n}', null],
    ['too long', 'x'.repeat(TEXT_MAX + 1), 'Kort', 'beheer.texts.error.long'],
    ['just long enough', 'x'.repeat(TEXT_MAX), 'Kort', null],
  ];
  it.each(cases)('%s', (_what, typed, fallback, expected) => {
    const errors = interfaceTextFormErrors(typed === undefined ? {} : { [TEXT_FIELD]: typed }, fallback);
    expect(errors[TEXT_FIELD]?.key ?? null).toBe(expected);
  });

  it('names the lost placeholders in the message', () => {
    const errors = interfaceTextFormErrors({ [TEXT_FIELD]: 'Hallo' }, 'Hallo {name}, je hebt {n} boeken');
    expect(errors[TEXT_FIELD]?.params).toEqual({ names: '{name}, {n}' });
  });
});

describe('placeholders', () => {
  it.each([
    ['Geen', []],
    ['{n} van {total}', ['n', 'total']],
    ['{n} en weer {n}', ['n']],
    ['{ niet } en {ook-niet}', []],
  ] as const)('%s', (text, names) => {
    expect(placeholdersOf(text)).toEqual(names);
  });
  it('lists what the typed text lost', () => {
    expect(missingPlaceholders('{a}', '{a} {b} {c}')).toEqual(['b', 'c']);
    expect(missingPlaceholders('', null)).toEqual([]);
  });
});

describe('cleanInterfaceText', () => {
  it.each([
    ['Regel 1\r\nRegel 2', 'Regel 1\nRegel 2'],
    ['Regel 1\rRegel 2', 'Regel 1\nRegel 2'],
    ['  spaties blijven  ', '  spaties blijven  '],
  ])('%j', (typed, saved) => {
    expect(cleanInterfaceText(typed)).toBe(saved);
  });
});

describe('pageShowingText', () => {
  it.each([
    ['cart.empty', '/shoppingcart'],
    ['checkout.title', '/shoppingcart/client'],
    ['beheer.orders', '/beheer'],
    ['beheer.texts.title', '/beheer/teksten'],
    ['static.privacy.body', '/privacy-policy'],
    ['static.own_book.lead', '/own-book'],
    ['static.download_doorbreek.title', '/download-doorbreek'],
    ['static.download.action', '/download-placebo'],
    ['static.unknown.title', null],
    ['form_errors.general', null],
    ['cartoon', null],
  ])('%s', (key, path) => {
    expect(pageShowingText(key)).toBe(path);
  });
});

describe('textMatches', () => {
  const entry = { key: 'cart.empty', text: 'Je wagentje is leeg, café', fallback: 'Er staat nog niets' };
  it.each([
    ['', true],
    ['CART.EMP', true],
    ['wagentje', true],
    ['cafe', true],
    ['CAFÉ', true],
    ['nog niets', true],
    ['  leeg ', true],
    ['boek', false],
  ])('%j', (query, matches) => {
    expect(textMatches(query, entry)).toBe(matches);
  });
});
