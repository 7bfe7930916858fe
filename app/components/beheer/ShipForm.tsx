// Issue 30 "Ship" on the staff's order page: the track & trace codes of a paid order's parcels (one or more,
// comma-separated; none for a parcel without a code) and the button that marks it shipped — or, once shipped,
// saves corrected codes without mailing again. A plain POST form with the CSRF token; a code no carrier uses is
// named by the field, with what was typed kept.
import { Form } from 'react-router';
import { CsrfField, TextField } from '../forms/Fields';
import formStyles from '../forms/Form.module.css';
import { useT } from '../../lib/texts';

export function ShipForm(props: {
  csrf: string;
  shipped: boolean;
  /** The codes as stored, or as typed when refused. */
  codes: string;
  message?: string | undefined;
}) {
  const t = useT();
  return (
    <Form method="post" noValidate aria-label={t('beheer.ship.form')}>
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="ship" />
      <TextField
        form="ship"
        name="codes"
        label={t('beheer.ship.codes')}
        hint={t('beheer.ship.codes_hint')}
        defaultValue={props.codes}
        message={props.message}
        maxLength={400}
        optional
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary">
          {props.shipped ? t('beheer.ship.save_codes') : t('beheer.ship.submit')}
        </button>
      </div>
    </Form>
  );
}
