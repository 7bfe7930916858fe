// /beheer/nieuwsbrieven (issue 31 "Content", decisions 730–732): the newsletters' archive the shop shows (spec 1
// §2.8) — the list, newest week first, each with its files and a link to it in the shop, and a delete button; the
// upload form for one ISO week (year, week number, title, replace, the PDF or web page), a document post to
// server/http/content-uploads.ts (a page reads at most 1 MB), which comes back here with what was done or with the
// refusal's code and what was typed; the messages by the fields are the domain's (domain/content-newsletters.ts,
// the browser's check and the server's). Medewerkers and up (404 for everyone else).
import { data, Form, redirect, useLoaderData, useLocation } from 'react-router';
import {
  isoWeekOf,
  NEWSLETTER_FIELDS as F,
  NEWSLETTER_ORDER,
  NEWSLETTER_TITLE_MAX,
  newsletterUploadErrors,
} from '../../domain/content-newsletters';
import type { FieldErrors } from '../../domain/account-forms';
import { MEDIA_REFUSALS, MEDIA_UPLOAD_MAX_MB, mediaRefusalOf } from '../../domain/media-upload';
import { newsletterWeek } from '../../domain/newsletters';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { CheckboxField, CsrfField, FileField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { listAddress, pageCount, requestedPage } from '../lib/staff-paging';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-newsletters';

const PATH = '/beheer/nieuwsbrieven';
const UPLOAD_PATH = '/beheer/nieuwsbrieven/upload';
const FORM = 'newsletter-upload';
const OUTCOMES = ['added', 'replaced', 'deleted'] as const;
/** Newsletters per page of the list (years of weekly letters). */
const PER_PAGE = 25;
type Outcome = (typeof OUTCOMES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'newsletters');
  const search = new URL(request.url).searchParams;
  const done = search.get('gedaan');
  const refusal = mediaRefusalOf(search.get('fout'));
  const now = isoWeekOf(new Date());
  const typed = [F.year, F.week, F.title, F.file].some((name) => search.has(name));
  const values: Record<string, string> = typed
    ? {
        [F.year]: search.get(F.year) ?? '',
        [F.week]: search.get(F.week) ?? '',
        [F.title]: search.get(F.title) ?? '',
        ...(search.get(F.replace) === 'on' ? { [F.replace]: 'on' } : {}),
      }
    : { [F.year]: String(now.year), [F.week]: String(now.week), [F.title]: '' };
  // A refusal came back: the fields' own messages again (the same rules), and the file's or the week's by its field.
  let errors: FieldErrors | null = null;
  if (typed || refusal) {
    const file = search.get(F.file);
    errors = newsletterUploadErrors({ ...values, ...(file !== null ? { [F.file]: file } : {}) });
    if (refusal) errors[refusal === 'week-bezet' ? F.week : F.file] = MEDIA_REFUSALS[refusal];
    if (file === null && !refusal) delete errors[F.file];
  }
  const page = requestedPage(search);
  const all = await context.services.staffNewsletters.list();
  const pages = pageCount(page, all.length, PER_PAGE);
  const rows = all.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      page,
      pages,
      values,
      errors,
      rows: rows.map((r) => ({
        id: r.id,
        week: r.week,
        parts: newsletterWeek(r.week),
        title: r.title,
        pdf: r.hasFile && r.hasPdf,
        web: r.hasFile && (r.hasHtml || r.hasPhp),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'newsletters');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const id = /^\d{1,9}$/.test(fields.id ?? '') ? Number(fields.id) : null;
  if (fields.intent !== 'delete' || id === null) throw data(null, { status: 400 });
  const result = await context.services.staffNewsletters.remove(actor, id);
  if (result.kind === 'not-found') throw data(null, { status: 404 });
  throw redirect(`${PATH}?gedaan=deleted`, 303);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Nieuwsbrieven · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function UploadForm({ csrf, values, errors }: Pick<Loaded, 'csrf' | 'values' | 'errors'>) {
  const t = useT();
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${FORM}-form`,
    // A file field is empty again after the server's answer: its refusal, not "choose a file", stays by the field.
    validate: (fields) => {
      const found = newsletterUploadErrors(fields);
      if (errors?.[F.file] && (fields[F.file] ?? '') === '') delete found[F.file];
      return found;
    },
    server: errors ? { errors, values } : undefined,
    initial: { ...values, [F.file]: '' },
  });
  return (
    <>
      <ErrorSummary
        form={FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={NEWSLETTER_ORDER}
        title={t('beheer.newsletters.summary')}
      />
      {/* A document post (not the router's fetch): the route streams the file and answers with a redirect. */}
      <form
        {...checked.props}
        method="post"
        action={UPLOAD_PATH}
        encType="multipart/form-data"
        className={styles.filter}
        aria-labelledby={`${FORM}-title`}
      >
        <CsrfField token={csrf} />
        <TextField
          form={FORM}
          name={F.year}
          label={t('beheer.newsletters.field.year')}
          defaultValue={values[F.year]}
          message={checked.message(F.year)}
          inputMode="numeric"
          maxLength={4}
        />
        <TextField
          form={FORM}
          name={F.week}
          label={t('beheer.newsletters.field.week')}
          hint={t('beheer.newsletters.field.week_hint')}
          defaultValue={values[F.week]}
          message={checked.message(F.week)}
          inputMode="numeric"
          maxLength={2}
        />
        <TextField
          form={FORM}
          name={F.title}
          label={t('beheer.newsletters.field.title')}
          hint={t('beheer.newsletters.field.title_hint')}
          defaultValue={values[F.title]}
          message={checked.message(F.title)}
          maxLength={NEWSLETTER_TITLE_MAX}
        />
        <CheckboxField
          form={FORM}
          name={F.replace}
          label={t('beheer.newsletters.field.replace')}
          defaultChecked={values[F.replace] === 'on'}
        />
        <FileField
          form={FORM}
          name={F.file}
          label={t('beheer.newsletters.field.file')}
          hint={t('beheer.newsletters.field.file_hint', { max: MEDIA_UPLOAD_MAX_MB.newsletter })}
          message={checked.message(F.file)}
          accept=".pdf,application/pdf,.html,.htm,text/html"
        />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary">
            {t('beheer.media.upload')}
          </button>
        </div>
      </form>
    </>
  );
}

export default function BeheerNewsletters() {
  const { csrf, outcome, values, errors, rows, page, pages } = useLoaderData<typeof loader>();
  const { key } = useLocation();
  const t = useT();
  return (
    <section className={styles.section}>
      <h1 id="beheer-newsletters-title">{t('beheer.newsletters')}</h1>
      <p>{t('beheer.newsletters.intro')}</p>
      {outcome ? (
        <Feedback tone="success">
          <p>{t(`beheer.newsletters.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      <h2 id={`${FORM}-title`}>{t('beheer.newsletters.upload_title')}</h2>
      <p>{t('beheer.newsletters.upload_intro')}</p>
      <UploadForm key={key} csrf={csrf} values={values} errors={errors} />
      <h2 id="newsletters-list-title">{t('beheer.newsletters.list_title')}</h2>
      {rows.length === 0 ? (
        <p>{t('beheer.newsletters.none')}</p>
      ) : (
        <StaffTable labelledBy="newsletters-caption" caption={t('beheer.newsletters.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.newsletters.col.week')}</th>
              <th scope="col">{t('beheer.newsletters.col.title')}</th>
              <th scope="col">{t('beheer.newsletters.col.files')}</th>
              <th scope="col">{t('beheer.newsletters.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const week = r.parts
                ? t('beheer.newsletters.week_of', { week: r.parts.week, year: r.parts.year })
                : String(r.week);
              const files = [
                r.pdf ? t('beheer.newsletters.files.pdf') : null,
                r.web ? t('beheer.newsletters.files.web') : null,
              ].filter(Boolean);
              return (
                <tr key={r.id}>
                  <td>{week}</td>
                  <th scope="row">{r.title}</th>
                  <td>{files.length > 0 ? files.join(', ') : t('beheer.newsletters.files.none')}</td>
                  <td>
                    <a href={`/overview-newsletters/${r.week}`}>
                      {t('beheer.newsletters.show')}
                      <span className="visually-hidden">: {r.title}</span>
                    </a>{' '}
                    <Form method="post" className={styles.inlineForm}>
                      <CsrfField token={csrf} />
                      <input type="hidden" name="id" value={r.id} />
                      <button type="submit" name="intent" value="delete" className="button button-secondary">
                        {t('beheer.media.delete')}
                        <span className="visually-hidden">: {week}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={page > 1 ? { to: listAddress(page - 1), label: t('beheer.newsletters.newer') } : null}
        next={page < pages ? { to: listAddress(page + 1), label: t('beheer.newsletters.older') } : null}
      />
    </section>
  );
}
