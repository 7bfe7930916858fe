import { useEffect, useState } from 'react';
import { data, redirect, useLoaderData, useLocation, useRevalidator } from 'react-router';
import { PaymentResultView } from '../components/checkout/PaymentResultView';
import styles from '../components/checkout/Checkout.module.css';
import { checkoutVisitor } from '../lib/checkout.server';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { useT } from '../lib/texts';
import type { Route } from './+types/payment-result';

export const handle = { layout: 'single-column', backButton: false };

const GUID = /^[A-Za-z0-9_-]{8,64}$/;
/** How often a processing payment is looked at again (meta refresh without JavaScript, a revalidation with). */
export const PROCESSING_REFRESH_SECONDS = 3;

/**
 * Spec 2 §2 /payment-result?guid=… (also reached by /?guid=, the provider's return and the mails' links): the
 * order's payment outcome per the status table. No guid: to the home page. An unknown guid: a 404 that says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guid = url.searchParams.get('guid') ?? '';
  if (!guid) throw redirect('/');
  if (!GUID.test(guid)) throw data({ kind: 'not-found' as const }, { status: 404, headers: PRIVATE_HEADERS });
  const result = await context.services.checkout.paymentResult(checkoutVisitor(request, context), guid);
  if (result.kind === 'not-found')
    throw data({ kind: 'not-found' as const }, { status: 404, headers: PRIVATE_HEADERS });
  const { kind: _kind, ...view } = result;
  return data(
    { result: view, loggedIn: context.viewer.loggedIn, dialogClosed: url.searchParams.has('gesloten') },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  const loaded = args.data as
    { result?: { page: { header: string; refreshUntilFinal: boolean } } } | undefined;
  const header = loaded?.result?.page.header;
  return [
    { title: pageTitle(args.matches, header ? t(header) : t('payment.result_title')) },
    { name: 'robots', content: 'noindex, nofollow' },
    ...(loaded?.result?.page.refreshUntilFinal
      ? [{ httpEquiv: 'refresh', content: String(PROCESSING_REFRESH_SECONDS) }]
      : []),
  ];
}

export default function PaymentResultPage() {
  const loaded = useLoaderData<typeof loader>();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const refresh = loaded.result.page.refreshUntilFinal;
  // With JavaScript the meta refresh is not there after a client-side navigation: look again on a timer.
  useEffect(() => {
    if (!refresh) return;
    const timer = window.setTimeout(() => revalidator.revalidate(), PROCESSING_REFRESH_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [refresh, revalidator, loaded]);
  const params = new URLSearchParams(location.search);
  params.set('gesloten', '1');
  return (
    <div className={styles.page}>
      <PaymentResultView
        result={loaded.result}
        loggedIn={loaded.loggedIn}
        closeHref={`${location.pathname}?${params.toString()}`}
        dialogOpen={!loaded.dialogClosed && closedFor !== location.key}
        onCloseDialog={() => setClosedFor(location.key)}
      />
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('payment.result_title')}</h1>
      <p>{t('payment.unknown_order')}</p>
    </div>
  );
}
