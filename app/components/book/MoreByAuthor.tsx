import type { ShellBook } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import { AddButtons } from '../cart/add/AddButtons';
import { BookCard } from './BookCard';
import styles from './MoreByAuthor.module.css';

/** Other books of the book's first author; 'Er zijn momenteel geen andere boeken van {author} beschikbaar'. */
export function MoreByAuthor({
  author,
  books,
}: {
  author: { id: number; name: string };
  books: ShellBook[];
}) {
  const t = useT();
  return (
    <section className={styles.more} aria-labelledby="more-by-author">
      <h2 id="more-by-author" className={styles.title}>
        {t('book.more_by_author', { author: author.name })}
      </h2>
      {books.length === 0 ? (
        <p>{t('list.empty_author_other', { author: author.name })}</p>
      ) : (
        <ul className={styles.grid}>
          {books.map((book) => (
            <li key={book.sku}>
              <BookCard book={book} size="compact" headingLevel="h3" buttons={<AddButtons book={book} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
