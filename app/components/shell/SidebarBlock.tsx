import type { ReactNode } from 'react';
import styles from './SidebarBlock.module.css';

/** A titled block in either sidebar. */
export function SidebarBlock({
  title,
  children,
  tone = 'plain',
}: {
  title: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'card' | 'brand';
}) {
  return (
    <section className={`${styles.block} ${styles[tone]}`}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
