// Issue 30 (decision 611) on the staff's order page: 'Op rekening leveren' for a business customer's unpaid
// order — the payment term in days (the shop's usual term to start with); the invoice is made and mailed at once
// and the order may then be shipped before its money. The browser checks the term with the server's rule
// (domain/on-account.ts) through the shop's one checked-form mechanism.
import { Form, useNavigation } from 'react-router';
import type { FieldErrors } from '../../../domain/account-forms';
import { ON_ACCOUNT_FIELDS, onAccountFormErrors } from '../../../domain/on-account';
import { ErrorSummary } from '../forms/Feedback';
import { CsrfField, TextField } from '../forms/Fields';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import { useT } from '../../lib/texts';

const FORM = 'onaccount';

export function OnAccountForm(props: {
  csrf: string;
  /** The shop's usual term in days. */
  term: number;
  answer?: { errors: FieldErrors; values: Record<string, string> } | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const checked = useCheckedForm({
    id: `${FORM}-form`,
    showOn: 'send',
    validate: onAccountFormErrors,
    server: props.answer,
    initial: {},
  });
  return (
    <Form
      {...checked.props}
      method="post"
      className={formStyles.form}
      aria-label={t('beheer.on_account.form')}
    >
      <ErrorSummary
        form={FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={[ON_ACCOUNT_FIELDS.term]}
      />
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="on_account" />
      <TextField
        form={FORM}
        name={ON_ACCOUNT_FIELDS.term}
        label={t('beheer.on_account.term')}
        hint={t('beheer.on_account.term_hint')}
        defaultValue={props.answer?.values[ON_ACCOUNT_FIELDS.term] ?? String(props.term)}
        message={checked.message(ON_ACCOUNT_FIELDS.term)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        required
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
          {t('beheer.on_account.submit')}
        </button>
      </div>
    </Form>
  );
}
