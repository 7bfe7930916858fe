// /beheer/auteurs/:author (issue 31 "Content", decisions 710–713, 716): one author for staff — the description the
// shop's author page shows (domain/content-authors.ts; the browser checks the server's own rule), the version it was
// shown with (a colleague's save in between refuses the form whole: 409, nothing saved), the picture with its
// upload (app/components/beheer/ContentImageForm.tsx) and remove, and the author's history from the audit log.
// Medewerkers and up (404 for everyone else, and for an id the catalogue does not hold).
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  AUTHOR_DESCRIPTION_MAX,
  AUTHOR_FIELDS,
  AUTHOR_ORDER,
  authorFormErrors,
} from '../../domain/content-authors';
import { CONTENT_IMAGE_SIZES, IMAGE_FILE_FIELD, imageRefusalOf } from '../../domain/content-images';
import styles from '../components/beheer/StaffOrders.module.css';
import { AuditLinesTable } from '../components/beheer/AuditLinesTable';
import { ContentImageForm } from '../components/beheer/ContentImageForm';
import { CsrfField, TextAreaField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { auditRows } from '../lib/audit-rows.server';
import { CSRF_FIELD, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-author';

const OUTCOMES = ['saved', 'unchanged', 'foto', 'removed'] as const;
type Outcome = (typeof OUTCOMES)[number];
const EDIT_FORM = 'author-edit';

/** The id in the address; a 404 for one that is no id. */
function authorId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context, 'author');
  const author = await context.services.staffAuthors.get(authorId(params.author));
  if (!author) throw data(null, { status: 404 });
  const { history: lines, ...shown } = author;
  const search = new URL(request.url).searchParams;
  const done = search.get('gedaan');
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      refusal: imageRefusalOf(search.get(IMAGE_FILE_FIELD)),
      author: shown,
      history: await auditRows(context, lines),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actorId = requireStaff(context, 'author');
  const id = authorId(params.author);
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const back = (outcome: Outcome) => redirect(`/beheer/auteurs/${id}?gedaan=${outcome}`, 303);
  if (fields.intent === 'remove-image') {
    const result = await context.services.staffAuthors.removePicture(actorId, id, fields.shown ?? '');
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    if (result.kind === 'stale')
      return data({ errors: {}, values: null, stale: true }, { status: 409, headers: PRIVATE_HEADERS });
    throw back('removed');
  }
  if (fields.intent !== 'save') throw data(null, { status: 400 });
  const result = await context.services.staffAuthors.save(actorId, id, fields, fields.version ?? '');
  if (result.kind === 'not-found') throw data(null, { status: 404 });
  if (result.kind === 'invalid' || result.kind === 'stale') {
    const { [CSRF_FIELD]: _token, intent: _intent, version: _version, ...values } = fields;
    const stale = result.kind === 'stale';
    return data(
      // A stale form starts again from what is stored now (the loader's values): nothing typed is kept.
      { errors: stale ? {} : result.errors, values: stale ? null : values, stale },
      { status: stale ? 409 : 400, headers: PRIVATE_HEADERS },
    );
  }
  throw back(result.kind);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Auteur ${params.author} · Beheer · Leeswijzer` }, { name: 'robots', content: 'noindex' }];
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function EditForm({ data: loaded }: { data: LoaderData }) {
  const t = useT();
  const refusal = useActionData<typeof action>();
  const typed: Record<string, string> = { ...loaded.author.values, ...(refusal?.values ?? {}) };
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${EDIT_FORM}-form`,
    validate: authorFormErrors,
    server: refusal && !refusal.stale ? refusal : undefined,
    initial: typed,
  });
  return (
    <>
      <ErrorSummary
        form={EDIT_FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={AUTHOR_ORDER}
        title={t('beheer.authors.refused')}
      />
      <Form {...checked.props} method="post" className={styles.filter} aria-labelledby="author-fields-title">
        <h2 id="author-fields-title">{t('beheer.authors.fields')}</h2>
        <CsrfField token={loaded.csrf} />
        <input type="hidden" name="version" value={loaded.author.version} />
        <TextAreaField
          form={EDIT_FORM}
          name={AUTHOR_FIELDS.description}
          label={t('beheer.authors.field.description')}
          hint={t('beheer.authors.field.description_hint')}
          message={checked.message(AUTHOR_FIELDS.description)}
          defaultValue={typed[AUTHOR_FIELDS.description] ?? ''}
          rows={8}
          maxLength={AUTHOR_DESCRIPTION_MAX + 1000}
        />
        <div className={formStyles.actions}>
          <button type="submit" name="intent" value="save" className="button button-primary">
            {t('beheer.authors.save')}
          </button>
        </div>
      </Form>
    </>
  );
}

export default function BeheerAuthor() {
  const loaded = useLoaderData<typeof loader>();
  const { author, outcome, history, refusal, csrf } = loaded;
  const answer = useActionData<typeof action>();
  // A new form after each visit (a saved author starts from what is saved); a refusal keeps what was typed.
  const { key } = useLocation();
  const t = useT();
  const size = CONTENT_IMAGE_SIZES.author;
  return (
    <section className={styles.section} aria-labelledby="author-title">
      <p>
        <Link to="/beheer/auteurs">{t('beheer.authors.back')}</Link>
      </p>
      <h1 id="author-title">{author.name}</h1>
      <p>
        <a href={`/author/${author.id}`}>{t('beheer.authors.show_page')}</a>
      </p>
      {answer ? (
        <Feedback tone="error">
          <p>{t(answer.stale ? 'beheer.authors.stale' : 'beheer.authors.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.authors.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      <EditForm key={`${key}-${author.version}`} data={loaded} />
      <h2 id="author-picture-title">{t('beheer.authors.picture')}</h2>
      <ContentImageForm
        key={`${key}-picture`}
        form="author-picture"
        action={`/beheer/auteurs/${author.id}/foto`}
        csrf={csrf}
        current={author.picture}
        refusal={refusal}
        size={{ width: size.width / 2, height: size.height / 2 }}
        texts={{
          current: t('beheer.authors.picture.current', { name: author.name }),
          none: t('beheer.authors.picture.none'),
          field: t('beheer.authors.picture.field'),
          hint: t('beheer.authors.picture.hint'),
          upload: t('beheer.authors.picture.upload'),
          remove: t('beheer.authors.picture.remove'),
        }}
      />
      <h2 id="author-history-title">{t('beheer.authors.history')}</h2>
      {history.length === 0 ? (
        <p>{t('beheer.authors.history.none')}</p>
      ) : (
        <AuditLinesTable
          rows={history}
          captionId="author-history-caption"
          caption={t('beheer.authors.history.table')}
          omit={['subject']}
        />
      )}
    </section>
  );
}
