// /beheer/teksten/:key (issue 31 "Interface texts", decisions 650–654): one interface text — its default, the text
// the shop shows, a link to a page that shows it, the form that saves an override (refused with the Dutch message
// by the field when empty or when it lost a placeholder of the default, domain/interface-texts.ts; what was typed
// stays), the reset to the default and the key's history from the audit log. Plain POST forms with the CSRF token
// (intent save or reset); a change goes back to this page (303) saying what happened. Medewerkers and up (404 for
// everyone else, and for a key nobody knows).
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  interfaceTextFormErrors,
  pageShowingText,
  placeholdersOf,
  TEXT_FIELD,
  TEXT_MAX,
} from '../../domain/interface-texts';
import styles from '../components/beheer/StaffOrders.module.css';
import { AuditLinesTable } from '../components/beheer/AuditLinesTable';
import { CsrfField, TextAreaField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { auditRows } from '../lib/audit-rows.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-text';

const OUTCOMES = ['saved', 'reset', 'unchanged'] as const;
type Outcome = (typeof OUTCOMES)[number];
const EDIT_FORM = 'text-edit';

const textOf = (values: Record<string, unknown> | null): string =>
  typeof values?.tekst === 'string' ? values.tekst : '';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context, 'text');
  const found = await context.services.staffTexts.get(params.key);
  if (!found) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get('gedaan');
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      text: found.text,
      shownOn: pageShowingText(found.text.key),
      history: await auditRows(context, found.history, textOf),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'text');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const staffTexts = context.services.staffTexts;
  const back = (outcome: Outcome) =>
    redirect(`/beheer/teksten/${encodeURIComponent(params.key)}?gedaan=${outcome}`, 303);
  if (fields.intent === 'save') {
    const typed = fields[TEXT_FIELD] ?? '';
    const result = await staffTexts.save(actor, params.key, typed);
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    if (result.kind === 'invalid') {
      return data(
        { errors: result.errors, values: { [TEXT_FIELD]: typed } },
        { status: 400, headers: PRIVATE_HEADERS },
      );
    }
    throw back(result.kind);
  }
  if (fields.intent === 'reset') {
    const result = await staffTexts.reset(actor, params.key);
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    throw back(result.kind === 'reset' ? 'reset' : 'unchanged');
  }
  throw data(null, { status: 400 });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Tekst ${params.key} · Beheer · Leeswijzer` }, { name: 'robots', content: 'noindex' }];
}

function EditForm({ csrf, fallback, text }: { csrf: string; fallback: string | null; text: string }) {
  const t = useT();
  const refusal = useActionData<typeof action>();
  const typed = refusal?.values[TEXT_FIELD] ?? text;
  // Issue 29's checked form with the server's own rule (decision 620): the key's default decides the placeholders.
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${EDIT_FORM}-form`,
    validate: (fields) => interfaceTextFormErrors(fields, fallback),
    server: refusal ?? undefined,
    initial: { [TEXT_FIELD]: typed },
  });
  const placeholders = fallback === null ? [] : placeholdersOf(fallback);
  return (
    <>
      <ErrorSummary
        form={EDIT_FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={[TEXT_FIELD]}
        title={t('beheer.texts.summary')}
      />
      <Form {...checked.props} method="post" className={styles.filter} aria-labelledby="text-title">
        <CsrfField token={csrf} />
        <TextAreaField
          form={EDIT_FORM}
          name={TEXT_FIELD}
          label={t('beheer.texts.field')}
          hint={
            placeholders.length > 0
              ? t('beheer.texts.keep_placeholders', { names: placeholders.map((n) => `{${n}}`).join(', ') })
              : undefined
          }
          defaultValue={typed}
          message={checked.message(TEXT_FIELD)}
          rows={Math.min(20, Math.max(3, Math.ceil(typed.length / 80)))}
          maxLength={TEXT_MAX}
        />
        <div className={formStyles.actions}>
          <button type="submit" name="intent" value="save" className="button button-primary">
            {t('beheer.texts.save')}
          </button>
        </div>
      </Form>
    </>
  );
}

export default function BeheerText() {
  const { csrf, outcome, text, shownOn, history } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  // A new form after each visit (a saved text starts from what is saved); a refusal keeps what was typed.
  const { key } = useLocation();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="text-title">
      <p>
        <Link to="/beheer/teksten">{t('beheer.texts.back')}</Link>
      </p>
      <h1 id="text-title">{t('beheer.texts.edit_title', { key: text.key })}</h1>
      {refusal ? (
        <Feedback tone="error">
          <p>{t('beheer.texts.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.texts.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      {shownOn ? (
        <p>
          <a href={shownOn}>{t('beheer.texts.shown_on')}</a>
        </p>
      ) : null}
      <h2>{t('beheer.texts.default')}</h2>
      {text.fallback === null ? (
        <p>{t('beheer.texts.no_default')}</p>
      ) : (
        <p className={styles.preserve}>{text.fallback}</p>
      )}
      <EditForm key={key} csrf={csrf} fallback={text.fallback} text={text.text} />
      {text.override !== null && text.fallback !== null ? (
        <Form method="post" aria-label={t('beheer.texts.reset')}>
          <CsrfField token={csrf} />
          <p>{t('beheer.texts.reset_intro')}</p>
          <button type="submit" name="intent" value="reset" className="button button-secondary">
            {t('beheer.texts.reset')}
          </button>
        </Form>
      ) : null}
      <h2 id="text-history-title">{t('beheer.texts.history')}</h2>
      {history.length === 0 ? (
        <p>{t('beheer.texts.history.none')}</p>
      ) : (
        <AuditLinesTable
          rows={history}
          captionId="text-history-caption"
          caption={t('beheer.texts.history.table')}
          omit={['subject']}
        />
      )}
    </section>
  );
}
