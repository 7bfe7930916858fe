// /beheer/monitor (issue 30, spec 3 §7 monitorOrderData / monitorStartPayment): the checkout monitor. For a range
// of days in the address (a GET form, the last 14 days by default): where shoppers leave the checkout (the funnel
// over the range and per day, with the drop-off between steps as counts and shares), the online payments started
// per method with their results, and the payment starts per device class, browser and system. Counters only
// (server/monitoring/, decisions 591–594): nothing here leads to a shopper. A date that cannot be used gets its
// Dutch message by its field and stays as typed. Admins only (404 for everyone else).
import { data, useLoaderData } from 'react-router';
import {
  type DeviceDimension,
  type FunnelColumn,
  FUNNEL_COLUMNS,
  type FunnelRow,
  formatShareNl,
  funnelOf,
  methodsOf,
  PAYMENT_RESULTS,
  parseMonitorRange,
  startsBy,
  totalOf,
} from '../../domain/checkout-monitor';
import { amsterdamCalendarDate, formatDateNl } from '../../domain/dates';
import { TextField } from '../components/forms/Fields';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffFilter } from '../components/beheer/StaffFilter';
import monitorStyles from '../components/beheer/Monitor.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-monitor';

const FORM = 'monitor-range';
const FIELDS = ['from', 'to'] as const;
const DIMENSIONS: readonly DeviceDimension[] = ['device', 'browser', 'os'];

