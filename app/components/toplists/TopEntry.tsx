import { Link } from 'react-router';
import { formatDateNl } from '../../../domain/dates';
import { formatEuro } from '../../../domain/money';
import type { TopBook, TopEntry } from '../../../server/catalog/top-lists-service';
import { useT } from '../../lib/texts';
import { BookLabels } from '../book/BookLabels';
import { AddButtons } from '../cart/add/AddButtons';
import styles from './TopLists.module.css';

interface EntryProps {
  book: TopBook | TopEntry;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3' | 'p';
  /** Spec 1 §2.5 wishlist and cart buttons (the top lists; the compact Top 10 overview links only). */
  buttons?: boolean;
}

function Cover({ book, eager, width }: { book: TopEntry; eager: boolean; width: number }) {
  return (
    <img
      className={`${styles.cover} ${book.soldOut ? styles.dimmed : ''}`}
      src={book.coverUrl}
      alt=""
      width={width}
      height={width * 1.5}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** The title links to the book; its link covers the whole entry, so the cover is clickable too. */
function TitleLink({ book, level }: { book: TopEntry; level: 'h2' | 'h3' | 'p' }) {
  const t = useT();
  const Title = level;
  return (
    <Title className={styles.title}>
      <Link to={book.href} className={styles.link}>
        <span className="visually-hidden">{t('book.rank', { rank: book.rank })} </span>
        {book.title}
      </Link>
    </Title>
  );
}

function Price({ cents }: { cents: number | null }) {
  return cents !== null ? <p className={styles.price}>{formatEuro(cents)}</p> : null;
}

/** Summaries view: rank, cover, title, subtitle, author, labels, summary and price. */
export function SummaryEntry({ book, eager = false, headingLevel = 'h2', buttons = false }: EntryProps) {
  const summary = 'summary' in book ? book.summary : null;
  const subtitle = 'subtitle' in book ? book.subtitle : null;
  return (
    <article className={styles.summary}>
      <span className={styles.rank} aria-hidden="true">
        {book.rank}
      </span>
      <Cover book={book} eager={eager} width={96} />
      <div className={styles.body}>
        <TitleLink book={book} level={headingLevel} />
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {book.author ? <p className={styles.author}>{book.author}</p> : null}
        <BookLabels labels={book.labels} />
        {summary ? <p className={styles.summaryText}>{summary}</p> : null}
        {buttons ? (
          <div className={styles.buy}>
            <Price cents={book.priceCents} />
            <AddButtons book={book} />
          </div>
        ) : (
          <Price cents={book.priceCents} />
        )}
      </div>
    </article>
  );
}

/** List view (and the overview): a compact row with rank, small cover, title, author, labels, date and price. */
export function CompactEntry({
  book,
  eager = false,
  headingLevel = 'h2',
  showReleaseDate = true,
  buttons = false,
}: EntryProps & { showReleaseDate?: boolean }) {
  const t = useT();
  return (
    <article className={styles.row}>
      <span className={styles.rank} aria-hidden="true">
        {book.rank}
      </span>
      <Cover book={book} eager={eager} width={44} />
      <div className={styles.body}>
        <TitleLink book={book} level={headingLevel} />
        {book.author ? <p className={styles.author}>{book.author}</p> : null}
        <BookLabels labels={book.labels} />
        {showReleaseDate && book.releaseDate ? (
          <p className={styles.meta}>
            {t('list.release_date')}: <span className={styles.nowrap}>{formatDateNl(book.releaseDate)}</span>
          </p>
        ) : null}
      </div>
      {buttons ? (
        <div className={styles.rowBuy}>
          <Price cents={book.priceCents} />
          <AddButtons book={book} />
        </div>
      ) : (
        <Price cents={book.priceCents} />
      )}
    </article>
  );
}
