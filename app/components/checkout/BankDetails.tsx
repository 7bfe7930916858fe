// Spec 2 §9 / spec 3 §9 bank transfer: the accounts for the customer's country (NL: the two Dutch accounts, BE:
// the Belgian one, abroad: IBAN and BIC), the holder, the amount, the order number as the payment reference and
// the last day to pay.
import type { TransferInstructions } from '../../../domain/bank-transfer';
import { formatDateNl } from '../../../domain/dates';
import { formatIban } from '../../../domain/iban';
import { formatEuro } from '../../../domain/money';
import { useT } from '../../lib/texts';
import styles from './Checkout.module.css';

export function BankDetails({
  instructions,
  headingId,
}: {
  instructions: TransferInstructions;
  headingId: string;
}) {
  const t = useT();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('bank.title')}</h2>
      <p>{t('bank.intro', { amount: formatEuro(instructions.amountCents) })}</p>
      {instructions.accounts.map((account) => (
        <dl key={account.iban} className={styles.bank}>
          <dt>{t('bank.holder')}</dt>
          <dd>{instructions.holder}</dd>
          <dt>{t('bank.iban')}</dt>
          <dd>{formatIban(account.iban)}</dd>
          {account.bic ? (
            <>
              <dt>{t('bank.bic')}</dt>
              <dd>{account.bic}</dd>
            </>
          ) : null}
          {account.bank ? (
            <>
              <dt>{t('bank.bank')}</dt>
              <dd>{account.bank}</dd>
            </>
          ) : null}
        </dl>
      ))}
      <p>
        <strong>{t('bank.reference', { reference: instructions.reference })}</strong>
      </p>
      {/* Issue 29: by when (the day bank transfer was chosen + the setting bankTransferDays). */}
      <p>{t('bank.pay_before', { date: formatDateNl(instructions.payBefore) })}</p>
    </section>
  );
}
