// /beheer/evenementen (issue 31 "Content", decisions 720, 721): the events of 'Ontmoet de auteur' — the list (the
// latest start first) with each event's places taken and its registrations (/beheer/aanmeldingen/{id}); the form
// that adds one; the same form for one chosen with ?bewerk=<id>, carrying the version it was shown with (a save
// after someone else's is refused, 409). A refused form says why by the field and keeps what was typed
// (domain/content-events.ts, the browser's check and the server's); the places may not go below what the
// registrations took. An event nobody registered for can be deleted under its edit form; one with registrations
// says why not (decision 743). Plain POST forms with the CSRF token; a change goes back to the list (303) saying
// what happened; /events shows it on its next view. Medewerkers and up (404 for everyone else).
import { useState } from 'react';
import {
  data,
  Link,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useLoaderData,
  useLocation,
} from 'react-router';
import {
  EVENT_COUPON_MAX,
  EVENT_FIELDS as F,
  EVENT_LINE_MAX,
  EVENT_LOGO_MAX,
  EVENT_ORDER,
  EVENT_REFERENCE_MAX,
  EVENT_TEXT_MAX,
  EVENT_TITLE_MAX,
  eventDeleteRefusal,
  eventFormErrors,
  eventFormValues,
} from '../../domain/content-events';
import { formatInstantNl } from '../../domain/dates';
import { registrationState } from '../../domain/events';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffDeleteForm } from '../components/beheer/StaffDeleteForm';
import { StaffRecordForm } from '../components/beheer/StaffRecordForm';
import { StaffTable } from '../components/beheer/StaffTable';
import { SelectField, TextAreaField, TextField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { outcomeOf } from '../lib/staff-records.server';
import { VERSION_FIELD } from '../lib/staff-version';
import { versionedAction } from '../lib/staff-versioned.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-events';

const ADD_FORM = 'event-add';
const EDIT_FORM = 'event-edit';
const DELETE_FORM = 'event-delete';
const PATH = '/beheer/evenementen';

type Values = Record<string, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'events');
  const url = new URL(request.url);
  const service = context.services.staffEvents;
  const editing = url.searchParams.get('bewerk');
  const editRow =
    editing === null ? null : /^\d{1,9}$/.test(editing) ? await service.get(Number(editing)) : null;
  if (editing !== null && !editRow) throw data(null, { status: 404 });
  const now = new Date();
  const rows = await service.list();
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: outcomeOf(url),
      rows: rows.map((r) => ({
        id: r.id,
        title: r.title,
        reference: r.reference,
        location: r.location,
        startsAt: r.startsAt ? formatInstantNl(r.startsAt) : null,
        state: registrationState(r, now),
        places: r.places,
        placesTaken: r.placesTaken,
        registrations: r.registrations,
      })),
      editing: editRow
        ? {
            id: editRow.id,
            title: editRow.title,
            version: editRow.version,
            placesTaken: editRow.placesTaken,
            blocked: eventDeleteRefusal(editRow.registrations),
            values: eventFormValues(editRow),
          }
        : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const service = context.services.staffEvents;
  return versionedAction(request, context, {
    feature: 'events',
    path: PATH,
    order: EVENT_ORDER,
    forms: { add: ADD_FORM, edit: EDIT_FORM, remove: DELETE_FORM },
    add: (actor, fields) => service.add(actor, fields),
    save: (actor, id, fields, version) => service.save(actor, id, fields, version),
    remove: (actor, id) => service.remove(actor, id),
  });
}

