// /beheer/banners (issue 31 "Content", decisions 700, 703, 704): the own shop's sidebar banners — the list in the
// carousel's order (position, lowest first); the form that adds one; the same form for one chosen with
// ?bewerk=<id> (saving, or deleting it). A refused form says why by the field and keeps what was typed
// (domain/content-banners.ts, the browser's check and the server's). Plain POST forms with the CSRF token (intent
// add, save or delete); a change goes back to the list (303) saying what happened. Medewerkers and up (404 for
// everyone else).
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  BANNER_FIELDS as F,
  BANNER_IMG_MAX,
  BANNER_ORDER,
  BANNER_TEXT_MAX,
  bannerFormErrors,
} from '../../domain/content-banners';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { CsrfField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-banners';

const OUTCOMES = ['added', 'saved', 'unchanged', 'deleted'] as const;
type Outcome = (typeof OUTCOMES)[number];
const ADD_FORM = 'banner-add';
const EDIT_FORM = 'banner-edit';
const PATH = '/beheer/banners';

type Values = Record<string, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'banners');
  const url = new URL(request.url);
  const service = context.services.staffBanners;
  const editing = url.searchParams.get('bewerk');
  const editRow = editing && /^\d+$/.test(editing) ? await service.get(Number(editing)) : null;
  if (editing !== null && !editRow) throw data(null, { status: 404 });
  const done = url.searchParams.get('gedaan');
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      rows: await service.list(),
      editing: editRow
        ? {
            id: editRow.id,
            values: {
              [F.text1]: editRow.text1,
              [F.text2]: editRow.text2,
              [F.img]: editRow.img ?? '',
              [F.sku]: editRow.sku ?? '',
              [F.position]: String(editRow.position),
            } satisfies Values,
          }
        : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'banners');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const service = context.services.staffBanners;
  const back = (outcome: Outcome) => redirect(`${PATH}?gedaan=${outcome}`, 303);
  const typed: Values = Object.fromEntries(BANNER_ORDER.map((name) => [name, fields[name] ?? '']));
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
  return [{ title: 'Banners · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function BannerForm(props: { form: string; csrf: string; id: number | null; initial: Values }) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const refusal = answer?.form === props.form ? answer : undefined;
  const values: Values = refusal?.values ?? props.initial;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${props.form}-form`,
    validate: bannerFormErrors,
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
        order={BANNER_ORDER}
        title={t('beheer.banners.summary')}
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
          name={F.text1}
          label={t('beheer.content.field.text1')}
          defaultValue={values[F.text1]}
          message={checked.message(F.text1)}
          maxLength={BANNER_TEXT_MAX}
        />
        <TextField
          form={props.form}
          name={F.text2}
          label={t('beheer.content.field.text2')}
          defaultValue={values[F.text2]}
          message={checked.message(F.text2)}
          optional
          maxLength={BANNER_TEXT_MAX}
        />
        <TextField
          form={props.form}
          name={F.img}
          label={t('beheer.content.field.img')}
          hint={t('beheer.content.field.img_hint')}
          defaultValue={values[F.img]}
          message={checked.message(F.img)}
          optional
          maxLength={BANNER_IMG_MAX}
        />
        <TextField
          form={props.form}
          name={F.sku}
          label={t('beheer.content.field.sku')}
          hint={t('beheer.content.field.banner_sku_hint')}
          defaultValue={values[F.sku]}
          message={checked.message(F.sku)}
          optional
          inputMode="numeric"
          maxLength={20}
        />
        <TextField
          form={props.form}
          name={F.position}
          label={t('beheer.content.field.position')}
          hint={t('beheer.content.field.position_hint')}
          defaultValue={values[F.position]}
          message={checked.message(F.position)}
          inputMode="numeric"
          maxLength={3}
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

export default function BeheerBanners() {
  const { csrf, outcome, rows, editing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { key } = useLocation();
  const t = useT();
  const next = rows.length === 0 ? 0 : Math.min(999, Math.max(...rows.map((r) => r.position)) + 1);
  return (
    <section className={styles.section}>
      <h1 id="beheer-banners-title">{t('beheer.banners')}</h1>
      <p>{t('beheer.banners.intro')}</p>
      {answer ? (
        <Feedback tone="error">
          <p>{t('beheer.banners.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.banners.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('beheer.banners.none')}</p>
      ) : (
        <StaffTable labelledBy="banners-caption" caption={t('beheer.banners.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.banners.col.position')}</th>
              <th scope="col">{t('beheer.banners.col.text')}</th>
              <th scope="col">{t('beheer.banners.col.img')}</th>
              <th scope="col">{t('beheer.banners.col.sku')}</th>
              <th scope="col">{t('beheer.banners.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.position}</td>
                <th scope="row">
                  {r.text1}
                  {r.text2 ? <span className={styles.preserve}> {r.text2}</span> : null}
                </th>
                <td>{r.img ?? ''}</td>
                <td>{r.sku ?? ''}</td>
                <td>
                  <Link to={`${PATH}?bewerk=${r.id}#${EDIT_FORM}-title`}>
                    {t('beheer.notifications.edit')}
                    <span className="visually-hidden"> {r.text1}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {editing ? (
        <>
          <h2 id={`${EDIT_FORM}-title`}>{t('beheer.banners.edit_title')}</h2>
          <BannerForm key={key} form={EDIT_FORM} csrf={csrf} id={editing.id} initial={editing.values} />
          <Form method="post" aria-label={t('beheer.notifications.delete')}>
            <CsrfField token={csrf} />
            <input type="hidden" name="id" value={editing.id} />
            <p>{t('beheer.banners.delete_intro')}</p>
            <button type="submit" name="intent" value="delete" className="button button-secondary">
              {t('beheer.notifications.delete')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h2 id={`${ADD_FORM}-title`}>{t('beheer.banners.add_title')}</h2>
          <BannerForm
            key={key}
            form={ADD_FORM}
            csrf={csrf}
            id={null}
            initial={{ [F.position]: String(next) }}
          />
        </>
      )}
    </section>
  );
}
