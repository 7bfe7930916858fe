// Spec 3 §2 review step ('Controleer je bestelling'): the lines with shipping by country and weight, the VAT
// split and the total; personal data; invoice and delivery address; company data; the remark; the terms link;
// a change button per block (back to the step that holds it, where everything is still filled in).
import { Link } from 'react-router';
import { addressLines, sameAddress } from '../../../domain/postal-address';
import type { OrderSummary } from '../../../server/orders/service';
import { useT } from '../../lib/texts';
import { OrderLines } from './OrderLines';
import styles from './Checkout.module.css';

export type ReviewOrder = Pick<
  OrderSummary,
  | 'number'
  | 'client'
  | 'billing'
  | 'delivery'
  | 'business'
  | 'remark'
  | 'lines'
  | 'shipping'
  | 'discountCents'
  | 'goodsGrossCents'
  | 'vat'
  | 'totalCents'
>;

function Block(props: { id: string; title: string; change: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <section className={styles.block} aria-labelledby={props.id}>
      <div className={styles.blockHead}>
        <h2 id={props.id}>{props.title}</h2>
        <Link to={props.change} aria-label={t('checkout.change_label', { block: props.title })}>
          {t('checkout.change')}
        </Link>
      </div>
      {props.children}
    </section>
  );
}

function Address({ lines }: { lines: string[] }) {
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

export function ReviewBlocks({ order }: { order: ReviewOrder }) {
  const t = useT();
  const delivery = order.delivery && !sameAddress(order.delivery, order.billing) ? order.delivery : null;
  const shippingCountry = (delivery ?? order.billing).countryName || (delivery ?? order.billing).countryCode;
  return (
    <>
      <Block id="review-lines" title={t('checkout.lines_title')} change="/shoppingcart">
        <OrderLines order={{ ...order, shippingCountry }} caption={t('checkout.lines_title')} />
      </Block>
      <div className={styles.blocks}>
        <Block id="review-personal" title={t('checkout.personal_title')} change="/shoppingcart/client">
          <p>
            {order.client.firstname} {order.client.lastname}
          </p>
          <p>{order.client.email}</p>
          <p>{order.client.phonenr}</p>
        </Block>
        <Block id="review-address" title={t('checkout.invoice_address')} change="/shoppingcart/client">
          <Address lines={addressLines(order.billing)} />
          <h3 className={styles.muted}>{t('checkout.delivery_address')}</h3>
          {delivery ? <Address lines={addressLines(delivery)} /> : <p>{t('checkout.same_address')}</p>}
        </Block>
        <Block id="review-company" title={t('checkout.company_title')} change="/shoppingcart/client">
          {order.business ? (
            <>
              <p>{order.business.company}</p>
              {order.business.kvk ? (
                <p>
                  {t('field.nr_kvk')}: {order.business.kvk}
                </p>
              ) : null}
              {order.business.vatNumber ? (
                <p>
                  {t('field.nr_vat')}: {order.business.vatNumber}
                  {order.business.validVat ? ` (${t('checkout.vat_valid')})` : ''}
                </p>
              ) : null}
            </>
          ) : (
            <p className={styles.muted}>{t('checkout.company_none')}</p>
          )}
        </Block>
        <Block id="review-remark" title={t('checkout.remark_title')} change="/shoppingcart">
          <p className={order.remark ? undefined : styles.muted}>
            {order.remark || t('checkout.remark_none')}
          </p>
        </Block>
      </div>
    </>
  );
}

/** Spec 3 §2: the terms link. */
export function TermsNote() {
  const t = useT();
  const [before, after] = t('checkout.terms').split('{link}');
  return (
    <p>
      {before}
      <Link to="/terms-conditions">{t('checkout.terms_link')}</Link>
      {after}
    </p>
  );
}
