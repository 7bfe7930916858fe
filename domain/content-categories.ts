// Issue 31 "Content" (decisions 710, 714): the rules of the staff's categories page /beheer/categorieen — a
// category's display value (spec 1 §3 Category display_value: what the sidebars, the category page and its
// breadcrumb show; its name stays, it is the address), the shops it belongs to (spec 1 §3 shop: SHOP_SB the own
// shop, SHOP_ALL the all-books shop; at least one) and a subcategory's display value. The check here is the
// browser's and the server's (decision 620).
import type { FieldErrors, PostedFields } from './account-forms.ts';
import type { Shop } from './shop.ts';

export const CATEGORY_FIELDS = {
  displayValue: 'weergave',
  shopSb: 'winkel_sb',
  shopAll: 'winkel_alle',
} as const;
export const CATEGORY_ORDER = Object.values(CATEGORY_FIELDS);
export const SUBCATEGORY_FIELDS = { displayValue: 'weergave' } as const;
/** Decision 714: a sidebar line; the longest demo value is some 40 characters. */
export const CATEGORY_DISPLAY_MAX = 60;

export interface CategoryInput {
  displayValue: string;
  /** In the spec's order: SHOP_SB before SHOP_ALL. */
  shops: Shop[];
}

export interface SubcategoryInput {
  displayValue: string;
}

/** Spaces collapsed, none at either end. */
const cleanDisplay = (typed: string) => typed.replace(/\s+/g, ' ').trim();
const checked = (value: string | undefined) => value === 'on' || value === '1';

function displayValueError(typed: string | undefined) {
  const value = cleanDisplay(typed ?? '');
  if (value === '') return { key: 'beheer.categories.display_missing' };
  if (value.length > CATEGORY_DISPLAY_MAX)
    return { key: 'beheer.content.too_long', params: { max: String(CATEGORY_DISPLAY_MAX) } };
  return null;
}

export function categoryFormErrors(fields: PostedFields): FieldErrors {
  const f = CATEGORY_FIELDS;
  const errors: FieldErrors = {};
  const display = displayValueError(fields[f.displayValue]);
  if (display) errors[f.displayValue] = display;
  if (!checked(fields[f.shopSb]) && !checked(fields[f.shopAll]))
    errors[f.shopSb] = { key: 'beheer.categories.shop_missing' };
  return errors;
}

export function parseCategoryForm(
  fields: PostedFields,
): { kind: 'ok'; value: CategoryInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = categoryFormErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const f = CATEGORY_FIELDS;
  const shops: Shop[] = [];
  if (checked(fields[f.shopSb])) shops.push('SHOP_SB');
  if (checked(fields[f.shopAll])) shops.push('SHOP_ALL');
  return { kind: 'ok', value: { displayValue: cleanDisplay(fields[f.displayValue] ?? ''), shops } };
}

export function subcategoryFormErrors(fields: PostedFields): FieldErrors {
  const display = displayValueError(fields[SUBCATEGORY_FIELDS.displayValue]);
  return display ? { [SUBCATEGORY_FIELDS.displayValue]: display } : {};
}

export function parseSubcategoryForm(
  fields: PostedFields,
): { kind: 'ok'; value: SubcategoryInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = subcategoryFormErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'ok', value: { displayValue: cleanDisplay(fields[SUBCATEGORY_FIELDS.displayValue] ?? '') } };
}

/** The form's values of a stored category (what the form starts with and what its version is taken over). */
export function categoryFormValues(row: {
  displayValue: string;
  shops: readonly string[];
}): Record<string, string> {
  const f = CATEGORY_FIELDS;
  return {
    [f.displayValue]: row.displayValue,
    [f.shopSb]: row.shops.includes('SHOP_SB') ? 'on' : '',
    [f.shopAll]: row.shops.includes('SHOP_ALL') ? 'on' : '',
  };
}
