// /beheer/nieuwsbrief (issue 30, back office I): who receives the newsletter — account holders who subscribed and
// the confirmed sign-ups of /newsletter, one row per address (decision 576) — with where and when each gave
// consent, the newest first, 50 a page, searched by (part of) the email in a GET form that works without
// JavaScript, and the CSV export of the same search. Admins only (404 for everyone else; a page past the last too).
import { data, useLoaderData } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import { fullName, parseSubscriberFilter, subscriberQuery } from '../../domain/staff-signups';
import { TextField } from '../components/forms/Fields';
import styles from '../components/beheer/StaffOrders.module.css';
import own from '../components/beheer/StaffSignups.module.css';
import { StaffFilter } from '../components/beheer/StaffFilter';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-newsletter';

const FORM = 'subscribers-search';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'newsletter');
  const params = new URL(request.url).searchParams;
  const { filter, error } = parseSubscriberFilter(params);
  const list = await context.services.accounts.subscribers(filter);
  if (filter.page > list.pages) throw data(null, { status: 404 });
  const q = filter.q;
  return data(
    {
      // What was typed stays in the form, a search that could not be used included.
      typed: params.get('q') ?? '',
      errors: error ? { [error.field]: { key: error.key } } : {},
      rows: list.subscribers.map((s) => ({
        email: s.email,
        name: fullName(s.firstname, s.lastname),
        account: s.account ? { at: s.account.consentAt ? formatInstantNl(s.account.consentAt) : null } : null,
        list: s.list ? { at: formatInstantNl(s.list.consentAt) } : null,
      })),
      total: list.total,
      page: list.page,
      pages: list.pages,
      previous: list.page > 1 ? subscriberQuery(q, list.page - 1) || '?' : null,
      next: list.page < list.pages ? subscriberQuery(q, list.page + 1) : null,
      csv: `/beheer/nieuwsbrief/abonnees.csv${subscriberQuery(q)}`,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Nieuwsbrief · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerNewsletter() {
  const { typed, errors, rows, total, page, pages, previous, next, csv } = useLoaderData<typeof loader>();
  const t = useT();
  const message = errors.q ? t(errors.q.key) : undefined;
  return (
    <section className={styles.section} aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">{t('beheer.newsletter')}</h1>
      <p>{t('beheer.newsletter.intro')}</p>
      <StaffFilter
        form={FORM}
        errors={errors}
        order={['q']}
        summaryTitle={t('beheer.newsletter.summary')}
        label={t('beheer.newsletter.search')}
        apply={t('beheer.newsletter.apply')}
        clear={{ to: '/beheer/nieuwsbrief', label: t('beheer.newsletter.clear') }}
      >
        <TextField
          form={FORM}
          name="q"
          type="text"
          inputMode="email"
          label={t('beheer.newsletter.q')}
          hint={t('beheer.newsletter.q_hint')}
          defaultValue={typed}
          message={message}
          maxLength={200}
        />
      </StaffFilter>

      <p role="status" className={styles.count}>
        {total === 1 ? t('beheer.newsletter.count_one') : t('beheer.newsletter.count', { n: total })}
      </p>
      {total > 0 ? (
        <p>
          {/* A plain link: the file comes from a resource route, not a page the router renders. */}
          <a href={csv} download>
            {t('beheer.newsletter.csv')}
          </a>
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('beheer.newsletter.none')}</p>
      ) : (
        <StaffTable labelledBy="subscribers-table-caption" caption={t('beheer.newsletter.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.newsletter.col.email')}</th>
              <th scope="col">{t('beheer.newsletter.col.name')}</th>
              <th scope="col">{t('beheer.newsletter.col.consent')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.email}>
                <th scope="row">{row.email}</th>
                <td>{row.name}</td>
                <td>
                  {row.account ? (
                    <span className={own.consent}>
                      {t('beheer.newsletter.via_account', {
                        date: row.account.at ?? t('beheer.newsletter.date_unknown'),
                      })}
                    </span>
                  ) : null}
                  {row.list ? (
                    <span className={own.consent}>
                      {t('beheer.newsletter.via_list', { date: row.list.at })}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={previous ? { to: previous, label: t('beheer.newsletter.previous') } : null}
        next={next ? { to: next, label: t('beheer.newsletter.next') } : null}
      />
    </section>
  );
}
