// /beheer/uitbetalingen (issue 30, back office I): the partner payouts. A quarter (?kwartaal=2026Q3, a GET form;
// by default the one that ended last) with each partner's balance, what is paid, what is saved or carried over,
// and why (spec 2 §9 through domain/payouts.ts); "run" pays the quarter out with the code of `npm run payouts`
// (decision 588). Below, the payouts still to transfer: chosen for the bank's SEPA file (a GET form to
// ./betaalbestand.xml, decision 589) and each marked paid with its day (decision 587), which mails the partner.
// The posts are plain forms with the CSRF token that come back here (303) with what happened; a refused day is
// shown by its field; once the page runs, the browser checks the day with the server's own rule first
// (domain/staff-payouts.ts paidOnFormErrors, decision 620). Admins only (404 for everyone else, on GET and POST).
import { useState } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { amsterdamCalendarDate, formatDateNl } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import { formatQuarter, parseQuarter } from '../../domain/payouts';
import {
  paidOnEarliest,
  paidOnFormErrors,
  parsePayoutQuarter,
  payoutQuarterChoices,
} from '../../domain/staff-payouts';
import { ErrorSummary, Feedback, useMessages } from '../components/forms/Feedback';
import { CsrfField, SelectField, TextField } from '../components/forms/Fields';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import styles from '../components/beheer/StaffOrders.module.css';
import payoutStyles from '../components/beheer/StaffPayouts.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-payouts';

