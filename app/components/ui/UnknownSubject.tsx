import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TechnicalErrorContent } from '../shell/ErrorPages';
import { useT } from '../../lib/texts';
import styles from './UnknownSubject.module.css';

/**
 * A route's error boundary: its own 'unknown' text for a 404 (spec 1 §8: book, category, author …) with an optional
 * advice line, the technical error otherwise.
 */
export function UnknownSubject({ textKey, adviceKey }: { textKey: string; adviceKey?: string }) {
  const error = useRouteError();
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <TechnicalErrorContent />;
  return (
    <article className={styles.unknown}>
      <h1>{t(textKey)}</h1>
      {adviceKey ? <p>{t(adviceKey)}</p> : null}
      <p>
        <Link to="/" className="button button-primary">
          {t('page.to_home')}
        </Link>
      </p>
    </article>
  );
}
