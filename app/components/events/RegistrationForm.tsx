// Spec 3 §3/§5 the event registration form (issue 15 #2): the registrant (firstname, middlename, lastname, email,
// phonenr), the optional guest, a question; the coupon of the first step rides along hidden, with the CSRF token,
// the form's own key (a resend changes nothing) and the honeypot. Plain form posts, with or without JavaScript.
import { Form, useNavigation } from 'react-router';
import { HONEYPOT_FIELD } from '../../../domain/contact-forms';
import { REGISTRATION_FIELDS, registrationFormErrors } from '../../../domain/events';
import styles from '../contact/Contact.module.css';
import { TextAreaField } from '../contact/TextAreaField';
import { CsrfField, textFieldsOf } from '../forms/Fields';
import { ErrorSummary } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import { useT } from '../../lib/texts';
import type { RegistrationResult } from './types';

const FORM = 'event';

export function RegistrationForm(props: {
  csrf: string;
  formKey: string;
  maxTextLength: number;
  explanation: string;
  result: Partial<RegistrationResult>;
}) {
  const t = useT();
  const navigation = useNavigation();
  const { result } = props;
  const values = result.values ?? {};
  // Issue 29: the shared checked form.
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${FORM}-form`,
    validate: (fields) => registrationFormErrors(fields, { maxTextLength: props.maxTextLength }),
    server: result,
    initial: {},
  });
  const message = checked.message;
  const text = textFieldsOf(
    { form: FORM, value: (name) => values[name] ?? '', message },
    { requiredUnlessOptional: true },
  );
  return (
    <Form {...checked.props} method="post" className={formStyles.form} aria-labelledby="event-intro">
      <p id="event-intro" className={formStyles.intro}>
        {t('events.form_intro')} {props.explanation || t('events.form_explanation')}
      </p>
      <ErrorSummary
        form={FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={result.formError}
        order={REGISTRATION_FIELDS}
      />
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="coupon" value={values.coupon ?? ''} />
      {/* After a refusal the same key again: nothing was stored under it. */}
      <input type="hidden" name="form_key" value={values.form_key || props.formKey} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${FORM}-${HONEYPOT_FIELD}`}>{t('field.honeypot')}</label>
        <input
          id={`${FORM}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p className={styles.note}>{t('forms.required_note')}</p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('events.you_legend')}</legend>
        <div className={formStyles.row}>
          {text('firstname', t('field.firstname'), { autoComplete: 'given-name' })}
          {text('middlename', t('field.middlename'), { autoComplete: 'additional-name', optional: true })}
        </div>
        {text('lastname', t('field.lastname'), { autoComplete: 'family-name' })}
        {text('email', t('field.email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {text('phonenr', t('field.phonenr'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      </fieldset>
      <fieldset className={styles.group} aria-describedby="event-guest-hint">
        <legend className={styles.legend}>{t('events.guest_legend')}</legend>
        <p id="event-guest-hint" className={formStyles.hint}>
          {t('events.guest_hint')}
        </p>
        <div className={formStyles.row}>
          {text('guestFirstname', t('field.guestFirstname'), { autoComplete: 'off', optional: true })}
          {text('guestMiddlename', t('field.guestMiddlename'), { autoComplete: 'off', optional: true })}
        </div>
        {text('guestLastname', t('field.guestLastname'), { autoComplete: 'off', optional: true })}
        {text('guestEmail', t('field.guestEmail'), {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'off',
          optional: true,
        })}
      </fieldset>
      <TextAreaField
        form={FORM}
        name="question"
        label={t('events.question_label')}
        defaultValue={values.question}
        message={message('question')}
        maxLength={props.maxTextLength}
        optional
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? t('forms.sending') : t('events.submit')}
        </button>
      </div>
    </Form>
  );
}
