// Spec 2 §2 payment confirmation page and §4 status table: payment_success ('Je bestelling wordt zo snel
// mogelijk verstuurd.'), payment_pending (bank transfer: the bank-details dialog opens), payment_processing
// (the page looks again by itself until the payment is final) and payment_error with the void texts for a
// customer or a guest and another payment method offered; an order staff cancelled says so (issue 30). Buttons
// to the home page, /account/orders/ and /shoppingcart/payment.
import { Link } from 'react-router';
import type { PaymentResultData } from '../../../server/orders/service';
import { useT } from '../../lib/texts';
import { CartDialog } from '../cart/CartDialog';
import { BankDetails } from './BankDetails';
import { OrderLines } from './OrderLines';
import styles from './Checkout.module.css';

export type ResultView = Omit<PaymentResultData, 'kind'>;

export function PaymentResultView(props: {
  result: ResultView;
  loggedIn: boolean;
  /** The address of this page with the dialog closed (no JavaScript: the close link). */
  closeHref: string;
  dialogOpen: boolean;
  onCloseDialog: () => void;
}) {
  const t = useT();
  const { result } = props;
  const { order, page } = result;
  const shippingCountry = (order.delivery ?? order.billing).countryName || order.billing.countryCode;
  return (
    <>
      <h1 className={styles.title}>{t(page.header)}</h1>
      <p>{t('payment.order_number', { number: order.number })}</p>
      {result.text ? <p className={styles.lead}>{result.text}</p> : null}
      {result.outcome === 'paid' ? <p>{t('payment.success_mail')}</p> : null}
      {result.outcome === 'paid' && order.invoicePath ? (
        <p>
          <a href={order.invoicePath}>{t('payment.invoice')}</a>
        </p>
      ) : null}
      {result.outcome === 'banktransfer' ? <p>{t('payment.pending_text')}</p> : null}
      {result.outcome === 'processing' ? (
        <p>
          {t('payment.processing_text')} <Link to="">{t('payment.processing_refresh')}</Link>
        </p>
      ) : null}
      {result.outcome === 'void' && props.loggedIn ? <p>{t('payment.void_hint_logged_in')}</p> : null}
      {result.outcome === 'cancelled' ? <p className={styles.lead}>{t('payment.cancelled_text')}</p> : null}
      {result.bankTransfer ? (
        <BankDetails instructions={result.bankTransfer} headingId="result-bank" />
      ) : null}
      {result.bankTransfer && props.dialogOpen ? (
        <CartDialog
          title={t('bank.title')}
          closeHref={props.closeHref}
          onClose={props.onCloseDialog}
          actions={
            <Link to={props.closeHref} className="button button-primary">
              {t('bank.close')}
            </Link>
          }
        >
          <BankDetails instructions={result.bankTransfer} headingId="dialog-bank" />
        </CartDialog>
      ) : null}
      <section className={styles.block} aria-labelledby="result-lines">
        <h2 id="result-lines">{t('checkout.lines_title')}</h2>
        <OrderLines order={{ ...order, shippingCountry }} caption={t('checkout.lines_title')} />
      </section>
      <div className={styles.actions}>
        <Link to="/">{t('payment.to_home')}</Link>
        {props.loggedIn ? <Link to="/account/orders/">{t('payment.to_orders')}</Link> : null}
        {page.offersOtherMethod && result.inCheckout ? (
          <Link to="/shoppingcart/payment" className="button button-primary">
            {t('payment.other_method')}
          </Link>
        ) : null}
        {page.offersOtherMethod && !result.inCheckout && props.loggedIn ? (
          <Link
            to={`/account/orders?betaal=${encodeURIComponent(order.guid)}`}
            className="button button-primary"
          >
            {t('payment.other_method')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
