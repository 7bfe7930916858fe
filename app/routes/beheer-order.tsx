// /beheer/bestellingen/{number} (issue 30, back office I): one order as staff need it — who ordered (and whether
// with an account or a partner code), the invoice and delivery addresses, the company, the lines with their
// prices as frozen and the totals with VAT per rate, the payment method, the invoice, every payment attempt with
// its provider state, the shipment's track & trace, the customer's remark and the order's own settings. Staff
// ship a paid order here (its codes, the shipping mail once; ShipForm), refund it (RefundForm), cancel an unpaid
// one (CancelForm, decisions 606–609; where the rule refuses, the reason instead), record a bank transfer that
// came in (PaymentReceivedForm, decision 610) and let a business customer's order go on account (OnAccountForm,
// decision 611). Staff only, each intent at its own level (404 for everyone else and for an
// unknown number, on every GET and POST).
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { FieldErrors } from '../../domain/account-forms';
import { amsterdamCalendarDate, formatDateNl, formatInstantNl } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import { isOverdue } from '../../domain/on-account';
import { parseRefundLines, refundFormErrors, refundLineErrors } from '../../domain/refunds';
import { cancelRefusalKey, parseCancelForm } from '../../domain/order-cancel';
import { staffMay } from '../../domain/staff-access';
import { methodTitle } from '../../domain/payment-methods';
import { addressLines } from '../../domain/postal-address';
import { SHIP_CODES_MAX, shipFormErrors } from '../../domain/track-trace';
import styles from '../components/beheer/StaffOrders.module.css';
import { CancelForm } from '../components/beheer/CancelForm';
import { OnAccountForm } from '../components/beheer/OnAccountForm';
import { PaymentReceivedForm } from '../components/beheer/PaymentReceivedForm';
import { RefundForm } from '../components/beheer/RefundForm';
import { ShipForm } from '../components/beheer/ShipForm';
import { StaffTable } from '../components/beheer/StaffTable';
import { CsrfField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff, requireStaffForOrderIntent } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-order';

/** What a post did, shown above the page after its redirect (?gedaan=…), and its text. */
const OUTCOME_KEYS = {
  shipped: 'beheer.ship.shipped',
  codes_changed: 'beheer.ship.codes_changed',
  unchanged: 'beheer.ship.unchanged',
  refunded: 'beheer.refund.done',
  cancelled: 'beheer.cancel.cancelled',
  cancelled_silent: 'beheer.cancel.cancelled_silent',
  cancel_unchanged: 'beheer.cancel.unchanged',
  payment_recorded: 'beheer.received.done',
  on_account: 'beheer.on_account.done',
} as const;
type Outcome = keyof typeof OUTCOME_KEYS;
const isOutcome = (value: string | null): value is Outcome => value !== null && value in OUTCOME_KEYS;

/** A refused 'payment received' or 'on account' form: its messages by field and what was typed. */
type FormAnswer = {
  form: 'received' | 'onaccount';
  errors: FieldErrors;
  values: Record<string, string>;
  refused?: string;
};

