// Issue 29: a partner's payout data as one field group, shared by the profile's partner part and the partner
// application (spec 2 §5 Partner form: all four required; the IBAN checked): the website the partner links from,
// the bank account, its holder and the holder's city.
import { useT } from '../../lib/texts';
import { type FieldGroup, textFieldsOf } from './Fields';
import styles from './Form.module.css';

export function PayoutFields(props: FieldGroup) {
  const t = useT();
  const text = textFieldsOf(props);
  return (
    <>
      {text('website', t('field.website'), {
        type: 'url',
        inputMode: 'url',
        autoComplete: 'url',
        required: true,
      })}
      {text('bank_account', t('field.bank_account'), { required: true, autoComplete: 'off' })}
      <div className={styles.row}>
        {text('account_holder', t('field.account_holder'), { required: true, autoComplete: 'name' })}
        {text('account_city', t('field.account_city'), { required: true, autoComplete: 'off' })}
      </div>
    </>
  );
}
