import type { ListView } from '../../../domain/paging';
import type { TopBook, TopEntry } from '../../../server/catalog/top-lists-service';
import { BookCard } from '../book/BookCard';
import { AddButtons } from '../cart/add/AddButtons';
import { CompactEntry, SummaryEntry } from './TopEntry';
import styles from './TopLists.module.css';

/** Cards above the fold load their covers at once; the rest wait until they scroll near. */
const EAGER = 5;

/**
 * A top list in one of the three views (spec 1 §2.4, §2.7): covers (cards with the rank over the cover),
 * summaries (cover, title, author, labels, summary, price) or list (compact rows with the release date), each
 * with the wishlist and cart buttons (spec 1 §2.5).
 */
export function TopEntries({
  id,
  books,
  view,
  headingLevel = 'h2',
}: {
  id: string;
  books: readonly (TopBook | TopEntry)[];
  view: ListView;
  headingLevel?: 'h2' | 'h3';
}) {
  if (view === 'covers')
    return (
      <ol id={id} className={styles.covers}>
        {books.map((book, i) => (
          <li key={book.sku} value={book.rank}>
            <BookCard
              book={book}
              rank={book.rank}
              eager={i < EAGER}
              headingLevel={headingLevel}
              buttons={<AddButtons book={book} />}
            />
          </li>
        ))}
      </ol>
    );
  const Entry = view === 'summaries' ? SummaryEntry : CompactEntry;
  return (
    <ol id={id} className={view === 'summaries' ? styles.summaries : styles.rows}>
      {books.map((book, i) => (
        <li key={book.sku} value={book.rank}>
          <Entry book={book} eager={i < EAGER} headingLevel={headingLevel} buttons />
        </li>
      ))}
    </ol>
  );
}