const FILTER = 'payouts-quarter';
const SEPA_FORM = 'betaalbestand';
const OUTCOMES = ['run', 'run_unchanged', 'not_ended', 'paid', 'paid_unchanged', 'gone'] as const;
type Outcome = (typeof OUTCOMES)[number];
const SEPA_ERRORS = ['none', 'not_open', 'bank', 'seller'] as const;
type SepaError = (typeof SEPA_ERRORS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'payouts');
  const params = new URL(request.url).searchParams;
  const today = amsterdamCalendarDate(new Date());
  const { quarter, error } = parsePayoutQuarter(params, today);
  const service = context.services.staffPayouts;
  const [overview, open] = await Promise.all([service.quarter(quarter), service.open()]);
  const done = params.get('gedaan');
  const sepa = params.get('betaalbestand');
  return data(
    {
      csrf: context.auth.csrfToken(),
      today: formatDateNl(today),
      todayIso: today,
      choices: payoutQuarterChoices(today),
      errors: error ? { kwartaal: error } : {},
      outcome: OUTCOMES.includes(done as Outcome)
        ? { kind: done as Outcome, n: Number(params.get('n') ?? 0) }
        : null,
      sepaError: SEPA_ERRORS.includes(sepa as SepaError) ? (sepa as SepaError) : null,
      overview,
      open,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** Run a quarter, or mark one payout transferred; back to the page with what happened (303). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'payouts');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const service = context.services.staffPayouts;
  if (fields.intent === 'run') {
    const quarter = parseQuarter(fields.kwartaal ?? '');
    if (!quarter) throw data(null, { status: 400 });
    const result = await service.run(actor, quarter);
    const back = `/beheer/uitbetalingen?kwartaal=${formatQuarter(quarter)}`;
    if (result.kind === 'done') throw redirect(`${back}&gedaan=run&n=${result.written}`, 303);
    throw redirect(`${back}&gedaan=${result.kind === 'unchanged' ? 'run_unchanged' : 'not_ended'}`, 303);
  }
  if (fields.intent === 'paid') {
    if (!/^[1-9]\d{0,9}$/.test(fields.payout ?? '')) throw data(null, { status: 400 });
    const id = Number(fields.payout);
    const typed = fields.paid_on ?? '';
    const result = await service.markPaid(actor, id, typed);
    if (result.kind === 'invalid')
      return data(
        { form: `paid-${id}`, errors: { [result.field]: result.error }, values: { paid_on: typed } },
        { status: 400, headers: PRIVATE_HEADERS },
      );
    const outcome = result.kind === 'done' ? 'paid' : result.kind === 'unchanged' ? 'paid_unchanged' : 'gone';
    throw redirect(`/beheer/uitbetalingen?gedaan=${outcome}#over-te-maken`, 303);
  }
  throw data(null, { status: 400 });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Uitbetalingen · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function QuarterTable({ overview }: { overview: LoaderData['overview'] }) {
  const t = useT();
  if (overview.partners.length === 0) return <p>{t('beheer.payouts.none')}</p>;
  return (
    <StaffTable
      labelledBy="payouts-table-caption"
      caption={t('beheer.payouts.table', { label: overview.label })}
    >
      <thead>
        <tr>
          <th scope="col">{t('beheer.payouts.col.partner')}</th>
          <th scope="col" className={styles.amount}>
            {t('beheer.payouts.col.balance')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('beheer.payouts.col.pay')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('beheer.payouts.col.carried')}
          </th>
          <th scope="col">{t('beheer.payouts.col.reason')}</th>
          <th scope="col">{t('beheer.payouts.col.state')}</th>
        </tr>
      </thead>
      <tbody>
        {overview.partners.map((p) => (
          <tr key={p.partnerId}>
            <th scope="row" className={payoutStyles.partner}>
              <Link to={`/beheer/klanten/${p.partnerId}`}>{p.name}</Link>
              <span className={styles.sub}>{p.email}</span>
            </th>
            <td className={styles.amount}>{formatEuro(p.balanceCents)}</td>
            <td className={styles.amount}>{formatEuro(p.payCents)}</td>
            <td className={styles.amount}>{formatEuro(p.carriedCents)}</td>
            <td className={payoutStyles.reason}>
              <strong>{t(`beheer.payouts.status.${p.status}`)}</strong>
              <span className={styles.sub}>{t(p.reason.key, p.reason.params)}</span>
            </td>
            <td>
              {p.payout === null
                ? t('beheer.payouts.state.preview')
                : p.payout.paidOn
                  ? t('beheer.payouts.state.paid_on', { date: formatDateNl(p.payout.paidOn) })
                  : p.status === 'paid'
                    ? t('beheer.payouts.state.open')
                    : t('beheer.payouts.state.run')}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('beheer.payouts.total')}</th>
          <td />
          <td className={styles.amount}>{formatEuro(overview.payCents)}</td>
          <td className={styles.amount}>{formatEuro(overview.carriedCents)}</td>
          <td />
          <td />
        </tr>
      </tfoot>
    </StaffTable>
  );
}

/** The later of the page's day and the browser's (a page left open past midnight accepts the new day too). */
function todayOf(pageToday: string): string {
  const browserToday = amsterdamCalendarDate(new Date());
  return browserToday > pageToday ? browserToday : pageToday;
}

function OpenPayout({
  payout,
  csrf,
  today,
  todayIso,
  quarter,
}: {
  payout: LoaderData['open'][number];
  csrf: string;
  today: string;
  todayIso: string;
  /** The quarter on show: a refused day comes back to it, without an earlier post's outcome. */
  quarter: string;
}) {
  const t = useT();
  const refusal = useActionData<typeof action>();
  const form = `paid-${payout.id}`;
  const mine = refusal?.form === form ? refusal : null;
  const paidOn = mine ? mine.values.paid_on : today;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${form}-form`,
    validate: (fields) =>
      paidOnFormErrors(fields, { earliest: paidOnEarliest(payout.quarter), today: todayOf(todayIso) }),
    server: mine ?? undefined,
    initial: { paid_on: paidOn },
  });
  const who = { name: payout.name, label: payout.label };
  const amount = formatEuro(payout.transferCents);
  return (
    <li>
      <article className={payoutStyles.payout} aria-labelledby={`payout-${payout.id}`}>
        <h3 id={`payout-${payout.id}`}>{payout.name}</h3>
        <dl className={payoutStyles.facts}>
          <dt>{t('beheer.payouts.field.quarter')}</dt>
          <dd>{payout.label}</dd>
          <dt>{t('beheer.payouts.field.amount')}</dt>
          <dd>
            {payout.inclVat
              ? t('beheer.payouts.field.amount_vat', { amount, excl: formatEuro(payout.amountCents) })
              : amount}
          </dd>
          <dt>{t('beheer.payouts.field.account')}</dt>
          <dd>
            {payout.accountHolder || '—'}
            <span className={styles.sub}>{payout.iban || '—'}</span>
          </dd>
          <dt>{t('beheer.payouts.field.reference')}</dt>
          <dd>{payout.reference}</dd>
        </dl>
        {payout.bankOk ? (
          <div className={formStyles.checkbox}>
            <input
              id={`uitbetaling-${payout.id}`}
              type="checkbox"
              name="uitbetaling"
              value={payout.id}
              form={SEPA_FORM}
              defaultChecked
            />
            <label htmlFor={`uitbetaling-${payout.id}`}>
              {t('beheer.payouts.select')}
              <span className="visually-hidden"> ({t('beheer.payouts.select_for', who)})</span>
            </label>
          </div>
        ) : (
          <p className={payoutStyles.warning}>{t('beheer.payouts.bank_missing')}</p>
        )}
        <Form
          {...checked.props}
          method="post"
          action={`/beheer/uitbetalingen?kwartaal=${quarter}`}
          className={payoutStyles.paidForm}
        >
          <ErrorSummary
            form={form}
            shown={checked.summary}
            focusKey={checked.summaryKey}
            formError={null}
            order={['paid_on']}
            title={t('beheer.payouts.refused')}
          />
          <CsrfField token={csrf} />
          <input type="hidden" name="payout" value={payout.id} />
          <TextField
            form={form}
            name="paid_on"
            label={t('beheer.payouts.paid_on')}
            hint={t('beheer.payouts.paid_on_hint')}
            defaultValue={paidOn}
            message={checked.message('paid_on')}
            maxLength={10}
          />
          <button type="submit" name="intent" value="paid" className="button button-secondary">
            {t('beheer.payouts.mark_paid')}
            <span className="visually-hidden"> ({t('beheer.payouts.mark_paid_for', who)})</span>
          </button>
        </Form>
      </article>
    </li>
  );
}

export default function BeheerPayouts() {
  const { csrf, today, todayIso, choices, errors, outcome, sepaError, overview, open } =
    useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useT();
  const message = useMessages(errors);
  const [quarter, setQuarter] = useState(overview.quarter);
  const shown = choices.includes(overview.quarter) ? choices : [overview.quarter, ...choices];
  return (
    <section className={styles.section} aria-labelledby="payouts-title">
      <h1 id="payouts-title">{t('beheer.payouts.title')}</h1>
      <p>{t('beheer.payouts.intro')}</p>
      {outcome ? (
        <Feedback tone={outcome.kind === 'run' || outcome.kind === 'paid' ? 'success' : 'info'}>
          <p>
            {outcome.kind === 'run' && outcome.n === 1
              ? t('beheer.payouts.done.run_one')
              : t(`beheer.payouts.done.${outcome.kind}`, { n: outcome.n })}
          </p>
        </Feedback>
      ) : null}
      {refusal ? (
        <Feedback tone="error">
          <p>{t('beheer.payouts.refused')}</p>
        </Feedback>
      ) : null}
      <ErrorSummary
        form={FILTER}
        errors={errors}
        formError={null}
        order={['kwartaal']}
        title={t('beheer.payouts.summary')}
      />
      <Form method="get" className={styles.filter} aria-label={t('beheer.payouts.choose')}>
        <SelectField
          form={FILTER}
          name="kwartaal"
          label={t('beheer.payouts.quarter')}
          options={shown.map((q) => ({ value: q, label: q }))}
          value={quarter}
          onChange={setQuarter}
          message={message('kwartaal')}
        />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary">
            {t('beheer.payouts.show')}
          </button>
        </div>
      </Form>

      <h2 id="quarter-title">{t('beheer.payouts.quarter_title', { label: overview.label })}</h2>
      <p role="status" className={styles.count}>
        {!overview.ended
          ? t('beheer.payouts.quarter_running', { date: formatDateNl(overview.settledDate) })
          : overview.notRun > 0
            ? overview.notRun === 1
              ? t('beheer.payouts.quarter_due_one')
              : t('beheer.payouts.quarter_due', { n: overview.notRun })
            : t('beheer.payouts.quarter_done')}
      </p>
      <QuarterTable overview={overview} />
      {overview.ended ? (
        <Form method="post" className={styles.filter} aria-labelledby="quarter-title">
          <CsrfField token={csrf} />
          <input type="hidden" name="kwartaal" value={overview.quarter} />
          <p className={styles.sub}>{t('beheer.payouts.run_hint')}</p>
          <div className={formStyles.actions}>
            <button type="submit" name="intent" value="run" className="button button-primary">
              {t('beheer.payouts.run', { label: overview.label })}
            </button>
          </div>
        </Form>
      ) : null}

      <h2 id="over-te-maken">{t('beheer.payouts.open_title')}</h2>
      {open.length === 0 ? (
        <p>{t('beheer.payouts.open_none')}</p>
      ) : (
        <>
          <p>{t('beheer.payouts.open_intro')}</p>
          {sepaError ? (
            <Feedback tone="error">
              <p>{t(`beheer.payouts.sepa.${sepaError}`)}</p>
            </Feedback>
          ) : null}
          <ol className={payoutStyles.open}>
            {open.map((payout) => (
              <OpenPayout
                key={payout.id}
                payout={payout}
                csrf={csrf}
                today={today}
                todayIso={todayIso}
                quarter={overview.quarter}
              />
            ))}
          </ol>
          <form
            id={SEPA_FORM}
            method="get"
            action="/beheer/uitbetalingen/betaalbestand.xml"
            className={formStyles.actions}
          >
            <button type="submit" className="button button-primary">
              {t('beheer.payouts.sepa_download')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
