import { Link } from 'react-router';
import type { ListBook } from '../../../server/catalog/lists/types';
import type { ElevatedBooks, SearchIntention } from '../../../server/search/page-extras';
import { useShell } from '../../lib/shell';
import { useT } from '../../lib/texts';
import { ListBookItem } from '../lists/ListBookItem';
import styles from './SearchResults.module.css';

/** Spec 1 §7.3 search intentions: the term names a category or an author; offer that list. */
export function SearchIntentions({ intentions }: { intentions: readonly SearchIntention[] }) {
  const t = useT();
  if (intentions.length === 0) return null;
  return (
    <ul className={styles.intentions} aria-label={t('search.intentions_label')}>
      {intentions.map((intention) => (
        <li key={intention.href}>
          <Link to={intention.href}>{t(`search.intention.${intention.kind}`, { name: intention.name })}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec 1 §5 'did you mean': the one orderable book whose title starts with the term. */
export function TopMatch({ book }: { book: ListBook | null }) {
  const t = useT();
  const isAdmin = useShell()?.viewer.isAdmin ?? false;
  if (!book) return null;
  return (
    <section className={styles.featured} aria-labelledby="top-match-title">
      <h2 id="top-match-title" className={styles.featuredTitle}>
        {t('search.top_match_header')}
      </h2>
      <ListBookItem book={book} view="summaries" eager isAdmin={isAdmin} headingLevel={3} />
    </section>
  );
}

/** Spec 1 §7.3 elevated results: staff's books for this term, first, under their header text. */
export function Elevated({ elevated }: { elevated: ElevatedBooks | null }) {
  const isAdmin = useShell()?.viewer.isAdmin ?? false;
  if (!elevated || elevated.books.length === 0) return null;
  return (
    <section className={styles.featured} aria-labelledby="elevated-title">
      <h2 id="elevated-title" className={styles.featuredTitle}>
        {elevated.header}
      </h2>
      <ol className={styles.featuredBooks}>
        {elevated.books.map((book) => (
          <li key={book.sku}>
            <ListBookItem book={book} view="summaries" eager isAdmin={isAdmin} headingLevel={3} />
          </li>
        ))}
      </ol>
    </section>
  );
}
