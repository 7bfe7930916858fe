import { Link } from 'react-router';
import type { NamedLink } from '../../../server/catalog/lists/service';
import { useT } from '../../lib/texts';
import styles from './CategoryChips.module.css';

/** The subcategories of the shown category, the current one marked. */
export function CategoryChips({ links, current }: { links: NamedLink[]; current: string | null }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('list.subcategories_label')}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.name}>
            <Link
              to={link.href}
              className={`${styles.chip} ${link.name === current ? styles.active : ''}`}
              aria-current={link.name === current ? 'page' : undefined}
            >
              {link.displayValue}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
