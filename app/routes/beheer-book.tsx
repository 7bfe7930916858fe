// /beheer/catalogus/:sku (issue 31 "Books", decisions #680–#687): one book for staff — the spec 1 §3 fields staff
// own in one form (app/components/beheer/BookFields.tsx; rules in domain/book-edit.ts, the browser checks the
// server's own), the version it was shown with (a colleague's save in between refuses the form whole: 409, nothing
// saved), the cover with its upload (a document post to server/http/cover-upload.ts, since a page reads at most
// 1 MB; a refusal comes back as ?omslag=…), for an e-book its file (issue 32: an EPUB or PDF posted to
// server/http/ebook-routes.ts; a refusal comes back as ?ebook=…) and the book's history from the audit log. The price fields need the
// 'book.prices' level (decision #681); a medewerker sees them read-only. Medewerkers and up (404 for everyone else,
// and for an ISBN the catalogue does not hold).
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  BOOK_FIELD,
  bookFormErrors,
  COVER_FILE_FIELD,
  COVER_REFUSALS,
  type CoverRefusal,
  coverRefusalOf,
  coverUploadFormErrors,
  PRICE_FIELDS,
} from '../../domain/book-edit';
import { coverPath } from '../../domain/covers';
import { formatDateNl } from '../../domain/dates';
import {
  EBOOK_FILE_FIELD,
  EBOOK_REFUSALS,
  EBOOK_UPLOAD_MAX_MB,
  type EbookRefusal,
  ebookRefusalOf,
  ebookUploadFormErrors,
} from '../../domain/ebooks';
import { staffMay } from '../../domain/staff-access';
import styles from '../components/beheer/StaffOrders.module.css';
import bookStyles from '../components/beheer/BookFields.module.css';
import { FileUploadForm } from '../components/beheer/FileUploadForm';
import { AuditLinesTable } from '../components/beheer/AuditLinesTable';
import { BookFields } from '../components/beheer/BookFields';
import { CsrfField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { CSRF_FIELD, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { auditRows } from '../lib/audit-rows.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-book';

const OUTCOMES = ['saved', 'unchanged', 'added', 'cover', 'cover_reverted', 'ebook'] as const;
type Outcome = (typeof OUTCOMES)[number];
const EDIT_FORM = 'book-edit';
const COVER_FORM = 'book-cover';
const EBOOK_FORM = 'book-ebook';
const FIELD_ORDER = Object.values(BOOK_FIELD);

const mayChangePrices = (context: Route.LoaderArgs['context']) =>
  context.viewer.loggedIn && staffMay(context.viewer.accessLevel, 'book.prices');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context, 'book');
  const [book, choices, ebook] = await Promise.all([
    context.services.staffBooks.get(params.sku),
    context.services.staffBooks.choices(),
    context.services.ebooks.staffView(params.sku),
  ]);
  if (!book) throw data(null, { status: 404 });
  const { history: lines, ...shown } = book;
  const search = new URL(request.url).searchParams;
  const done = search.get('gedaan');
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      coverRefusal: coverRefusalOf(search.get(COVER_FILE_FIELD)),
      ebook: {
        isEbook: ebook.isEbook,
        file: ebook.file
          ? {
              format: ebook.file.format,
              bytes: ebook.file.bytes,
              uploadedAt: ebook.file.uploadedAt.toISOString(),
            }
          : null,
        refusal: ebookRefusalOf(search.get(EBOOK_FILE_FIELD)),
      },
      mayChangePrices: mayChangePrices(context),
      // The media route lets browsers keep a cover for a day; staff see the one stored now.
      coverSrc: `${coverPath(book.sku)}?nu=${Date.now()}`,
      book: shown,
      choices: {
        categories: choices.categories,
        subcategories: choices.subcategories,
        vatRates: choices.vatRates,
      },
      history: await auditRows(context, lines),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actorId = requireStaff(context, 'book');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const back = (outcome: Outcome) =>
    redirect(`/beheer/catalogus/${encodeURIComponent(params.sku)}?gedaan=${outcome}`, 303);
  if (fields.intent === 'cover-revert') {
    const reverted = await context.services.covers.revertUpload(
      params.sku,
      requireStaff(context, 'book.cover'),
    );
    if (reverted.kind === 'not_found') throw data(null, { status: 404 });
    throw back(reverted.kind === 'reverted' ? 'cover_reverted' : 'unchanged');
  }
  if (fields.intent !== 'save') throw data(null, { status: 400 });
  const result = await context.services.staffBooks.save(
    { id: actorId, mayChangePrices: mayChangePrices(context) },
    params.sku,
    fields,
    fields.version ?? '',
  );
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
  return [{ title: `Boek ${params.sku} · Beheer · Leeswijzer` }, { name: 'robots', content: 'noindex' }];
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function EditForm({ data: loaded }: { data: LoaderData }) {
  const t = useT();
  const refusal = useActionData<typeof action>();
  const typed: Record<string, string> = { ...loaded.book.values, ...(refusal?.values ?? {}) };
  // Below the price level the price fields are not in the form: the check takes the stored ones.
  const withPrices = (fields: Record<string, string>) =>
    loaded.mayChangePrices
      ? fields
      : {
          ...fields,
          ...Object.fromEntries(PRICE_FIELDS.map((name) => [name, loaded.book.values[name] ?? ''])),
        };
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${EDIT_FORM}-form`,
    validate: (fields) =>
      bookFormErrors(withPrices(fields), {
        vatRates: [...loaded.choices.vatRates, Number(loaded.book.values[BOOK_FIELD.vat])],
      }),
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
        order={FIELD_ORDER}
        title={t('beheer.books.summary')}
      />
      <Form {...checked.props} method="post" className={styles.filter} aria-labelledby="book-fields-title">
        <h2 id="book-fields-title">{t('beheer.books.fields')}</h2>
        <CsrfField token={loaded.csrf} />
        <input type="hidden" name="version" value={loaded.book.version} />
        <BookFields
          form={EDIT_FORM}
          value={(name) => typed[name] ?? ''}
          message={checked.message}
          choices={loaded.choices}
          mayChangePrices={loaded.mayChangePrices}
        />
        <div className={formStyles.actions}>
          <button type="submit" name="intent" value="save" className="button button-primary">
            {t('beheer.books.save')}
          </button>
        </div>
      </Form>
    </>
  );
}

function CoverForm({ sku, csrf, refusal }: { sku: string; csrf: string; refusal: CoverRefusal | null }) {
  const t = useT();
  return (
    <div>
      <FileUploadForm
        form={COVER_FORM}
        action={`/beheer/catalogus/${encodeURIComponent(sku)}/omslag`}
        csrf={csrf}
        field={COVER_FILE_FIELD}
        label={t('beheer.books.cover.field')}
        accept="image/jpeg,image/png,image/webp"
        validate={coverUploadFormErrors}
        refusal={refusal ? COVER_REFUSALS[refusal] : null}
        refusedTitle={t('beheer.books.cover.refused')}
        button={t('beheer.books.cover.upload')}
        name={{ labelledBy: 'book-cover-title' }}
      />
    </div>
  );
}

/** A file's size as staff read it: '1,4 MB', or '340 kB' below a megabyte. */
function fileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** Issue 32: the e-book's file — what is stored, and the upload of an EPUB or PDF (server/http/ebook-routes.ts). */
function EbookForm({ sku, csrf, ebook }: { sku: string; csrf: string; ebook: LoaderData['ebook'] }) {
  const t = useT();
  const refusal: EbookRefusal | null = ebook.refusal;
  return (
    <FileUploadForm
      form={EBOOK_FORM}
      action={`/beheer/catalogus/${encodeURIComponent(sku)}/ebook`}
      csrf={csrf}
      field={EBOOK_FILE_FIELD}
      label={t('beheer.books.ebook.field', { max: EBOOK_UPLOAD_MAX_MB })}
      hint={t('beheer.books.ebook.hint')}
      accept="application/epub+zip,application/pdf,.epub,.pdf"
      validate={ebookUploadFormErrors}
      refusal={refusal ? EBOOK_REFUSALS[refusal] : null}
      refusedTitle={t('beheer.books.ebook.refused')}
      button={t('beheer.books.ebook.upload')}
      name={{ labelledBy: 'book-ebook-title' }}
    >
      <p>
        {ebook.file
          ? t('beheer.books.ebook.current', {
              format: ebook.file.format.toUpperCase(),
              size: fileSize(ebook.file.bytes),
              date: formatDateNl(ebook.file.uploadedAt),
            })
          : t('beheer.books.ebook.none')}
      </p>
    </FileUploadForm>
  );
}

export default function BeheerBook() {
  const loaded = useLoaderData<typeof loader>();
  const { book, outcome, history, coverRefusal, csrf } = loaded;
  const refusal = useActionData<typeof action>();
  // A new form after each visit (a saved book starts from what is saved); a refusal keeps what was typed.
  const { key } = useLocation();
  const t = useT();
  const coverSource = book.coverFile === 'upload' || book.coverFile === 'link' ? book.coverFile : 'none';
  return (
    <section className={styles.section} aria-labelledby="book-title">
      <p>
        <Link to="/beheer/catalogus">{t('beheer.books.back')}</Link>
      </p>
      <h1 id="book-title">{t('beheer.books.edit_title', { title: book.title })}</h1>
      <p>
        {t('beheer.books.edit_isbn', { sku: book.sku })}
        {book.authors ? ` · ${book.authors}` : ''}
        {book.withdrawn ? ` · ${t('beheer.books.withdrawn')}` : ''} ·{' '}
        <a href={`/book/${encodeURIComponent(book.sku)}`}>{t('beheer.books.show_page')}</a>
      </p>
      {refusal ? (
        <Feedback tone="error">
          <p>{t(refusal.stale ? 'beheer.books.stale' : 'beheer.books.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.books.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      <EditForm key={`${key}-${book.version}`} data={loaded} />
      <h2 id="book-cover-title">{t('beheer.books.cover')}</h2>
      <div className={bookStyles.cover}>
        <figure>
          <img src={loaded.coverSrc} alt={t('beheer.books.cover.current')} width={112} height={168} />
          <figcaption>{t(`beheer.books.cover.source.${coverSource}`)}</figcaption>
          {coverSource === 'upload' ? (
            <Form method="post">
              <CsrfField token={csrf} />
              <button type="submit" name="intent" value="cover-revert" className="button button-secondary">
                {t(
                  book.coverLinked ? 'beheer.books.cover.revert_link' : 'beheer.books.cover.revert_generated',
                )}
              </button>
            </Form>
          ) : null}
        </figure>
        <CoverForm key={`${key}-cover`} sku={book.sku} csrf={csrf} refusal={coverRefusal} />
      </div>
      {loaded.ebook.isEbook ? (
        <>
          <h2 id="book-ebook-title">{t('beheer.books.ebook')}</h2>
          <EbookForm key={`${key}-ebook`} sku={book.sku} csrf={csrf} ebook={loaded.ebook} />
        </>
      ) : null}
      <h2 id="book-history-title">{t('beheer.books.history')}</h2>
      {history.length === 0 ? (
        <p>{t('beheer.books.history.none')}</p>
      ) : (
        <AuditLinesTable
          rows={history}
          captionId="book-history-caption"
          caption={t('beheer.books.history.table')}
          omit={['subject']}
        />
      )}
    </section>
  );
}
