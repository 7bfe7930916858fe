import { Trash2 } from '../ui/icons/Trash2';
import { ShoppingCart } from '../ui/icons/ShoppingCart';
import { Link, useFetcher } from 'react-router';
import { formatEuro } from '../../../domain/money';
import { renderStockText } from '../../../domain/stock-texts';
import { useT, useTexts } from '../../lib/texts';
import { Cover } from '../cart/Cover';
import { WISHLIST_ACTION, type CartActionData, refusalMessage } from '../cart/cart-form';
import type { WishlistPageEntry } from '../cart/cart-view';
import styles from '../cart/Cart.module.css';

/**
 * Spec 3 §2 /wishlist, spec 1 §4 "Wishlist from lists": each book with cover, price and availability; move it to
 * the cart (off the list, into the cart with amount 1) or remove it. Plain form posts without JavaScript,
 * fetchers with it (the list and the header counters follow without a page load).
 */
export function WishlistEntries({
  entries,
  csrf,
  posted,
}: {
  entries: readonly WishlistPageEntry[];
  csrf: string;
  posted: CartActionData | undefined;
}) {
  const t = useT();
  return (
    <section aria-labelledby="wishlist-entries-title">
      <h2 id="wishlist-entries-title" className="visually-hidden">
        {t('wishlist.entries_label')}
      </h2>
      <ul className={styles.lines}>
        {entries.map((entry) => (
          <WishlistEntryRow key={entry.sku} entry={entry} csrf={csrf} posted={posted} />
        ))}
      </ul>
    </section>
  );
}

function WishlistEntryRow({
  entry,
  csrf,
  posted,
}: {
  entry: WishlistPageEntry;
  csrf: string;
  posted: CartActionData | undefined;
}) {
  const t = useT();
  const texts = useTexts();
  const fetcher = useFetcher<CartActionData>({ key: `wishlist-${entry.sku}` });
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data ?? posted;
  const message = answer?.sku === entry.sku ? refusalMessage(t, answer) : undefined;
  const hidden = (intent: 'move' | 'remove') => (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="sku" value={entry.sku} />
      <input type="hidden" name="back" value="/wishlist" />
    </>
  );
  return (
    <li className={`${styles.wishLine} ${busy ? styles.leaving : ''}`}>
      <Cover href={entry.href} src={entry.coverUrl} />
      <div className={styles.info}>
        <h3 className={styles.description}>
          {entry.href ? <Link to={entry.href}>{entry.description}</Link> : entry.description}
        </h3>
        {entry.priceCents !== null ? <p className={styles.price}>{formatEuro(entry.priceCents)}</p> : null}
        {entry.stock ? <p className={styles.stock}>{renderStockText(texts, entry.stock)}</p> : null}
        {message ? (
          <p id={`wishlist-${entry.sku}-error`} className={styles.fieldError}>
            {message}
          </p>
        ) : null}
      </div>
      <div className={styles.entryActions}>
        <fetcher.Form method="post" action={WISHLIST_ACTION}>
          {hidden('move')}
          <button
            type="submit"
            className="button button-primary"
            disabled={!entry.orderable || busy}
            aria-describedby={entry.orderable ? undefined : `wishlist-${entry.sku}-reason`}
          >
            <ShoppingCart aria-hidden="true" size={18} />
            {t('wishlist.move')}
            <span className="visually-hidden"> {entry.title}</span>
          </button>
        </fetcher.Form>
        {entry.orderable ? null : (
          <span id={`wishlist-${entry.sku}-reason`} className={styles.hint}>
            {t('wishlist.not_orderable')}
          </span>
        )}
        <fetcher.Form method="post" action={WISHLIST_ACTION}>
          {hidden('remove')}
          <button type="submit" className="icon-button" disabled={busy}>
            <Trash2 aria-hidden="true" size={18} />
            <span className="visually-hidden">{t('wishlist.remove_label', { title: entry.title })}</span>
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}
