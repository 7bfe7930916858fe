// /beheer/bestellingen (issue 30, back office I): every order, the newest first, filtered by status, payment
// method and dates and searched by order number, email, postcode or name — all in the address (a GET form that
// works without JavaScript, so a filtered list can be bookmarked and paged). A filter value that cannot be used
// gets its Dutch message by its field, stays as typed, and the list shows filtered by the rest. Admins only (404
// for everyone else); a page past the last is a 404 too. 'Exporteer als CSV' downloads every order of the same
// filter (app/routes/beheer-orders-csv.ts). Once the page runs, the filter checks in the browser with the
// server's own rules (domain/staff-orders.ts staffOrderFilterErrors, decision 621).
import { useState } from 'react';
import { data, Link, useLoaderData } from 'react-router';
import { amsterdamCalendarDate, formatDateNl, formatInstantNl } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import { isOverdue } from '../../domain/on-account';
import { PAYMENT_METHOD_TITLES } from '../../domain/payment-methods';
import {
  parseStaffOrderFilter,
  STAFF_ORDER_METHODS,
  STAFF_ORDER_VIEWS,
  staffOrderFilterErrors,
  staffOrderQuery,
} from '../../domain/staff-orders';
import { SelectField, TextField } from '../components/forms/Fields';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffFilter } from '../components/beheer/StaffFilter';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-orders';

const FORM = 'orders-filter';
const FIELDS = ['status', 'method', 'from', 'to', 'q'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'orders');
  const params = new URL(request.url).searchParams;
  const { filter } = parseStaffOrderFilter(params);
  const list = await context.services.staffOrders.list(filter);
  const today = amsterdamCalendarDate(new Date());
  if (filter.page > list.pages) throw data(null, { status: 404 });
  // What was typed stays in the form, a value that could not be used included.
  const typed: Record<string, string> = Object.fromEntries(
    FIELDS.map((field) => [field, params.get(field) ?? '']),
  );
  return data(
    {
      typed,
      errors: staffOrderFilterErrors(typed),
      rows: list.orders.map((order) => ({
        number: order.number,
        date: formatInstantNl(order.createdAt),
        name: order.name,
        company: order.company,
        email: order.email,
        state: order.shipped ? 'shipped' : order.status,
        // On account and unpaid (decision 611): by when, and whether that day has passed.
        due: order.dueOn
          ? {
              date: formatDateNl(order.dueOn),
              overdue: isOverdue({ paymentDueOn: order.dueOn, paid: false }, today),
            }
          : null,
        method: order.paymentMethodTitle,
        total: formatEuro(order.totalCents),
      })),
      total: list.total,
      page: list.page,
      pages: list.pages,
      previous: list.page > 1 ? staffOrderQuery(filter, list.page - 1) || '?' : null,
      next: list.page < list.pages ? staffOrderQuery(filter, list.page + 1) : null,
      // Every page of this filter: the query without its page number.
      csv: `/beheer/bestellingen/bestellingen.csv${staffOrderQuery(filter, 1)}`,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Bestellingen · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerOrders() {
  const { typed, errors, rows, total, page, pages, previous, next, csv } = useLoaderData<typeof loader>();
  const t = useT();
  const [status, setStatus] = useState(typed.status ?? '');
  const [method, setMethod] = useState(typed.method ?? '');
  return (
    <section className={styles.section} aria-labelledby="orders-title">
      <h1 id="orders-title">{t('beheer.orders')}</h1>
      <p>{t('beheer.orders.intro')}</p>
      <StaffFilter
        form={FORM}
        errors={errors}
        order={FIELDS}
        summaryTitle={t('beheer.orders.summary')}
        label={t('beheer.orders.filter')}
        apply={t('beheer.orders.apply')}
        clear={{ to: '/beheer/bestellingen', label: t('beheer.orders.clear') }}
        check={{ validate: staffOrderFilterErrors, typed }}
      >
        {(message) => (
          <div className={styles.filterFields}>
            <SelectField
              form={FORM}
              name="status"
              label={t('beheer.orders.status')}
              options={STAFF_ORDER_VIEWS.map((view) => ({
                value: view === 'all' ? '' : view,
                label: t(`beheer.orders.view.${view}`),
              }))}
              value={status}
              onChange={setStatus}
              message={message('status')}
            />
            <SelectField
              form={FORM}
              name="method"
              label={t('beheer.orders.method')}
              options={[
                { value: '', label: t('beheer.orders.method_any') },
                ...STAFF_ORDER_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_TITLES[m] })),
              ]}
              value={method}
              onChange={setMethod}
              message={message('method')}
            />
            <TextField
              form={FORM}
              name="from"
              type="date"
              label={t('beheer.orders.from')}
              defaultValue={typed.from}
              message={message('from')}
            />
            <TextField
              form={FORM}
              name="to"
              type="date"
              label={t('beheer.orders.to')}
              defaultValue={typed.to}
              message={message('to')}
            />
            <TextField
              form={FORM}
              name="q"
              type="text"
              inputMode="text"
              label={t('beheer.orders.q')}
              hint={t('beheer.orders.q_hint')}
              defaultValue={typed.q}
              message={message('q')}
              maxLength={200}
            />
          </div>
        )}
      </StaffFilter>

      <p role="status" className={styles.count}>
        {total === 1 ? t('beheer.orders.count_one') : t('beheer.orders.count', { n: total })}
      </p>
      {total > 0 ? (
        <p>
          {/* A plain link: the file comes from a resource route, not a page the router renders. */}
          <a href={csv} download>
            {t('beheer.orders.export')}
          </a>{' '}
          <span>({t('beheer.orders.export_hint')})</span>
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('beheer.orders.none')}</p>
      ) : (
        <StaffTable labelledBy="orders-table-caption" caption={t('beheer.orders.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.orders.col.number')}</th>
              <th scope="col">{t('beheer.orders.col.date')}</th>
              <th scope="col">{t('beheer.orders.col.customer')}</th>
              <th scope="col">{t('beheer.orders.col.status')}</th>
              <th scope="col">{t('beheer.orders.col.method')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.orders.col.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number}>
                <th scope="row">
                  <Link to={`/beheer/bestellingen/${row.number}`}>{row.number}</Link>
                </th>
                <td>{row.date}</td>
                <td>
                  {row.name}
                  {row.company ? <span className={styles.sub}>{row.company}</span> : null}
                  <span className={styles.sub}>{row.email}</span>
                </td>
                <td>
                  {t(`beheer.orders.state.${row.state}`)}
                  {row.due ? (
                    <span className={styles.sub}>
                      {t(row.due.overdue ? 'beheer.orders.overdue' : 'beheer.orders.due', {
                        date: row.due.date,
                      })}
                    </span>
                  ) : null}
                </td>
                <td>{row.method}</td>
                <td className={styles.amount}>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={previous ? { to: previous, label: t('beheer.orders.previous') } : null}
        next={next ? { to: next, label: t('beheer.orders.next') } : null}
      />
    </section>
  );
}
