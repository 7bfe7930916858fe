import { fallbackText as t } from '../../lib/fallback-texts';
import styles from './BareErrorPage.module.css';

/**
 * Shown by the root error boundary when the root loader itself failed: no shell data and no interface texts,
 * so no header menus or sidebars, only the message and a way back.
 */
export function BareErrorPage({ notFound }: { notFound: boolean }) {
  return (
    <main id="inhoud" className={styles.page}>
      <p className={styles.brand}>{t('shell.brand')}</p>
      <h1>{t(notFound ? 'page.404_title' : 'errors.technical_error')}</h1>
      {notFound ? null : <p>{t('errors.technical_error_advice')}</p>}
      <p>
        <a href="/" className="button button-primary">
          {t('page.to_home')}
        </a>
      </p>
    </main>
  );
}
