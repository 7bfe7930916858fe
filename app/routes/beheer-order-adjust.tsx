// /beheer/bestellingen/{number}/aanpassen (issue 30, spec 3 §1 "Staff can give an order custom shipping costs or
// overrule its discounts", §4 "Overruled discounts"): an order not paid yet given custom shipping costs, no
// shipping costs, or a discount percent per book. 'Bereken het nieuwe totaal' shows the totals the checkout's own
// rules give (nothing saved); 'Opslaan' saves them with one audit line, and the customer pays the new total. A
// plain POST form with the CSRF token, no JavaScript needed; a refused field keeps what was typed and says why.
// Admins only (404 for everyone else and for an unknown number, on every GET and POST).
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { formatAmount, formatEuro } from '../../domain/money';
import { ADJUST_FIELDS, orderAdjustFormErrors, parseOrderAdjustment } from '../../domain/order-adjust';
import type { AdjustTotals } from '../../server/orders/service';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { CheckboxField, CsrfField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { CSRF_FIELD, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-order-adjust';

const FORM = 'order-adjust';
/** What a save did, shown after its redirect (?gedaan=…). */
const OUTCOMES = ['saved', 'unchanged', 'changed', 'empty', 'not_adjustable'] as const;
type Outcome = (typeof OUTCOMES)[number];

function orderNumber(param: string): number {
  if (!/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

/** Totals as the page shows them (euros, Dutch). */
function shownTotals(totals: AdjustTotals) {
  return {
    goods: formatEuro(totals.goodsGrossCents),
    discount: formatEuro(totals.discountCents),
    shipping: totals.shippingCents === null ? null : formatEuro(totals.shippingCents),
    vat: formatEuro(totals.vatCents),
    total: formatEuro(totals.totalCents),
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireStaff(context, 'order.prices');
  const number = orderNumber(params.number);
  const order = await context.services.staffOrders.adjustable(number);
  if (!order) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get('gedaan');
  const { settings } = order;
  // The form's values as stored: what the page shows before staff type anything.
  const stored: Record<string, string> = {
    [ADJUST_FIELDS.customShipping]:
      settings.customShippingCents === null ? '' : formatAmount(settings.customShippingCents),
    [ADJUST_FIELDS.noShipping]: settings.noShippingCosts ? 'on' : '',
    [ADJUST_FIELDS.overrule]: settings.discountsOverruled ? 'on' : '',
    ...Object.fromEntries(
      order.lines.map((line) => [ADJUST_FIELDS.discount(line.position), String(line.discountPercent)]),
    ),
  };
  return data(
    {
      csrf: context.auth.csrfToken(),
      number: order.number,
      adjustable: order.adjustable,
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      stored,
      lines: order.lines.map((line) => ({
        position: line.position,
        sku: line.sku,
        description: line.description,
        amount: line.amount,
        unit: formatEuro(line.unitPriceCents),
        discount: `${line.discountPercent}%`,
        total: formatEuro(line.totalCents),
      })),
      totals: shownTotals(order.totals),
    },
    { headers: PRIVATE_HEADERS },
  );
}

function withoutToken(fields: Record<string, string>): Record<string, string> {
  const { [CSRF_FIELD]: _token, intent: _intent, ...values } = fields;
  return values;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'order.prices');
  const number = orderNumber(params.number);
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const staffOrders = context.services.staffOrders;
  const order = await staffOrders.adjustable(number);
  if (!order) throw data(null, { status: 404 });
  const back = (outcome: Outcome) =>
    redirect(`/beheer/bestellingen/${number}/aanpassen?gedaan=${outcome}`, 303);
  if (!order.adjustable) throw back('not_adjustable');
  if (fields.intent !== 'preview' && fields.intent !== 'save') throw data(null, { status: 400 });
  const parsed = parseOrderAdjustment(fields, order.lines);
  if (parsed.kind === 'invalid')
    return data(
      { errors: orderAdjustFormErrors(fields, order.lines), values: withoutToken(fields), preview: null },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  const result = await staffOrders.adjust(number, parsed.adjustment, actor, fields.intent === 'save');
  if (result.kind === 'not_found') throw data(null, { status: 404 });
  if (result.kind === 'preview')
    return data(
      {
        errors: null,
        values: withoutToken(fields),
        preview: {
          totals: shownTotals(result.after),
          lines: result.lines.map((line) => ({
            position: line.position,
            discount: `${line.discountPercent}%`,
            total: formatEuro(line.totalCents),
            fixedPrice: result.fixedPriceSkus.includes(line.sku),
          })),
        },
      },
      { headers: PRIVATE_HEADERS },
    );
  throw back(result.kind);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: order }: Route.MetaArgs) {
  const title = order ? `Prijzen van bestelling ${order.number}` : 'Prijzen van een bestelling';
  return [{ title: `${title} · Beheer · Leeswijzer` }, { name: 'robots', content: 'noindex' }];
}

type Shown = ReturnType<typeof shownTotals>;

function Totals({ id, title, totals }: { id: string; title: string; totals: Shown }) {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className={styles.totals}>
        <dt>{t('beheer.adjust.goods')}</dt>
        <dd>{totals.goods}</dd>
        <dt>{t('beheer.adjust.discounts')}</dt>
        <dd>{totals.discount}</dd>
        <dt>{t('beheer.adjust.shipping')}</dt>
        <dd>{totals.shipping ?? t('beheer.adjust.no_shipping_row')}</dd>
        <dt>{t('beheer.adjust.vat')}</dt>
        <dd>{totals.vat}</dd>
        <dt className={styles.grand}>{t('beheer.adjust.total')}</dt>
        <dd className={styles.grand}>{totals.total}</dd>
      </dl>
    </section>
  );
}

export default function BeheerOrderAdjust() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  const values: Record<string, string> = answer?.values ?? page.stored;
  // Issue 29's checked form with the server's own rules (decision 620): the browser refuses what the server would.
  const form = useCheckedForm({
    showOn: 'send',
    id: `${FORM}-form`,
    validate: (fields) => orderAdjustFormErrors(fields, page.lines),
    server: answer?.errors ? { errors: answer.errors, values } : undefined,
    initial: values,
  });
  const messages = form.message;
  const text = (name: string) => values[name] ?? '';
  const checked = (name: string) => (values[name] ?? '') !== '';
  const preview = answer?.preview ?? null;
  const previewed = new Map(preview?.lines.map((line) => [line.position, line]) ?? []);
  const order = [
    ADJUST_FIELDS.customShipping,
    ...page.lines.map((line) => ADJUST_FIELDS.discount(line.position)),
  ];
  return (
    <article className={styles.section} aria-labelledby="adjust-title">
      <Link to={`/beheer/bestellingen/${page.number}`}>
        {t('beheer.adjust.back', { number: page.number })}
      </Link>
      <h1 id="adjust-title">{t('beheer.adjust.title', { number: page.number })}</h1>
      {page.outcome ? (
        <Feedback
          tone={page.outcome === 'saved' ? 'success' : page.outcome === 'unchanged' ? 'info' : 'error'}
        >
          <p>{t(`beheer.adjust.done.${page.outcome}`)}</p>
        </Feedback>
      ) : null}
      {!page.adjustable ? (
        <p>{t('beheer.adjust.not_adjustable')}</p>
      ) : (
        <>
          <p>{t('beheer.adjust.intro')}</p>
          <ErrorSummary
            form={FORM}
            shown={form.summary}
            focusKey={form.summaryKey}
            formError={null}
            order={order}
          />
          {preview ? (
            <Feedback tone="info">
              <p>{t('beheer.adjust.preview_shown')}</p>
            </Feedback>
          ) : null}

          <section aria-labelledby="adjust-lines">
            <h2 id="adjust-lines">{t('beheer.adjust.lines')}</h2>
            <StaffTable labelledBy="adjust-lines">
              <thead>
                <tr>
                  <th scope="col">{t('beheer.adjust.col.book')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('beheer.adjust.col.amount')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('beheer.adjust.col.price')}
                  </th>
                  <th scope="col">{t('beheer.adjust.col.discount')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('beheer.adjust.col.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.lines.map((line) => {
                  const next = previewed.get(line.position);
                  return (
                    <tr key={line.position}>
                      <th scope="row">
                        {line.description}
                        <span className={styles.sub}>{line.sku}</span>
                      </th>
                      <td className={styles.amount}>{line.amount}</td>
                      <td className={styles.amount}>{line.unit}</td>
                      <td>
                        {next && next.discount !== line.discount
                          ? `${line.discount} → ${next.discount}`
                          : line.discount}
                      </td>
                      <td className={styles.amount}>
                        {next && next.total !== line.total ? `${line.total} → ${next.total}` : line.total}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </StaffTable>
          </section>

          <div className={styles.facts}>
            <Totals id="adjust-current" title={t('beheer.adjust.current')} totals={page.totals} />
            {preview ? (
              <Totals id="adjust-new" title={t('beheer.adjust.new')} totals={preview.totals} />
            ) : null}
          </div>

          <Form {...form.props} method="post" className={styles.filter} aria-labelledby="adjust-form">
            <h2 id="adjust-form">{t('beheer.adjust.form')}</h2>
            <CsrfField token={page.csrf} />
            <TextField
              form={FORM}
              name={ADJUST_FIELDS.customShipping}
              label={t('beheer.adjust.custom_shipping')}
              hint={t('beheer.adjust.custom_shipping_hint')}
              inputMode="text"
              defaultValue={text(ADJUST_FIELDS.customShipping)}
              message={messages(ADJUST_FIELDS.customShipping)}
              optional
              maxLength={12}
            />
            <CheckboxField
              form={FORM}
              name={ADJUST_FIELDS.noShipping}
              label={t('beheer.adjust.no_shipping')}
              defaultChecked={checked(ADJUST_FIELDS.noShipping)}
            />
            <CheckboxField
              form={FORM}
              name={ADJUST_FIELDS.overrule}
              label={t('beheer.adjust.overrule')}
              hint={t('beheer.adjust.overrule_hint')}
              defaultChecked={checked(ADJUST_FIELDS.overrule)}
            />
            {page.lines.map((line) => (
              <TextField
                key={line.position}
                form={FORM}
                name={ADJUST_FIELDS.discount(line.position)}
                label={t('beheer.adjust.discount', { title: line.description })}
                {...(previewed.get(line.position)?.fixedPrice
                  ? {
                      hint: t('beheer.adjust.fixed_price', {
                        percent: previewed.get(line.position)?.discount ?? '0%',
                      }),
                    }
                  : {})}
                inputMode="numeric"
                defaultValue={text(ADJUST_FIELDS.discount(line.position))}
                message={messages(ADJUST_FIELDS.discount(line.position))}
                optional
                maxLength={4}
              />
            ))}
            <div className={formStyles.actions}>
              <button type="submit" name="intent" value="preview" className="button">
                {t('beheer.adjust.preview')}
              </button>
              <button type="submit" name="intent" value="save" className="button button-primary">
                {t('beheer.adjust.save')}
              </button>
            </div>
          </Form>
        </>
      )}
    </article>
  );
}
