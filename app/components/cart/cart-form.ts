// The form contract of the cart and wishlist actions (issue 13), shared by the cart and wishlist pages and the
// add buttons on cards and the book page (components/cart/add/):
//
//   POST /shoppingcart  intent = add | replace | remove | remark | country | merge-choice
//                       fields sku, amount, remark, country, choice (saved | merge), back (a same-site path)
//   POST /wishlist      intent = add | remove | move, fields sku, back
//
// Without JavaScript a form post is a page navigation: `add` answers 303 to `back` with `toegevoegd=<sku>`
// (wishlist: `verlanglijst=<sku>`) in its query, where the page renders its dialog open; when the add was refused
// the query also carries `fout=<code>` (ADD_REFUSALS). With JavaScript (a fetcher, or React Router's own <Form>)
// the action answers with CartActionData instead and the loaders revalidate (the header counters follow). The
// action tells the two apart by the browser's Sec-Fetch-Mode ('navigate' for a page navigation), or by a field
// js=1 a client may send. `add` needs no CSRF token (cards sit on page-cached pages; the cross-site guard and
// SameSite=Lax cookies stand in for it); every other intent carries the page's `_csrf`.

export const CART_ACTION = '/shoppingcart';
export const WISHLIST_ACTION = '/wishlist';

export type CartIntent = 'add' | 'replace' | 'remove' | 'remark' | 'country' | 'merge-choice';
export type WishlistIntent = 'add' | 'remove' | 'move';

/** Query parameters of the page a no-JS add returns to. */
export const ADDED_TO_CART_PARAM = 'toegevoegd';
export const ADDED_TO_WISHLIST_PARAM = 'verlanglijst';
export const ADD_REFUSED_PARAM = 'fout';

/** A field a script may send to ask for data instead of a redirect (Sec-Fetch-Mode does the same by itself). */
export const JS_FIELD = 'js';

export interface Counts {
  cart: number;
  wishlist: number;
}

/**
 * Why a no-JS add came back refused (`fout=<code>`): the refused field ('sku': unknown, not orderable or a full
 * cart; 'amount'), or 'throttled' (too many new guest carts from one address). The dialog picks its own text by
 * the code — a code, not the message itself, so an address cannot put words in our mouth. A script gets the
 * message itself (refusalMessage below).
 */
export const ADD_REFUSALS = ['sku', 'amount', 'throttled'] as const;
export type AddRefusal = (typeof ADD_REFUSALS)[number];

/** What a cart or wishlist action answers a script (and the cart page renders after a no-JS post). */
export type CartActionData =
  | { kind: 'ok'; intent: CartIntent | WishlistIntent; sku: string | null; counts: Counts }
  /** The service's or the domain's Dutch message for one field. */
  | {
      kind: 'invalid';
      intent: CartIntent | WishlistIntent;
      sku: string | null;
      field: string;
      message: string;
      /** What was typed, shown again next to the message. */
      value?: string;
    }
  /** Spec 3 §5: amount 0 or empty asks the delete confirmation (Annuleer / Verwijder) first. */
  | { kind: 'confirm-delete'; intent: 'replace'; sku: string; amount: string }
  /** Refused before the service: an expired form (CSRF), too many new carts from one address, a bad intent. */
  | {
      kind: 'refused';
      intent: CartIntent | WishlistIntent | null;
      sku: string | null;
      key: string;
      params?: Record<string, string | number>;
    };

/** The Dutch message of a refused answer (the service's own, or one of our texts), else undefined. */
export function refusalMessage(
  t: (key: string, params?: Readonly<Record<string, string | number>>) => string,
  answer: CartActionData | undefined,
): string | undefined {
  if (answer?.kind === 'invalid') return answer.message;
  if (answer?.kind === 'refused') return t(answer.key, answer.params);
  return undefined;
}
