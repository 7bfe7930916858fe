// /beheer/logboek (issue 30): the log of every staff change — when, who, what was done to what, and the values
// before and after — newest first, 50 a page. Admins only (404 for everyone else); a page past the last is a 404.
import { data, useLoaderData } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { SHOP_ACTOR_ID } from '../../domain/staff-access';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-audit';

const PER_PAGE = 50;

/** A value of the log in words: 'status: approved, code: AB12CD34'. */
function describe(values: Record<string, unknown> | null): string {
  if (!values) return '';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'audit');
  const raw = new URL(request.url).searchParams.get('pagina') ?? '1';
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw data(null, { status: 404 });
  const page = Number(raw);
  const { lines, total } = await context.services.audit.list({ page, perPage: PER_PAGE });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (page > pages) throw data(null, { status: 404 });
  // The staff members' names: the log keeps their ids (it outlives an account).
  const names = await context.services.accounts.staffNames([...new Set(lines.map((line) => line.actorId))]);
  return data(
    {
      page,
      pages,
      total,
      lines: lines.map((line) => ({
        id: line.id,
        at: formatInstantNl(line.at),
        iso: line.at.toISOString(),
        // The shop's own lines (a payment after a cancellation, decision 608) have no staff member.
        actor: line.actorId === SHOP_ACTOR_ID ? null : (names.get(line.actorId) ?? `#${line.actorId}`),
        action: line.action,
        subject: line.subject,
        before: describe(line.before),
        after: describe(line.after),
      })),
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
        <StaffTable labelledBy="audit-caption" caption={t('beheer.audit.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.audit.col.at')}</th>
              <th scope="col">{t('beheer.audit.col.actor')}</th>
              <th scope="col">{t('beheer.audit.col.action')}</th>
              <th scope="col">{t('beheer.audit.col.subject')}</th>
              <th scope="col">{t('beheer.audit.col.change')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td>
                  <time dateTime={line.iso}>{line.at}</time>
                </td>
                <td>{line.actor ?? t('beheer.audit.shop')}</td>
                <td>{t(`beheer.audit.action.${line.action}`)}</td>
                <td>{line.subject}</td>
                <td>
                  {line.before ? (
                    <span className={styles.sub}>{t('beheer.audit.before', { values: line.before })}</span>
                  ) : null}
                  {line.after ? <span>{t('beheer.audit.after', { values: line.after })}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={
          page > 1 ? { to: page === 2 ? '?' : `?pagina=${page - 1}`, label: t('beheer.audit.newer') } : null
        }
        next={page < pages ? { to: `?pagina=${page + 1}`, label: t('beheer.audit.older') } : null}
      />
    </section>
  );
}
