import { Link } from 'react-router';
import { useShell } from '../../lib/shell';
import { useT } from '../../lib/texts';
import styles from './ErrorPages.module.css';

/** Spec 1 §2.1: any unknown path shows the 404 page with a translated content text. */
export function NotFoundContent() {
  const t = useT();
  const shell = useShell();
  const categories = shell?.categories ?? [];
  return (
    <article className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('page.404_title')}</h1>
      <p className={styles.lead}>{t('page.404_content')}</p>
      <p>
        <Link to="/" className="button button-primary">
          {t('page.to_home')}
        </Link>
      </p>
      {categories.length > 0 ? (
        <section className={styles.categories}>
          <h2 className={styles.subtitle}>{t('page.404_categories')}</h2>
          <ul className={styles.chips}>
            {categories.slice(0, 16).map((c) => (
              <li key={c.name}>
                <Link to={c.href} className={styles.chip}>
                  {c.displayValue}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** Spec 1 §8: any other failure shows the technical-error text inside the shell. */
export function TechnicalErrorContent() {
  const t = useT();
  return (
    <article className={styles.page}>
      <h1>{t('errors.technical_error')}</h1>
      <p className={styles.lead}>{t('errors.technical_error_advice')}</p>
      <p>
        <Link to="/" className="button button-primary">
          {t('page.to_home')}
        </Link>
      </p>
    </article>
  );
}
