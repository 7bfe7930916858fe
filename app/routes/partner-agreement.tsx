// Spec 2 §2 / spec 3 §2 /partner-agreement (issue 17 #1): the partner agreement — the programme's terms of spec 3
// §9 — as interface texts staff can change (static.partner_agreement.*, sent with this page only, decision #336).
import { Link, useLoaderData } from 'react-router';
import { textsWithPrefixes } from '../components/content/page-texts';
import { RichText } from '../components/content/RichText';
import styles from '../components/content/StaticPage.module.css';
import { pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { formatText } from '../../domain/texts';
import type { Route } from './+types/partner-agreement';

const PREFIX = 'static.partner_agreement.';

export async function loader({ context }: Route.LoaderArgs) {
  const [all, params] = await Promise.all([
    context.services.texts.texts('nl'),
    context.services.staticPages.params(),
  ]);
  const texts = Object.fromEntries(
    Object.entries(textsWithPrefixes(all, [PREFIX])).map(([key, value]) => [key, formatText(value, params)]),
  );
  return { texts, isPartner: context.viewer.loggedIn && context.viewer.isPartner };
}

export function meta(args: Route.MetaArgs) {
  const texts = args.loaderData?.texts ?? {};
  return seoMeta(args, {
    title: pageTitle(args.matches, texts[`${PREFIX}title`] ?? ''),
    description: texts[`${PREFIX}description`] ?? '',
    path: '/partner-agreement',
  });
}

export default function PartnerAgreementPage() {
  const { texts, isPartner } = useLoaderData<typeof loader>();
  const t = (key: string) => texts[`${PREFIX}${key}`] ?? '';
  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <RichText source={t('body')} />
      {isPartner ? null : (
        <p className={styles.actions}>
          <Link to="/partner-registration" className="button button-primary">
            {texts['static.partner_agreement.apply'] ?? ''}
          </Link>
        </p>
      )}
    </article>
  );
}
