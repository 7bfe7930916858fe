// Issue 29: the address as one field group, shared by the client step, the profile and the partner application:
// street, house number and addition, postcode and city, the country — set from a Dutch or Belgian postcode with
// spec 2 §5's 'Op basis van de postcode is het land aangepast.' — and, where the shop completes addresses, the
// line saying what was filled in (use-address-completion.ts, wired by the form, which knows its own fields).
import { useState } from 'react';
import { countryFromZipcode } from '../../../domain/account-input';
import { useT } from '../../lib/texts';
import { SelectField, textFieldsOf } from './Fields';
import styles from './Form.module.css';

export function AddressFields(props: {
  form: string;
  /** The values the form shows (typed, or stored). */
  value: (name: string) => string;
  message: (name: string) => string | undefined;
  countries: readonly { code: string; name: string }[];
  /** Street, postcode and city required (the checkout, a partner) or optional (a customer's profile). */
  required: boolean;
  /** The completion's status line (use-address-completion.ts); null where the shop does not complete addresses. */
  completion: string | null;
}) {
  const t = useT();
  const [country, setCountry] = useState(props.value('country_code') || 'NL');
  const [countryNotice, setCountryNotice] = useState(false);
  const text = textFieldsOf(props);
  const needed = props.required ? { required: true } : { optional: true };
  return (
    <>
      <div className={`${styles.row} ${styles.address}`}>
        {text('address', t('field.address'), { autoComplete: 'address-line1', ...needed })}
        {text('housenr', t('field.housenr'), { autoComplete: 'off' })}
        {text('addition', t('field.addition'), { autoComplete: 'off', optional: true })}
      </div>
      <div className={styles.row}>
        {text('zipcode', t('field.zipcode'), {
          autoComplete: 'postal-code',
          ...needed,
          onBlur: (zipcode) => {
            const code = countryFromZipcode(zipcode);
            if (code && code !== country) {
              setCountry(code);
              setCountryNotice(true);
            }
          },
        })}
        {text('city', t('field.city'), { autoComplete: 'address-level2', ...needed })}
      </div>
      {props.completion !== null ? (
        <p role="status" className={styles.hint}>
          {props.completion}
        </p>
      ) : null}
      <SelectField
        form={props.form}
        name="country_code"
        label={t('field.country')}
        options={props.countries.map((c) => ({ value: c.code, label: c.name }))}
        value={country}
        onChange={(code) => {
          setCountry(code);
          setCountryNotice(false);
        }}
        message={props.message('country_code')}
        hint={countryNotice ? t('account.profile.country_from_zipcode') : undefined}
        autoComplete="country"
      />
    </>
  );
}
