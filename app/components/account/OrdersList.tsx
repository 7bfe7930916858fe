// Spec 2 §2 orders tab: 'Openstaande bestellingen' and 'Betaalde bestellingen' with their empty texts. An open
// order offers 'Betaal nu' (or 'Betaal anders' after choosing bank transfer) and, when the deletable rule allows,
// delete with the Annuleer / Verwijder question; a paid order its invoice and PostNL's track-and-trace links, as
// does an order on account (issue 30, decision 611), which says by when it is to be paid.
// A paid order's e-books show their personal download links (issue 32), or why a link no longer works.
// Every action is a link or a plain form, so the tab works without JavaScript.
import { Link } from 'react-router';
import { formatDateNl } from '../../../domain/dates';
import { formatEuro } from '../../../domain/money';
import type { AccountOrder } from '../../../server/orders/service';
import { useT } from '../../lib/texts';
import styles from '../checkout/Checkout.module.css';

/** Issue 32: the order's e-books, each with its personal link while it works, else why it no longer does. */
function Downloads({ order }: { order: AccountOrder }) {
  const t = useT();
  const id = `downloads-${order.guid}`;
  return (
    <section aria-labelledby={id} className={styles.downloads}>
      <h4 id={id}>{t('orders.downloads')}</h4>
      <ul>
        {order.downloads.map((link) => (
          <li key={link.position}>
            {link.refusal ? (
              <span>{t(`orders.download_refused.${link.refusal}`, { title: link.title })}</span>
            ) : (
              <>
                <a href={link.path} download>
                  {t('orders.download', { title: link.title })}
                </a>{' '}
                <span className={styles.muted}>
                  {t('orders.download_left', {
                    count: link.downloadsLeft,
                    date: formatDateNl(link.expiresAt),
                  })}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderItem({ order }: { order: AccountOrder }) {
  const t = useT();
  const status =
    order.status === 'paid' && order.paidAt
      ? t('orders.status.paid', { date: formatDateNl(order.paidAt) })
      : order.onAccount
        ? t('orders.status.on_account', { date: formatDateNl(order.onAccount.dueOn) })
        : t(`orders.status.${order.status}`);
  const headingId = `order-${order.guid}`;
  return (
    <li className={styles.order} aria-labelledby={headingId}>
      <div className={styles.orderHead}>
        <h3 id={headingId}>{t('orders.number', { number: order.number })}</h3>
        <span>{t('orders.date', { date: formatDateNl(order.createdAt) })}</span>
      </div>
      <p className={styles.muted}>
        {status} ·{' '}
        <span className={styles.nowrap}>{t('orders.total', { amount: formatEuro(order.totalCents) })}</span>
      </p>
      <ul aria-label={t('orders.lines_label', { number: order.number })} className={styles.orderLines}>
        {order.lines.map((line) => (
          <li key={line.sku + line.description}>
            {t('checkout.amount_times', { amount: line.amount })} {line.description}
            {line.ebook ? ` ${t('orders.ebook_line')}` : ''}
          </li>
        ))}
      </ul>
      {order.downloads.length > 0 ? <Downloads order={order} /> : null}
      <div className={styles.orderActions}>
        {order.payAction ? (
          <Link
            to={`/account/orders?betaal=${encodeURIComponent(order.guid)}`}
            className="button button-primary"
          >
            {t(
              order.payAction === 'pay-differently'
                ? 'account.orders.pay_differently'
                : 'account.orders.pay_now',
            )}
          </Link>
        ) : null}
        {order.deletable ? (
          <Link
            to={`/account/orders?verwijder=${encodeURIComponent(order.guid)}`}
            aria-label={t('orders.delete_label', { number: order.number })}
            className="button button-secondary"
          >
            {t('orders.delete')}
          </Link>
        ) : null}
        {order.invoicePath ? (
          <a href={order.invoicePath} aria-label={t('orders.invoice_label', { number: order.number })}>
            {t('orders.invoice')}
          </a>
        ) : null}
        {order.trackTrace.map((link) => (
          <a key={link.barcode} href={link.url} rel="noopener noreferrer" target="_blank">
            {t('orders.track_trace', { barcode: link.barcode })}
          </a>
        ))}
      </div>
    </li>
  );
}

export function OrdersList({
  title,
  empty,
  orders,
  id,
}: {
  title: string;
  empty: string;
  orders: AccountOrder[];
  id: string;
}) {
  return (
    <section aria-labelledby={id} className={styles.page}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {orders.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={styles.orders}>
          {orders.map((order) => (
            <OrderItem key={order.guid} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
