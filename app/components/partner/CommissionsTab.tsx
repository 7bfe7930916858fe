// Spec 2 §2/§4/§6/§8 the commissions tab (issue 17 #6): the partner code, the percentages, the VAT note (amounts
// incl. 21 % VAT with a VAT number, else excl.), the open commissions (after the latest payout's settled date) with
// their total, and the payouts, each with its orders in a <details> (opens without JavaScript). Empty lists say
// 'Er zijn nog geen commissies verkregen' and 'Er zijn nog geen commissies uitgekeerd.'.
import { formatDateNl } from '../../../domain/dates';
import { formatEuro } from '../../../domain/money';
import type { CommissionLine, CommissionsTab as Tab } from '../../../server/partners/service';
import { useT } from '../../lib/texts';
import styles from './Partner.module.css';

function Lines({ lines, total }: { lines: readonly CommissionLine[]; total?: number }) {
  const t = useT();
  const head = [
    t('partner_area.col_date'),
    t('partner_area.col_invoice'),
    t('partner_area.col_item'),
    t('partner_area.col_rate'),
    t('partner_area.col_commission'),
  ];
  const cell = (i: number) => (
    <span className={styles.cellLabel} aria-hidden="true">
      {head[i]}
    </span>
  );
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {head.map((label, i) => (
            <th key={label} scope="col" className={i === 4 ? styles.amount : undefined}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={`${line.orderNumber}-${i}`}>
            <td className={styles.nowrap}>
              {cell(0)}
              {formatDateNl(line.orderDate)}
            </td>
            <td className={styles.nowrap}>
              {cell(1)}
              {line.invoiceNumber ?? line.orderNumber}
            </td>
            <td>
              {cell(2)}
              <span>
                {line.copies > 1 ? `${line.copies} × ` : ''}
                {line.description}
                {line.kind === 'reversal' ? ` ${t('partner_area.reversal')}` : ''}
              </span>
            </td>
            <td>
              {cell(3)}
              {line.ratePercent} % ({t(line.ownEdition ? 'partner_area.rate_own' : 'partner_area.rate_other')}
              )
            </td>
            <td className={styles.amount}>
              {cell(4)}
              {formatEuro(line.amountCents)}
            </td>
          </tr>
        ))}
      </tbody>
      {total !== undefined ? (
        <tfoot>
          <tr>
            <td colSpan={4}>{t('partner_area.open_total')}</td>
            <td className={styles.amount}>{formatEuro(total)}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

export function CommissionsTab({ tab, code }: { tab: Tab; code: string | null }) {
  const t = useT();
  return (
    <>
      <section className={styles.section} aria-labelledby="partner-code-title">
        <h2 id="partner-code-title" className="visually-hidden">
          {t('partner_area.code')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('partner_area.code')}</dt>
          <dd className={styles.code}>{code ?? '—'}</dd>
          <dt>{t('partner_area.percentages')}</dt>
          <dd>
            {t('partner_area.percent_own', { n: tab.rates.own })}
            <br />
            {t('partner_area.percent_other', { n: tab.rates.other })}
          </dd>
        </dl>
        <p className={styles.note}>{t(tab.inclVat ? 'partner_area.vat_incl' : 'partner_area.vat_excl')}</p>
      </section>
      <section className={styles.section} aria-labelledby="partner-open-title">
        <h2 id="partner-open-title">{t('partner_area.open_title')}</h2>
        {tab.open.length === 0 ? (
          <p>{t('partner.no_commissions')}</p>
        ) : (
          <>
            <p className={styles.note}>{t('partner_area.open_intro')}</p>
            <Lines lines={tab.open} total={tab.openTotalCents} />
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby="partner-payouts-title">
        <h2 id="partner-payouts-title">{t('partner_area.payouts_title')}</h2>
        {tab.payouts.length === 0 ? (
          <p>{t('partner.no_payouts')}</p>
        ) : (
          <ul className={styles.payouts}>
            {tab.payouts.map((payout) => (
              <li key={payout.id}>
                <details className={styles.payout}>
                  <summary>
                    {t('partner_area.payout_summary', {
                      date: formatDateNl(payout.payoutDate),
                      description: payout.description,
                      total: formatEuro(payout.totalCents),
                    })}
                  </summary>
                  <div className={styles.payoutBody}>
                    {payout.details.length === 0 ? (
                      <p>{t('partner_area.payout_empty')}</p>
                    ) : (
                      <Lines lines={payout.details} />
                    )}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
