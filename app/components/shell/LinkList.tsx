import { discover, usePlainLinks } from '../../lib/plain-links';
import { useT } from '../../lib/texts';
import { StaticIsland } from '../ui/StaticIsland';
import styles from './LinkList.module.css';

export interface LinkItem {
  key: string;
  href: string;
  label: string;
}

interface ListLink extends LinkItem {
  current: boolean;
}

interface LinkListBodyProps {
  links: ListLink[];
  visible: number;
  moreLabel: string;
}

/**
 * A sidebar link list. Long lists show their first `visible` items and fold the rest into a native
 * <details>, so they need no script and stay reachable by keyboard. The links are plain <a>s (issue 16,
 * app/lib/plain-links.ts), drawn as a static island (ui/StaticIsland.tsx); the current page's gets aria-current
 * as a NavLink's would.
 */
export function LinkList({ items, visible = 12 }: { items: readonly LinkItem[]; visible?: number }) {
  const t = useT();
  const { onClick, isCurrent } = usePlainLinks();
  const links = items.map((item) => ({ ...item, current: isCurrent(item.href) }));
  const moreLabel = t('shell.show_all_count', { count: items.length });
  return (
    <StaticIsland
      as="div"
      name="link-list"
      component={LinkListBody}
      props={{ links, visible, moreLabel }}
      onClick={onClick}
    />
  );
}

function LinkListBody({ links, visible, moreLabel }: LinkListBodyProps) {
  const rest = links.slice(visible);
  return (
    <>
      <Links links={links.slice(0, visible)} />
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary className={styles.summary}>{moreLabel}</summary>
          <Links links={rest} />
        </details>
      ) : null}
    </>
  );
}

function Links({ links }: { links: readonly ListLink[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            {...discover(link.href)}
            className={`${styles.link} ${link.current ? styles.active : ''}`}
            aria-current={link.current ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
