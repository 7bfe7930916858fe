// Spec 2 §2 /account/{tab}: the tabs of the account page — profile and orders for every logged-in user,
// commissions and technical for partners only (issue 17), privacy (issue 32: export, closing) last. Plain links: each tab is its own URL.
import { useT } from '../../lib/texts';
import styles from '../forms/Form.module.css';

const TABS = [
  { id: 'profile', href: '/account/profile', label: 'account.tab.profile' },
  { id: 'orders', href: '/account/orders', label: 'account.tab.orders' },
  { id: 'commissions', href: '/account/commissions', label: 'account.tab.commissions', partner: true },
  { id: 'technical', href: '/account/technical', label: 'account.tab.technical', partner: true },
  // Issue 32: the data export and closing the account.
  { id: 'privacy', href: '/account/privacy', label: 'account.tab.privacy' },
] as const;

export function AccountTabs({
  current,
  partner,
}: {
  current: (typeof TABS)[number]['id'];
  /** The viewer is a partner (the session's is_partner): the two partner tabs show. */
  partner: boolean;
}) {
  const t = useT();
  return (
    <nav aria-label={t('account.tabs_label')}>
      <ul className={styles.tabs}>
        {TABS.filter((tab) => partner || !('partner' in tab)).map((tab) => (
          <li key={tab.id}>
            <a href={tab.href} aria-current={tab.id === current ? 'page' : undefined} className={styles.tab}>
              {t(tab.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