/** A save refused as stale reloads the list and the form's version (what was typed stays in the form). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { stale?: boolean } | undefined)?.stale === true || defaultShouldRevalidate;
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Evenementen · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function StatusField(props: { form: string; initial: string; message: string | undefined }) {
  const t = useT();
  const [value, setValue] = useState(props.initial || 'planned');
  return (
    <SelectField
      form={props.form}
      name={F.status}
      label={t('beheer.events.field.status')}
      hint={t('beheer.events.field.status_hint')}
      options={[
        { value: 'planned', label: t('beheer.events.status.planned') },
        { value: 'postponed', label: t('beheer.events.status.postponed') },
      ]}
      value={value}
      onChange={setValue}
      message={props.message}
    />
  );
}

function EventForm(props: {
  form: string;
  csrf: string;
  id: number | null;
  version?: string;
  placesTaken?: number;
  initial: Values;
}) {
  const t = useT();
  const { version, placesTaken, ...form } = props;
  return (
    <StaffRecordForm
      {...form}
      order={EVENT_ORDER}
      validate={eventFormErrors}
      summaryTitle={t('beheer.events.summary')}
      cancelTo={PATH}
    >
      {({ values, message }) => {
        const text = (name: string, label: string, max: number, extra: object = {}) => (
          <TextField
            form={props.form}
            name={name}
            label={label}
            defaultValue={values[name] ?? ''}
            message={message(name)}
            maxLength={max}
            {...extra}
          />
        );
        const area = (name: string, label: string, hint?: string) => (
          <TextAreaField
            form={props.form}
            name={name}
            label={label}
            {...(hint ? { hint } : {})}
            defaultValue={values[name] ?? ''}
            message={message(name)}
            rows={4}
            maxLength={EVENT_TEXT_MAX}
          />
        );
        return (
          <>
            {version !== undefined ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
            {text(F.title, t('beheer.content.field.title'), EVENT_TITLE_MAX)}
            {text(F.reference, t('beheer.events.field.reference'), EVENT_REFERENCE_MAX, {
              hint: t('beheer.events.field.reference_hint'),
            })}
            <StatusField form={props.form} initial={values[F.status] ?? ''} message={message(F.status)} />
            {text(F.day, t('beheer.events.field.day'), 10, {
              hint: t('beheer.events.field.day_hint'),
              optional: true,
            })}
            {text(F.time, t('beheer.events.field.time'), 5, {
              hint: t('beheer.events.field.time_hint'),
              optional: true,
            })}
            {text(F.location, t('beheer.events.field.location'), EVENT_LINE_MAX, { optional: true })}
            {text(F.organisation, t('beheer.events.field.organisation'), EVENT_LINE_MAX, { optional: true })}
            {area(F.description, t('beheer.events.field.description'))}
            {text(F.coupon, t('beheer.events.field.coupon'), EVENT_COUPON_MAX, {
              hint: t('beheer.events.field.coupon_hint'),
            })}
            {text(F.places, t('beheer.events.field.places'), 6, {
              inputMode: 'numeric',
              hint:
                placesTaken !== undefined
                  ? t('beheer.events.field.places_taken_hint', { taken: String(placesTaken) })
                  : t('beheer.events.field.places_hint'),
            })}
            {text(F.sku, t('beheer.events.field.sku'), 20, {
              hint: t('beheer.events.field.sku_hint'),
              optional: true,
              inputMode: 'numeric',
            })}
            {text(F.price, t('beheer.events.field.price'), 12, {
              hint: t('beheer.events.field.price_hint'),
              optional: true,
              inputMode: 'decimal',
            })}
            {area(
              F.explanation,
              t('beheer.events.field.explanation'),
              t('beheer.events.field.explanation_hint'),
            )}
            {area(F.after, t('beheer.events.field.after'), t('beheer.events.field.after_hint'))}
            {text(F.logo1, t('beheer.events.field.logo1'), EVENT_LOGO_MAX, {
              hint: t('beheer.content.field.img_hint'),
              optional: true,
            })}
            {text(F.logo2, t('beheer.events.field.logo2'), EVENT_LOGO_MAX, {
              hint: t('beheer.content.field.img_hint'),
              optional: true,
            })}
          </>
        );
      }}
    </StaffRecordForm>
  );
}

export default function BeheerEvents() {
  const { csrf, outcome, rows, editing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { key } = useLocation();
  const t = useT();
  // A refused delete says why by its own form (decision 743), not as a refused save up here.
  const deleteRefusal = answer?.form === DELETE_FORM ? answer.errors.id : undefined;
  return (
    <section className={styles.section}>
      <h1 id="beheer-events-title">{t('beheer.events')}</h1>
      <p>{t('beheer.events.intro')}</p>
      {answer && !deleteRefusal ? (
        <Feedback tone="error">
          <p>{t(answer.stale ? 'beheer.events.stale' : 'beheer.events.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.events.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('beheer.events.none')}</p>
      ) : (
        <StaffTable labelledBy="events-caption" caption={t('beheer.events.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.signups.col.event')}</th>
              <th scope="col">{t('beheer.signups.col.date')}</th>
              <th scope="col">{t('beheer.signups.col.state')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.signups.col.places')}
              </th>
              <th scope="col">{t('beheer.banners.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  {r.title}
                  <span className={styles.sub}>
                    {r.location ? `${r.location} · ${r.reference}` : r.reference}
                  </span>
                </th>
                <td>{r.startsAt ?? t('beheer.signups.no_date')}</td>
                <td>{t(`beheer.signups.state.${r.state}`)}</td>
                <td className={styles.amount}>
                  {t('beheer.signups.places_of', { taken: r.placesTaken, places: r.places })}
                </td>
                <td>
                  <Link to={`${PATH}?bewerk=${r.id}#${EDIT_FORM}-title`}>
                    {t('beheer.notifications.edit')}
                    <span className="visually-hidden"> {r.title}</span>
                  </Link>{' '}
                  ·{' '}
                  <Link to={`/beheer/aanmeldingen/${r.id}`}>
                    {t('beheer.events.registrations', { count: r.registrations })}
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
          <h2 id={`${EDIT_FORM}-title`}>{t('beheer.events.edit_title')}</h2>
          <p>
            <Link to={`/beheer/aanmeldingen/${editing.id}`}>
              {t('beheer.events.registrations_of', { title: editing.title })}
            </Link>
          </p>
          <EventForm
            key={key}
            form={EDIT_FORM}
            csrf={csrf}
            id={editing.id}
            version={editing.version}
            placesTaken={editing.placesTaken}
            initial={editing.values}
          />
          <StaffDeleteForm
            csrf={csrf}
            id={editing.id}
            title={t('beheer.events.delete')}
            intro={t('beheer.events.delete_intro')}
            blocked={editing.blocked ? t(editing.blocked.key, editing.blocked.params) : null}
            refusal={deleteRefusal ? t(deleteRefusal.key, deleteRefusal.params) : null}
          />
        </>
      ) : (
        <>
          <h2 id={`${ADD_FORM}-title`}>{t('beheer.events.add_title')}</h2>
          <EventForm
            key={key}
            form={ADD_FORM}
            csrf={csrf}
            id={null}
            initial={{ [F.status]: 'planned', [F.places]: '50' }}
          />
        </>
      )}
    </section>
  );
}
