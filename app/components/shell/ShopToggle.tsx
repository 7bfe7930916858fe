import type { ToggleId } from '../../../domain/shop';
import { useT } from '../../lib/texts';
import styles from './ShopToggle.module.css';

const ITEMS: { id: ToggleId; href: string; key: string }[] = [
  { id: 1, href: '/our-publications', key: 'shell.toggle.own' },
  { id: 2, href: '/', key: 'shell.toggle.sb' },
  { id: 3, href: '/all-books', key: 'shell.toggle.all' },
];

/**
 * Spec 1 §2.2 three-way toggle (1 own publications, 2 self-help, 3 all books). Plain links on purpose: the
 * server sets the shop from these exact paths, and the whole shell (sidebars, menus) changes with it.
 */
export function ShopToggle({ active }: { active: ToggleId }) {
  const t = useT();
  return (
    <nav aria-label={t('shell.toggle_label')} className={styles.toggle}>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.id}>
            <a
              href={item.href}
              className={`${styles.item} ${item.id === active ? styles.active : ''}`}
              aria-current={item.id === active ? 'true' : undefined}
            >
              {t(item.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
