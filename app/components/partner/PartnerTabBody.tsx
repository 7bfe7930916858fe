// The content of a partner tab (issue 17 #6, #7) — the commissions tab or the technical tab — as the partner area
// (/partner) and the account page's partner tabs (/account/commissions, /account/technical) both show it.
import type { PartnerAreaData } from '../../lib/partner-area.server';
import { CommissionsTab } from './CommissionsTab';
import styles from './Partner.module.css';
import { TechnicalTab } from './TechnicalTab';

export function PartnerTabBody({
  data,
  technicalPath,
}: {
  data: PartnerAreaData;
  /** The technical tab's own address, where its ISBN form sends the typed ISBN. */
  technicalPath: string;
}) {
  const { tab, area, technical } = data;
  if (area.kind !== 'partner') return null;
  return (
    <div className={styles.section}>
      {tab === 'commissions' ? (
        <CommissionsTab tab={area.commissions} code={area.code} />
      ) : technical ? (
        <TechnicalTab
          code={area.code}
          origin={technical.origin}
          covers={technical.covers}
          isbn={technical.isbn}
          texts={technical.texts}
          action={technicalPath}
        />
      ) : null}
    </div>
  );
}
