import { Link } from 'react-router';
import type { ToggleId } from '../../../domain/shop';
import { useT } from '../../lib/texts';
import styles from './ShopToggle.module.css';

const ITEMS: { id: ToggleId; href: string; key: string }[] = [
  { id: 1, href: '/our-publications', key: 'shell.toggle.own' },
  { id: 2, href: '/', key: 'shell.toggle.sb' },
  { id: 3, href: '/all-books', key: 'shell.toggle.all' },
];

/**
 * Spec 1 §2.2 three-way toggle (1 own publications, 2 self-help, 3 all books). The server sets the shop from
 * these paths (also on client-side data requests), and the revalidated root data switches the whole shell.
 */
export function ShopToggle({ active }: { active: ToggleId }) {
  const t = useT();
  return (
    <nav aria-label={t('shell.toggle_label')} className={styles.toggle}>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              className={`${styles.item} ${item.id === active ? styles.active : ''}`}
              aria-current={item.id === active ? 'true' : undefined}
            >
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
