// /beheer/mededelingen (issue 31 "Content", decisions 700–703): the shop's notifications (spec 1 §3) — the list,
// newest first, with each one's window and whether it shows now; the form that adds one; the same form for one
// chosen with ?bewerk=<id> (saving, switching it off with "Actief", or deleting it). Dutch days typed as DD-MM-JJJJ;
// a refused form says why by the field and keeps what was typed (domain/content-notifications.ts, the browser's
// check and the server's). Plain POST forms with the CSRF token (intent add, save or delete); a change goes back
// to the list (303) saying what happened. Medewerkers and up (404 for everyone else).
import { data, Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  DESCRIPTION_MAX,
  isNotificationShown,
  NOTIFICATION_FIELDS as F,
  NOTIFICATION_ORDER,
  notificationFormErrors,
  REASON_MAX,
  TITLE_MAX,
  windowDays,
} from '../../domain/content-notifications';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffRecordForm } from '../components/beheer/StaffRecordForm';
import { StaffTable } from '../components/beheer/StaffTable';
import { CheckboxField, CsrfField, TextAreaField, TextField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { editedRow, outcomeOf, recordAction } from '../lib/staff-records.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-notifications';

const ADD_FORM = 'notification-add';
const EDIT_FORM = 'notification-edit';
const PATH = '/beheer/mededelingen';

type Values = Record<string, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'notifications');
  const url = new URL(request.url);
  const service = context.services.staffNotifications;
  const editRow = await editedRow(url, service);
  const now = new Date();
  const valuesOf = (n: NonNullable<typeof editRow>): Values => {
    const days = windowDays(n);
    return {
      [F.title]: n.title,
      [F.description]: n.description,
      [F.reason]: n.reason,
      [F.sku]: n.sku ?? '',
      [F.from]: days.from,
      [F.until]: days.until,
      [F.active]: n.active ? 'on' : '',
    };
  };
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: outcomeOf(url),
      rows: (await service.list()).map((n) => ({
        id: n.id,
        title: n.title,
        sku: n.sku,
        ...windowDays(n),
        state: !n.active
          ? ('inactive' as const)
          : n.sku !== null
            ? ('book' as const)
            : isNotificationShown(n, now)
              ? ('shown' as const)
              : ('waiting' as const),
      })),
      editing: editRow ? { id: editRow.id, values: valuesOf(editRow) } : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return recordAction(request, context, {
    feature: 'notifications',
    service: context.services.staffNotifications,
    path: PATH,
    order: NOTIFICATION_ORDER,
    forms: { add: ADD_FORM, edit: EDIT_FORM },
  });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Mededelingen · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function NotificationForm(props: { form: string; csrf: string; id: number | null; initial: Values }) {
  const t = useT();
  return (
    <StaffRecordForm
      {...props}
      order={NOTIFICATION_ORDER}
      validate={notificationFormErrors}
      summaryTitle={t('beheer.notifications.summary')}
      cancelTo={PATH}
    >
      {({ values, message }) => (
        <>
          <TextField
            form={props.form}
            name={F.title}
            label={t('beheer.content.field.title')}
            defaultValue={values[F.title]}
            message={message(F.title)}
            maxLength={TITLE_MAX}
          />
          <TextAreaField
            form={props.form}
            name={F.description}
            label={t('beheer.content.field.description')}
            defaultValue={values[F.description] ?? ''}
            message={message(F.description)}
            rows={4}
            maxLength={DESCRIPTION_MAX}
          />
          <TextField
            form={props.form}
            name={F.reason}
            label={t('beheer.content.field.reason')}
            hint={t('beheer.content.field.reason_hint')}
            defaultValue={values[F.reason]}
            message={message(F.reason)}
            optional
            maxLength={REASON_MAX}
          />
          <TextField
            form={props.form}
            name={F.sku}
            label={t('beheer.content.field.sku')}
            hint={t('beheer.content.field.sku_hint')}
            defaultValue={values[F.sku]}
            message={message(F.sku)}
            optional
            inputMode="numeric"
            maxLength={20}
          />
          <TextField
            form={props.form}
            name={F.from}
            label={t('beheer.content.field.from')}
            hint={t('beheer.content.field.day_hint')}
            defaultValue={values[F.from]}
            message={message(F.from)}
            optional
            maxLength={10}
          />
          <TextField
            form={props.form}
            name={F.until}
            label={t('beheer.content.field.until')}
            hint={t('beheer.content.field.day_hint')}
            defaultValue={values[F.until]}
            message={message(F.until)}
            optional
            maxLength={10}
          />
          <CheckboxField
            form={props.form}
            name={F.active}
            label={t('beheer.content.field.active')}
            defaultChecked={values[F.active] === 'on'}
          />
        </>
      )}
    </StaffRecordForm>
  );
}

export default function BeheerNotifications() {
  const { csrf, outcome, rows, editing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { key } = useLocation();
  const t = useT();
  const windowLabel = (r: (typeof rows)[number]) =>
    r.from && r.until
      ? t('beheer.notifications.window.both', { from: r.from, until: r.until })
      : r.from
        ? t('beheer.notifications.window.from', { from: r.from })
        : r.until
          ? t('beheer.notifications.window.until', { until: r.until })
          : t('beheer.notifications.window.always');
  return (
    <section className={styles.section}>
      <h1 id="beheer-notifications-title">{t('beheer.notifications')}</h1>
      <p>{t('beheer.notifications.intro')}</p>
      {answer ? (
        <Feedback tone="error">
          <p>{t('beheer.notifications.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.notifications.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('beheer.notifications.none')}</p>
      ) : (
        <StaffTable labelledBy="notifications-caption" caption={t('beheer.notifications.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.notifications.col.title')}</th>
              <th scope="col">{t('beheer.notifications.col.sku')}</th>
              <th scope="col">{t('beheer.notifications.col.window')}</th>
              <th scope="col">{t('beheer.notifications.col.state')}</th>
              <th scope="col">{t('beheer.notifications.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.title}</th>
                <td>{r.sku ?? ''}</td>
                <td>{windowLabel(r)}</td>
                <td>{t(`beheer.notifications.state.${r.state}`)}</td>
                <td>
                  <Link to={`${PATH}?bewerk=${r.id}#${EDIT_FORM}-title`}>
                    {t('beheer.notifications.edit')}
                    <span className="visually-hidden"> {r.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {editing ? (
        <>
          <h2 id={`${EDIT_FORM}-title`}>{t('beheer.notifications.edit_title')}</h2>
          <NotificationForm key={key} form={EDIT_FORM} csrf={csrf} id={editing.id} initial={editing.values} />
          <Form method="post" aria-label={t('beheer.notifications.delete')}>
            <CsrfField token={csrf} />
            <input type="hidden" name="id" value={editing.id} />
            <p>{t('beheer.notifications.delete_intro')}</p>
            <button type="submit" name="intent" value="delete" className="button button-secondary">
              {t('beheer.notifications.delete')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h2 id={`${ADD_FORM}-title`}>{t('beheer.notifications.add_title')}</h2>
          <NotificationForm key={key} form={ADD_FORM} csrf={csrf} id={null} initial={{ [F.active]: 'on' }} />
        </>
      )}
    </section>
  );
}
