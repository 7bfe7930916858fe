// /beheer/mail (issue 30, back office I): the transactional outbox as staff see it — every mail and SMS the shop
// queued, the newest first, filtered by status and searched by recipient in the address (a GET form that works
// without JavaScript, 50 a page; a page past the last is a 404), each with its recipient, subject, times,
// attempts and last error, never its body (decision 572). "Nu opnieuw proberen" is a plain POST form with the
// CSRF token on each failed or waiting message; it comes back to the same filtered list (303) with what happened.
// Admins only (404 for everyone else, on GET and POST).
import { useState } from 'react';
import { data, Form, redirect, useLoaderData } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import { parseStaffMailFilter, STAFF_MAIL_VIEWS, staffMailQuery } from '../../domain/staff-mail';
import { Feedback } from '../components/forms/Feedback';
import { CsrfField, SelectField, TextField } from '../components/forms/Fields';
import styles from '../components/beheer/StaffOrders.module.css';
import mailStyles from '../components/beheer/StaffMail.module.css';
import { StaffFilter } from '../components/beheer/StaffFilter';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-mail';

const FORM = 'mail-filter';
const FIELDS = ['status', 'q'] as const;
const OUTCOMES = ['done', 'unchanged'] as const;
type Outcome = (typeof OUTCOMES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'mail');
  const params = new URL(request.url).searchParams;
  const { filter, errors } = parseStaffMailFilter(params);
  const list = await context.services.staffQueue.list(filter);
  if (filter.page > list.pages) throw data(null, { status: 404 });
  const done = params.get('gedaan');
  const about = params.get('bericht') ?? '';
  const when = (at: Date | null) => (at ? { text: formatInstantNl(at), iso: at.toISOString() } : null);
  return data(
    {
      csrf: context.auth.csrfToken(),
      // What was typed stays in the form, a value that could not be used included.
      typed: Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])),
      errors: Object.fromEntries(errors.map((e) => [e.field, { key: e.key }])),
      outcome:
        OUTCOMES.includes(done as Outcome) && /^[1-9]\d{0,9}$/.test(about)
          ? { kind: done as Outcome, id: about }
          : null,
      // Where a retry comes back to: this list as filtered and paged now.
      here: `/beheer/mail${staffMailQuery(filter)}`,
      rows: list.messages.map((message) => ({
        id: message.id,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        status: message.status,
        created: when(message.createdAt)!,
        attempts: message.attempts,
        next: when(message.nextAttemptAt),
        sent: when(message.sentAt),
        error: message.lastError,
        retryable: message.retryable,
      })),
      total: list.total,
      page: list.page,
      pages: list.pages,
      previous: list.page > 1 ? staffMailQuery(filter, list.page - 1) || '?' : null,
      next: list.page < list.pages ? staffMailQuery(filter, list.page + 1) : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** "Retry now" for one message; back to the same filtered list with what happened (303, also without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'mail');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const id = Number(fields.id);
  if (!/^[1-9]\d{0,9}$/.test(fields.id ?? '') || !Number.isSafeInteger(id)) throw data(null, { status: 400 });
  const result = await context.services.staffQueue.retry(id, actor);
  if (result.kind === 'not_found') throw data(null, { status: 404 });
  // The way back is rebuilt from the filter, so the posted address can only ever lead back to this list.
  const { filter } = parseStaffMailFilter(new URL(request.url).searchParams);
  const back = new URLSearchParams(staffMailQuery(filter));
  back.set('gedaan', result.kind);
  back.set('bericht', String(id));
  throw redirect(`/beheer/mail?${back.toString()}`, 303);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Mail · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

/** A moment as its date and its time, each kept whole: a narrow column breaks between them, never inside. */
function When({ at }: { at: { text: string; iso: string } }) {
  const [date, time] = at.text.split(' ');
  return (
    <time dateTime={at.iso}>
      <span className={mailStyles.time}>{date}</span> <span className={mailStyles.time}>{time}</span>
    </time>
  );
}

