import { Info } from '../ui/icons/Info';
import { useId } from 'react';
import { formatEuro } from '../../../domain/money';
import { renderStockText } from '../../../domain/stock-texts';
import type { BookPageData } from '../../routes/book';
import { useT, useTexts } from '../../lib/texts';
import { AddForm } from '../cart/add/AddForm';
import { FreeDownload } from '../ebooks/FreeDownload';
import styles from './BookPage.module.css';

/**
 * Price (spec 1 §5 display rule), delivery or stock text, foreign-delivery tooltip, and the cart and wishlist
 * buttons (issue 13 #5): plain forms that add with or without JavaScript and open the added dialog; disabled by
 * the stock checks (spec 1 §5, e-books §2.8), each with its reason below, tied to the button; a free e-book's
 * download (issue 32).
 */
export function BookBuyBox({ page }: { page: BookPageData }) {
  const t = useT();
  const texts = useTexts();
  const stock = renderStockText(texts, page.stockText);
  const orderReason = useId();
  const wishlistReason = useId();
  const { book } = page;
  const addBook = {
    sku: book.sku,
    title: book.title,
    author: book.authors.map((a) => a.name).join(', '),
    coverUrl: `/media/covers/${book.sku}`,
    priceCents: page.priceCents,
  };
  // Issue 32 (decision 808): a free e-book is downloaded, not bought: its box holds only the download.
  if (page.freeEbook)
    return (
      <section className={styles.buyBox} aria-label={t('ebooks.free_label')}>
        <FreeDownload sku={book.sku} title={book.title} format={page.freeEbook.format} headingLevel="none" />
      </section>
    );
  return (
    <section className={styles.buyBox} aria-label={t('book.price_label')}>
      {page.priceCents !== null ? (
        <p className={styles.price}>
          {formatEuro(page.priceCents)} <span className={styles.vat}>{t('book.incl_vat')}</span>
        </p>
      ) : null}
      <p className={`${styles.stock} ${page.orderable ? styles.stockOk : ''}`}>{stock}</p>
      {page.foreignTooltip ? (
        <details className={styles.tooltip}>
          <summary>
            <Info aria-hidden="true" size={16} />
            {t('book.foreign_tooltip_label')}
          </summary>
          <p className={styles.tooltipTitle}>{page.foreignTooltip.title}</p>
          <p>{page.foreignTooltip.text}</p>
        </details>
      ) : null}
      <div className={styles.actions}>
        <AddForm kind="cart" look="button" book={addBook} available={page.orderable} reasonId={orderReason} />
        <AddForm
          kind="wishlist"
          look="button"
          book={addBook}
          available={page.wishlistable}
          reasonId={wishlistReason}
        />
      </div>
      {!page.orderable ? (
        <p id={orderReason} className={styles.reason}>
          {t('book.order_unavailable')}
        </p>
      ) : null}
      {!page.wishlistable ? (
        <p id={wishlistReason} className={styles.reason}>
          {t('book.wishlist_unavailable')}
        </p>
      ) : null}
    </section>
  );
}
