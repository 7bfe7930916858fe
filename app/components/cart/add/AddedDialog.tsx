// Spec 1 §2.2 and spec 3 §2 dialogs "added to cart" ('Naar winkelwagentje' / 'Sluit dit venster en winkel
// verder') and "added to wishlist" (a link to /wishlist and a close button); when the add was refused, the
// service's Dutch message instead. The cart's dialog frame (CartDialog): open from the server on, so it also
// shows after an add without JavaScript; modal once hydrated (Escape closes it, focus stays inside and returns).
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatEuro } from '../../../../domain/money';
import { type T, useT } from '../../../lib/texts';
import { ADD_REFUSALS, type CartActionData, refusalMessage } from '../cart-form';
import { CartDialog } from '../CartDialog';
import type { AddKind } from './added-params';
import type { AddBook } from './add-book';
import styles from './AddedDialog.module.css';

/** The action's answer to a script, or what the address says after an add without JavaScript. */
export type AddAnswer =
  | { from: 'script'; data: Exclude<CartActionData, { kind: 'confirm-delete' }> }
  | { from: 'address'; refusal: string | null };

type Outcome = { kind: 'added' } | { kind: 'refused'; message: string };

/**
 * A script gets the service's own Dutch message. Without JavaScript only a code comes back in the address
 * (cart-form.ts ADD_REFUSALS): the text is ours, so an address cannot put words on the page; an unknown code
 * gets the general message.
 */
function outcomeOf(t: T, kind: AddKind, answer: AddAnswer): Outcome {
  if (answer.from === 'script') {
    if (answer.data.kind === 'ok') return { kind: 'added' };
    return { kind: 'refused', message: refusalMessage(t, answer.data) ?? t('cart.error_general') };
  }
  const code = answer.refusal;
  if (code === null) return { kind: 'added' };
  if ((ADD_REFUSALS as readonly string[]).includes(code))
    for (const key of [`add.refused.${kind}.${code}`, `add.refused.${code}`]) {
      const message = t(key);
      if (message !== key) return { kind: 'refused', message };
    }
  return { kind: 'refused', message: t('cart.error_general') };
}

export interface AddedDialogProps {
  kind: AddKind;
  book: AddBook;
  answer: AddAnswer;
  /** This page without the dialog: the close link without JavaScript. */
  closeHref: string;
  /** After the dialog closed (Escape, the close buttons, the backdrop). */
  onClose: () => void;
}

/** Closes the dialog itself when it is open (with JavaScript), so focus returns to the button that added. */
function closeOwnDialog(event: MouseEvent<HTMLAnchorElement>) {
  const dialog = event.currentTarget.closest('dialog');
  if (!dialog?.open) return;
  event.preventDefault();
  dialog.close();
}

export default function AddedDialog({ kind, book, answer, closeHref, onClose }: AddedDialogProps) {
  const t = useT();
  const outcome = outcomeOf(t, kind, answer);
  const added = outcome.kind === 'added';
  const title = !added
    ? t('dialog.add.refused_title')
    : kind === 'cart'
      ? t('dialog.cart.title')
      : t('dialog.wishlist.title');
  const close = (
    <Link
      to={closeHref}
      preventScrollReset
      replace
      className={`button ${added ? 'button-secondary' : 'button-primary'}`}
      onClick={closeOwnDialog}
    >
      {added && kind === 'cart' ? t('dialog.cart.continue') : t('dialog.wishlist.continue')}
    </Link>
  );
  const onward =
    added && kind === 'cart' ? (
      <Link to="/shoppingcart" className="button button-primary">
        {t('dialog.cart.to_cart')}
      </Link>
    ) : added ? (
      <Link to="/wishlist" className="button button-primary">
        {t('dialog.wishlist.to_wishlist')}
      </Link>
    ) : null;
  return (
    <CartDialog
      title={title}
      closeHref={closeHref}
      onClose={onClose}
      actions={
        <>
          {close}
          {onward}
        </>
      }
    >
      <div className={styles.added}>
        <img className={styles.addedCover} src={book.coverUrl} alt="" width={64} height={96} />
        <div className={styles.addedText}>
          {added ? (
            <p className={styles.addedLine}>
              {kind === 'cart'
                ? t('dialog.cart.added', { title: book.title })
                : t('dialog.wishlist.added', { title: book.title })}
            </p>
          ) : (
            <>
              <p className={styles.addedBook}>{book.title}</p>
              <p className={styles.refused}>{outcome.message}</p>
            </>
          )}
          {book.author ? <p className={styles.addedMeta}>{book.author}</p> : null}
          {added && book.priceCents !== null ? (
            <p className={styles.addedPrice}>{formatEuro(book.priceCents)}</p>
          ) : null}
        </div>
      </div>
    </CartDialog>
  );
}
