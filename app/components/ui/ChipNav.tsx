import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './ChipNav.module.css';

export interface Chip {
  key: string;
  label: ReactNode;
  href: string;
}

/**
 * A row of links shown as chips, the current one marked (subcategories of a shelf, search scopes). On phones the
 * row scrolls sideways inside itself, so it takes one line.
 */
export function ChipNav({
  label,
  chips,
  current,
}: {
  label: string;
  chips: readonly Chip[];
  current: string | null;
}) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              className={`${styles.chip} ${chip.key === current ? styles.active : ''}`}
              aria-current={chip.key === current ? 'page' : undefined}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
