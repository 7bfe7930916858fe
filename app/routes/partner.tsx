// Spec 2 §2 / spec 3 §2 /partner (issue 17 #6, #7): the partner area with the commissions tab (/partner, also
// /partner/commissions) and the technical tab (/partner/technical, its ISBN generator a GET form ?isbn=). Not
// logged in: to / (spec). A logged-in non-partner sees the way to apply (or that the application is being looked
// at). Everything shown is the session's own account's: no address names another partner.
import { data, Link, redirect, useLoaderData } from 'react-router';
import styles from '../components/forms/Form.module.css';
import { PartnerTabBody } from '../components/partner/PartnerTabBody';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { loadPartnerArea } from '../lib/partner-area.server';
import { isPartnerTab, PARTNER_TABS } from '../lib/partner-tabs';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/partner';

export const handle = { layout: 'single-column' };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  const tab = params.tab ?? 'commissions';
  if (!isPartnerTab(tab)) throw redirect('/partner');
  const loaded = await loadPartnerArea(context, tab, request);
  if (loaded.area.kind === 'guest') throw redirect('/');
  return data(loaded, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('partner_area.title')),
    description: t('partner_area.description'),
    noindex: true,
  });
}

export default function PartnerPage() {
  const loaded = useLoaderData<typeof loader>();
  const { tab, area } = loaded;
  const t = useT();
  if (area.kind !== 'partner')
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('partner_area.not_partner_title')}</h1>
        {area.kind === 'not-partner' && area.pending ? (
          <p>{t('partner_area.pending')}</p>
        ) : (
          <>
            <p>{t('partner_area.not_partner')}</p>
            <p>
              <Link to="/partner-registration" className="button button-primary">
                {t('partner_area.apply')}
              </Link>
            </p>
          </>
        )}
      </div>
    );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('partner_area.title')}</h1>
      <nav aria-label={t('partner_area.tabs_label')}>
        <ul className={styles.tabs}>
          {PARTNER_TABS.map((id) => (
            <li key={id}>
              <Link
                to={id === 'commissions' ? '/partner' : `/partner/${id}`}
                aria-current={id === tab ? 'page' : undefined}
                className={styles.tab}
              >
                {t(`partner_area.tab.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PartnerTabBody data={loaded} technicalPath="/partner/technical" />
    </div>
  );
}
