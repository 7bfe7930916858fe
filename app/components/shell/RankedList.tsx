import { formatEuro } from '../../../domain/money';
import type { RankedBook } from '../../../server/shell/types';
import { discover, usePlainLinks } from '../../lib/plain-links';
import { StaticIsland } from '../ui/StaticIsland';
import styles from './RankedList.module.css';

/**
 * A numbered top list (Top 20 in the own shop, Top 10 in the all-books shop) with small covers; its titles are
 * plain links (issue 16, app/lib/plain-links.ts), the list a static island (ui/StaticIsland.tsx).
 */
export function RankedList({ books }: { books: readonly RankedBook[] }) {
  const { onClick } = usePlainLinks();
  return (
    <StaticIsland
      as="ol"
      name="ranked-list"
      component={RankedItems}
      props={{ books }}
      className={styles.list}
      onClick={onClick}
    />
  );
}

function RankedItems({ books }: { books: readonly RankedBook[] }) {
  return books.map((book) => (
    <li key={book.sku} className={styles.item} value={book.rank}>
      <span className={styles.rank} aria-hidden="true">
        {book.rank}
      </span>
      <img
        className={`${styles.cover} ${book.soldOut ? styles.dimmed : ''}`}
        src={book.coverUrl}
        alt=""
        width={40}
        height={60}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.text}>
        <a href={book.href} {...discover(book.href)} className={styles.title}>
          {book.title}
        </a>
        {book.author ? <span className={styles.author}>{book.author}</span> : null}
        {book.priceCents !== null ? (
          <span className={styles.price}>{formatEuro(book.priceCents)}</span>
        ) : null}
      </span>
    </li>
  ));
}
