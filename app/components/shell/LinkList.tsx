import { NavLink } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './LinkList.module.css';

export interface LinkItem {
  key: string;
  href: string;
  label: string;
}

/**
 * A sidebar link list. Long lists show their first `visible` items and fold the rest into a native
 * <details>, so they need no script and stay reachable by keyboard.
 */
export function LinkList({ items, visible = 12 }: { items: readonly LinkItem[]; visible?: number }) {
  const t = useT();
  const head = items.slice(0, visible);
  const rest = items.slice(visible);
  return (
    <>
      <Links items={head} />
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary className={styles.summary}>{t('shell.show_all_count', { count: items.length })}</summary>
          <Links items={rest} />
        </details>
      ) : null}
    </>
  );
}

function Links({ items }: { items: readonly LinkItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={item.href}
            className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
