// /beheer/logboek (issue 30): the log of every staff change — when, who, what was done to what, and the values
// before and after — newest first, 50 a page. Admins only (404 for everyone else); a page past the last is a 404.
import { data, useLoaderData } from 'react-router';
import styles from '../components/beheer/StaffOrders.module.css';
import { AuditLinesTable } from '../components/beheer/AuditLinesTable';
import { StaffPager } from '../components/beheer/StaffTable';
import { auditRows } from '../lib/audit-rows.server';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { listAddress, pageCount, requestedPage } from '../lib/staff-paging';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-audit';

const PER_PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'audit');
  const page = requestedPage(new URL(request.url).searchParams);
  const { lines, total } = await context.services.audit.list({ page, perPage: PER_PAGE });
  const pages = pageCount(page, total, PER_PAGE);
  return data(
    {
      page,
      pages,
      total,
      lines: await auditRows(context, lines),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Logboek · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerAudit() {
  const { lines, page, pages, total } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="audit-title">
      <h1 id="audit-title">{t('beheer.audit')}</h1>
      <p>{t('beheer.audit.intro')}</p>
      <p className={styles.count}>{t('beheer.audit.count', { n: total })}</p>
      {lines.length === 0 ? (
        <p>{t('beheer.audit.empty')}</p>
      ) : (
        <AuditLinesTable rows={lines} captionId="audit-caption" caption={t('beheer.audit.table')} />
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={page > 1 ? { to: listAddress(page - 1), label: t('beheer.audit.newer') } : null}
        next={page < pages ? { to: listAddress(page + 1), label: t('beheer.audit.older') } : null}
      />
    </section>
  );
}
