// The staff area /beheer (issue 15 #3): a small frame with its own navigation, for admins only (404 for everyone
// else). Later issues add a page by adding a child route in app/routes.ts and an entry to BEHEER_PAGES.
import { NavLink, Outlet } from 'react-router';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import styles from '../components/contact/Beheer.module.css';
import type { Route } from './+types/beheer';

export const handle = { layout: 'single-column' };

/** The pages of the staff area, in the order of its navigation: path under /beheer and title key. */
const BEHEER_PAGES = [
  { to: '/beheer', end: true, label: 'beheer.home' },
  { to: '/beheer/bestellingen', end: false, label: 'beheer.orders' },
  { to: '/beheer/klanten', end: false, label: 'beheer.customers' },
  { to: '/beheer/berichten', end: false, label: 'beheer.messages' },
  { to: '/beheer/recensies', end: false, label: 'beheer.reviews' },
  { to: '/beheer/partners', end: false, label: 'beheer.partners' },
  { to: '/beheer/commissies', end: false, label: 'beheer.commissions' },
  { to: '/beheer/uitbetalingen', end: false, label: 'beheer.payouts' },
  { to: '/beheer/aanmeldingen', end: false, label: 'beheer.signups' },
  { to: '/beheer/nieuwsbrief', end: false, label: 'beheer.newsletter' },
  { to: '/beheer/mail', end: false, label: 'beheer.mail' },
  { to: '/beheer/monitor', end: false, label: 'beheer.monitor' },
  { to: '/beheer/logboek', end: false, label: 'beheer.audit' },
] as const;

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return null;
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function BeheerLayout() {
  const t = useT();
  return (
    <div className={styles.area}>
      <nav className={styles.nav} aria-label={t('beheer.nav_label')}>
        <ul>
          {BEHEER_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end={page.end}>
                {t(page.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
