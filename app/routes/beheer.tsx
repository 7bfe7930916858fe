// The staff area /beheer (issue 15 #3): a small frame with its own navigation, for staff only (404 for everyone
// else). Later issues add a page by adding a child route in app/routes.ts, its level in domain/staff-access.ts and
// an entry to a group of BEHEER_GROUPS; the navigation shows only the pages the viewer's level reaches (decision
// 599), in groups (decision 741).
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { type StaffFeature, staffMay } from '../../domain/staff-access';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { StaffNav, type StaffNavGroup, type StaffNavPage } from '../components/beheer/StaffNav';
import styles from '../components/contact/Beheer.module.css';
import type { Route } from './+types/beheer';

export const handle = { layout: 'single-column' };

/** One page of the navigation: path under /beheer, title key and the feature whose level shows it. */
interface BeheerPage {
  to: string;
  end: boolean;
  label: string;
  feature: StaffFeature;
}

const page = (to: string, label: string, feature: StaffFeature): BeheerPage => ({
  to,
  end: false,
  label,
  feature,
});

/** The home page, above the groups. */
const HOME: BeheerPage = { to: '/beheer', end: true, label: 'beheer.home', feature: 'home' };

/**
 * The pages of the staff area in the groups of its navigation (decision 741): selling and the shop's customers,
 * the partners' money, the catalogue, the shop's content and the shop's settings and team.
 */
const BEHEER_GROUPS: readonly { label: string; pages: readonly BeheerPage[] }[] = [
  {
    label: 'beheer.nav_group.sales',
    pages: [
      page('/beheer/bestellingen', 'beheer.orders', 'orders'),
      page('/beheer/klanten', 'beheer.customers', 'customers'),
      page('/beheer/berichten', 'beheer.messages', 'messages'),
      page('/beheer/recensies', 'beheer.reviews', 'reviews'),
      page('/beheer/aanmeldingen', 'beheer.signups', 'signups'),
      page('/beheer/nieuwsbrief', 'beheer.newsletter', 'newsletter'),
      page('/beheer/monitor', 'beheer.monitor', 'monitor'),
    ],
  },
  {
    label: 'beheer.nav_group.money',
    pages: [
      page('/beheer/partners', 'beheer.partners', 'partners'),
      page('/beheer/commissies', 'beheer.commissions', 'commissions'),
      page('/beheer/uitbetalingen', 'beheer.payouts', 'payouts'),
    ],
  },
  {
    label: 'beheer.nav_group.catalogue',
    pages: [
      page('/beheer/catalogus', 'beheer.books', 'books'),
      page('/beheer/catalogus/import', 'beheer.import', 'catalogue-import'),
      page('/beheer/auteurs', 'beheer.authors', 'authors'),
      page('/beheer/categorieen', 'beheer.categories', 'categories'),
      page('/beheer/top10', 'beheer.top10', 'top10'),
    ],
  },
  {
    label: 'beheer.nav_group.content',
    pages: [
      page('/beheer/teksten', 'beheer.texts', 'texts'),
      page('/beheer/mededelingen', 'beheer.notifications', 'notifications'),
      page('/beheer/banners', 'beheer.banners', 'banners'),
      page('/beheer/citaten', 'beheer.quotes', 'quotes'),
      page('/beheer/tips', 'beheer.tips', 'tips'),
      page('/beheer/evenementen', 'beheer.events', 'events'),
      page('/beheer/nieuwsbrieven', 'beheer.newsletters', 'newsletters'),
      page('/beheer/videos', 'beheer.videos', 'videos'),
    ],
  },
  {
    label: 'beheer.nav_group.settings',
    pages: [
      page('/beheer/instellingen', 'beheer.settings', 'settings'),
      page('/beheer/medewerkers', 'beheer.staff', 'staff'),
      page('/beheer/mail', 'beheer.mail', 'mail'),
      page('/beheer/logboek', 'beheer.audit', 'audit'),
    ],
  },
];

/** The navigation a viewer of this level sees: the pages it reaches, a group without any left out. */
function navigationFor(level: number): { home: StaffNavPage | null; groups: StaffNavGroup[] } {
  const shown = ({ to, end, label }: BeheerPage): StaffNavPage => ({ to, end, label });
  return {
    home: staffMay(level, HOME.feature) ? shown(HOME) : null,
    groups: BEHEER_GROUPS.map((group) => ({
      label: group.label,
      pages: group.pages.filter((p) => staffMay(level, p.feature)).map(shown),
    })).filter((group) => group.pages.length > 0),
  };
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, 'home');
  // The viewer is read fresh on every request, so a changed level changes the navigation at once.
  const level = context.viewer.loggedIn ? context.viewer.accessLevel : 0;
  return navigationFor(level);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function BeheerLayout() {
  const { home, groups } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className={styles.area}>
      <StaffNav home={home} groups={groups} pathname={pathname} />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
