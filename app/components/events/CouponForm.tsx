// Spec 3 §2 the first step of an event registration: the coupon check (spec 3 §5: required, equal to the event's
// coupon code case-insensitively). A plain form post: it works before the JavaScript arrives.
import { Form, useNavigation } from 'react-router';
import { CsrfField, TextField } from '../forms/Fields';
import { couponMissing } from '../../../domain/events';
import { ErrorSummary } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
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
  // Issue 29: the shared checked form; whether the code is right is the server's to say.
  const checked = useCheckedForm({
    showOn: 'send',
    id: 'coupon-form',
    validate: (fields) => {
      const missing = couponMissing(fields.coupon);
      return missing ? { coupon: missing } : {};
    },
    server: result,
    initial: {},
  });
  return (
    <Form {...checked.props} method="post" className={formStyles.form} aria-labelledby="coupon-intro">
      <p id="coupon-intro" className={formStyles.intro}>
        {t('events.coupon_intro')}
      </p>
      <ErrorSummary
        form="coupon"
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={result?.formError}
        order={['coupon']}
      />
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="coupon" />
      <TextField
        form="coupon"
        name="coupon"
        label={t('field.coupon')}
        defaultValue={result?.values?.coupon ?? ''}
        message={checked.message('coupon')}
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
