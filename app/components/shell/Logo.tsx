import { Link } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './Logo.module.css';

/** A bookmark ribbon ('leeswijzer' is Dutch for bookmark) beside the name, set in the heading serif. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    // Spec 1 §2.2: the logo goes home; the server resets the shop to the own shop on '/'.
    <Link to="/" className={`${styles.logo} ${compact ? styles.compact : ''}`}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 40"
        width="32"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 2h24v36l-12-9-12 9z" fill="currentColor" />
        <path className={styles.lines} d="M10 10h12M10 15h9" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={styles.name}>{t('shell.brand')}</span>
      <span className="visually-hidden">{t('shell.to_home')}</span>
    </Link>
  );
}
