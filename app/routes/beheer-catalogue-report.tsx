// /beheer/catalogus/import/:id (issue 31, decisions #666–#667): one ONIX run's report — the file, who started it
// and when, how it stands, the counts (added, updated, deleted, unchanged, rejected) and each rejected record with
// its RecordReference and reason. While the run works the page shows the counts so far, looks again every few
// seconds with JavaScript, and has a link to look again without. Beheerders only (404 for everyone else).
import { useEffect } from 'react';
import { data, Link, useLoaderData, useRevalidator } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-catalogue-report';

/** How often an open report looks again while its run works. */
const RUNNING_REFRESH_MS = 3_000;
const FIGURES = ['added', 'updated', 'deleted', 'unchanged', 'rejected'] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, 'catalogue-import');
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  const report = await context.services.catalogueImports.get(Number(params.id));
  if (!report) throw data(null, { status: 404 });
  return data(
    {
      id: report.id,
      fileName: report.fileName,
      startedBy: report.startedBy,
      startedAt: formatInstantNl(report.startedAt),
      finishedAt: report.finishedAt ? formatInstantNl(report.finishedAt) : null,
      status: report.status,
      error: report.error ?? '',
      figures: Object.fromEntries(FIGURES.map((name) => [name, report[name]])) as Record<
        (typeof FIGURES)[number],
        number
      >,
      rejections: report.rejections,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Import ${params.id} · Beheer · Leeswijzer` }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerCatalogueReport() {
  const report = useLoaderData<typeof loader>();
  const t = useT();
  const revalidator = useRevalidator();
  const running = report.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), RUNNING_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [running, revalidator, report]);
  const tone = report.status === 'done' ? 'success' : running ? 'info' : 'error';
  return (
    <section className={styles.section} aria-labelledby="report-title">
      <p>
        <Link to="/beheer/catalogus/import">{t('beheer.import.back')}</Link>
      </p>
      <h1 id="report-title">{t('beheer.import.report_title', { id: report.id, file: report.fileName })}</h1>
      <p>
        {t('beheer.import.started', { at: report.startedAt, by: report.startedBy })}
        {report.finishedAt ? ` ${t('beheer.import.finished', { at: report.finishedAt })}` : null}
      </p>
      <Feedback tone={tone}>
        <p>
          <strong>{t(`beheer.import.status.${report.status}`)}.</strong>{' '}
          {t(`beheer.import.note.${report.status}`, { error: report.error })}
        </p>
        {running ? (
          <p>
            <a href={`/beheer/catalogus/import/${report.id}`}>{t('beheer.import.refresh')}</a>
          </p>
        ) : null}
      </Feedback>
      {report.status === 'not_well_formed' ? null : (
        <>
          <h2 id="report-figures">{t('beheer.import.figures')}</h2>
          <dl className={styles.figures}>
            {FIGURES.map((name) => (
              <div key={name}>
                <dt>{t(`beheer.import.${name}`)}</dt>
                <dd>{report.figures[name].toLocaleString('nl-NL')}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {report.rejections.length > 0 ? (
        <>
          <h2 id="report-rejections">{t('beheer.import.rejections')}</h2>
          <StaffTable labelledBy="report-rejections-caption" caption={t('beheer.import.rejections_table')}>
            <thead>
              <tr>
                <th scope="col">{t('beheer.import.col.record')}</th>
                <th scope="col">{t('beheer.import.col.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rejections.map((rejection, index) => (
                <tr key={index}>
                  <td>{rejection.recordReference}</td>
                  <td>{rejection.reason}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
          {report.figures.rejected > report.rejections.length ? (
            <p>
              {t('beheer.import.rejections_more', {
                n: report.figures.rejected - report.rejections.length,
                kept: report.rejections.length,
              })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
