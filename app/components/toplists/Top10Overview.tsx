import { Link } from 'react-router';
import type { Top10OverviewSection } from '../../../server/catalog/top-lists-service';
import { useT } from '../../lib/texts';
import { CompactEntry } from './TopEntry';
import styles from './TopLists.module.css';

/**
 * Spec 1 §2.1 and §2.7 Top 10 overview (all shops): every section with its ten books and a link to its own
 * list, or 'Er is hiervan geen top 10 gevonden' for a section without books.
 */
export function Top10Overview({ sections }: { sections: readonly Top10OverviewSection[] }) {
  const t = useT();
  return (
    <section className={styles.page} aria-labelledby="top10-overview-title">
      <header className={styles.head}>
        <h1 id="top10-overview-title">{t('toplists.overview_title')}</h1>
        <p className={styles.lead}>{t('toplists.overview_lead')}</p>
      </header>
      {sections.length === 0 ? <p className={styles.empty}>{t('top10.none_found')}</p> : null}
      <div className={styles.sections}>
        {sections.map((section) => (
          <section key={section.tag} className={styles.sectionCard} aria-labelledby={`top10-${section.tag}`}>
            <h2 id={`top10-${section.tag}`} className={styles.sectionTitle}>
              <Link to={section.href}>{section.title}</Link>
            </h2>
            {section.books.length > 0 ? (
              <>
                <ol className={styles.compact}>
                  {section.books.map((book) => (
                    <li key={book.sku} value={book.rank}>
                      <CompactEntry book={book} headingLevel="p" showReleaseDate={false} />
                    </li>
                  ))}
                </ol>
                <p className={styles.viewAll}>
                  <Link to={section.href} aria-label={t('toplists.view_all_named', { title: section.title })}>
                    {t('toplists.view_all')}
                  </Link>
                </p>
              </>
            ) : (
              <p className={styles.empty}>{t('top10.none_found')}</p>
            )}
          </section>
        ))}
      </div>
      <p className={styles.aside}>
        <Link to="/top60">{t('toplists.to_top60')}</Link>
      </p>
    </section>
  );
}
