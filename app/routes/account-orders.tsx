import { useEffect, useRef } from 'react';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router';
import { AccountTabs } from '../components/account/AccountTabs';
import { OrdersList } from '../components/account/OrdersList';
import { CartDialog } from '../components/cart/CartDialog';
import { PaymentForm } from '../components/checkout/PaymentForm';
import { CsrfField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import styles from '../components/checkout/Checkout.module.css';
import { paymentInput, type PaymentRefusal, startAnswer } from '../lib/checkout.server';
import { formPageHeaders, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/account-orders';

export const handle = { layout: 'single-column' };

const GUID = /^[A-Za-z0-9_-]{8,64}$/;
const ORDERS = '/account/orders';

function guidParam(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  return value && GUID.test(value) ? value : null;
}

/**
 * Spec 2 §2 /account/orders: the viewer's own open and paid orders (logged-in only, others go to /);
 * ?betaal=<guid> opens the payment sub-view 'Kies hoe je wilt betalen', ?verwijder=<guid> the delete question.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  const url = new URL(request.url);
  const payGuid = guidParam(url, 'betaal');
  const deleteGuid = guidParam(url, 'verwijder');
  const [orders, pay] = await Promise.all([
    context.services.orders.list(context.viewer),
    payGuid ? context.services.orders.paymentStep(context.viewer, payGuid) : null,
  ]);
  const toDelete = deleteGuid ? orders.open.find((o) => o.guid === deleteGuid && o.deletable) : undefined;
  return data(
    {
      csrf: context.auth.csrfToken(),
      partner: context.viewer.isPartner,
      open: orders.open,
      paid: orders.paid,
      pay: pay?.kind === 'ok' ? { number: pay.order.number, ...pay.step } : null,
      payMissing: payGuid !== null && pay?.kind !== 'ok',
      toDelete: toDelete ? { guid: toDelete.guid, number: toDelete.number } : null,
      deleted: url.searchParams.get('verwijderd'),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

/** intent=delete (after Verwijder) or intent=pay (the payment sub-view's form); the owner only, by the session. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid)
    return data<PaymentRefusal>(
      { message: null, formError: 'form_errors.csrf' },
      { status: 403, headers: PRIVATE_HEADERS },
    );
  const guid = fields.order ?? '';
  if (fields.intent === 'delete') {
    const result = await context.services.orders.remove(context.viewer, guid);
    if (result.kind === 'ok')
      return redirect(`${ORDERS}?verwijderd=${encodeURIComponent(fields.number ?? '')}`, 303);
    return data<PaymentRefusal>(
      { message: null, formError: result.kind === 'not-found' ? 'orders.not_found' : 'orders.cannot_delete' },
      { status: result.kind === 'not-found' ? 404 : 409, headers: PRIVATE_HEADERS },
    );
  }
  const result = await context.services.orders.pay(
    context.viewer,
    guid,
    paymentInput(fields),
    request.headers.get('user-agent'),
  );
  // Spec 2 §4: a bank transfer from the tab returns to the overview (the order shows as waiting for it).
  return startAnswer(result, { notFound: ORDERS, bankTransfer: ORDERS });
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('account.tab.orders')),
    description: t('account.description'),
    noindex: true,
  });
}

export default function AccountOrdersPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const refusal = posted?.message ?? (posted?.formError ? t(posted.formError) : null);
  // Issue 29 #5: 'Betaal nu' opens the payment under the same heading: the focus goes to its title, where the
  // payment begins, instead of staying on a link that is gone.
  const payTitle = useRef<HTMLHeadingElement>(null);
  const paying = loaded.pay?.guid;
  useEffect(() => {
    if (paying) payTitle.current?.focus({ preventScroll: false });
  }, [paying]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      <AccountTabs current="orders" partner={loaded.partner} />
      {loaded.deleted ? (
        <Feedback tone="success">{t('orders.deleted', { number: loaded.deleted })}</Feedback>
      ) : null}
      {loaded.payMissing ? <Feedback tone="error">{t('orders.not_found')}</Feedback> : null}
      {loaded.pay ? (
        <section aria-labelledby="orders-pay-title" className={styles.page}>
          <h2 id="orders-pay-title" ref={payTitle} tabIndex={-1} className={styles.sectionTitle}>
            {t('orders.pay_title', { number: loaded.pay.number })}
          </h2>
          <PaymentForm
            key={loaded.pay.attemptKey}
            csrf={loaded.csrf}
            action={`${ORDERS}?betaal=${encodeURIComponent(loaded.pay.guid)}`}
            methods={loaded.pay.methods}
            choice={loaded.pay.choice}
            attemptKey={loaded.pay.attemptKey}
            totalCents={loaded.pay.totalCents}
            providerUnavailable={loaded.pay.providerUnavailable}
            message={refusal}
            messageField={posted && 'field' in posted ? posted.field : undefined}
            asksDigitalConsent={loaded.pay.asksDigitalConsent}
            back={{ href: ORDERS, label: t('orders.back') }}
            hidden={{ order: loaded.pay.guid }}
          />
        </section>
      ) : (
        <>
          {refusal ? <Feedback tone="error">{refusal}</Feedback> : null}
          <OrdersList
            id="orders-open"
            title={t('account.orders.open')}
            empty={t('account.orders.open_empty')}
            orders={loaded.open}
          />
          <OrdersList
            id="orders-paid"
            title={t('account.orders.paid')}
            empty={t('account.orders.paid_empty')}
            orders={loaded.paid}
          />
        </>
      )}
      {loaded.toDelete ? (
        <CartDialog
          key={location.key}
          title={t('orders.delete_question', { number: loaded.toDelete.number })}
          closeHref={ORDERS}
          onClose={() => navigate(ORDERS, { replace: true, preventScrollReset: true })}
          actions={
            <Form method="post" action={ORDERS} className={formStyles.actions}>
              <CsrfField token={loaded.csrf} />
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="order" value={loaded.toDelete.guid} />
              <input type="hidden" name="number" value={loaded.toDelete.number} />
              <Link to={ORDERS} className="button button-secondary">
                {t('dialog.delete.cancel')}
              </Link>
              <button type="submit" className="button button-primary">
                {t('dialog.delete.confirm')}
              </button>
            </Form>
          }
        >
          <p>{t('orders.delete_question', { number: loaded.toDelete.number })}</p>
        </CartDialog>
      ) : null}
    </div>
  );
}
