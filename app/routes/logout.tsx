import { data, Form, redirect, useLoaderData } from 'react-router';
import { CsrfField } from '../components/forms/Fields';
import styles from '../components/forms/Form.module.css';
import { clearAffiliateCookie, currentCode } from '../lib/affiliate.server';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/logout';

export const handle = { layout: 'single-column' };

/**
 * Spec 2 §4 Logout: the session ends, the shop returns to SHOP_SB, the visitor goes to /. The header's logout
 * button posts here with its token; a page with a stale token (a login in another tab since) lands on this
 * page's own button instead.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  return data({ csrf: context.auth.csrfToken() }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { csrfValid } = await readForm(request, context);
  const { auth } = context;
  if (!auth.sessionIdHash) return redirect('/');
  if (!csrfValid) return redirect('/logout');
  await context.services.accounts.logout(auth.sessionIdHash);
  const headers = new Headers();
  headers.append('set-cookie', auth.clearSessionCookie());
  headers.append('set-cookie', context.shopCookie('SHOP_SB'));
  // Spec 3 §4 logout: the customer's cart stays in the account; this browser starts with an empty guest cart.
  headers.append('set-cookie', context.clearGuestCookie());
  // Spec 2 §4 logout resets the partner code: a partner's own code leaves with them (their guest orders earn nothing).
  if (
    context.viewer.loggedIn &&
    context.viewer.isPartner &&
    currentCode(request) === context.viewer.partnerCode
  )
    headers.append('set-cookie', clearAffiliateCookie(auth.secure));
  return redirect('/', { headers });
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('shell.logout')),
    description: t('logout.question'),
    noindex: true,
  });
}

export default function LogoutPage() {
  const { csrf } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('shell.logout')}</h1>
      <Form method="post" className={styles.form}>
        <p className={styles.intro}>{t('logout.question')}</p>
        <CsrfField token={csrf} />
        <div className={styles.actions}>
          <button type="submit" className="button button-primary">
            {t('shell.logout')}
          </button>
        </div>
      </Form>
    </div>
  );
}
