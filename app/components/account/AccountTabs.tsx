// Spec 2 §2 /account/{tab}: the tabs of the account page — profile and orders for every logged-in user
// (commissions and technical for partners arrive with the partner issue). Plain links: each tab is its own URL.
import { useT } from '../../lib/texts';
import styles from '../forms/Form.module.css';

const TABS = [
  { id: 'profile', href: '/account/profile', label: 'account.tab.profile' },
  { id: 'orders', href: '/account/orders', label: 'account.tab.orders' },
] as const;

export function AccountTabs({ current }: { current: (typeof TABS)[number]['id'] }) {
  const t = useT();
  return (
    <nav aria-label={t('account.tabs_label')}>
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
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
