// Issue 29: the business data as one field group, shared by the client step, the profile and the partner
// application: the company name, the KvK number and the VAT number with its hint (spec 2 §5's rules, the same
// messages everywhere). The company is required where the shopper said they order as a business (the client
// step's toggle), optional elsewhere.
import { useT } from '../../lib/texts';
import { type FieldGroup, textFieldsOf } from './Fields';
import styles from './Form.module.css';

export function BusinessFields(props: FieldGroup & { companyRequired: boolean }) {
  const t = useT();
  const text = textFieldsOf(props);
  return (
    <>
      {text('company', t('field.company'), {
        autoComplete: 'organization',
        ...(props.companyRequired ? {} : { optional: true }),
      })}
      <div className={styles.row}>
        {text('nr_kvk', t('field.nr_kvk'), { optional: true, inputMode: 'numeric' })}
        {text('nr_vat', t('field.nr_vat'), { optional: true, hint: t('field.nr_vat_hint') })}
      </div>
    </>
  );
}
