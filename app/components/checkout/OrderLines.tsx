// Spec 3 §2 review (and the result page, the orders tab): an order's lines with amount, discount and line
// amount, the shipping line to its country, the total and the VAT in it per rate — as charged (the order's own
// snapshot, never the catalogue).
import { formatEuro } from '../../../domain/money';
import type { OrderSummary } from '../../../server/orders/service';
import { useT } from '../../lib/texts';
import styles from './Checkout.module.css';

export type OrderLinesData = Pick<
  OrderSummary,
  'number' | 'lines' | 'shipping' | 'discountCents' | 'goodsGrossCents' | 'vat' | 'totalCents'
> & { shippingCountry: string };

export function OrderLines({ order, caption }: { order: OrderLinesData; caption: string }) {
  const t = useT();
  return (
    <table className={styles.lines}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.amount')}</th>
          <th scope="col">{t('checkout.lines_title')}</th>
          <th scope="col" className={styles.num}>
            {t('cart.line_total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.sku + line.description}>
            <td>{t('checkout.amount_times', { amount: line.amount })}</td>
            <td>
              {line.description}
              {line.discountPercent > 0 ? (
                <span className={styles.muted}>
                  {' '}
                  · {t('cart.discount', { percent: line.discountPercent })}
                </span>
              ) : null}
            </td>
            <td className={styles.num}>{formatEuro(line.totalCents)}</td>
          </tr>
        ))}
        {order.shipping ? (
          <tr>
            <td />
            <td>{t('checkout.shipping_to', { country: order.shippingCountry })}</td>
            <td className={styles.num}>
              {order.shipping.costCents === 0
                ? t('cart.shipping_free')
                : formatEuro(order.shipping.costCents)}
            </td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow}>
          <th scope="row" colSpan={2}>
            {t('cart.total')}
          </th>
          <td className={styles.num}>{formatEuro(order.totalCents)}</td>
        </tr>
        {order.vat.map((rate) => (
          <tr key={rate.vatPercent} className={styles.muted}>
            <th scope="row" colSpan={2}>
              {t('cart.vat_rate', { rate: rate.vatPercent })}
            </th>
            <td className={styles.num}>{formatEuro(rate.vatCents)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
