import { ShoppingBag } from '../ui/icons/ShoppingBag';
import { Link } from 'react-router';
import type { ShellData } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import styles from './StickyBar.module.css';

/** Spec 1 §2.2 / §9: a compact action bar (logo, search, cart) fixed at the top after 250 px of scroll. */
export function StickyBar({ shell }: { shell: ShellData | undefined }) {
  const t = useT();
  const visible = useScrolledPast(250);
  if (!visible) return null;
  const count = shell?.counts.cart ?? 0;
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.logo}>
          <Logo compact />
        </div>
        <div className={styles.search}>
          <SearchBox compact label={t('shell.search_label_sticky')} />
        </div>
        <Link to="/shoppingcart" className={styles.cart}>
          <ShoppingBag aria-hidden="true" size={22} />
          {count ? (
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          ) : null}
          <span className="visually-hidden">
            {t('shell.cart')}
            {count ? ` ${t('shell.count_items', { count })}` : ''}
          </span>
        </Link>
      </div>
    </div>
  );
}
