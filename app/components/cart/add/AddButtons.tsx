// Spec 1 §2.5 book card: the wishlist icon and the cart icon, side by side, each its own form (AddForm).
import type { AddBook } from './add-book';
import { AddForm } from './AddForm';
import styles from './AddButtons.module.css';

export interface AddButtonsProps {
  /** A card's book (ShellBook and the top-list entries fit as they are) with the availability rule's answers. */
  book: AddBook & {
    /** Spec 1 §5 "for ordering" (e-books §2.8). */
    orderable: boolean;
    /** Spec 1 §5 "for the wishlist". */
    wishlistable: boolean;
  };
  className?: string;
}

export function AddButtons({ book, className }: AddButtonsProps) {
  return (
    <div className={`${styles.pair} ${className ?? ''}`}>
      <AddForm kind="wishlist" look="icon" book={book} available={book.wishlistable} />
      <AddForm kind="cart" look="icon" book={book} available={book.orderable} />
    </div>
  );
}