export default function BeheerMail() {
  const { csrf, typed, errors, outcome, here, rows, total, page, pages, previous, next } =
    useLoaderData<typeof loader>();
  const t = useT();
  const [status, setStatus] = useState(typed.status ?? '');
  const message = (field: string) => {
    const error = errors[field];
    return error ? t(error.key) : undefined;
  };
  const none = t('beheer.mail.none_value');
  return (
    <section className={styles.section} aria-labelledby="mail-title">
      <h1 id="mail-title">{t('beheer.mail.title')}</h1>
      <p>{t('beheer.mail.intro')}</p>
      <p className={mailStyles.note}>
        {t('beheer.mail.privacy')} {t('beheer.mail.attempts_rule')}
      </p>
      {outcome ? (
        <Feedback tone={outcome.kind === 'done' ? 'success' : 'info'}>
          <p>{t(`beheer.mail.${outcome.kind}`, { id: outcome.id })}</p>
        </Feedback>
      ) : null}
      <StaffFilter
        form={FORM}
        errors={errors}
        order={FIELDS}
        summaryTitle={t('beheer.mail.summary')}
        label={t('beheer.mail.filter')}
        apply={t('beheer.mail.apply')}
        clear={{ to: '/beheer/mail', label: t('beheer.mail.clear') }}
      >
        <div className={mailStyles.filterFields}>
          <SelectField
            form={FORM}
            name="status"
            label={t('beheer.mail.status')}
            options={STAFF_MAIL_VIEWS.map((view) => ({
              value: view === 'all' ? '' : view,
              label: t(`beheer.mail.view.${view}`),
            }))}
            value={status}
            onChange={setStatus}
            message={message('status')}
          />
          <TextField
            form={FORM}
            name="q"
            type="text"
            inputMode="email"
            label={t('beheer.mail.q')}
            hint={t('beheer.mail.q_hint')}
            defaultValue={typed.q}
            message={message('q')}
            maxLength={254}
          />
        </div>
      </StaffFilter>

      <p role="status" className={styles.count}>
        {total === 1 ? t('beheer.mail.count_one') : t('beheer.mail.count', { n: total })}
      </p>
      {rows.length === 0 ? (
        <p>{t('beheer.mail.none')}</p>
      ) : (
        <StaffTable labelledBy="mail-table-caption" caption={t('beheer.mail.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.mail.col.message')}</th>
              <th scope="col">{t('beheer.mail.col.recipient')}</th>
              <th scope="col">{t('beheer.mail.col.status')}</th>
              <th scope="col">{t('beheer.mail.col.created')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.mail.col.attempts')}
              </th>
              <th scope="col">{t('beheer.mail.col.next')}</th>
              <th scope="col">{t('beheer.mail.col.sent')}</th>
              <th scope="col">{t('beheer.mail.col.error')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} id={`bericht-${row.id}`}>
                <th scope="row">
                  {row.id}
                  <span className={styles.sub}>{t(`beheer.mail.channel.${row.channel}`)}</span>
                </th>
                <td className={mailStyles.recipient}>
                  {row.recipient}
                  <span className={styles.sub}>{row.subject || t('beheer.mail.no_subject')}</span>
                </td>
                <td>
                  <span className={mailStyles[row.status]}>{t(`beheer.mail.state.${row.status}`)}</span>
                  {row.retryable ? (
                    <Form method="post" action={here} className={mailStyles.retryForm}>
                      <CsrfField token={csrf} />
                      <input type="hidden" name="id" value={row.id} />
                      <button type="submit" className={`button button-secondary ${mailStyles.retry}`}>
                        {t('beheer.mail.retry')}
                        <span className="visually-hidden">
                          {' '}
                          ({t('beheer.mail.retry_for', { id: row.id, recipient: row.recipient })})
                        </span>
                      </button>
                    </Form>
                  ) : null}
                </td>
                <td>
                  <When at={row.created} />
                </td>
                <td className={styles.amount}>{row.attempts}</td>
                <td>{row.next ? <When at={row.next} /> : none}</td>
                <td>{row.sent ? <When at={row.sent} /> : none}</td>
                <td className={mailStyles.error}>{row.error ?? none}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={previous ? { to: previous, label: t('beheer.mail.previous') } : null}
        next={next ? { to: next, label: t('beheer.mail.next') } : null}
      />
    </section>
  );
}
