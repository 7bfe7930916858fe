// Issue 30 (decision 610) on the staff's order page: 'Betaling ontvangen' — a bank transfer that reached the
// shop's account, recorded with the amount as on the statement, the day it was credited and the bank's
// reference. The browser checks with the rules the server applies (domain/payment-received.ts, through the
// shop's one checked-form mechanism); without JavaScript the server's messages show by the same fields. The
// form's key records it once, however often it is sent.
import { Form, useNavigation } from 'react-router';
import type { FieldErrors } from '../../../domain/account-forms';
import type { Cents } from '../../../domain/money';
import { paymentReceivedFormErrors, RECEIVED_FIELDS, REFERENCE_MAX } from '../../../domain/payment-received';
import { ErrorSummary } from '../forms/Feedback';
import { CsrfField, TextField } from '../forms/Fields';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import { useT } from '../../lib/texts';

const FORM = 'received';
const ORDER = [RECEIVED_FIELDS.amount, RECEIVED_FIELDS.date, RECEIVED_FIELDS.reference];

export function PaymentReceivedForm(props: {
  csrf: string;
  formKey: string;
  /** What the rules compare with: the order's total, today and the day it was placed ('YYYY-MM-DD'). */
  facts: { totalCents: Cents; today: string; placedOn: string };
  /** The total as the field starts with it ('12,50'). */
  total: string;
  answer?: { errors: FieldErrors; values: Record<string, string> } | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const checked = useCheckedForm({
    id: `${FORM}-form`,
    showOn: 'send',
    validate: (fields) => paymentReceivedFormErrors(fields, props.facts),
    server: props.answer,
    initial: {},
  });
  const value = (name: string, start: string) => props.answer?.values[name] ?? start;
  return (
    <Form {...checked.props} method="post" className={formStyles.form} aria-label={t('beheer.received.form')}>
      <ErrorSummary
        form={FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={ORDER}
      />
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="payment_received" />
      <input type="hidden" name="key" value={props.formKey} />
      <TextField
        form={FORM}
        name={RECEIVED_FIELDS.amount}
        label={t('beheer.received.amount')}
        hint={t('beheer.received.amount_hint')}
        defaultValue={value(RECEIVED_FIELDS.amount, props.total)}
        message={checked.message(RECEIVED_FIELDS.amount)}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        required
      />
      <TextField
        form={FORM}
        name={RECEIVED_FIELDS.date}
        type="date"
        label={t('beheer.received.date')}
        defaultValue={value(RECEIVED_FIELDS.date, props.facts.today)}
        message={checked.message(RECEIVED_FIELDS.date)}
        maxLength={10}
        required
      />
      <TextField
        form={FORM}
        name={RECEIVED_FIELDS.reference}
        label={t('beheer.received.reference')}
        hint={t('beheer.received.reference_hint')}
        defaultValue={value(RECEIVED_FIELDS.reference, '')}
        message={checked.message(RECEIVED_FIELDS.reference)}
        autoComplete="off"
        maxLength={REFERENCE_MAX + 20}
        optional
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
          {t('beheer.received.submit')}
        </button>
      </div>
    </Form>
  );
}
