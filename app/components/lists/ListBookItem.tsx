import { FileText } from '../ui/icons/FileText';
import { Link } from 'react-router';
import { formatDateNl } from '../../../domain/dates';
import { formatEuro } from '../../../domain/money';
import type { ListView } from '../../../domain/paging';
import { renderStockText } from '../../../domain/stock-texts';
import type { ListBook } from '../../../server/catalog/lists/types';
import { useT, useTexts } from '../../lib/texts';
import { BookLabels } from '../book/BookLabels';
import { AddButtons } from '../cart/add/AddButtons';
import styles from './ListBookItem.module.css';

interface ItemProps {
  book: ListBook;
  view: ListView;
  /** Covers in the first screenful load at once; the rest when they scroll near. */
  eager: boolean;
  isAdmin: boolean;
  /** 3 when the card sits under a section heading of its own (the search page's top match, elevated books). */
  headingLevel?: 2 | 3;
}

/** Spec 1 §2.5 book card in the three list views. */
export function ListBookItem({ book, view, eager, isAdmin, headingLevel = 2 }: ItemProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useT();
  const texts = useTexts();
  const stock = renderStockText(texts, book.stockText);
  const coverSize = view === 'list' ? 64 : view === 'summaries' ? 120 : 180;

  return (
    <article className={`${styles.item} ${styles[view]}`}>
      <div
        className={`${styles.cover} ${book.freeCover ? styles.free : ''} ${book.soldOut ? styles.dimmed : ''}`}
      >
        <img
          src={book.coverUrl}
          alt=""
          width={coverSize}
          height={book.freeCover ? coverSize : Math.round(coverSize * 1.5)}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <BookLabels labels={book.labels} />
        <Heading className={styles.title}>
          <Link to={book.href} className={styles.titleLink}>
            {book.title}
          </Link>
        </Heading>
        {book.subtitle && view === 'summaries' ? <p className={styles.subtitle}>{book.subtitle}</p> : null}
        {book.authors.length > 0 ? (
          <p className={styles.authors}>
            {view === 'summaries' ? `${t('list.by')} ` : null}
            {book.authors.map((a, i) => (
              <span key={a.id}>
                {i > 0 ? ', ' : null}
                <Link to={`/author/${a.id}`} className={styles.authorLink}>
                  {a.name}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
        {view === 'summaries' && book.summary ? <p className={styles.summary}>{book.summary}</p> : null}
        {view === 'list' && book.releaseDate ? (
          <p className={styles.meta}>
            {t('list.release_date')}: {formatDateNl(book.releaseDate)}
          </p>
        ) : null}
        {book.english ? <p className={styles.meta}>{t('ebooks.english')}</p> : null}
        {view !== 'covers' ? (
          <p className={`${styles.stock} ${book.orderable ? styles.stockOk : ''}`}>{stock}</p>
        ) : null}
        {book.pdfPreviewUrl && view !== 'covers' ? (
          <p className={styles.preview}>
            <a href={book.pdfPreviewUrl}>
              <FileText aria-hidden="true" size={16} />
              {t('list.pdf_preview')}
            </a>
          </p>
        ) : null}
        {isAdmin ? (
          <p className={styles.admin}>
            <Link to={`${book.href}/description`}>{t('list.admin_summary')}</Link>
            <Link to={`${book.href}/specifications`}>{t('list.admin_specifications')}</Link>
          </p>
        ) : null}
      </div>
      <div className={styles.buy}>
        {book.priceCents !== null ? <p className={styles.price}>{formatEuro(book.priceCents)}</p> : null}
        {/* Spec 1 §2.5 wishlist and cart icons; §5: disabled, with the reason, when the stock checks fail. */}
        <AddButtons
          className={styles.actions}
          book={{ ...book, author: book.authors.map((a) => a.name).join(', ') }}
        />
      </div>
    </article>
  );
}
