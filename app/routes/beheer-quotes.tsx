// /beheer/citaten (issue 31 "Content", decisions 700, 703, 705): the quotes the own shop's home page shows one a
// day — the list; the form that adds one; the same form for one chosen with ?bewerk=<id> (saving, or deleting
// it). A refused form says why by the field and keeps what was typed (domain/content-quotes.ts, the browser's
// check and the server's). Plain POST forms with the CSRF token (intent
// add, save or delete); a change goes back to the list (303) saying what happened. Medewerkers and up (404 for
// everyone else).
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  QUOTE_AUTHOR_MAX,
  QUOTE_FIELDS as F,
  QUOTE_ORDER,
  QUOTE_TEXT_MAX,
  quoteFormErrors,
} from '../../domain/content-quotes';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { CsrfField, TextAreaField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-quotes';

const OUTCOMES = ['added', 'saved', 'unchanged', 'deleted'] as const;
type Outcome = (typeof OUTCOMES)[number];
const ADD_FORM = 'quote-add';
const EDIT_FORM = 'quote-edit';
const PATH = '/beheer/citaten';

type Values = Record<string, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'quotes');
  const url = new URL(request.url);
  const service = context.services.staffQuotes;
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
              [F.text]: editRow.text,
              [F.author]: editRow.author,
              [F.isbn]: editRow.isbn ?? '',
            } satisfies Values,
          }
        : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'quotes');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const service = context.services.staffQuotes;
  const back = (outcome: Outcome) => redirect(`${PATH}?gedaan=${outcome}`, 303);
  const typed: Values = Object.fromEntries(QUOTE_ORDER.map((name) => [name, fields[name] ?? '']));
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
  return [{ title: 'Citaten · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function QuoteForm(props: { form: string; csrf: string; id: number | null; initial: Values }) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const refusal = answer?.form === props.form ? answer : undefined;
  const values: Values = refusal?.values ?? props.initial;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${props.form}-form`,
    validate: quoteFormErrors,
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
        order={QUOTE_ORDER}
        title={t('beheer.quotes.summary')}
      />
      <Form
        {...checked.props}
        method="post"
        className={styles.filter}
        aria-labelledby={`${props.form}-title`}
      >
        <CsrfField token={props.csrf} />
        {editing ? <input type="hidden" name="id" value={props.id!} /> : null}
        <TextAreaField
          form={props.form}
          name={F.text}
          label={t('beheer.content.field.quote')}
          defaultValue={values[F.text] ?? ''}
          message={checked.message(F.text)}
          rows={3}
          maxLength={QUOTE_TEXT_MAX}
        />
        <TextField
          form={props.form}
          name={F.author}
          label={t('beheer.content.field.author')}
          defaultValue={values[F.author]}
          message={checked.message(F.author)}
          maxLength={QUOTE_AUTHOR_MAX}
        />
        <TextField
          form={props.form}
          name={F.isbn}
          label={t('beheer.content.field.sku')}
          hint={t('beheer.content.field.quote_isbn_hint')}
          defaultValue={values[F.isbn]}
          message={checked.message(F.isbn)}
          optional
          inputMode="numeric"
          maxLength={20}
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

export default function BeheerQuotes() {
  const { csrf, outcome, rows, editing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { key } = useLocation();
  const t = useT();
  return (
    <section className={styles.section}>
      <h1 id="beheer-quotes-title">{t('beheer.quotes')}</h1>
      <p>{t('beheer.quotes.intro')}</p>
      {answer ? (
        <Feedback tone="error">
          <p>{t('beheer.quotes.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.quotes.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('beheer.quotes.none')}</p>
      ) : (
        <StaffTable labelledBy="quotes-caption" caption={t('beheer.quotes.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.quotes.col.text')}</th>
              <th scope="col">{t('beheer.quotes.col.author')}</th>
              <th scope="col">{t('beheer.quotes.col.isbn')}</th>
              <th scope="col">{t('beheer.quotes.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.text}</th>
                <td>{r.author}</td>
                <td>{r.isbn ?? ''}</td>
                <td>
                  <Link to={`${PATH}?bewerk=${r.id}#${EDIT_FORM}-title`}>
                    {t('beheer.notifications.edit')}
                    <span className="visually-hidden">
                      {' '}
                      {r.author}: {r.text.slice(0, 40)}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {editing ? (
        <>
          <h2 id={`${EDIT_FORM}-title`}>{t('beheer.quotes.edit_title')}</h2>
          <QuoteForm key={key} form={EDIT_FORM} csrf={csrf} id={editing.id} initial={editing.values} />
          <Form method="post" aria-label={t('beheer.notifications.delete')}>
            <CsrfField token={csrf} />
            <input type="hidden" name="id" value={editing.id} />
            <p>{t('beheer.quotes.delete_intro')}</p>
            <button type="submit" name="intent" value="delete" className="button button-secondary">
              {t('beheer.notifications.delete')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h2 id={`${ADD_FORM}-title`}>{t('beheer.quotes.add_title')}</h2>
          <QuoteForm key={key} form={ADD_FORM} csrf={csrf} id={null} initial={{}} />
        </>
      )}
    </section>
  );
}
