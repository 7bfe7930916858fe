import { ArrowUp } from '../ui/icons/ArrowUp';
import { scrollToTop } from '../../lib/scroll-to-top';
import { useT } from '../../lib/texts';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import styles from './ScrollTopButton.module.css';

/** Spec 1 §2.2 / §9: a scroll-to-top button, visible after 300 px of scroll. */
export function ScrollTopButton() {
  const t = useT();
  const visible = useScrolledPast(300);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => {
        scrollToTop();
        // Keyboard users continue from the top of the page, not from a button that just disappeared.
        document.getElementById('top')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" size={22} />
      <span className="visually-hidden">{t('shell.to_top')}</span>
    </button>
  );
}
