// The frame of a contact-type form (issue 15): the error summary, the CSRF token, the form's own key (a resend
// changes nothing), the honeypot, and after sending the thanks with the form kept but disabled (spec 3 §4
// 'Contact forms disable after submit') — the same with and without JavaScript.
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { contactFormErrors, type ContactFormKind, HONEYPOT_FIELD } from '../../../domain/contact-forms';
import { CsrfField, type TextFieldExtra, textFieldsOf } from '../forms/Fields';
import { ErrorSummary, Feedback } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import { useT } from '../../lib/texts';
import styles from './Contact.module.css';
import type { ContactFormResult } from './types';

export interface ContactFieldContext {
  /** What was typed in a field (after a refusal or the send), '' otherwise. */
  value: (name: string) => string | undefined;
  message: (name: string) => string | undefined;
  /** A text field of this form with its typed value and message; required unless `extra.optional`. */
  text: (name: string, label: string, extra?: TextFieldExtra) => ReactNode;
}

export function ContactForm(props: {
  form: ContactFormKind;
  intro: string;
  fields: readonly string[];
  loaded: { csrf: string; formKey: string; maxTextLength: number; books: readonly { sku: string }[] };
  result: Partial<ContactFormResult> | undefined;
  submitLabel: string;
  sentText: string;
  children: (ctx: ContactFieldContext) => ReactNode;
}) {
  const t = useT();
  const navigation = useNavigation();
  const { result } = props;
  const sent = result?.sent === true;
  // Issue 29: the shared checked form, with the rules the server applies to this kind of form.
  const { form: kind, loaded } = props;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${kind}-form`,
    validate: (fields) =>
      contactFormErrors(kind, fields, {
        maxTextLength: loaded.maxTextLength,
        ownSkus: new Set(loaded.books.map((book) => book.sku)),
      }),
    server: sent ? undefined : result,
    initial: result?.values ?? {},
  });
  const message = checked.message;
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);
  const values = result?.values;
  return (
    <Form
      {...checked.props}
      method="post"
      className={formStyles.form}
      aria-labelledby={`${props.form}-intro`}
    >
      <p id={`${props.form}-intro`} className={formStyles.intro}>
        {props.intro}
      </p>
      {sent ? (
        <div ref={thanks} tabIndex={-1}>
          <Feedback tone="success">
            <p>{props.sentText}</p>
          </Feedback>
        </div>
      ) : (
        <ErrorSummary
          form={props.form}
          shown={checked.summary}
          focusKey={checked.summaryKey}
          formError={result?.formError}
          order={props.fields}
        />
      )}
      <CsrfField token={props.loaded.csrf} />
      {/* After a refusal the same key again: nothing was stored under it. */}
      <input type="hidden" name="form_key" value={values?.form_key || props.loaded.formKey} />
      <div className={styles.honeypot} aria-hidden="true">
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
      <fieldset className={styles.fieldset} disabled={sent}>
        <p className={styles.note}>{t('forms.required_note')}</p>
        {props.children({
          value: (name) => values?.[name],
          message,
          text: textFieldsOf(
            { form: props.form, value: (name) => values?.[name] ?? '', message },
            { requiredUnlessOptional: true },
          ),
        })}
        <div className={formStyles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={sent || navigation.state === 'submitting'}
          >
            {sent
              ? t('forms.sent_button')
              : navigation.state === 'submitting'
                ? t('forms.sending')
                : props.submitLabel}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
