import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { PaymentForm } from '../components/checkout/PaymentForm';
import { StepBar } from '../components/checkout/StepBar';
import styles from '../components/checkout/Checkout.module.css';
import { backTo, checkoutVisitor, paymentInput, startAnswer } from '../lib/checkout.server';
import { formPageHeaders, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/shoppingcart-payment';

export const handle = { layout: 'single-column' };

/**
 * Spec 3 §2 step 3 /shoppingcart/payment ('Betaling'): 'Kies hoe je wilt betalen' for the visitor's checkout
 * order, re-priced; opens only after a valid client step. Decision 525: coming from the review (?inhoud=, the
 * digest of the order shown there), an order changed since goes back to the review; the form carries the
 * digest of the order it shows (order_content, a plain hidden field), and a start for a changed order is refused
 * back to the review too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.cartOwner) throw redirect('/shoppingcart');
  const result = await context.services.checkout.paymentStep(checkoutVisitor(request, context));
  if (result.kind === 'empty-cart') throw redirect('/shoppingcart');
  if (result.kind === 'no-order') throw redirect(backTo('/shoppingcart/client', 'client_missing'));
  const { step } = result;
  const reviewed = new URL(request.url).searchParams.get('inhoud');
  if (reviewed !== null && reviewed !== step.orderContent)
    throw redirect(backTo('/shoppingcart/review', 'order_changed'));
  return data(
    {
      csrf: context.auth.csrfToken(),
      guid: step.guid,
      methods: step.methods,
      choice: step.choice,
      attemptKey: step.attemptKey,
      orderContent: step.orderContent,
      totalCents: step.totalCents,
      providerUnavailable: step.providerUnavailable,
      asksDigitalConsent: step.asksDigitalConsent,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

/**
 * 'Start betaling': to /payment (which sends the browser on to the provider: the CSP's form-action would stop a
 * redirect from this post to another origin), or, for bank transfer, to the confirmation with the bank details.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid)
    return data({ message: null, formError: 'form_errors.csrf' }, { status: 403, headers: PRIVATE_HEADERS });
  const result = await context.services.checkout.startPayment(
    checkoutVisitor(request, context),
    fields.order ?? '',
    // A form without the digest counts as showing another order (decision 525).
    { ...paymentInput(fields), orderContent: fields.order_content ?? '' },
  );
  return startAnswer(result, { notFound: backTo('/shoppingcart/client', 'client_missing') });
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('checkout.step.payment')),
    description: t('checkout.description'),
    noindex: true,
  });
}

export default function PaymentStepPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const t = useT();
  return (
    <div className={styles.page}>
      <StepBar current="payment" />
      <h1 className={styles.title}>{t('checkout.step.payment')}</h1>
      <PaymentForm
        key={loaded.attemptKey}
        csrf={loaded.csrf}
        action="/shoppingcart/payment"
        methods={loaded.methods}
        choice={loaded.choice}
        attemptKey={loaded.attemptKey}
        totalCents={loaded.totalCents}
        providerUnavailable={loaded.providerUnavailable}
        message={posted?.message ?? (posted?.formError ? t(posted.formError) : null)}
        messageField={posted && 'field' in posted ? posted.field : undefined}
        asksDigitalConsent={loaded.asksDigitalConsent}
        back={{ href: '/shoppingcart/review', label: t('checkout.back_to_review') }}
        hidden={{ order: loaded.guid, order_content: loaded.orderContent }}
      />
    </div>
  );
}
