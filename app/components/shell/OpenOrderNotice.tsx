// Spec 1 §4 open-order notice: a customer with an order waiting for payment (void or bank transfer, not paid)
// is told so on every page, with a link to the orders tab of the account page.
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root';
import { useT } from '../../lib/texts';
import styles from './OpenOrderNotice.module.css';

export function OpenOrderNotice() {
  const t = useT();
  const { pathname } = useLocation();
  const open = (useRouteLoaderData('root') as RootData | undefined)?.openOrder ?? null;
  // Not on the orders tab itself, nor inside the checkout and its result pages.
  if (!open || pathname.startsWith('/account/orders') || /^\/(shoppingcart|payment)/.test(pathname))
    return null;
  return (
    <p className={styles.notice} role="status">
      <span>{t('orders.open_notice')}</span>
      <Link to={open.link}>{t('orders.open_notice_link')}</Link>
    </p>
  );
}
