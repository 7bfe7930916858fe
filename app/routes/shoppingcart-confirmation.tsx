import { data, Link, redirect, useLoaderData } from 'react-router';
import { BankDetails } from '../components/checkout/BankDetails';
import { OrderLines } from '../components/checkout/OrderLines';
import { StepBar } from '../components/checkout/StepBar';
import styles from '../components/checkout/Checkout.module.css';
import { checkoutVisitor } from '../lib/checkout.server';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/shoppingcart-confirmation';

export const handle = { layout: 'single-column', backButton: false };

const GUID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Spec 3 §2/§4 the confirmation view after 'Rond bestelling af' (bank transfer): the bank details for the
 * billing country (NL, BE or abroad) with the order number as the reference. Any other outcome: the result page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const guid = new URL(request.url).searchParams.get('order') ?? '';
  if (!GUID.test(guid)) throw redirect('/shoppingcart');
  const result = await context.services.checkout.paymentResult(checkoutVisitor(request, context), guid);
  if (result.kind === 'not-found') throw redirect('/shoppingcart');
  if (!result.bankTransfer) throw redirect(`/payment-result?guid=${encodeURIComponent(guid)}`);
  return data(
    {
      instructions: result.bankTransfer,
      order: result.order,
      loggedIn: context.viewer.loggedIn,
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
    title: pageTitle(args.matches, t('payment_pending')),
    description: t('checkout.description'),
    noindex: true,
  });
}

export default function ConfirmationPage() {
  const { instructions, order, loggedIn } = useLoaderData<typeof loader>();
  const t = useT();
  const shippingCountry = (order.delivery ?? order.billing).countryName || order.billing.countryCode;
  return (
    <div className={styles.page}>
      <StepBar current="done" />
      <h1 className={styles.title}>{t('payment_pending')}</h1>
      <p>{t('payment.order_number', { number: order.number })}</p>
      <p>{t('payment.pending_text')}</p>
      <BankDetails instructions={instructions} headingId="confirmation-bank" />
      <section className={styles.block} aria-labelledby="confirmation-lines">
        <h2 id="confirmation-lines">{t('checkout.lines_title')}</h2>
        <OrderLines order={{ ...order, shippingCountry }} caption={t('checkout.lines_title')} />
      </section>
      <div className={styles.actions}>
        <Link to="/">{t('payment.to_home')}</Link>
        {loggedIn ? <Link to="/account/orders">{t('payment.to_orders')}</Link> : null}
      </div>
    </div>
  );
}
