// /beheer/top10 (issue 31 "Content", decisions 723, 724): the Top 10 sections (spec 1 §3 Top 10 section: section,
// tag, display_value, has_excel, isAutofill, nur) — the list in the overview's order with each section's shop, its
// own list (/subcategory/top10{tag}) and how many books it has; the form that adds one; the same form for one
// chosen with ?bewerk=<id>, carrying the version it was shown with. The entries are ISBNs one a line in rank order,
// unless the section fills itself from its NUR code (then saving fills it anew). A refused form says why by the
// field and keeps what was typed. Under the edit form a section can be deleted with its entries (decision 743).
// Plain POST forms with the CSRF token; a change goes back to the list (303). The
// shop's Top 10 pages show it at once in this process, within the lists' 30 s elsewhere. Medewerkers and up.
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
  TOP10_FIELDS as F,
  TOP10_NAME_MAX,
  TOP10_ORDER,
  TOP10_TAG_MAX,
  top10FormErrors,
  top10FormValues,
} from '../../domain/content-top10';
import { top10ListPath } from '../../domain/top-lists';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffDeleteForm } from '../components/beheer/StaffDeleteForm';
import { StaffRecordForm } from '../components/beheer/StaffRecordForm';
import { StaffTable } from '../components/beheer/StaffTable';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { outcomeOf } from '../lib/staff-records.server';
import { VERSION_FIELD } from '../lib/staff-version';
import { versionedAction } from '../lib/staff-versioned.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-top10';

const ADD_FORM = 'top10-add';
const EDIT_FORM = 'top10-edit';
const PATH = '/beheer/top10';

