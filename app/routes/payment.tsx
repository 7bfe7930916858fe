import { useEffect } from 'react';
import { data, redirect, useLoaderData } from 'react-router';
import styles from '../components/checkout/Checkout.module.css';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { useT } from '../lib/texts';
import type { Route } from './+types/payment';

export const handle = { layout: 'single-column', backButton: false };

const GUID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Spec 2 §2 / spec 3 §2 /payment: sends the browser to the payment page of the order's open payment. Reached by
 * a 303 after 'Start betaling'; it answers a page that moves on by itself (a meta refresh, and with JavaScript
 * at once) instead of a redirect, since the CSP's form-action also covers the redirects after a form post and
 * the provider is on another origin. Without an open payment: the result page says how the order stands.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const guid = new URL(request.url).searchParams.get('order') ?? '';
  if (!GUID.test(guid)) throw redirect('/');
  const url = await context.services.checkout.paymentUrl(guid);
  if (!url) throw redirect(`/payment-result?guid=${encodeURIComponent(guid)}`);
  return data({ url }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  const url = (args.data as { url?: string } | undefined)?.url;
  return [
    { title: pageTitle(args.matches, t('payment.redirecting')) },
    { name: 'robots', content: 'noindex, nofollow' },
    ...(url ? [{ httpEquiv: 'refresh', content: `0;url=${url}` }] : []),
  ];
}

export default function PaymentRedirectPage() {
  const { url } = useLoaderData<typeof loader>();
  const t = useT();
  useEffect(() => {
    window.location.assign(url);
  }, [url]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('payment.redirecting')}</h1>
      <p>
        <a href={url} className="button button-primary">
          {t('payment.redirect_link')}
        </a>
      </p>
    </div>
  );
}
