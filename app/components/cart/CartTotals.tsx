import { Truck } from '../ui/icons/Truck';
import { formatEuro } from '../../../domain/money';
import type { ShippingRule } from '../../../domain/shipping';
import { useT } from '../../lib/texts';
import type { CartPageTotals } from './cart-view';
import styles from './Cart.module.css';

/** The rules that make shipping free ('Gratis'); the others show their amount, € 0,00 included. */
const FREE_RULES = new Set<ShippingRule>(['free-threshold', 'free-zero-total', 'no-shipping-costs']);

/** Spec 3 §9: the rule that set the shipping, in words ('Brievenbuspakje, Nederland', 'Gratis verzending' …). */
export function shippingRuleText(
  t: ReturnType<typeof useT>,
  totals: Pick<CartPageTotals, 'shippingRule' | 'countryName'>,
): string {
  return t(`cart.shipping_rule.${totals.shippingRule}`, { country: totals.countryName });
}

/**
 * Spec 3 §2, §9: the goods, the discount, shipping with the rule that applied, the total and the VAT in it per
 * rate; the free-shipping note between 19,50 and 20 (how much more ships free).
 */
export function CartTotals({ totals }: { totals: CartPageTotals }) {
  const t = useT();
  const free = FREE_RULES.has(totals.shippingRule);
  return (
    <section aria-labelledby="cart-totals-title" className={styles.totals}>
      <h2 id="cart-totals-title" className={styles.panelTitle}>
        {t('cart.totals_title')}
      </h2>
      <dl className={styles.sums}>
        <div>
          <dt>{t('cart.goods')}</dt>
          <dd>{formatEuro(totals.goodsGrossCents)}</dd>
        </div>
        {totals.discountCents > 0 ? (
          <div className={styles.discountRow}>
            <dt>{t('cart.discount_total')}</dt>
            <dd>− {formatEuro(totals.discountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            {t('cart.shipping')}
            <span className={styles.rule}>{shippingRuleText(t, totals)}</span>
          </dt>
          <dd className={free ? styles.free : undefined}>
            {free ? t('cart.shipping_free') : formatEuro(totals.shippingCents)}
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{t('cart.total')}</dt>
          <dd>{formatEuro(totals.totalCents)}</dd>
        </div>
        {totals.vat.map((rate) => (
          <div key={rate.vatPercent} className={styles.vatRow}>
            <dt>{t('cart.vat_rate', { rate: rate.vatPercent })}</dt>
            <dd>{formatEuro(rate.vatCents)}</dd>
          </div>
        ))}
        {totals.vat.length > 1 ? (
          <div className={styles.vatRow}>
            <dt>{t('cart.vat_total')}</dt>
            <dd>{formatEuro(totals.vatTotalCents)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.note}>{t('cart.incl_vat')}</p>
      {totals.discountApplied && (totals.shippingRule === 'letter' || totals.shippingRule === 'package') ? (
        // Spec 3 §9: with a discount, shipping is charged unless the total is over 250 euro.
        <p className={styles.note}>
          {t('cart.discount_shipping_note', { amount: formatEuro(totals.freeFromCents - 1) })}
        </p>
      ) : null}
      {totals.freeShippingMissingCents !== null ? (
        <p className={styles.freeNote} role="status">
          <Truck aria-hidden="true" size={18} />
          {t('cart.free_shipping_note', {
            amount: formatEuro(totals.freeShippingMissingCents),
            threshold: formatEuro(totals.freeFromCents),
          })}
        </p>
      ) : null}
    </section>
  );
}
