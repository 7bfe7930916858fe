// Spec 2 §2 / spec 3 §2 /partner (issue 17 #6, #7): the partner area with the commissions tab (/partner, also
// /partner/commissions) and the technical tab (/partner/technical, its ISBN generator a GET form ?isbn=). Not
// logged in: to / (spec). A logged-in non-partner sees the way to apply (or that the application is being looked
// at). Everything shown is the session's own account's: no address names another partner.
import { data, Link, redirect, useLoaderData } from 'react-router';
import { textsWithPrefixes } from '../components/content/page-texts';
import styles from '../components/forms/Form.module.css';
import { CommissionsTab } from '../components/partner/CommissionsTab';
import partnerStyles from '../components/partner/Partner.module.css';
import { TechnicalTab } from '../components/partner/TechnicalTab';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import { formatText } from '../../domain/texts';
import type { Route } from './+types/partner';

export const handle = { layout: 'single-column' };

const TABS = ['commissions', 'technical'] as const;
type Tab = (typeof TABS)[number];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  const tab: Tab = params.tab === undefined ? 'commissions' : (params.tab as Tab);
  if (!TABS.includes(tab)) throw redirect('/partner');
  const pages = context.services.partnerPages;
  const area = await pages.area(context.viewer);
  if (area.kind === 'guest') throw redirect('/');
  if (area.kind === 'not-partner') return data({ tab, area, technical: null }, { headers: PRIVATE_HEADERS });
  if (tab === 'commissions') return data({ tab, area, technical: null }, { headers: PRIVATE_HEADERS });
  const isbnParam = new URL(request.url).searchParams.get('isbn') ?? '';
  const [covers, isbn, all, placeholders] = await Promise.all([
    pages.covers(area.code),
    pages.isbnLink(isbnParam.slice(0, 40), area.code),
    context.services.texts.texts('nl'),
    context.services.staticPages.params(),
  ]);
  return data(
    {
      tab,
      area,
      technical: {
        covers,
        isbn,
        origin: context.origin,
        // The long texts with their placeholders filled ({affiliate_days}: the affiliate cookie's lifetime).
        texts: Object.fromEntries(
          Object.entries(textsWithPrefixes(all, ['static.partner_technical.'])).map(([key, value]) => [
            key,
            formatText(value, placeholders),
          ]),
        ),
      },
    },
    { headers: PRIVATE_HEADERS },
  );
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
  const { tab, area, technical } = useLoaderData<typeof loader>();
  const t = useT();
  if (area.kind !== 'partner')
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('partner_area.not_partner_title')}</h1>
        {area.pending ? (
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
          {TABS.map((id) => (
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
      <div className={partnerStyles.section}>
        {tab === 'commissions' ? (
          <CommissionsTab tab={area.commissions} code={area.code} />
        ) : technical ? (
          <TechnicalTab
            code={area.code}
            origin={technical.origin}
            covers={technical.covers}
            isbn={technical.isbn}
            texts={technical.texts}
          />
        ) : null}
      </div>
    </div>
  );
}
