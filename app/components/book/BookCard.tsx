import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatEuro } from '../../../domain/money';
import type { ShellBook } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import type { BookLabel } from '../../../domain/labels';
import styles from './BookCard.module.css';
import { BookLabels } from './BookLabels';

export interface BookCardProps {
  book: ShellBook;
  /** Cards in the first screenful load their cover at once; the rest wait until they scroll near. */
  eager?: boolean;
  /** 'compact' for narrow sidebars and carousels. */
  size?: 'regular' | 'compact';
  /** Shown as a large number over the cover in top lists. */
  rank?: number;
  headingLevel?: 'h2' | 'h3' | 'h4' | 'p';
  /**
   * Spec 1 §2.5 wishlist and cart buttons (AddButtons) beside the price; sidebar cards link only. A slot, so the
   * shell's sidebar cards do not load the buttons' code.
   */
  buttons?: ReactNode;
}

/**
 * Spec 1 §2.5: cover, title, author, price and the labels 'Eigen uitgave', 'Binnenkort', 'Uitverkocht'; with
 * `buttons`, the wishlist and cart buttons too.
 */
export function BookCard({
  book,
  eager = false,
  size = 'regular',
  rank,
  headingLevel = 'h3',
  buttons,
}: BookCardProps) {
  const t = useT();
  const Title = headingLevel;
  const labels: BookLabel[] = [];
  if (book.ownEdition) labels.push('own_edition');
  if (book.soonAvailable) labels.push('soon');
  if (book.soldOut) labels.push('sold_out');

  return (
    <article
      className={`${styles.card} ${size === 'compact' ? styles.compact : ''} ${buttons ? styles.withButtons : ''}`}
    >
      <div className={`${styles.cover} ${book.soldOut ? styles.dimmed : ''}`}>
        <img
          src={book.coverUrl}
          alt=""
          width={150}
          height={225}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {rank !== undefined ? (
          <span className={styles.rank} aria-hidden="true">
            {rank}
          </span>
        ) : null}
      </div>
      <BookLabels labels={labels} />
      <Title className={styles.title}>
        {/* The link covers the whole card (see .link::after), so the cover is clickable without a second link. */}
        <Link to={book.href} className={styles.link}>
          {rank !== undefined ? <span className="visually-hidden">{t('book.rank', { rank })} </span> : null}
          {book.title}
        </Link>
      </Title>
      {book.author ? <p className={styles.author}>{book.author}</p> : null}
      {buttons ? (
        <div className={styles.buy}>
          {book.priceCents !== null ? <p className={styles.price}>{formatEuro(book.priceCents)}</p> : null}
          {buttons}
        </div>
      ) : book.priceCents !== null ? (
        <p className={styles.price}>{formatEuro(book.priceCents)}</p>
      ) : null}
    </article>
  );
}
