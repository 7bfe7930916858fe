import styles from './SocialIcon.module.css';

/**
 * A social network's mark (lucide-react has no brand marks): a plain glyph from public/social/, drawn in the
 * link's colour by a CSS mask, so the drawings stay out of the JavaScript every page loads. An unknown network
 * gets a dot.
 */
export function SocialIcon({ name }: { name: string }) {
  return <span className={styles.icon} data-network={name.toLowerCase()} aria-hidden="true" />;
}
