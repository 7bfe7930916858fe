// /beheer/klanten (issue 30, back office I): every customer account, the newest first, searched by customer
// number, email, postcode, name or company — in the address (a GET form that works without JavaScript, so a
// search can be bookmarked and paged). A search term that cannot be used gets its Dutch message by its field and
// stays as typed. Admins only (404 for everyone else); a page past the last is a 404 too.
import { data, Link, useLoaderData } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import { parseStaffCustomerFilter, staffCustomerQuery } from '../../domain/staff-customers';
import { TextField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffFilter } from '../components/beheer/StaffFilter';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { STAFF_AREA_LEVEL } from '../../domain/staff-access';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-customers';

const FORM = 'customers-filter';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'customers');
  const params = new URL(request.url).searchParams;
  const { filter, errors } = parseStaffCustomerFilter(params);
  const list = await context.services.accounts.customerList(filter);
  if (filter.page > list.pages) throw data(null, { status: 404 });
  return data(
    {
      typed: params.get('q') ?? '',
      // Issue 32: back from closing a customer's account.
      closed: params.get('verwijderd') === '1',
      errors: Object.fromEntries(errors.map((e) => [e.field, { key: e.key }])),
      rows: list.customers.map((customer) => ({
        id: customer.id,
        name: customer.name,
        company: customer.company,
        email: customer.email,
        place: [customer.zipcode, customer.city].filter(Boolean).join(' '),
        since: formatInstantNl(customer.createdAt),
        roles: [
          customer.isReseller ? 'reseller' : null,
          customer.isPartner ? 'partner' : null,
          customer.accessLevel >= STAFF_AREA_LEVEL ? 'staff' : null,
        ].filter((role) => role !== null),
      })),
      total: list.total,
      page: list.page,
      pages: list.pages,
      previous: list.page > 1 ? staffCustomerQuery(filter, list.page - 1) || '?' : null,
      next: list.page < list.pages ? staffCustomerQuery(filter, list.page + 1) : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Klanten · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerCustomers() {
  const { typed, errors, rows, total, page, pages, previous, next, closed } = useLoaderData<typeof loader>();
  const t = useT();
  const qError = errors.q;
  return (
    <section className={styles.section} aria-labelledby="customers-title">
      <h1 id="customers-title">{t('beheer.customers')}</h1>
      <p>{t('beheer.customers.intro')}</p>
      {closed ? <Feedback tone="success">{t('beheer.customer.closed')}</Feedback> : null}
      <StaffFilter
        form={FORM}
        errors={errors}
        order={['q']}
        summaryTitle={t('beheer.customers.summary')}
        label={t('beheer.customers.filter')}
        apply={t('beheer.customers.apply')}
        clear={{ to: '/beheer/klanten', label: t('beheer.customers.clear') }}
      >
        <TextField
          form={FORM}
          name="q"
          type="text"
          inputMode="text"
          label={t('beheer.customers.q')}
          hint={t('beheer.customers.q_hint')}
          defaultValue={typed}
          message={qError ? t(qError.key) : undefined}
          maxLength={200}
        />
      </StaffFilter>

      <p role="status" className={styles.count}>
        {total === 1 ? t('beheer.customers.count_one') : t('beheer.customers.count', { n: total })}
      </p>
      {rows.length === 0 ? (
        <p>{t('beheer.customers.none')}</p>
      ) : (
        <StaffTable labelledBy="customers-table-caption" caption={t('beheer.customers.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.customers.col.number')}</th>
              <th scope="col">{t('beheer.customers.col.customer')}</th>
              <th scope="col">{t('beheer.customers.col.place')}</th>
              <th scope="col">{t('beheer.customers.col.roles')}</th>
              <th scope="col">{t('beheer.customers.col.since')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/beheer/klanten/${row.id}`}>{row.id}</Link>
                </th>
                <td>
                  {row.name || row.email}
                  {row.company ? <span className={styles.sub}>{row.company}</span> : null}
                  <span className={styles.sub}>{row.email}</span>
                </td>
                <td>{row.place}</td>
                <td>{row.roles.map((role) => t(`beheer.customers.role.${role}`)).join(', ')}</td>
                <td>{row.since}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={previous ? { to: previous, label: t('beheer.customers.previous') } : null}
        next={next ? { to: next, label: t('beheer.customers.next') } : null}
      />
    </section>
  );
}
