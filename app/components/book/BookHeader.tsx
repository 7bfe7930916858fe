import { Link } from 'react-router';
import type { BookPageData } from '../../routes/book';
import { useT } from '../../lib/texts';
import { BookLabels } from './BookLabels';
import styles from './BookPage.module.css';

/** Title, subtitle, author links (/author/{id}) and the spec 1 §2.5 labels. */
export function BookHeader({ page }: { page: BookPageData }) {
  const t = useT();
  const { book } = page;
  return (
    <header className={styles.header}>
      <BookLabels labels={page.labels} />
      <h1 className={styles.title}>{book.title}</h1>
      {book.subtitle ? <p className={styles.subtitle}>{book.subtitle}</p> : null}
      {book.authors.length > 0 ? (
        <p className={styles.authors}>
          {t('book.by')}{' '}
          {book.authors.map((a, i) => (
            <span key={a.id}>
              {i > 0 ? ', ' : ''}
              <Link to={`/author/${a.id}`}>{a.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <p className={styles.meta}>
        {[book.version, book.languageName, book.pages ? `${book.pages} p.` : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </header>
  );
}
