// The domain rules pick interface-text keys; every key they can pick must have a default text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADVANCED_ERROR_KEYS } from '../../../domain/advanced-search.ts';
import {
  CANCEL_REASONS,
  cancelReasonKey,
  type CancelRefusal,
  cancelRefusalKey,
} from '../../../domain/order-cancel.ts';
import { bookLabelKey, type BookLabel } from '../../../domain/labels.ts';
import { STOCK_TEXT_KEYS } from '../../../domain/stock-texts.ts';
import { defaultTextsNl } from './index.ts';

describe('texts for the keys the domain rules use', () => {
  it.each([...STOCK_TEXT_KEYS])('%s has a default text', (key) => {
    expect(defaultTextsNl[key]).toBeTruthy();
  });

  it.each(['own_edition', 'soon', 'sold_out'] satisfies BookLabel[])(
    'book label %s has a default text',
    (label) => {
      expect(defaultTextsNl[bookLabelKey(label)]).toBeTruthy();
    },
  );

  it.each([...ADVANCED_ERROR_KEYS])('advanced search message %s has a default text', (key) => {
    expect(defaultTextsNl[key]).toBeTruthy();
  });
});

describe('texts for the cancel rule (issue 30, decision 607)', () => {
  it.each([
    ['in_checkout', 'Deze bestelling is nog in de kassa'],
    ['paid', 'Deze bestelling is betaald'],
    ['shipped', 'Deze bestelling is al verzonden'],
    ['cancelled', 'Deze bestelling is al geannuleerd'],
    ['deleted', 'De klant heeft deze bestelling verwijderd'],
  ] satisfies [CancelRefusal, string][])('refusal %s: "%s …"', (refusal, text) => {
    expect(defaultTextsNl[cancelRefusalKey(refusal)]).toContain(text);
  });

  it('names the reasons as the staff choose them', () => {
    expect(CANCEL_REASONS.map((reason) => defaultTextsNl[cancelReasonKey(reason)])).toEqual([
      'Klant wil niet meer',
      'Niet betaald',
      'Niet leverbaar',
      'Anders',
    ]);
    expect(defaultTextsNl['beheer.cancel.choose_reason']).toBe('Kies een reden.');
  });
});

describe('texts for the keys the account rules and services use (issue 5)', () => {
  // Every `key: '…'` and every 'vat.…' / 'form_errors.…' string literal in the rule and service files.
  const files = [
    '../../../domain/account-forms.ts',
    '../../../domain/vat-number.ts',
    '../../accounts/profile.ts',
    '../../accounts/register.ts',
    '../../accounts/password-reset.ts',
  ];
  const keys = new Set(
    files.flatMap((file) =>
      [
        ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
          /'((?:form_errors|vat|account)\.[a-z_.]+)'/g,
        ),
      ].map((m) => m[1]!),
    ),
  );

  it('finds the keys', () => {
    expect(keys.size).toBeGreaterThan(12);
  });

  it.each([...keys])('%s has a default text', (key) => {
    expect(defaultTextsNl[key]).toBeTruthy();
  });
});

describe('texts for the keys of the staff book form (issue 31 "Books")', () => {
  // Every 'beheer.…' literal in the form's rules and its service: a message staff would otherwise see as its key.
  const keys = new Set(
    ['../../../domain/book-edit.ts', '../../catalog/staff-books.ts'].flatMap((file) =>
      [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/'(beheer\.[a-z_.]+)'/g)].map(
        (m) => m[1]!,
      ),
    ),
  );

  it('finds the keys', () => {
    expect(keys.size).toBeGreaterThan(15);
  });

  it.each([...keys])('%s has a default text', (key) => {
    expect(defaultTextsNl[key]).toBeTruthy();
  });
});
