// Issue 13 #5, spec 1 §2.5 / §4 / §5: one add-to-cart or add-to-wishlist control. A plain form
// (POST /shoppingcart or /wishlist, intent=add, sku, back = this page), so it works before and without
// JavaScript: the action answers 303 back here with `toegevoegd=<sku>` (`verlanglijst=<sku>`) and this control
// renders the dialog open. With JavaScript the same form goes through a fetcher: the answer opens the dialog in
// place and the root loader's revalidation updates the header counters. No CSRF token: the cards sit on
// page-cached pages; the cross-site guard and SameSite=Lax cookies stand in for it (app/components/cart/cart-form.ts).
import { Suspense, useId, useState } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../lib/texts';
import { Heart } from '../../ui/icons/Heart';
import { ShoppingCart } from '../../ui/icons/ShoppingCart';
import type { CartActionData } from '../cart-form';
import type { AddBook } from './add-book';
import { ADD_ACTION, type AddKind, addedFromQuery, pageWithoutDialog } from './added-params';
import { AddedDialog } from './added-dialog-loader';
import { useDialogClaim } from './AddedDialogScope';
import styles from './AddButtons.module.css';

export interface AddFormProps {
  kind: AddKind;
  book: AddBook;
  /** The availability rule's answer (spec 1 §5, e-books §2.8): false disables the button, with the reason. */
  available: boolean;
  /** 'icon': a round button on cards; 'button': a labelled button (the book page). */
  look: 'icon' | 'button';
  /** An element on the page that already says why the button is disabled; otherwise the control says it. */
  reasonId?: string;
  className?: string;
}

export function AddForm({ kind, book, available, look, reasonId, className }: AddFormProps) {
  const t = useT();
  const fetcher = useFetcher<CartActionData>();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const ownReasonId = useId();
  const here = pageWithoutDialog(pathname, search);
  const cart = kind === 'cart';

  // With JavaScript: each answer opens the dialog once; closing it remembers that answer as seen.
  const [seen, setSeen] = useState<CartActionData>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const live = answer && answer !== seen && answer.kind !== 'confirm-delete' ? answer : null;

  // Without JavaScript (or before hydration): the address says the add happened.
  const refusal = addedFromQuery(search, kind, book.sku);
  const claimed = useDialogClaim(`${key}:${kind}:${book.sku}`, refusal !== undefined);

  const reason = t(cart ? 'list.not_orderable' : 'list.not_wishlistable');
  const Icon = cart ? ShoppingCart : Heart;
  return (
    <>
      <fetcher.Form method="post" action={ADD_ACTION[kind]} className={`${styles.form} ${className ?? ''}`}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="sku" value={book.sku} />
        <input type="hidden" name="back" value={here} />
        <button
          type="submit"
          className={
            look === 'icon'
              ? `icon-button ${styles.icon} ${cart ? styles.cart : styles.wish}`
              : `button ${cart ? 'button-primary' : 'button-secondary'} ${styles.labelled}`
          }
          disabled={!available}
          aria-label={
            look === 'icon'
              ? t(cart ? 'list.add_to_cart_title' : 'list.wishlist_title', { title: book.title })
              : undefined
          }
          aria-describedby={available ? undefined : (reasonId ?? ownReasonId)}
          title={
            look === 'icon'
              ? available
                ? t(cart ? 'list.add_to_cart' : 'list.wishlist')
                : reason
              : undefined
          }
          data-pending={fetcher.state !== 'idle' || undefined}
        >
          <Icon aria-hidden="true" size={18} />
          {look === 'icon' ? null : t(cart ? 'book.add_to_cart' : 'book.wishlist')}
        </button>
        {!available && !reasonId ? (
          <span id={ownReasonId} className="visually-hidden">
            {reason}
          </span>
        ) : null}
      </fetcher.Form>
      {live || (claimed && refusal !== undefined) ? (
        <Suspense>
          <AddedDialog
            kind={kind}
            book={book}
            answer={live ? { from: 'script', data: live } : { from: 'address', refusal: refusal ?? null }}
            closeHref={here}
            onClose={() =>
              live ? setSeen(live) : void navigate(here, { replace: true, preventScrollReset: true })
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
