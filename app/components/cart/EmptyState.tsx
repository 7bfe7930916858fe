import { Link } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './Cart.module.css';

/** Spec 3 §2, §8: the empty cart or wishlist — its text and a continue-shopping button. */
export function EmptyState({ textKey }: { textKey: 'cart.empty' | 'wishlist.empty' }) {
  const t = useT();
  return (
    <div className={styles.empty}>
      <p>{t(textKey)}</p>
      <p>
        <Link to="/" className="button button-primary">
          {t('cart.continue_shopping')}
        </Link>
      </p>
    </div>
  );
}
