// Spec 2 §2 /account/{tab}: the account page's partner tabs (issue 17) — /account/commissions and
// /account/technical, for partners only, with the same content as the partner area (/partner). Not logged in: to
// / (spec); a logged-in customer who is not a partner: to the profile tab, the account's default.
import { data, redirect, useLoaderData } from 'react-router';
import { AccountTabs } from '../components/account/AccountTabs';
import styles from '../components/forms/Form.module.css';
import { PartnerTabBody } from '../components/partner/PartnerTabBody';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { loadPartnerArea } from '../lib/partner-area.server';
import type { PartnerTab } from '../lib/partner-tabs';
import { accountMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/account-partner';

export const handle = { layout: 'single-column' };

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  if (!context.viewer.isPartner) throw redirect('/account/profile');
  const tab: PartnerTab = new URL(request.url).pathname.startsWith('/account/technical')
    ? 'technical'
    : 'commissions';
  const loaded = await loadPartnerArea(context, tab, request);
  if (loaded.area.kind !== 'partner') throw redirect('/account/profile');
  return data(loaded, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args);
}

export default function AccountPartnerPage() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      <AccountTabs current={loaded.tab} partner />
      <PartnerTabBody data={loaded} technicalPath="/account/technical" />
    </div>
  );
}
