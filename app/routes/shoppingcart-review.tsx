import { data, Link, redirect, useLoaderData } from 'react-router';
import { ReviewBlocks, TermsNote } from '../components/checkout/ReviewBlocks';
import { StepBar } from '../components/checkout/StepBar';
import styles from '../components/checkout/Checkout.module.css';
import { Feedback } from '../components/forms/Feedback';
import { backTo, checkoutVisitor } from '../lib/checkout.server';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/shoppingcart-review';

export const handle = { layout: 'single-column' };

/**
 * Spec 3 §2 step 2 /shoppingcart/review ('Controleer je bestelling'): the visitor's checkout order, re-priced
 * from the cart. It opens only after a valid client step; otherwise back there with the reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.cartOwner) throw redirect('/shoppingcart');
  const result = await context.services.checkout.review(checkoutVisitor(request, context));
  if (result.kind === 'empty-cart') throw redirect('/shoppingcart');
  if (result.kind === 'no-order') throw redirect(backTo('/shoppingcart/client', 'client_missing'));
  return data({ order: result.order, leftOut: result.leftOut.length > 0 }, { headers: PRIVATE_HEADERS });
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
  const { order, leftOut } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className={styles.page}>
      <StepBar current="review" />
      <h1 className={styles.title}>{t('checkout.step.review')}</h1>
      {leftOut ? <Feedback tone="info">{t('checkout.reason.not_orderable')}</Feedback> : null}
      <ReviewBlocks order={order} />
      <TermsNote />
      <div className={styles.actions}>
        <Link to="/shoppingcart/client">{t('checkout.back_to_client')}</Link>
        <Link to="/shoppingcart/payment" className="button button-primary">
          {t('checkout.to_payment')}
        </Link>
      </div>
    </div>
  );
}
