import { discover, usePlainLinks } from '../../lib/plain-links';
import { useT } from '../../lib/texts';
import styles from './Logo.module.css';

interface LogoMarkProps {
  brand: string;
  toHome: string;
  compact?: boolean;
  onClick?: ReturnType<typeof usePlainLinks>['onClick'];
}

/** A bookmark ribbon ('leeswijzer' is Dutch for bookmark) beside the name, set in the heading serif. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { onClick } = usePlainLinks();
  return (
    <LogoMark brand={t('shell.brand')} toHome={t('shell.to_home')} compact={compact} onClick={onClick} />
  );
}

/**
 * The logo from its texts alone, for a static island (the footer; ui/StaticIsland.tsx). Spec 1 §2.2: it goes home
 * (the server resets the shop to the own shop on '/'); a plain link the router takes (app/lib/plain-links.ts).
 */
export function LogoMark({ brand, toHome, compact = false, onClick }: LogoMarkProps) {
  return (
    <a
      href="/"
      {...discover('/')}
      onClick={onClick}
      className={`${styles.logo} ${compact ? styles.compact : ''}`}
    >
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
      <span className={styles.name}>{brand}</span>
      <span className="visually-hidden">{toHome}</span>
    </a>
  );
}
