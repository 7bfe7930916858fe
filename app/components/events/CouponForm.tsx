// Spec 3 §2 the first step of an event registration: the coupon check (spec 3 §5: required, equal to the event's
// coupon code case-insensitively). A plain form post: it works before the JavaScript arrives.
import { Form, useNavigation } from 'react-router';
import { CsrfField, TextField } from '../forms/Fields';
import { ErrorSummary, useMessages } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useT } from '../../lib/texts';
import type { RegistrationResult } from './types';

export function CouponForm({
  csrf,
  result,
}: {
  csrf: string;
  result: Partial<RegistrationResult> | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const message = useMessages(result?.errors);
  return (
    <Form method="post" className={formStyles.form} aria-labelledby="coupon-intro" noValidate>
      <p id="coupon-intro" className={formStyles.intro}>
        {t('events.coupon_intro')}
      </p>
      <ErrorSummary form="coupon" errors={result?.errors} formError={result?.formError} order={['coupon']} />
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="coupon" />
      <TextField
        form="coupon"
        name="coupon"
        label={t('field.coupon')}
        defaultValue={result?.values?.coupon ?? ''}
        message={message('coupon')}
        autoComplete="off"
        required
        maxLength={60}
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? t('forms.sending') : t('events.coupon_submit')}
        </button>
      </div>
    </Form>
  );
}
