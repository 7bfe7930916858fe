// Issue 30 "Cancel an unpaid order" on the staff's order page (decisions 606–609): the reason (a fixed list) and
// whether the customer gets a mail (checked by default), and the button. A plain POST form with the CSRF token, so
// it works without JavaScript; a missing reason is named by the field, with the box kept as it was sent.
import { useState } from 'react';
import { Form } from 'react-router';
import { CANCEL_REASONS, cancelReasonKey } from '../../../domain/order-cancel';
import { CheckboxField, CsrfField, SelectField } from '../forms/Fields';
import formStyles from '../forms/Form.module.css';
import { useT } from '../../lib/texts';

export function CancelForm(props: {
  csrf: string;
  /** The reason as sent ('' for none yet). */
  reason: string;
  notify: boolean;
  message?: string | undefined;
}) {
  const t = useT();
  const [reason, setReason] = useState(props.reason);
  return (
    <Form method="post" noValidate aria-label={t('beheer.cancel.form')}>
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="cancel" />
      <SelectField
        form="cancel"
        name="reason"
        label={t('beheer.cancel.reason')}
        options={[
          { value: '', label: t('beheer.cancel.reason_none') },
          ...CANCEL_REASONS.map((value) => ({ value, label: t(cancelReasonKey(value)) })),
        ]}
        value={reason}
        onChange={setReason}
        message={props.message}
      />
      <CheckboxField
        form="cancel"
        name="notify"
        label={t('beheer.cancel.notify')}
        defaultChecked={props.notify}
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-secondary">
          {t('beheer.cancel.submit')}
        </button>
      </div>
    </Form>
  );
}
