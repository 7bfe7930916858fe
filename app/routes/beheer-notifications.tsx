// /beheer/mededelingen (issue 31 "Content", decisions 700–703): the shop's notifications (spec 1 §3) — the list,
// newest first, with each one's window and whether it shows now; the form that adds one; the same form for one
// chosen with ?bewerk=<id> (saving, switching it off with "Actief", or deleting it). Dutch days typed as DD-MM-JJJJ;
// a refused form says why by the field and keeps what was typed (domain/content-notifications.ts, the browser's
// check and the server's). Plain POST forms with the CSRF token (intent add, save or delete); a change goes back
// to the list (303) saying what happened. Medewerkers and up (404 for everyone else).
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
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
import { StaffTable } from '../components/beheer/StaffTable';
import { CheckboxField, CsrfField, TextAreaField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-notifications';

const OUTCOMES = ['added', 'saved', 'unchanged', 'deleted'] as const;
type Outcome = (typeof OUTCOMES)[number];
const ADD_FORM = 'notification-add';
const EDIT_FORM = 'notification-edit';
const PATH = '/beheer/mededelingen';

type Values = Record<string, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'notifications');
  const url = new URL(request.url);
  const service = context.services.staffNotifications;
  const editing = url.searchParams.get('bewerk');
  const editRow = editing && /^\d+$/.test(editing) ? await service.get(Number(editing)) : null;
  if (editing !== null && !editRow) throw data(null, { status: 404 });
  const done = url.searchParams.get('gedaan');
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
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
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
  const actor = requireStaff(context, 'notifications');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const service = context.services.staffNotifications;
  const back = (outcome: Outcome) => redirect(`${PATH}?gedaan=${outcome}`, 303);
  const typed: Values = Object.fromEntries(NOTIFICATION_ORDER.map((name) => [name, fields[name] ?? '']));
  const id = /^\d+$/.test(fields.id ?? '') ? Number(fields.id) : null;
  const refused = (form: string, errors: object) =>
    data({ form, errors, values: typed }, { status: 400, headers: PRIVATE_HEADERS });
  if (fields.intent === 'add') {
    const result = await service.add(actor, fields);
    if (result.kind === 'invalid') return refused(ADD_FORM, result.errors);
    throw back('added');
  }
  if (fields.intent === 'save' && id !== null) {
    const result = await service.save(actor, id, fields);
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    if (result.kind === 'invalid') return refused(EDIT_FORM, result.errors);
    throw back(result.kind);
  }
  if (fields.intent === 'delete' && id !== null) {
    const result = await service.remove(actor, id);
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    throw back('deleted');
  }
  throw data(null, { status: 400 });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Mededelingen · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function NotificationForm(props: { form: string; csrf: string; id: number | null; initial: Values }) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const refusal = answer?.form === props.form ? answer : undefined;
  const values: Values = refusal?.values ?? props.initial;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${props.form}-form`,
    validate: notificationFormErrors,
    server: refusal,
    initial: values,
  });
  const editing = props.id !== null;
  return (
    <>
      <ErrorSummary
        form={props.form}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={NOTIFICATION_ORDER}
        title={t('beheer.notifications.summary')}
      />
      <Form
        {...checked.props}
        method="post"
        className={styles.filter}
        aria-labelledby={`${props.form}-title`}
      >
        <CsrfField token={props.csrf} />
        {editing ? <input type="hidden" name="id" value={props.id!} /> : null}
        <TextField
          form={props.form}
          name={F.title}
          label={t('beheer.content.field.title')}
          defaultValue={values[F.title]}
          message={checked.message(F.title)}
          maxLength={TITLE_MAX}
        />
        <TextAreaField
          form={props.form}
          name={F.description}
          label={t('beheer.content.field.description')}
          defaultValue={values[F.description] ?? ''}
          message={checked.message(F.description)}
          rows={4}
          maxLength={DESCRIPTION_MAX}
        />
        <TextField
          form={props.form}
          name={F.reason}
          label={t('beheer.content.field.reason')}
          hint={t('beheer.content.field.reason_hint')}
          defaultValue={values[F.reason]}
          message={checked.message(F.reason)}
          optional
          maxLength={REASON_MAX}
        />
        <TextField
          form={props.form}
          name={F.sku}
          label={t('beheer.content.field.sku')}
          hint={t('beheer.content.field.sku_hint')}
          defaultValue={values[F.sku]}
          message={checked.message(F.sku)}
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
          message={checked.message(F.from)}
          optional
          maxLength={10}
        />
        <TextField
          form={props.form}
          name={F.until}
          label={t('beheer.content.field.until')}
          hint={t('beheer.content.field.day_hint')}
          defaultValue={values[F.until]}
          message={checked.message(F.until)}
          optional
          maxLength={10}
        />
        <CheckboxField
          form={props.form}
          name={F.active}
          label={t('beheer.content.field.active')}
          defaultChecked={values[F.active] === 'on'}
        />
        <div className={formStyles.actions}>
          <button
            type="submit"
            name="intent"
            value={editing ? 'save' : 'add'}
            className="button button-primary"
          >
            {t(editing ? 'beheer.notifications.save' : 'beheer.notifications.add')}
          </button>
          {editing ? <Link to={PATH}>{t('beheer.notifications.cancel')}</Link> : null}
        </div>
      </Form>
    </>
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
