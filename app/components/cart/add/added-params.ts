// The addresses around an add without JavaScript (issue 13 #5): the form's `back` (this page as it is), the page
// the action returns to (`toegevoegd=<sku>` or `verlanglijst=<sku>`, plus `fout=<field>` when the add was
// refused), and the address that closes its dialog (the same page without those parameters).
import {
  ADD_REFUSED_PARAM,
  ADDED_TO_CART_PARAM,
  ADDED_TO_WISHLIST_PARAM,
  CART_ACTION,
  WISHLIST_ACTION,
} from '../cart-form';

export type AddKind = 'cart' | 'wishlist';

export const ADDED_PARAM: Readonly<Record<AddKind, string>> = {
  cart: ADDED_TO_CART_PARAM,
  wishlist: ADDED_TO_WISHLIST_PARAM,
};

export const ADD_ACTION: Readonly<Record<AddKind, string>> = {
  cart: CART_ACTION,
  wishlist: WISHLIST_ACTION,
};

const DIALOG_PARAMS = [ADDED_TO_CART_PARAM, ADDED_TO_WISHLIST_PARAM, ADD_REFUSED_PARAM];

/**
 * This page's path and query without the dialog parameters: the `back` of every add form, and where closing
 * the dialog leads. A second add from a page that shows a dialog must not carry the first one's parameters.
 */
export function pageWithoutDialog(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of DIALOG_PARAMS) params.delete(name);
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/**
 * What the address says about an add of `sku` to `kind`: undefined when nothing (no dialog for this book), null
 * when it went through, else the refusal code (cart-form.ts ADD_REFUSALS: the refused field, or 'throttled').
 */
export function addedFromQuery(search: string, kind: AddKind, sku: string): string | null | undefined {
  const params = new URLSearchParams(search);
  if (params.get(ADDED_PARAM[kind]) !== sku) return undefined;
  return params.get(ADD_REFUSED_PARAM) || null;
}
