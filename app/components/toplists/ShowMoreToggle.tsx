import { ChevronDown } from '../ui/icons/ChevronDown';
import { ChevronUp } from '../ui/icons/ChevronUp';
import { useRef } from 'react';
import { useT } from '../../lib/texts';
import styles from './TopLists.module.css';

/** The form field the page's action reads when the toggle is posted without script. */
export const TOGGLE_FIELD = 'top60Open';

/**
 * Spec 1 §2.7 show-more / show-less. A real form: without script it posts to the page, whose action remembers
 * the choice and sends the visitor back; with script it toggles at once and the cookie is written here.
 */
export function ShowMoreToggle({
  expanded,
  total,
  controls,
  onToggle,
}: {
  expanded: boolean;
  total: number;
  controls: string;
  onToggle: (expanded: boolean) => void;
}) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <form
      method="post"
      className={styles.more}
      onSubmit={(event) => {
        event.preventDefault();
        onToggle(!expanded);
        // Collapsing shortens the page above the button; keep the button where the visitor is looking.
        if (expanded) requestAnimationFrame(() => button.current?.scrollIntoView({ block: 'center' }));
      }}
    >
      <input type="hidden" name={TOGGLE_FIELD} value={expanded ? '0' : '1'} />
      <button
        ref={button}
        type="submit"
        className="button button-secondary"
        aria-expanded={expanded}
        aria-controls={controls}
      >
        {expanded ? <ChevronUp aria-hidden="true" size={18} /> : <ChevronDown aria-hidden="true" size={18} />}
        {expanded ? t('toplists.show_less') : t('toplists.show_more', { count: total })}
      </button>
    </form>
  );
}
