import { Link } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './BookPage.module.css';

/**
 * Spec 1 §2.6 'replaced by' notice. A replaced book normally redirects to its replacement; this shows when the
 * replacement is not in the catalogue (then without a link).
 */
export function ReplacedNotice({ alternative }: { alternative: { sku: string; title: string } | null }) {
  const t = useT();
  return (
    <p className={styles.replaced} role="status">
      {alternative ? (
        <Link to={`/book/${alternative.sku}`}>{t('book.replaced_by', { title: alternative.title })}</Link>
      ) : (
        t('book.replaced')
      )}
    </p>
  );
}
