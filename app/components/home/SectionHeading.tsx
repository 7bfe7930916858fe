import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './SectionHeading.module.css';

/** A home section's heading with an optional 'see all' link on the right. */
export function SectionHeading({
  id,
  children,
  more,
}: {
  id: string;
  children: ReactNode;
  more?: { href: string; label: string };
}) {
  return (
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        {children}
      </h2>
      {more ? (
        <Link to={more.href} className={styles.more}>
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}
