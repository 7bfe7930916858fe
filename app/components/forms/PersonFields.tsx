// Issue 29: the person as one field group, shared by the client step, the profile and the partner application:
// first and last name, the email (a field, a fixed value the form cannot change, or none where the form asks it
// elsewhere) and the phone number, with the same labels, autocomplete tokens and messages everywhere.
import { useT } from '../../lib/texts';
import { type FieldGroup, inputId, textFieldsOf } from './Fields';
import styles from './Form.module.css';

/** The email of the group: a field (with an optional hint), a fixed value with a note, or not in this group. */
export type PersonEmail = { field: true; hint?: string | undefined } | { fixed: string; note: string } | null;

export function PersonFields(props: FieldGroup & { email: PersonEmail }) {
  const t = useT();
  const text = textFieldsOf(props);
  const phone = text('phonenr', t('field.phonenr'), {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    required: true,
  });
  const { email } = props;
  return (
    <>
      <div className={styles.row}>
        {text('firstname', t('field.firstname'), { autoComplete: 'given-name', required: true })}
        {text('lastname', t('field.lastname'), { autoComplete: 'family-name', required: true })}
      </div>
      {email === null ? (
        phone
      ) : (
        <div className={styles.row}>
          {'fixed' in email ? (
            <div className={styles.field}>
              <span className={styles.label}>{t('field.email')}</span>
              <p id={inputId(props.form, 'email')}>{email.fixed}</p>
              <p className={styles.hint}>{email.note}</p>
            </div>
          ) : (
            text('email', t('field.email'), {
              type: 'email',
              inputMode: 'email',
              autoComplete: 'email',
              required: true,
              hint: email.hint,
            })
          )}
          {phone}
        </div>
      )}
    </>
  );
}