/** A funnel row as the page shows it: the counts, and per step after the first who left and their share. */
function shownRow(row: FunnelRow) {
  return FUNNEL_COLUMNS.map((column) => {
    const drop = row.dropOff[column];
    return {
      column,
      count: row.counts[column],
      // Nothing to leave from when the step before counted nobody.
      left: drop && drop.share !== null ? { left: drop.left, share: formatShareNl(drop.share) } : null,
    };
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'monitor');
  const params = new URL(request.url).searchParams;
  const { range, errors } = parseMonitorRange(params, amsterdamCalendarDate(new Date()));
  const counts = await context.services.checkoutMonitor.counts(range);
  const funnel = funnelOf(counts, range);
  return data(
    {
      // What was typed stays in the form, a date that could not be used included.
      typed: Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? range[field]])),
      errors: Object.fromEntries(errors.map((e) => [e.field, { key: e.key }])),
      from: formatDateNl(range.from),
      to: formatDateNl(range.to),
      total: shownRow(funnel.total),
      days: funnel.days.map((day) => ({ day: formatDateNl(day.day), cells: shownRow(day) })),
      methods: methodsOf(counts),
      bankTransfers: totalOf(counts, 'bank_transfer'),
      starts: Object.fromEntries(
        DIMENSIONS.map((dimension) => [
          dimension,
          startsBy(counts, dimension).map((row) => ({ ...row, share: formatShareNl(row.share) })),
        ]),
      ) as Record<DeviceDimension, { value: string; count: number; share: string }[]>,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Kassa-monitor · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

/** '−4 (20%)' under a count; read as '4 afgehaakt, 20%'. */
function LeftNote(props: { left: { left: number; share: string } | null }) {
  const t = useT();
  if (!props.left) return null;
  const values = { left: props.left.left, share: props.left.share };
  return (
    <span className={styles.sub}>
      <span aria-hidden="true">{t('beheer.monitor.left', values)}</span>
      <span className="visually-hidden">{t('beheer.monitor.left_label', values)}</span>
    </span>
  );
}

export default function BeheerMonitor() {
  const { typed, errors, from, to, total, days, methods, bankTransfers, starts } =
    useLoaderData<typeof loader>();
  const t = useT();
  const message = (field: string) => {
    const error = errors[field];
    return error ? t(error.key) : undefined;
  };
  const stepName = (column: FunnelColumn) => t(`beheer.monitor.step.${column}`);
  return (
    <section className={styles.section} aria-labelledby="monitor-title">
      <h1 id="monitor-title">{t('beheer.monitor')}</h1>
      <p>{t('beheer.monitor.intro')}</p>
      <p>{t('beheer.monitor.privacy')}</p>
      <StaffFilter
        form={FORM}
        errors={errors}
        order={FIELDS}
        summaryTitle={t('beheer.monitor.summary')}
        label={t('beheer.monitor.range')}
        apply={t('beheer.monitor.apply')}
        clear={{ to: '/beheer/monitor', label: t('beheer.monitor.reset') }}
      >
        <div className={monitorStyles.rangeFields}>
          <TextField
            form={FORM}
            name="from"
            type="date"
            label={t('beheer.monitor.from')}
            defaultValue={typed.from}
            message={message('from')}
          />
          <TextField
            form={FORM}
            name="to"
            type="date"
            label={t('beheer.monitor.to')}
            defaultValue={typed.to}
            message={message('to')}
          />
        </div>
      </StaffFilter>
      <p role="status" className={styles.count}>
        {t('beheer.monitor.showing', { from, to })}
      </p>

      <h2>{t('beheer.monitor.leave')}</h2>
      <p>{t('beheer.monitor.leave_intro')}</p>
      <div className={monitorStyles.narrow}>
        <StaffTable labelledBy="monitor-leave-table" caption={t('beheer.monitor.leave')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.monitor.col.step')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.monitor.col.reached')}
              </th>
              <th scope="col" className={styles.amount}>
                {t('beheer.monitor.col.left')}
              </th>
            </tr>
          </thead>
          <tbody>
            {total.map((cell) => (
              <tr key={cell.column}>
                <th scope="row">{stepName(cell.column)}</th>
                <td className={styles.amount}>{cell.count}</td>
                <td className={styles.amount}>
                  {cell.left ? t('beheer.monitor.left_share', cell.left) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      </div>

      <h2>{t('beheer.monitor.days')}</h2>
      <p>{t('beheer.monitor.days_intro')}</p>
      <div className={monitorStyles.days}>
        <StaffTable labelledBy="monitor-days-table" caption={t('beheer.monitor.days')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.monitor.col.day')}</th>
              {FUNNEL_COLUMNS.map((column) => (
                <th scope="col" key={column} className={styles.amount}>
                  {stepName(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className={monitorStyles.day}>
                  {day.day}
                </th>
                {day.cells.map((cell) => (
                  <td key={cell.column} className={styles.amount}>
                    {cell.count}
                    <LeftNote left={cell.left} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </StaffTable>
      </div>

      <h2>{t('beheer.monitor.methods')}</h2>
      <p>{t('beheer.monitor.methods_intro')}</p>
      {methods.length === 0 ? (
        <p>{t('beheer.monitor.no_payments')}</p>
      ) : (
        <StaffTable labelledBy="monitor-methods-table" caption={t('beheer.monitor.methods')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.monitor.col.method')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.monitor.col.started')}
              </th>
              {PAYMENT_RESULTS.map((result) => (
                <th scope="col" key={result} className={styles.amount}>
                  {t(`beheer.monitor.col.${result}`)}
                </th>
              ))}
              <th scope="col" className={styles.amount}>
                {t('beheer.monitor.col.no_result')}
              </th>
            </tr>
          </thead>
          <tbody>
            {methods.map((row) => (
              <tr key={row.method}>
                <th scope="row">{row.title}</th>
                <td className={styles.amount}>{row.started}</td>
                {PAYMENT_RESULTS.map((result) => (
                  <td key={result} className={styles.amount}>
                    {row.results[result]}
                  </td>
                ))}
                <td className={styles.amount}>{row.noResult}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <p>{t('beheer.monitor.bank_transfer', { n: bankTransfers })}</p>

      {DIMENSIONS.map((dimension) => (
        <div key={dimension} className={styles.section}>
          <h2>{t(`beheer.monitor.by.${dimension}`)}</h2>
          {starts[dimension].length === 0 ? (
            <p>{t('beheer.monitor.no_payments')}</p>
          ) : (
            <div className={monitorStyles.narrow}>
              <StaffTable
                labelledBy={`monitor-by-${dimension}-table`}
                caption={t(`beheer.monitor.by.${dimension}`)}
              >
                <thead>
                  <tr>
                    <th scope="col">{t(`beheer.monitor.col.${dimension}`)}</th>
                    <th scope="col" className={styles.amount}>
                      {t('beheer.monitor.col.count')}
                    </th>
                    <th scope="col" className={styles.amount}>
                      {t('beheer.monitor.col.share')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {starts[dimension].map((row) => (
                    <tr key={row.value}>
                      <th scope="row">{t(`beheer.monitor.${dimension}.${row.value}`)}</th>
                      <td className={styles.amount}>{row.count}</td>
                      <td className={styles.amount}>{row.share}</td>
                    </tr>
                  ))}
                </tbody>
              </StaffTable>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
