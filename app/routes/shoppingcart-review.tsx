import { data, Link, redirect, useLoaderData } from 'react-router';
import { ReviewBlocks, TermsNote } from '../components/checkout/ReviewBlocks';
import { StepBar } from '../components/checkout/StepBar';
import styles from '../components/checkout/Checkout.module.css';
import { Feedback } from '../components/forms/Feedback';
import { backTo, checkoutVisitor, reasonOf } from '../lib/checkout.server';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/shoppingcart-review';

export const handle = { layout: 'single-column' };

/**
 * Spec 3 §2 step 2 /shoppingcart/review ('Controleer je bestelling'): the visitor's checkout order, re-priced
 * from the cart. It opens only after a valid client step; otherwise back there with the reason. The way on to
 * the payment step carries the digest of the order shown here (?inhoud=, decision 525); a payment step that
 * finds another order, or a start refused because the order changed, sends the shopper back here with
 * ?reden=order_changed, which this page says.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.cartOwner) throw redirect('/shoppingcart');
  const result = await context.services.checkout.review(checkoutVisitor(request, context));
  if (result.kind === 'empty-cart') throw redirect('/shoppingcart');
  if (result.kind === 'no-order') throw redirect(backTo('/shoppingcart/client', 'client_missing'));
  return data(
    {
      order: result.order,
      leftOut: result.leftOut.length > 0,
      reason: reasonOf(new URL(request.url)),
      toPayment: `/shoppingcart/payment?${new URLSearchParams({ inhoud: result.orderContent })}`,
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
    title: pageTitle(args.matches, t('checkout.step.review')),
    description: t('checkout.description'),
    noindex: true,
  });
}

export default function ReviewStepPage() {
  const { order, leftOut, reason, toPayment } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className={styles.page}>
      <StepBar current="review" />
      <h1 className={styles.title}>{t('checkout.step.review')}</h1>
      {reason === 'checkout.reason.order_changed' ? <Feedback tone="info">{t(reason)}</Feedback> : null}
      {leftOut ? <Feedback tone="info">{t('checkout.reason.not_orderable')}</Feedback> : null}
      <ReviewBlocks order={order} />
      <TermsNote />
      <div className={styles.actions}>
        <Link to="/shoppingcart/client">{t('checkout.back_to_client')}</Link>
        <Link to={toPayment} className="button button-primary">
          {t('checkout.to_payment')}
        </Link>
      </div>
    </div>
  );
}
