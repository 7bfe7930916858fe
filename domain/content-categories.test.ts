// Issue 31 "Content" (decision 714): the category and subcategory forms' checks and what they store.
import { describe, expect, it } from 'vitest';
import {
  categoryFormErrors,
  categoryFormValues,
  parseCategoryForm,
  parseSubcategoryForm,
  subcategoryFormErrors,
} from './content-categories.ts';

const ok = { weergave: 'Thrillers', winkel_sb: 'on' };

describe('categoryFormErrors', () => {
  it.each([
    ['a name and the own shop', ok, []],
    ['a name and both shops', { ...ok, winkel_alle: 'on' }, []],
    ['a name and the all-books shop', { weergave: 'Thrillers', winkel_alle: 'on' }, []],
    ['nothing', {}, ['weergave', 'winkel_sb']],
    ['only spaces as a name', { ...ok, weergave: '   ' }, ['weergave']],
    ['no shop', { weergave: 'Thrillers' }, ['winkel_sb']],
    ['a shop box sent empty', { weergave: 'Thrillers', winkel_sb: '' }, ['winkel_sb']],
    ['exactly 60 characters', { ...ok, weergave: 'x'.repeat(60) }, []],
    ['61 characters', { ...ok, weergave: 'x'.repeat(61) }, ['weergave']],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(categoryFormErrors(fields))).toEqual(wrong);
  });
});

describe('parseCategoryForm', () => {
  it('collapses spaces and lists the shops in the spec’s order', () => {
    expect(
      parseCategoryForm({ weergave: '  Spanning  en  sensatie ', winkel_alle: 'on', winkel_sb: 'on' }),
    ).toEqual({
      kind: 'ok',
      value: { displayValue: 'Spanning en sensatie', shops: ['SHOP_SB', 'SHOP_ALL'] },
    });
  });

  it('gives back the stored row as the form’s values', () => {
    expect(categoryFormValues({ displayValue: 'Romans', shops: ['SHOP_ALL'] })).toEqual({
      weergave: 'Romans',
      winkel_sb: '',
      winkel_alle: 'on',
    });
  });
});

describe('subcategoryFormErrors', () => {
  it.each([
    ['a name', { weergave: 'Detectives' }, []],
    ['no name', { weergave: ' ' }, ['weergave']],
    ['too long', { weergave: 'x'.repeat(61) }, ['weergave']],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(subcategoryFormErrors(fields))).toEqual(wrong);
  });

  it('stores the name trimmed', () => {
    expect(parseSubcategoryForm({ weergave: ' Detectives ' })).toEqual({
      kind: 'ok',
      value: { displayValue: 'Detectives' },
    });
  });
});
