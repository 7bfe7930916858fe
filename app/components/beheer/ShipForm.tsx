// Issue 30 "Ship" on the staff's order page: the track & trace codes of a paid order's parcels (one or more,
// comma-separated; none for a parcel without a code) and the button that marks it shipped — or, once shipped,
// saves corrected codes without mailing again. A plain POST form with the CSRF token; a code no carrier uses is
// named by the field, with what was typed kept. Once the page runs, the browser checks with the server's own rule
// (domain/track-trace.ts shipFormErrors, decision 620) before sending.
import { Form } from 'react-router';
import type { FieldErrors } from '../../../domain/account-forms';
import { SHIP_CODES_MAX, shipFormErrors } from '../../../domain/track-trace';
import { CsrfField, TextField } from '../forms/Fields';
import { ErrorSummary } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import { useT } from '../../lib/texts';

const FORM = 'ship';

export function ShipForm(props: {
  csrf: string;
  shipped: boolean;
  /** The codes as stored. */
  codes: string;
  /** The server's refusal: the codes as typed and the message by the field. */
  refused: { typed: string; errors: FieldErrors } | null;
}) {
  const t = useT();
  const codes = props.refused ? props.refused.typed : props.codes;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${FORM}-form`,
    validate: shipFormErrors,
    server: props.refused ? { errors: props.refused.errors, values: { codes } } : undefined,
    initial: { codes },
  });
  return (
    <Form {...checked.props} method="post" aria-label={t('beheer.ship.form')}>
      <ErrorSummary
        form={FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={['codes']}
      />
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="ship" />
      <TextField
        form={FORM}
        name="codes"
        label={t('beheer.ship.codes')}
        hint={t('beheer.ship.codes_hint')}
        defaultValue={codes}
        message={checked.message('codes')}
        maxLength={SHIP_CODES_MAX}
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
