// A text area of the contact-type forms (spec 3 §5): at most maxLengthProfile characters with a remaining-
// characters counter, and 'Deze invoer is niet correct.' when its text is not right and not empty. Without
// JavaScript the maximum is a hint and the server gives the message; with it the counter and the message follow
// the typing. No maxlength attribute: a pasted text that is too long stays visible, with its message. The message
// is the form's (use-checked-form.ts: once the field is left, gone as soon as it is right).
import { useState } from 'react';
import { textLength } from '../../../domain/contact-forms';
import { inputId } from '../forms/Fields';
import formStyles from '../forms/Form.module.css';
import { useHydrated } from '../../lib/use-browser';
import { useT } from '../../lib/texts';
import styles from './Contact.module.css';

export function TextAreaField(props: {
  form: string;
  name: string;
  label: string;
  defaultValue?: string | undefined;
  /** The field's message, as its form shows it. */
  message?: string | undefined;
  maxLength: number;
  optional?: boolean;
  required?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const id = inputId(props.form, props.name);
  const [value, setValue] = useState(props.defaultValue ?? '');
  const length = textLength(value);
  const over = length > props.maxLength;
  const message = props.message;
  const counterId = `${id}-counter`;
  const described = [counterId, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`${formStyles.field} ${message ? formStyles.invalid : ''}`}>
      <label htmlFor={id} className={formStyles.label}>
        {props.label}
        {props.optional ? <span className={formStyles.optional}> {t('field.optional')}</span> : null}
      </label>
      <textarea
        id={id}
        name={props.name}
        className={styles.textarea}
        rows={6}
        defaultValue={props.defaultValue ?? ''}
        required={props.required}
        aria-describedby={described}
        aria-invalid={message ? true : undefined}
        onInput={(e) => setValue(e.currentTarget.value)}
      />
      <p id={counterId} className={`${styles.counter} ${hydrated && over ? styles.over : ''}`}>
        {hydrated
          ? over
            ? t('forms.counter_over', { n: length - props.maxLength })
            : t('forms.counter', { n: props.maxLength - length })
          : t('forms.counter_max', { max: props.maxLength })}
      </p>
      {message ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