type Values = Record<string, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'top10');
  const url = new URL(request.url);
  const service = context.services.staffTop10;
  const editing = url.searchParams.get('bewerk');
  const editRow =
    editing === null ? null : /^\d{1,9}$/.test(editing) ? await service.get(Number(editing)) : null;
  if (editing !== null && !editRow) throw data(null, { status: 404 });
  const rows = await service.list();
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: outcomeOf(url),
      rows: rows.map((r) => ({
        id: r.id,
        title: r.displayValue,
        tag: r.tag,
        href: top10ListPath(r.tag),
        section: r.section,
        isAutofill: r.isAutofill,
        nur: r.nur,
        position: r.position,
        books: r.isbns.length,
      })),
      editing: editRow
        ? { id: editRow.id, version: editRow.version, values: top10FormValues(editRow) }
        : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const service = context.services.staffTop10;
  return versionedAction(request, context, {
    feature: 'top10',
    path: PATH,
    order: TOP10_ORDER,
    forms: { add: ADD_FORM, edit: EDIT_FORM },
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
  return [{ title: 'Top 10 · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function ShopField(props: { form: string; initial: string; message: string | undefined }) {
  const t = useT();
  const [value, setValue] = useState(props.initial || 'SHOP_SB');
  return (
    <SelectField
      form={props.form}
      name={F.section}
      label={t('beheer.top10.field.shop')}
      options={[
        { value: 'SHOP_SB', label: t('beheer.top10.shop.SHOP_SB') },
        { value: 'SHOP_ALL', label: t('beheer.top10.shop.SHOP_ALL') },
      ]}
      value={value}
      onChange={setValue}
      message={props.message}
    />
  );
}

function Top10Form(props: {
  form: string;
  csrf: string;
  id: number | null;
  version?: string;
  initial: Values;
}) {
  const t = useT();
  const { version, ...form } = props;
  return (
    <StaffRecordForm
      {...form}
      order={TOP10_ORDER}
      validate={top10FormErrors}
      summaryTitle={t('beheer.top10.summary')}
      cancelTo={PATH}
    >
      {({ values, message }) => (
        <>
          {version !== undefined ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
          <TextField
            form={props.form}
            name={F.displayValue}
            label={t('beheer.top10.field.name')}
            hint={t('beheer.top10.field.name_hint')}
            defaultValue={values[F.displayValue] ?? ''}
            message={message(F.displayValue)}
            maxLength={TOP10_NAME_MAX}
          />
          <TextField
            form={props.form}
            name={F.tag}
            label={t('beheer.top10.field.tag')}
            hint={t('beheer.top10.field.tag_hint')}
            defaultValue={values[F.tag] ?? ''}
            message={message(F.tag)}
            maxLength={TOP10_TAG_MAX}
          />
          <ShopField form={props.form} initial={values[F.section] ?? ''} message={message(F.section)} />
          <TextField
            form={props.form}
            name={F.position}
            label={t('beheer.content.field.position')}
            hint={t('beheer.content.field.position_hint')}
            defaultValue={values[F.position] ?? ''}
            message={message(F.position)}
            inputMode="numeric"
            maxLength={3}
          />
          <TextField
            form={props.form}
            name={F.nur}
            label={t('beheer.top10.field.nur')}
            hint={t('beheer.top10.field.nur_hint')}
            defaultValue={values[F.nur] ?? ''}
            message={message(F.nur)}
            optional
            inputMode="numeric"
            maxLength={3}
          />
          <CheckboxField
            form={props.form}
            name={F.autofill}
            label={t('beheer.top10.field.autofill')}
            hint={t('beheer.top10.field.autofill_hint')}
            defaultChecked={values[F.autofill] === 'on'}
          />
          <TextAreaField
            form={props.form}
            name={F.isbns}
            label={t('beheer.top10.field.isbns')}
            hint={t('beheer.top10.field.isbns_hint')}
            defaultValue={values[F.isbns] ?? ''}
            message={message(F.isbns)}
            rows={10}
            maxLength={400}
          />
          <CheckboxField
            form={props.form}
            name={F.hasExcel}
            label={t('beheer.top10.field.excel')}
            defaultChecked={values[F.hasExcel] === 'on'}
          />
        </>
      )}
    </StaffRecordForm>
  );
}

export default function BeheerTop10() {
  const { csrf, outcome, rows, editing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { key } = useLocation();
  const t = useT();
  const next = rows.length === 0 ? 1 : Math.min(999, Math.max(...rows.map((r) => r.position)) + 1);
  return (
    <section className={styles.section}>
      <h1 id="beheer-top10-title">{t('beheer.top10')}</h1>
      <p>{t('beheer.top10.intro')}</p>
      {answer ? (
        <Feedback tone="error">
          <p>{t(answer.stale ? 'beheer.top10.stale' : 'beheer.top10.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.top10.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('beheer.top10.none')}</p>
      ) : (
        <StaffTable labelledBy="top10-caption" caption={t('beheer.top10.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.content.field.position')}</th>
              <th scope="col">{t('beheer.top10.col.name')}</th>
              <th scope="col">{t('beheer.top10.field.shop')}</th>
              <th scope="col">{t('beheer.top10.col.fill')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.top10.col.books')}
              </th>
              <th scope="col">{t('beheer.banners.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.position}</td>
                <th scope="row">
                  <Link to={r.href}>{r.title}</Link>
                  <span className={styles.sub}>{r.tag}</span>
                </th>
                <td>{t(`beheer.top10.shop.${r.section}`)}</td>
                <td>
                  {r.isAutofill
                    ? t('beheer.top10.fill.auto', { nur: r.nur ?? '' })
                    : t('beheer.top10.fill.manual')}
                </td>
                <td className={styles.amount}>{r.books}</td>
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
          <h2 id={`${EDIT_FORM}-title`}>{t('beheer.top10.edit_title')}</h2>
          <Top10Form
            key={key}
            form={EDIT_FORM}
            csrf={csrf}
            id={editing.id}
            version={editing.version}
            initial={editing.values}
          />
          <StaffDeleteForm
            csrf={csrf}
            id={editing.id}
            title={t('beheer.top10.delete')}
            intro={t('beheer.top10.delete_intro')}
          />
        </>
      ) : (
        <>
          <h2 id={`${ADD_FORM}-title`}>{t('beheer.top10.add_title')}</h2>
          <Top10Form
            key={key}
            form={ADD_FORM}
            csrf={csrf}
            id={null}
            initial={{ [F.section]: 'SHOP_SB', [F.position]: String(next) }}
          />
        </>
      )}
    </section>
  );
}
