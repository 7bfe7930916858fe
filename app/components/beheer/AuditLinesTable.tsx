// The audit log's lines as a table (app/lib/audit-rows.server.ts gives the rows): the log page shows every column;
// a setting's or a text's history leaves out the column its page already names.
import styles from './StaffOrders.module.css';
import { StaffTable } from './StaffTable';
import { useT } from '../../lib/texts';

/** One line of the log in words. */
export interface AuditRow {
  id: number;
  at: string;
  iso: string;
  /** Null for the shop's own lines (a payment after a cancellation, decision 608). */
  actor: string | null;
  action: string;
  subject: string;
  before: string;
  after: string;
}

export function AuditLinesTable({
  rows,
  caption,
  captionId,
  omit = [],
}: {
  rows: readonly AuditRow[];
  caption: string;
  captionId: string;
  /** Columns the page already says: a text's history is all of one key, the settings' all 'Opgeslagen'. */
  omit?: readonly ('action' | 'subject')[];
}) {
  const t = useT();
  return (
    <StaffTable labelledBy={captionId} caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t('beheer.audit.col.at')}</th>
          <th scope="col">{t('beheer.audit.col.actor')}</th>
          {omit.includes('action') ? null : <th scope="col">{t('beheer.audit.col.action')}</th>}
          {omit.includes('subject') ? null : <th scope="col">{t('beheer.audit.col.subject')}</th>}
          <th scope="col">{t('beheer.audit.col.change')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <time dateTime={row.iso}>{row.at}</time>
            </td>
            <td>{row.actor ?? t('beheer.audit.shop')}</td>
            {omit.includes('action') ? null : <td>{t(`beheer.audit.action.${row.action}`)}</td>}
            {omit.includes('subject') ? null : <td>{row.subject}</td>}
            <td>
              {row.before ? (
                <span className={styles.sub}>{t('beheer.audit.before', { values: row.before })}</span>
              ) : null}
              {row.after ? <span>{t('beheer.audit.after', { values: row.after })}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