function orderNumber(param: string): number {
  if (!/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireStaff(context, 'order');
  const number = orderNumber(params.number);
  const query = new URL(request.url).searchParams;
  const done = query.get('gedaan');
  const found = await context.services.staffOrders.order(number);
  if (!found) throw data(null, { status: 404 });
  const { summary, facts, attempts, refunds, refundable, refundVia, commissions, timeline } = found;
  const { received, cancelRefusal } = found;
  const actorIds = timeline.flatMap((entry) => (entry.actorId === null ? [] : [entry.actorId]));
  const names = await context.services.accounts.staffNames([...new Set(actorIds)]);
  const money = (cents: number) => formatEuro(cents);
  return data(
    {
      csrf: context.auth.csrfToken(),
      // A refund moves money: only staff of that level see its forms (the action checks it again).
      mayRefund: context.viewer.loggedIn && staffMay(context.viewer.accessLevel, 'order.refund'),
      mayChangePrices: context.viewer.loggedIn && staffMay(context.viewer.accessLevel, 'order.prices'),
      // Money coming in and credit given are the bookkeeper's (decisions 610–611).
      received:
        received === null && context.viewer.loggedIn && staffMay(context.viewer.accessLevel, 'order.payment')
          ? {
              key: crypto.randomUUID(),
              // As staff would type it: no thousands separator ('1234,50'), which the amount rule refuses.
              total: (summary.totalCents / 100).toFixed(2).replace('.', ','),
              facts: {
                totalCents: summary.totalCents,
                today: amsterdamCalendarDate(new Date()),
                placedOn: amsterdamCalendarDate(new Date(summary.createdAt)),
              },
            }
          : null,
      onAccountOffer:
        context.viewer.loggedIn && staffMay(context.viewer.accessLevel, 'order.on_account')
          ? found.onAccount
          : null,
      onAccount: summary.onAccount
        ? {
            since: formatInstantNl(new Date(summary.onAccount.since)),
            due: formatDateNl(summary.onAccount.dueOn),
            overdue: isOverdue(
              { paymentDueOn: summary.onAccount.dueOn, paid: summary.paidAt !== null },
              amsterdamCalendarDate(new Date()),
            ),
          }
        : null,
      outcome: isOutcome(done) ? done : null,
      credit: done === 'refunded' ? (query.get('credit') ?? '') : '',
      // The refund form's key: the provider's idempotency key, new with every showing of the page.
      refundKey: crypto.randomUUID(),
      refundVia,
      refundLines: refundable.map((line) => ({
        position: line.position,
        description: line.kind === 'shipping' ? 'Verzendkosten' : line.description,
        kind: line.kind,
        left: line.left.amount,
        leftCents: line.left.cents,
        leftAmount: money(line.left.cents),
      })),
      refundLeft: money(refundable.reduce((sum, line) => sum + line.left.cents, 0)),
      refundsMade: refunds.map((refund) => ({
        id: refund.id,
        key: refund.key,
        at: formatInstantNl(refund.refundedAt ?? refund.createdAt),
        amount: money(refund.amountCents),
        method: refund.method,
        status: refund.status,
        creditNumber: refund.creditNumber,
        error: refund.lastError,
        providerRefundId: refund.providerRefundId,
      })),
      timeline: timeline.map((entry, index) => ({
        id: index,
        at: formatInstantNl(entry.at),
        key: entry.key,
        values: entry.values,
        who: entry.actorId === null ? null : (names.get(entry.actorId) ?? `#${entry.actorId}`),
      })),
      commissions: commissions.map((row) => ({
        id: row.id,
        description: row.description,
        kind: row.kind,
        amount: money(row.amountCents),
        booked: row.bookedOn,
      })),
      number: summary.number,
      status: facts.fulfilledAt ? 'shipped' : summary.status,
      shipped: facts.fulfilledAt ? formatInstantNl(facts.fulfilledAt) : null,
      codes: summary.trackTrace.map((link) => link.barcode).join(', '),
      placed: formatInstantNl(new Date(summary.createdAt)),
      paid: summary.paidAt ? formatInstantNl(new Date(summary.paidAt)) : null,
      deleted: facts.deletedAt ? formatInstantNl(facts.deletedAt) : null,
      cancelled: facts.cancelledAt ? formatInstantNl(facts.cancelledAt) : null,
      // The cancel form is offered when the rule allows; otherwise why not (none for an order in its checkout).
      cancelRefusal:
        cancelRefusal && cancelRefusal !== 'in_checkout' ? cancelRefusalKey(cancelRefusal) : null,
      cancellable: cancelRefusal === null,
      client: summary.client,
      userId: facts.userId,
      affiliateId: facts.affiliateId,
      billing: addressLines(summary.billing),
      delivery: summary.delivery ? addressLines(summary.delivery) : null,
      business: summary.business,
      lines: summary.lines.map((line) => ({
        sku: line.sku,
        description: line.description,
        amount: line.amount,
        unit: money(line.unitPriceCents),
        discount: line.discountCents > 0 ? `${line.discountPercent}% (${money(line.discountCents)})` : '',
        vat: `${line.vatPercent}%`,
        total: money(line.totalCents),
      })),
      shipping: summary.shipping ? money(summary.shipping.costCents) : null,
      vat: summary.vat.map((rate) => ({ percent: rate.vatPercent, amount: money(rate.vatCents) })),
      total: money(summary.totalCents),
      method: summary.paymentMethodTitle,
      bankTransfer: facts.bankTransferAt ? formatInstantNl(facts.bankTransferAt) : null,
      invoice:
        summary.invoiceNumber && summary.invoicePath
          ? { number: summary.invoiceNumber, path: summary.invoicePath }
          : null,
      attempts: attempts.map((attempt) => ({
        id: attempt.id,
        started: formatInstantNl(attempt.createdAt),
        method: methodTitle(attempt.method),
        issuer: attempt.issuer,
        amount: money(attempt.amountCents),
        provider: attempt.provider,
        providerId: attempt.providerId,
        state: attempt.status,
        superseded: attempt.superseded,
        paid: attempt.paidAt ? formatInstantNl(attempt.paidAt) : null,
      })),
      trackTrace: summary.trackTrace,
      remark: summary.remark,
      settings: {
        customShipping:
          summary.settings.customShippingCents === null ? null : money(summary.settings.customShippingCents),
        noShippingCosts: summary.settings.noShippingCosts,
        discountsOverruled: summary.settings.discountsOverruled,
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

/**
 * Ship or refund (the form's intent, each with its own level): 303 back to the order with the outcome; a refusal
 * answers with the message by its field.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireStaff(context, 'order');
  const number = orderNumber(params.number);
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  // Each intent needs its own level (a refund moves money): a 404 below it, as for the page.
  const actor = requireStaffForOrderIntent(context, fields.intent);
  if (fields.intent === 'cancel') return cancel(number, fields, actor, request, context);
  if (fields.intent === 'refund' || fields.intent === 'refund_all' || fields.intent === 'refund_retry')
    return refund(number, fields, actor, request, context);
  const done = (outcome: Outcome) => redirect(`${new URL(request.url).pathname}?gedaan=${outcome}`, 303);
  if (fields.intent === 'payment_received') {
    const key = (fields.key ?? '').trim();
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) throw data(null, { status: 400 });
    const result = await context.services.staffOrders.recordPayment(number, { fields, key }, actor);
    if (result.kind === 'not_found') throw data(null, { status: 404 });
    if (result.kind === 'recorded' || result.kind === 'unchanged') throw done('payment_recorded');
    return formAnswer('received', fields, result);
  }
  if (fields.intent === 'on_account') {
    const result = await context.services.staffOrders.putOnAccount(number, fields, actor);
    if (result.kind === 'not_found') throw data(null, { status: 404 });
    if (result.kind === 'on_account' || result.kind === 'unchanged') throw done('on_account');
    return formAnswer('onaccount', fields, result);
  }
  if (fields.intent !== 'ship') throw data(null, { status: 400 });
  const typed = (fields.codes ?? '').slice(0, SHIP_CODES_MAX);
  const result = await context.services.staffOrders.ship(number, { codes: typed }, actor);
  const refusedShip = (ship: FieldErrors, status: number) =>
    data({ typed, ship }, { status, headers: PRIVATE_HEADERS });
  switch (result.kind) {
    case 'not_found':
      throw data(null, { status: 404 });
    case 'invalid':
      // The service's refusal in the words of the form's own check (decision 620).
      return refusedShip(shipFormErrors({ codes: typed }), 400);
    case 'not_paid':
      return refusedShip({ codes: { key: 'beheer.ship.not_paid' } }, 409);
    default:
      throw redirect(`${new URL(request.url).pathname}?gedaan=${result.kind}`, 303);
  }
}

/** A refused 'payment received' or 'on account' form: 400 with its messages, 409 when the order does not allow it. */
function formAnswer(
  form: FormAnswer['form'],
  fields: Record<string, string>,
  result: { kind: 'invalid'; errors: FieldErrors } | { kind: 'refused'; reason: string },
) {
  const values = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !['csrf', 'intent', 'key'].includes(name)),
  );
  const answer: FormAnswer =
    result.kind === 'invalid'
      ? { form, errors: result.errors, values }
      : { form, errors: {}, values, refused: result.reason };
  return data(answer, { status: result.kind === 'invalid' ? 400 : 409, headers: PRIVATE_HEADERS });
}

/** The cancel form: a reason from the list (else its message by the field), then the service's answer. */
async function cancel(
  number: number,
  fields: Record<string, string>,
  actor: number,
  request: Request,
  context: Route.ActionArgs['context'],
) {
  const typed = { reason: (fields.reason ?? '').slice(0, 40), notify: fields.notify === 'on' };
  const parsed = parseCancelForm(fields);
  if (parsed.kind === 'invalid')
    return data(
      { cancel: { typed, message: parsed.errors.reason?.key ?? 'beheer.cancel.choose_reason' } },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  const result = await context.services.staffOrders.cancel(number, parsed.input, actor);
  const back = (outcome: Outcome) => redirect(`${new URL(request.url).pathname}?gedaan=${outcome}`, 303);
  switch (result.kind) {
    case 'not_found':
      throw data(null, { status: 404 });
    case 'cancelled':
      throw back(result.mailed ? 'cancelled' : 'cancelled_silent');
    case 'unchanged':
      throw back('cancel_unchanged');
    case 'refused':
      return data(
        { cancel: { typed, message: cancelRefusalKey(result.refusal) } },
        { status: 409, headers: PRIVATE_HEADERS },
      );
  }
}

/** The refund forms: per line, everything left, or a pending refund tried again (its own key). */
async function refund(
  number: number,
  fields: Record<string, string>,
  actor: number,
  request: Request,
  context: Route.ActionArgs['context'],
) {
  const key = (fields.key ?? '').trim();
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) throw data(null, { status: 400 });
  const order = await context.services.staffOrders.order(number);
  if (!order) throw data(null, { status: 404 });
  const positions = order.refundable.map((line) => line.position);
  const parsed = parseRefundLines(fields, positions);
  const typed = Object.fromEntries(positions.map((p) => [`line-${p}`, fields[`line-${p}`] ?? '']));
  const refused = (problem: RefundProblem, status: number) =>
    data({ refund: problem, typed }, { status, headers: PRIVATE_HEADERS });
  // The form's own check first (decision 620), against the copies left — unless this key was sent before: a
  // second press of the same form answers with the first one's refund, which took those copies.
  if (fields.intent === 'refund' && !order.refunds.some((made) => made.key === key)) {
    const left = order.refundable.map((line) => ({ position: line.position, left: line.left.amount }));
    const errors = refundFormErrors(fields, left);
    if (Object.keys(errors).length > 0) return refused({ kind: 'invalid', errors }, 400);
  }
  const result = await context.services.staffOrders.refund(
    number,
    { key, lines: fields.intent === 'refund' ? parsed.request : 'all' },
    actor,
  );
  switch (result.kind) {
    case 'refunded':
      throw redirect(
        `${new URL(request.url).pathname}?gedaan=refunded&credit=${encodeURIComponent(result.creditNumber)}`,
        303,
      );
    case 'not_found':
      throw data(null, { status: 404 });
    case 'invalid':
      return refused({ kind: 'invalid', errors: refundLineErrors(result.positions) }, 400);
    case 'failed':
      return refused({ kind: 'failed', detail: result.detail }, 409);
    default:
      return refused({ kind: result.kind }, result.kind === 'pending' ? 202 : 409);
  }
}

type RefundProblem =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'failed'; detail: string }
  | { kind: 'pending' | 'nothing' | 'not_paid' };

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: order }: Route.MetaArgs) {
  const title = order ? `Bestelling ${order.number}` : 'Bestelling';
  return [{ title: `${title} · Beheer · Leeswijzer` }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerOrder() {
  const order = useLoaderData<typeof loader>();
  const t = useT();
  const answer = useActionData<typeof action>();
  const shipAnswer = answer && 'ship' in answer ? answer : null;
  const refundAnswer = answer && 'refund' in answer ? answer : null;
  const formAnswer = answer && 'form' in answer ? answer : null;
  const receivedAnswer = formAnswer?.form === 'received' ? formAnswer : undefined;
  const onAccountAnswer = formAnswer?.form === 'onaccount' ? formAnswer : undefined;
  const cancelAnswer = answer && 'cancel' in answer ? answer.cancel : null;
  const { settings } = order;
  const noSettings =
    settings.customShipping === null && !settings.noShippingCosts && !settings.discountsOverruled;
  return (
    <article className={styles.section} aria-labelledby="order-title">
      <Link to="/beheer/bestellingen">{t('beheer.order.back')}</Link>
      <h1 id="order-title">{t('beheer.order.title', { number: order.number })}</h1>
      <p>
        {t(`beheer.orders.state.${order.status}`)} · {t('beheer.order.placed', { date: order.placed })}
        {order.paid ? ` · ${t('beheer.order.paid_on', { date: order.paid })}` : null}
      </p>
      {order.deleted ? <p>{t('beheer.order.deleted_on', { date: order.deleted })}</p> : null}
      {order.cancelled ? <p>{t('beheer.order.cancelled_on', { date: order.cancelled })}</p> : null}
      {order.cancelled && order.paid ? (
        <Feedback tone="info">
          <p>{t('beheer.order.paid_after_cancel')}</p>
        </Feedback>
      ) : null}
      {order.outcome ? (
        <Feedback tone={order.outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(OUTCOME_KEYS[order.outcome], { credit: order.credit })}</p>
        </Feedback>
      ) : null}

      <div className={styles.facts}>
        <section className={styles.card} aria-labelledby="order-customer">
          <h2 id="order-customer">{t('beheer.order.customer')}</h2>
          <p>
            {order.client.firstname} {order.client.lastname}
          </p>
          <p>
            <a href={`mailto:${order.client.email}`}>{order.client.email}</a>
          </p>
          {order.client.phonenr ? <p>{order.client.phonenr}</p> : null}
          <p>
            {t('beheer.order.account')}:{' '}
            {order.userId === null
              ? t('beheer.order.account_no')
              : t('beheer.order.account_yes', { id: order.userId })}
          </p>
          {order.affiliateId ? (
            <p>
              {t('beheer.order.partner')}: {order.affiliateId}
            </p>
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="order-billing">
          <h2 id="order-billing">{t('beheer.order.billing')}</h2>
          <address className={styles.address}>{order.billing.join('\n')}</address>
        </section>
        <section className={styles.card} aria-labelledby="order-delivery">
          <h2 id="order-delivery">{t('beheer.order.delivery')}</h2>
          {order.delivery ? (
            <address className={styles.address}>{order.delivery.join('\n')}</address>
          ) : (
            <p>{t('beheer.order.delivery_same')}</p>
          )}
        </section>
        {order.business ? (
          <section className={styles.card} aria-labelledby="order-business">
            <h2 id="order-business">{t('beheer.order.business')}</h2>
            <p>{order.business.company}</p>
            {order.business.kvk ? (
              <p>
                {t('beheer.order.kvk')}: {order.business.kvk}
              </p>
            ) : null}
            {order.business.vatNumber ? (
              <p>
                {t('beheer.order.vat')}: {order.business.vatNumber} (
                {order.business.validVat ? t('beheer.order.vat_checked') : t('beheer.order.vat_unchecked')})
              </p>
            ) : null}
          </section>
        ) : null}
      </div>

      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t('beheer.order.lines')}</h2>
        <StaffTable labelledBy="order-lines">
          <thead>
            <tr>
              <th scope="col">{t('beheer.order.col.book')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.order.col.amount')}
              </th>
              <th scope="col" className={styles.amount}>
                {t('beheer.order.col.price')}
              </th>
              <th scope="col">{t('beheer.order.col.discount')}</th>
              <th scope="col">{t('beheer.order.col.vat')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.order.col.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.sku}>
                <th scope="row">
                  {line.description}
                  <span className={styles.sub}>{line.sku}</span>
                </th>
                <td className={styles.amount}>{line.amount}</td>
                <td className={styles.amount}>{line.unit}</td>
                <td>{line.discount}</td>
                <td>{line.vat}</td>
                <td className={styles.amount}>{line.total}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
        <dl className={styles.totals}>
          <dt>{t('beheer.order.shipping')}</dt>
          <dd>{order.shipping ?? t('beheer.order.no_shipping')}</dd>
          {order.vat.map((rate) => (
            <div key={rate.percent} className={styles.rate}>
              <dt>{t('beheer.order.vat_rate', { percent: rate.percent })}</dt>
              <dd>{rate.amount}</dd>
            </div>
          ))}
          <dt className={styles.grand}>{t('beheer.order.total')}</dt>
          <dd className={styles.grand}>{order.total}</dd>
        </dl>
      </section>

      <div className={styles.facts}>
        <section className={styles.card} aria-labelledby="order-payment">
          <h2 id="order-payment">{t('beheer.order.payment')}</h2>
          <p>
            {t('beheer.order.method')}: {order.method || '—'}
          </p>
          {order.bankTransfer ? (
            <p>{t('beheer.order.bank_transfer_on', { date: order.bankTransfer })}</p>
          ) : null}
          {order.invoice ? (
            <p>
              <a href={order.invoice.path}>{t('beheer.order.invoice', { number: order.invoice.number })}</a>
            </p>
          ) : (
            <p>{t('beheer.order.no_invoice')}</p>
          )}
          {order.onAccount ? (
            <p>
              {t('beheer.on_account.since', { date: order.onAccount.since })}{' '}
              {order.paid
                ? null
                : t(order.onAccount.overdue ? 'beheer.on_account.overdue' : 'beheer.on_account.due', {
                    date: order.onAccount.due,
                  })}
            </p>
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="order-shipment">
          <h2 id="order-shipment">{t('beheer.order.shipment')}</h2>
          {order.shipped ? (
            <p>{t('beheer.order.shipped_on', { date: order.shipped })}</p>
          ) : (
            <p>{t('beheer.order.not_shipped')}</p>
          )}
          {order.trackTrace.map((link) => (
            <p key={link.barcode}>
              {t(`beheer.carrier.${link.carrier}`)}: <a href={link.url}>{link.barcode}</a>
            </p>
          ))}
          {order.status === 'paid' || order.status === 'shipped' || order.onAccount ? (
            <>
              <p>
                <a href={`/beheer/bestellingen/${order.number}/pakbon`}>{t('beheer.order.packing_slip')}</a>
              </p>
              <ShipForm
                csrf={order.csrf}
                shipped={order.shipped !== null}
                codes={order.codes}
                refused={shipAnswer ? { typed: shipAnswer.typed, errors: shipAnswer.ship } : null}
              />
            </>
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="order-remark">
          <h2 id="order-remark">{t('beheer.order.remark')}</h2>
          <p className={styles.address}>{order.remark || t('beheer.order.no_remark')}</p>
        </section>
        <section className={styles.card} aria-labelledby="order-settings">
          <h2 id="order-settings">{t('beheer.order.settings')}</h2>
          {noSettings ? <p>{t('beheer.order.no_settings')}</p> : null}
          {settings.customShipping !== null ? (
            <p>{t('beheer.order.custom_shipping', { amount: settings.customShipping })}</p>
          ) : null}
          {settings.noShippingCosts ? <p>{t('beheer.order.no_shipping_costs')}</p> : null}
          {settings.discountsOverruled ? <p>{t('beheer.order.discounts_overruled')}</p> : null}
          {order.paid || !order.mayChangePrices ? null : (
            <p>
              <Link to={`/beheer/bestellingen/${order.number}/aanpassen`}>{t('beheer.adjust.link')}</Link>
            </p>
          )}
        </section>
      </div>

      {order.paid || order.refundsMade.length > 0 ? (
        <section aria-labelledby="refund-title">
          <h2 id="refund-title">{t('beheer.refund.title')}</h2>
          {refundAnswer && refundAnswer.refund.kind !== 'invalid' ? (
            <Feedback tone={refundAnswer.refund.kind === 'pending' ? 'info' : 'error'}>
              <p>
                {refundAnswer.refund.kind === 'failed'
                  ? t('beheer.refund.failed', { detail: refundAnswer.refund.detail })
                  : t(`beheer.refund.${refundAnswer.refund.kind}`)}
              </p>
            </Feedback>
          ) : null}
          {order.refundsMade.length > 0 ? (
            <StaffTable labelledBy="refund-title" caption={t('beheer.refund.made')}>
              <thead>
                <tr>
                  <th scope="col">{t('beheer.refund.col.date')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('beheer.refund.col.amount')}
                  </th>
                  <th scope="col">{t('beheer.refund.col.via')}</th>
                  <th scope="col">{t('beheer.refund.col.status')}</th>
                  <th scope="col">{t('beheer.refund.col.credit')}</th>
                </tr>
              </thead>
              <tbody>
                {order.refundsMade.map((made) => (
                  <tr key={made.id}>
                    <td>{made.at}</td>
                    <td className={styles.amount}>{made.amount}</td>
                    <td>{t(`beheer.refund.via.${made.method}`)}</td>
                    <td>
                      {t(`beheer.refund.status.${made.status}`)}
                      {made.providerRefundId ? (
                        <span className={styles.sub}>{made.providerRefundId}</span>
                      ) : null}
                      {made.error ? <span className={styles.sub}>{made.error}</span> : null}
                      {made.status === 'pending' && order.mayRefund ? (
                        <Form method="post">
                          <CsrfField token={order.csrf} />
                          <input type="hidden" name="intent" value="refund_retry" />
                          <input type="hidden" name="key" value={made.key} />
                          <button type="submit" className="button button-secondary">
                            {t('beheer.refund.retry')}
                          </button>
                        </Form>
                      ) : null}
                    </td>
                    <td>
                      {made.creditNumber ? (
                        <a
                          href={`/beheer/bestellingen/${order.number}/creditfactuur/${encodeURIComponent(made.creditNumber)}`}
                        >
                          {made.creditNumber}
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </StaffTable>
          ) : null}
          {!order.mayRefund ? null : order.refundLines.some((line) => line.left > 0 && line.leftCents > 0) ? (
            <RefundForm
              csrf={order.csrf}
              formKey={order.refundKey}
              lines={order.refundLines}
              leftTotal={order.refundLeft}
              via={order.refundVia}
              method={order.method}
              refused={
                refundAnswer
                  ? {
                      typed: refundAnswer.typed,
                      errors: refundAnswer.refund.kind === 'invalid' ? refundAnswer.refund.errors : {},
                    }
                  : null
              }
            />
          ) : (
            <p>{t('beheer.refund.all_done')}</p>
          )}
        </section>
      ) : null}

      {formAnswer?.refused ? (
        <Feedback tone="error">
          <p>
            {t(
              formAnswer.form === 'received'
                ? `beheer.received.refused.${formAnswer.refused}`
                : `beheer.on_account.refused.${formAnswer.refused}`,
            )}
          </p>
        </Feedback>
      ) : null}
      {order.received || (order.onAccountOffer && !order.paid && !order.onAccount) ? (
        <div className={styles.facts}>
          {order.received ? (
            <section className={styles.card} aria-labelledby="received-title">
              <h2 id="received-title">{t('beheer.received.title')}</h2>
              <p>{t('beheer.received.intro')}</p>
              <PaymentReceivedForm
                csrf={order.csrf}
                formKey={order.received.key}
                facts={order.received.facts}
                total={order.received.total}
                answer={receivedAnswer}
              />
            </section>
          ) : null}
          {order.onAccountOffer && !order.paid && !order.onAccount ? (
            <section className={styles.card} aria-labelledby="on-account-title">
              <h2 id="on-account-title">{t('beheer.on_account.title')}</h2>
              {order.onAccountOffer.refusal === null ? (
                <>
                  <p>{t('beheer.on_account.intro')}</p>
                  <OnAccountForm
                    csrf={order.csrf}
                    term={order.onAccountOffer.term}
                    answer={onAccountAnswer}
                  />
                </>
              ) : (
                <p>{t(`beheer.on_account.refused.${order.onAccountOffer.refusal}`)}</p>
              )}
            </section>
          ) : null}
        </div>
      ) : null}

      {order.cancellable || order.cancelRefusal ? (
        <section aria-labelledby="cancel-title">
          <h2 id="cancel-title">{t('beheer.cancel.title')}</h2>
          {order.cancellable ? (
            <>
              <p>{t('beheer.cancel.intro')}</p>
              <CancelForm
                key={cancelAnswer?.typed.reason ?? ''}
                csrf={order.csrf}
                reason={cancelAnswer?.typed.reason ?? ''}
                notify={cancelAnswer?.typed.notify ?? true}
                message={cancelAnswer ? t(cancelAnswer.message) : undefined}
              />
            </>
          ) : (
            <p>{t(order.cancelRefusal ?? '')}</p>
          )}
        </section>
      ) : null}

      {order.commissions.length > 0 ? (
        <section aria-labelledby="order-commission">
          <h2 id="order-commission">{t('beheer.order.commission')}</h2>
          <StaffTable labelledBy="order-commission">
            <thead>
              <tr>
                <th scope="col">{t('beheer.order.col.book')}</th>
                <th scope="col">{t('beheer.order.col.commission_kind')}</th>
                <th scope="col" className={styles.amount}>
                  {t('beheer.order.col.amount_paid')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.commissions.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.description}</th>
                  <td>{t(`beheer.order.commission_kind.${row.kind}`)}</td>
                  <td className={styles.amount}>{row.amount}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
        </section>
      ) : null}

      <section aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('beheer.timeline.title')}</h2>
        <StaffTable labelledBy="order-timeline">
          <thead>
            <tr>
              <th scope="col">{t('beheer.timeline.col.when')}</th>
              <th scope="col">{t('beheer.timeline.col.what')}</th>
              <th scope="col">{t('beheer.timeline.col.who')}</th>
            </tr>
          </thead>
          <tbody>
            {order.timeline.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.at}</td>
                <td>{t(entry.key, entry.values)}</td>
                <td>{entry.who ?? t('beheer.timeline.shop')}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      </section>

      <section aria-labelledby="order-attempts">
        <h2 id="order-attempts">{t('beheer.order.attempts')}</h2>
        {order.attempts.length === 0 ? (
          <p>{t('beheer.order.no_attempts')}</p>
        ) : (
          <StaffTable labelledBy="order-attempts">
            <thead>
              <tr>
                <th scope="col">{t('beheer.order.col.started')}</th>
                <th scope="col">{t('beheer.order.col.method')}</th>
                <th scope="col" className={styles.amount}>
                  {t('beheer.order.col.amount_paid')}
                </th>
                <th scope="col">{t('beheer.order.col.provider')}</th>
                <th scope="col">{t('beheer.order.col.state')}</th>
              </tr>
            </thead>
            <tbody>
              {order.attempts.map((attempt) => (
                <tr key={attempt.id}>
                  <td>{attempt.started}</td>
                  <td>
                    {attempt.method}
                    {attempt.issuer ? <span className={styles.sub}>{attempt.issuer}</span> : null}
                  </td>
                  <td className={styles.amount}>{attempt.amount}</td>
                  <td>
                    {attempt.provider === 'manual' ? t('beheer.order.provider_manual') : attempt.provider}
                    {attempt.providerId ? <span className={styles.sub}>{attempt.providerId}</span> : null}
                  </td>
                  <td>
                    {t(`beheer.payment_state.${attempt.state}`)}
                    {attempt.paid ? <span className={styles.sub}>{attempt.paid}</span> : null}
                    {attempt.superseded ? (
                      <span className={styles.sub}>{t('beheer.order.superseded')}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
        )}
      </section>
    </article>
  );
}
