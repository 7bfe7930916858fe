import { Trash2 } from '../ui/icons/Trash2';
import { Link, useFetcher } from 'react-router';
import { formatEuro } from '../../../domain/money';
import { renderStockText } from '../../../domain/stock-texts';
import { useT, useTexts } from '../../lib/texts';
import { AmountForm } from './AmountForm';
import { Cover } from './Cover';
import { CART_ACTION, type CartActionData, refusalMessage } from './cart-form';
import type { CartPageLine } from './cart-view';
import styles from './Cart.module.css';

/** Spec 3 §2 cart view, §3 cart line: cover, description, amount, line amount and discount, remove. */
export function CartLines({
  lines,
  csrf,
  path,
  posted,
}: {
  lines: readonly CartPageLine[];
  csrf: string;
  path: string;
  posted: CartActionData | undefined;
}) {
  const t = useT();
  return (
    <section aria-labelledby="cart-lines-title" className={styles.linesSection}>
      <h2 id="cart-lines-title" className="visually-hidden">
        {t('cart.lines_label')}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <CartLineRow key={line.sku} line={line} csrf={csrf} path={path} posted={posted} />
        ))}
      </ul>
    </section>
  );
}

function CartLineRow({
  line,
  csrf,
  path,
  posted,
}: {
  line: CartPageLine;
  csrf: string;
  path: string;
  posted: CartActionData | undefined;
}) {
  const t = useT();
  const texts = useTexts();
  const remover = useFetcher<CartActionData>({ key: `cart-remove-${line.sku}` });
  const removing = remover.state !== 'idle';
  const removeMessage = refusalMessage(t, remover.data);
  return (
    <li
      className={`${styles.line} ${line.problem ? styles.lineProblem : ''} ${removing ? styles.leaving : ''}`}
    >
      <Cover href={line.href} src={line.coverUrl} />
      <div className={styles.info}>
        <h3 className={styles.description}>
          {line.href ? <Link to={line.href}>{line.description}</Link> : line.description}
        </h3>
        <p className={styles.unit}>{t('cart.unit_price', { price: formatEuro(line.priceCents) })}</p>
        {line.stock ? <p className={styles.stock}>{renderStockText(texts, line.stock)}</p> : null}
        {removeMessage ? <p className={styles.fieldError}>{removeMessage}</p> : null}
        {line.problem ? (
          <p className={styles.problem}>
            {t(line.problem === 'unknown' ? 'cart.unknown_book' : 'cart.not_orderable')}
          </p>
        ) : null}
      </div>
      <div className={styles.amount}>
        <AmountForm line={line} csrf={csrf} path={path} posted={posted} />
      </div>
      <div className={styles.money}>
        {line.discountCents > 0 ? (
          <p className={styles.discount}>
            <span className={styles.gross}>
              <span className="visually-hidden">{t('cart.goods')} </span>
              <s>{formatEuro(line.grossCents)}</s>
            </span>{' '}
            {t('cart.discount', { percent: line.discountPercent })}
          </p>
        ) : null}
        {line.fixedPrice ? (
          <p className={styles.fixedPrice}>{t(`cart.fixed_price.${line.fixedPrice}`)}</p>
        ) : null}
        <p className={styles.lineTotal}>
          <span className="visually-hidden">{t('cart.line_total')} </span>
          {line.problem ? '—' : formatEuro(line.lineTotalCents)}
        </p>
      </div>
      <remover.Form method="post" action={CART_ACTION} className={styles.remove}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="sku" value={line.sku} />
        <input type="hidden" name="back" value={path} />
        <button type="submit" className="icon-button" disabled={removing}>
          <Trash2 aria-hidden="true" size={18} />
          <span className="visually-hidden">{t('cart.remove_label', { title: line.title })}</span>
        </button>
      </remover.Form>
    </li>
  );
}
