// The tell-a-friend form (spec 3 §3/§5, issue 15 #4): the sender (prefilled from the profile), one or more
// recipients (a row each, 'Nog een ontvanger' adds one, also without JavaScript), the message with its counter, the
// weekday captcha (checked while typing after more than 6 characters), the hidden partner code, the token, the
// form's key and the honeypot. After a send the thanks and an empty form again (spec 3 §4). The same form on the
// page /send-to-friend/{sku} (a plain post) and in the book page's section (a fetcher).
import { useEffect, useRef, useState } from 'react';
import type { Form } from 'react-router';
import { HONEYPOT_FIELD } from '../../../../domain/contact-forms';
import { fieldOrder, recipientField, sendToFriendFormErrors } from '../../../../domain/send-to-friend';
import { captchaTypingError } from '../../../../domain/weekday-captcha';
import { TextAreaField } from '../../contact/TextAreaField';
import contactStyles from '../../contact/Contact.module.css';
import { CsrfField, TextField, textFieldsOf } from '../../forms/Fields';
import { ErrorSummary, Feedback, useMessages } from '../../forms/Feedback';
import formStyles from '../../forms/Form.module.css';
import { useCheckedForm } from '../../forms/use-checked-form';
import { useHydrated } from '../../../lib/use-browser';
import { useT } from '../../../lib/texts';
import styles from './TellAFriend.module.css';
import type { FriendFormData, FriendFormResult } from './types';

export function TellAFriendForm(props: {
  /** The element ids' prefix ('friend' on its page, 'book-friend' in the book page's section). */
  form: string;
  loaded: FriendFormData;
  result: Partial<FriendFormResult> | undefined;
  /** react-router's Form, or a fetcher's. */
  FormElement: typeof Form;
  action: string;
  submitting: boolean;
}) {
  const { loaded, result, FormElement } = props;
  const t = useT();
  const hydrated = useHydrated();
  const sent = result?.sent === true;
  const serverMessage = useMessages(result?.errors);
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent, result]);
  const formKey = result?.formKey ?? result?.values?.form_key ?? loaded.formKey;
  const rows = Math.max(1, Math.min(loaded.maxRecipients, result?.rows ?? 1));
  // After a send the fields start again from the profile (uncontrolled inputs: a new key remounts them).
  const values: Record<string, string> = sent || !result?.values ? loaded.prefill : result.values;
  const value = (name: string) => values[name] ?? '';
  // Issue 29: the shared checked form. The weekday captcha keeps its own check while typing (CaptchaField); here
  // only that it is filled in, as the day is the server's to judge.
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${props.form}-form`,
    validate: (fields) =>
      sendToFriendFormErrors(fields, { maxTextLength: loaded.maxTextLength, now: new Date() }),
    server: sent ? undefined : result,
    initial: values,
  });
  const message = checked.message;
  const field = textFieldsOf({ form: props.form, value, message }, { requiredUnlessOptional: true });
  return (
    <FormElement
      {...checked.props}
      method="post"
      action={props.action}
      className={formStyles.form}
      aria-labelledby={`${props.form}-intro`}
    >
      <p id={`${props.form}-intro`} className={formStyles.intro}>
        {t('friend.intro', { title: loaded.book.title })}
      </p>
      {sent ? (
        <div ref={thanks} tabIndex={-1}>
          <Feedback tone="success">
            <p>{t('friend.sent')}</p>
          </Feedback>
        </div>
      ) : (
        <ErrorSummary
          form={props.form}
          shown={checked.summary}
          focusKey={checked.summaryKey}
          formError={result?.formError}
          order={fieldOrder(rows)}
        />
      )}
      <CsrfField token={loaded.csrf} />
      <input type="hidden" name="form_key" value={formKey} />
      <input type="hidden" name="partner_code" value={loaded.partnerCode} />
      <div className={contactStyles.honeypot} aria-hidden="true">
        <label htmlFor={`${props.form}-${HONEYPOT_FIELD}`}>{t('field.honeypot')}</label>
        <input
          id={`${props.form}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div key={formKey} className={styles.fields}>
        <p className={contactStyles.note}>{t('forms.required_note')}</p>
        <fieldset className={formStyles.fieldset}>
          <legend className={styles.legend}>{t('friend.sender')}</legend>
          <div className={formStyles.row}>
            {field('firstname', t('field.firstname'), { autoComplete: 'given-name' })}
            {field('lastname', t('field.lastname'), { autoComplete: 'family-name', optional: true })}
          </div>
          {field('email', t('field.email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        </fieldset>
        {Array.from({ length: rows }, (_, i) => i + 1).map((row) => (
          <fieldset key={row} className={formStyles.fieldset}>
            <legend className={styles.legend}>{t('friend.recipient', { n: row })}</legend>
            <div className={formStyles.row}>
              {field(recipientField('firstname', row), t('field.firstname'), { autoComplete: 'off' })}
              {field(recipientField('lastname', row), t('field.lastname'), {
                autoComplete: 'off',
                optional: true,
              })}
            </div>
            {field(recipientField('email', row), t('field.email'), {
              type: 'email',
              inputMode: 'email',
              autoComplete: 'off',
            })}
          </fieldset>
        ))}
        {rows < loaded.maxRecipients ? (
          <div className={styles.add}>
            <button
              type="submit"
              name="intent"
              value="add_recipient"
              formNoValidate
              className="button button-secondary"
              disabled={props.submitting}
            >
              {t('friend.add_recipient')}
            </button>
            <p className={formStyles.hint}>{t('friend.recipients_max', { n: loaded.maxRecipients })}</p>
          </div>
        ) : null}
        <div className={styles.last}>
          <TextAreaField
            form={props.form}
            name="message"
            label={t('field.message')}
            defaultValue={value('message')}
            message={message('message')}
            maxLength={loaded.maxTextLength}
            optional
          />
          <CaptchaField
            form={props.form}
            defaultValue={value('captcha')}
            serverMessage={checked.message('captcha') ?? serverMessage('captcha')}
            hydrated={hydrated}
          />
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={props.submitting}>
            {props.submitting ? t('forms.sending') : t('friend.submit')}
          </button>
        </div>
      </div>
    </FormElement>
  );
}

/** Spec 3 §5 the weekday captcha: the server's message until the visitor types, then the rule as it stands. */
function CaptchaField(props: {
  form: string;
  defaultValue: string;
  serverMessage: string | undefined;
  hydrated: boolean;
}) {
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  const live = typed === null ? null : captchaTypingError(typed, new Date());
  const message = typed === null ? props.serverMessage : live ? t(live.key, live.params) : undefined;
  return (
    <TextField
      form={props.form}
      name="captcha"
      label={t('field.captcha')}
      hint={t('friend.captcha_hint')}
      defaultValue={props.defaultValue}
      message={message}
      autoComplete="off"
      required
      maxLength={40}
      onInput={props.hydrated ? setTyped : undefined}
    />
  );
}
