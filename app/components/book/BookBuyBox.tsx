import { Heart } from '../ui/icons/Heart';
import { Info } from '../ui/icons/Info';
import { ShoppingCart } from '../ui/icons/ShoppingCart';
import { useRouteLoaderData } from 'react-router';
import { formatEuro } from '../../../domain/money';
import { renderStockText } from '../../../domain/stock-texts';
import type { RootData } from '../../root';
import type { BookPageData } from '../../routes/book';
import { useT } from '../../lib/texts';
import styles from './BookPage.module.css';

/**
 * Price (spec 1 §5 display rule), delivery or stock text, foreign-delivery tooltip, and the wishlist and cart
 * buttons, disabled per the stock checks. Their dialogs and storage come with the cart issue.
 */
export function BookBuyBox({ page }: { page: BookPageData }) {
  const t = useT();
  const texts = (useRouteLoaderData('root') as RootData | undefined)?.texts ?? {};
  const stock = renderStockText(texts, page.stockText);
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
        <button type="button" className="button button-primary" disabled={!page.orderable}>
          <ShoppingCart aria-hidden="true" size={18} />
          {t('book.add_to_cart')}
        </button>
        <button type="button" className="button button-secondary" disabled={!page.wishlistable}>
          <Heart aria-hidden="true" size={18} />
          {t('book.wishlist')}
        </button>
      </div>
      {!page.orderable ? <p className={styles.reason}>{t('book.order_unavailable')}</p> : null}
      {!page.wishlistable ? <p className={styles.reason}>{t('book.wishlist_unavailable')}</p> : null}
    </section>
  );
}
