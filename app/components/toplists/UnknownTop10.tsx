// The unknown top-10 section (spec 1 §2.7, §8), apart from the list itself so that category and subcategory
// pages can recognise it without loading the top-10 list code.
import { isRouteErrorResponse, Link } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './TopLists.module.css';

/** What a loader throws (HTTP 404) for a top-10 name no section has; see isUnknownTop10. */
export const UNKNOWN_TOP10 = { reason: 'unknown-top10' } as const;

/** True for the 404 a top-10 tag loader throws for an unknown section (for a route's ErrorBoundary). */
export function isUnknownTop10(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    (error.data as { reason?: unknown } | null)?.reason === UNKNOWN_TOP10.reason
  );
}

/** Spec 1 §2.7, §8: a top-10 name no section has: 'Er is hier geen Top 10 van bekend' (HTTP 404). */
export function UnknownTop10() {
  const t = useT();
  return (
    <section className={styles.page}>
      <h1>{t('top10.none_here')}</h1>
      <p>
        <Link to="/category/top10" className="button button-secondary">
          {t('toplists.all_top10')}
        </Link>
      </p>
    </section>
  );
}
