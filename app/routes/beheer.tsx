// The staff area /beheer (issue 15 #3): a small frame with its own navigation, for staff only (404 for everyone
// else). Later issues add a page by adding a child route in app/routes.ts, its level in domain/staff-access.ts and
// an entry to BEHEER_PAGES; the navigation shows only the pages the viewer's level reaches (decision 599).
import { Link, Outlet, useLoaderData, useLocation } from 'react-router';
import { type StaffFeature, staffMay } from '../../domain/staff-access';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import styles from '../components/contact/Beheer.module.css';
import type { Route } from './+types/beheer';

export const handle = { layout: 'single-column' };

/** The pages of the staff area, in the order of its navigation: path under /beheer, title key and its feature. */
const BEHEER_PAGES: readonly { to: string; end: boolean; label: string; feature: StaffFeature }[] = [
  { to: '/beheer', end: true, label: 'beheer.home', feature: 'home' },
  { to: '/beheer/bestellingen', end: false, label: 'beheer.orders', feature: 'orders' },
  { to: '/beheer/klanten', end: false, label: 'beheer.customers', feature: 'customers' },
  { to: '/beheer/berichten', end: false, label: 'beheer.messages', feature: 'messages' },
  { to: '/beheer/recensies', end: false, label: 'beheer.reviews', feature: 'reviews' },
  { to: '/beheer/partners', end: false, label: 'beheer.partners', feature: 'partners' },
  { to: '/beheer/commissies', end: false, label: 'beheer.commissions', feature: 'commissions' },
  { to: '/beheer/uitbetalingen', end: false, label: 'beheer.payouts', feature: 'payouts' },
  { to: '/beheer/aanmeldingen', end: false, label: 'beheer.signups', feature: 'signups' },
  { to: '/beheer/nieuwsbrief', end: false, label: 'beheer.newsletter', feature: 'newsletter' },
  { to: '/beheer/teksten', end: false, label: 'beheer.texts', feature: 'texts' },
  { to: '/beheer/catalogus', end: false, label: 'beheer.books', feature: 'books' },
  { to: '/beheer/mededelingen', end: false, label: 'beheer.notifications', feature: 'notifications' },
  { to: '/beheer/banners', end: false, label: 'beheer.banners', feature: 'banners' },
  { to: '/beheer/citaten', end: false, label: 'beheer.quotes', feature: 'quotes' },
  { to: '/beheer/auteurs', end: false, label: 'beheer.authors', feature: 'authors' },
  { to: '/beheer/categorieen', end: false, label: 'beheer.categories', feature: 'categories' },
  { to: '/beheer/evenementen', end: false, label: 'beheer.events', feature: 'events' },
  { to: '/beheer/tips', end: false, label: 'beheer.tips', feature: 'tips' },
  { to: '/beheer/top10', end: false, label: 'beheer.top10', feature: 'top10' },
  { to: '/beheer/nieuwsbrieven', end: false, label: 'beheer.newsletters', feature: 'newsletters' },
  { to: '/beheer/videos', end: false, label: 'beheer.videos', feature: 'videos' },
  { to: '/beheer/catalogus/import', end: false, label: 'beheer.import', feature: 'catalogue-import' },
  { to: '/beheer/mail', end: false, label: 'beheer.mail', feature: 'mail' },
  { to: '/beheer/monitor', end: false, label: 'beheer.monitor', feature: 'monitor' },
  { to: '/beheer/logboek', end: false, label: 'beheer.audit', feature: 'audit' },
  { to: '/beheer/medewerkers', end: false, label: 'beheer.staff', feature: 'staff' },
  { to: '/beheer/instellingen', end: false, label: 'beheer.settings', feature: 'settings' },
];

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, 'home');
  // The viewer is read fresh on every request, so a changed level changes the navigation at once.
  const level = context.viewer.loggedIn ? context.viewer.accessLevel : 0;
  return { pages: BEHEER_PAGES.filter((page) => staffMay(level, page.feature)) };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** The page the address is on: the longest path that holds it (the import's own entry, not the books' above it). */
function currentPage(pages: readonly { to: string; end: boolean }[], pathname: string): string | null {
  const holding = pages.filter((p) => pathname === p.to || (!p.end && pathname.startsWith(`${p.to}/`)));
  return holding.reduce<string | null>((best, p) => (best && best.length >= p.to.length ? best : p.to), null);
}

export default function BeheerLayout() {
  const { pages } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const current = currentPage(pages, pathname);
  const t = useT();
  return (
    <div className={styles.area}>
      <nav className={styles.nav} aria-label={t('beheer.nav_label')}>
        <ul>
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} aria-current={page.to === current ? 'page' : undefined}>
                {t(page.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
