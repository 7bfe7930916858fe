import { Link } from 'react-router';
import type { ShellBook } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import { Dialog } from '../ui/Dialog';
import styles from './AddedToCartDialog.module.css';

/** Spec 1 §2.2 added-to-cart dialog: 'Naar winkelwagentje' or 'Sluit dit venster en winkel verder'. */
export function AddedToCartDialog({ book, onClose }: { book: ShellBook | null; onClose: () => void }) {
  const t = useT();
  if (!book) return null;
  return (
    <Dialog
      open
      title={t('dialog.cart.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('dialog.cart.continue')}
          </button>
          <Link to="/shoppingcart" className="button button-primary" onClick={onClose}>
            {t('dialog.cart.to_cart')}
          </Link>
        </>
      }
    >
      <div className={styles.book}>
        <img src={book.coverUrl} alt="" width={60} height={90} className={styles.cover} />
        <p className={styles.text}>{t('dialog.cart.added', { title: book.title })}</p>
      </div>
    </Dialog>
  );
}
