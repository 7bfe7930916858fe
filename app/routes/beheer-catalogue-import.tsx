// /beheer/catalogus/import (issue 31, decision #667): the ONIX upload — a form that posts the file to the
// streaming route server/http/catalogue-upload.ts (a plain document post, so it works without JavaScript; the
// browser first checks the same rule the server applies, domain/onix-upload.ts) — and the runs so far, newest
// first, 20 a page, each linking to its report. A refusal comes back in the address (?fout=…) and is said by the
// file field. Beheerders only (404 for everyone else).
import { data, Link, useLoaderData } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import {
  MAX_ONIX_UPLOAD_GB,
  ONIX_FILE_FIELD,
  onixUploadErrors,
  UPLOAD_REFUSALS,
  uploadRefusalOf,
} from '../../domain/onix-upload';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { CsrfField, FileField } from '../components/forms/Fields';
import { ErrorSummary } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { listAddress, pageCount, requestedPage } from '../lib/staff-paging';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-catalogue-import';

const PER_PAGE = 20;
const UPLOAD_FORM = 'onix-upload';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'catalogue-import');
  const params = new URL(request.url).searchParams;
  const page = requestedPage(params);
  const { runs, total } = await context.services.catalogueImports.list(page, PER_PAGE);
  const pages = pageCount(page, total, PER_PAGE);
  const refusal = uploadRefusalOf(params.get('fout'));
  return data(
    {
      csrf: context.auth.csrfToken(),
      refusal,
      page,
      pages,
      total,
      runs: runs.map((run) => ({
        id: run.id,
        fileName: run.fileName,
        startedBy: run.startedBy,
        startedAt: formatInstantNl(run.startedAt),
        iso: run.startedAt.toISOString(),
        status: run.status,
        counts: {
          added: run.added,
          updated: run.updated,
          deleted: run.deleted,
          unchanged: run.unchanged,
          rejected: run.rejected,
        },
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Catalogusimport · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function UploadForm({ csrf, refusal }: { csrf: string; refusal: keyof typeof UPLOAD_REFUSALS | null }) {
  const t = useT();
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${UPLOAD_FORM}-form`,
    validate: onixUploadErrors,
    // The server's refusal (a file too big, a run busy) stays until another file is chosen.
    server: refusal ? { errors: { [ONIX_FILE_FIELD]: UPLOAD_REFUSALS[refusal] }, values: {} } : undefined,
    initial: { [ONIX_FILE_FIELD]: '' },
  });
  return (
    <>
      <ErrorSummary
        form={UPLOAD_FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={[ONIX_FILE_FIELD]}
        title={t('beheer.import.summary')}
      />
      {/* A document post (not the router's fetch): the route streams the file and answers with a redirect. */}
      <form
        {...checked.props}
        method="post"
        action="/beheer/catalogus/import"
        encType="multipart/form-data"
        className={styles.filter}
        aria-label={t('beheer.import.form_label')}
      >
        <CsrfField token={csrf} />
        <FileField
          form={UPLOAD_FORM}
          name={ONIX_FILE_FIELD}
          label={t('beheer.import.file')}
          hint={t('beheer.import.file_hint', { gb: MAX_ONIX_UPLOAD_GB })}
          message={checked.message(ONIX_FILE_FIELD)}
          accept=".xml,application/xml,text/xml"
        />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary">
            {t('beheer.import.submit')}
          </button>
        </div>
      </form>
    </>
  );
}

export default function BeheerCatalogueImport() {
  const { csrf, refusal, page, pages, total, runs } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="import-title">
      <h1 id="import-title">{t('beheer.import')}</h1>
      <p>{t('beheer.import.intro')}</p>
      <UploadForm key={refusal ?? ''} csrf={csrf} refusal={refusal} />
      <h2 id="import-runs-title">{t('beheer.import.runs')}</h2>
      {runs.length === 0 ? (
        <p>{t('beheer.import.runs_empty')}</p>
      ) : (
        <>
          <p className={styles.count}>{t('beheer.import.count', { n: total })}</p>
          <StaffTable labelledBy="import-runs-caption" caption={t('beheer.import.runs_table')}>
            <thead>
              <tr>
                <th scope="col">{t('beheer.import.col.file')}</th>
                <th scope="col">{t('beheer.import.col.started')}</th>
                <th scope="col">{t('beheer.import.col.by')}</th>
                <th scope="col">{t('beheer.import.col.status')}</th>
                <th scope="col">{t('beheer.import.col.result')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id}>
                  <td>
                    <Link to={`/beheer/catalogus/import/${run.id}`}>{run.fileName}</Link>
                  </td>
                  <td>
                    <time dateTime={run.iso}>{run.startedAt}</time>
                  </td>
                  <td>{run.startedBy}</td>
                  <td>{t(`beheer.import.status.${run.status}`)}</td>
                  <td>{run.status === 'not_well_formed' ? '' : t('beheer.import.result', run.counts)}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
          <StaffPager
            page={page}
            pages={pages}
            previous={page > 1 ? { to: listAddress(page - 1), label: t('beheer.import.newer') } : null}
            next={page < pages ? { to: listAddress(page + 1), label: t('beheer.import.older') } : null}
          />
        </>
      )}
    </section>
  );
}
