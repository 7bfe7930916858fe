// /beheer/citaten (issue 31 "Content", decisions 700, 703, 705): the quotes the own shop's home page shows one a
// day — the list; the form that adds one; the same form for one chosen with ?bewerk=<id> (saving, or deleting
// it). A refused form says why by the field and keeps what was typed (domain/content-quotes.ts, the browser's
// check and the server's). Plain POST forms with the CSRF token (intent
// add, save or delete); a change goes back to the list (303) saying what happened. Medewerkers and up (404 for
// everyone else).
import { data, Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  QUOTE_AUTHOR_MAX,
  QUOTE_FIELDS as F,
  QUOTE_ORDER,
  QUOTE_TEXT_MAX,
  quoteFormErrors,
} from '../../domain/content-quotes';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffRecordForm } from '../components/beheer/StaffRecordForm';
import { StaffTable } from '../components/beheer/StaffTable';
import { CsrfField, TextAreaField, TextField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { editedRow, outcomeOf, recordAction } from '../lib/staff-records.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-quotes';

const ADD_FORM = 'quote-add';
const EDIT_FORM = 'quote-edit';
const PATH = '/beheer/citaten';

type Values = Record<string, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'quotes');
  const url = new URL(request.url);
  const service = context.services.staffQuotes;
  const editRow = await editedRow(url, service);
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: outcomeOf(url),
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
  return recordAction(request, context, {
    feature: 'quotes',
    service: context.services.staffQuotes,
    path: PATH,
    order: QUOTE_ORDER,
    forms: { add: ADD_FORM, edit: EDIT_FORM },
  });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Citaten · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function QuoteForm(props: { form: string; csrf: string; id: number | null; initial: Values }) {
  const t = useT();
  return (
    <StaffRecordForm
      {...props}
      order={QUOTE_ORDER}
      validate={quoteFormErrors}
      summaryTitle={t('beheer.quotes.summary')}
      cancelTo={PATH}
    >
      {({ values, message }) => (
        <>
          <TextAreaField
            form={props.form}
            name={F.text}
            label={t('beheer.content.field.quote')}
            defaultValue={values[F.text] ?? ''}
            message={message(F.text)}
            rows={3}
            maxLength={QUOTE_TEXT_MAX}
          />
          <TextField
            form={props.form}
            name={F.author}
            label={t('beheer.content.field.author')}
            defaultValue={values[F.author]}
            message={message(F.author)}
            maxLength={QUOTE_AUTHOR_MAX}
          />
          <TextField
            form={props.form}
            name={F.isbn}
            label={t('beheer.content.field.sku')}
            hint={t('beheer.content.field.quote_isbn_hint')}
            defaultValue={values[F.isbn]}
            message={message(F.isbn)}
            optional
            inputMode="numeric"
            maxLength={20}
          />
        </>
      )}
    </StaffRecordForm>
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
