import { discover, usePlainLinks } from '../../lib/plain-links';
import { useT } from '../../lib/texts';
import styles from './LinkList.module.css';

export interface LinkItem {
  key: string;
  href: string;
  label: string;
}

/**
 * A sidebar link list. Long lists show their first `visible` items and fold the rest into a native
 * <details>, so they need no script and stay reachable by keyboard. The links are plain <a>s (issue 16,
 * app/lib/plain-links.ts); the current page's gets aria-current as a NavLink's would.
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
  const { onClick, isCurrent } = usePlainLinks();
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const current = isCurrent(item.href);
        return (
          <li key={item.key}>
            <a
              href={item.href}
              onClick={onClick}
              {...discover(item.href)}
              className={`${styles.link} ${current ? styles.active : ''}`}
              aria-current={current ? 'page' : undefined}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
