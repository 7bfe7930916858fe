// The fields of the account forms (issue 5): a label above, a hint, the message right below linked with
// aria-describedby and marked aria-invalid, and what was typed kept after a refusal (defaultValue).
import { type ClipboardEvent, type ReactNode, useId, useState } from 'react';
import { Eye } from '../ui/icons/Eye';
import { EyeOff } from '../ui/icons/EyeOff';
import { useHydrated } from '../../lib/use-browser';
import { useT } from '../../lib/texts';
import styles from './Form.module.css';

/** The id of a field's input, so an error summary can link to it. */
export const inputId = (form: string, name: string) => `${form}-${name}`;

interface FieldFrame {
  form: string;
  name: string;
  label: string;
  hint?: string | undefined;
  message?: string | undefined;
  optional?: boolean;
  children: (aria: Record<string, string | boolean | undefined>) => ReactNode;
}

function Field({ form, name, label, hint, message, optional, children }: FieldFrame) {
  const t = useT();
  const id = inputId(form, name);
  const described = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${message ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> {t('field.optional')}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(message ? { 'aria-invalid': true } : {}),
      })}
      {message ? (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps {
  form: string;
  name: string;
  label: string;
  defaultValue?: string;
  message?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url';
  required?: boolean;
  optional?: boolean;
  maxLength?: number;
  /** Spec 2 §2: the repeated email and password cannot be pasted into (typed again on purpose). */
  noPaste?: boolean;
  onBlur?: (value: string) => void;
  onInput?: (value: string) => void;
}

function blockPaste(event: ClipboardEvent<HTMLInputElement>) {
  event.preventDefault();
}

export function TextField(props: TextFieldProps) {
  const t = useT();
  return (
    <Field
      form={props.form}
      name={props.name}
      label={props.label}
      hint={props.noPaste ? (props.hint ?? t('field.no_paste')) : props.hint}
      message={props.message}
      optional={props.optional ?? false}
    >
      {(aria) => (
        <input
          {...aria}
          name={props.name}
          type={props.type ?? 'text'}
          defaultValue={props.defaultValue ?? ''}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          required={props.required}
          maxLength={props.maxLength ?? 200}
          className={styles.input}
          onPaste={props.noPaste ? blockPaste : undefined}
          onBlur={props.onBlur ? (e) => props.onBlur!(e.currentTarget.value) : undefined}
          onInput={props.onInput ? (e) => props.onInput!(e.currentTarget.value) : undefined}
        />
      )}
    </Field>
  );
}

/** Issue 31: a file to upload (the ONIX import), in the same frame as a text field. */
export function FileField(props: {
  form: string;
  name: string;
  label: string;
  hint?: string | undefined;
  message?: string | undefined;
  /** The types the file chooser offers first, e.g. '.xml,application/xml,text/xml'. */
  accept: string;
}) {
  return (
    <Field form={props.form} name={props.name} label={props.label} hint={props.hint} message={props.message}>
      {(aria) => (
        <input {...aria} name={props.name} type="file" accept={props.accept} className={styles.input} />
      )}
    </Field>
  );
}

/** Issue 31: a long text (an interface text at /beheer/teksten/:key), in the same frame as a text field. */
export function TextAreaField(props: {
  form: string;
  name: string;
  label: string;
  hint?: string | undefined;
  message?: string | undefined;
  defaultValue?: string;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <Field form={props.form} name={props.name} label={props.label} hint={props.hint} message={props.message}>
      {(aria) => (
        <textarea
          {...aria}
          name={props.name}
          defaultValue={props.defaultValue ?? ''}
          rows={props.rows ?? 4}
          maxLength={props.maxLength}
          className={styles.input}
        />
      )}
    </Field>
  );
}

/** What a text field takes beyond its form, name and label. */
export type TextFieldExtra = Omit<Partial<TextFieldProps>, 'form' | 'name' | 'label'>;

/** A form's fields as a group (a whole form, or its person, address or business part): what each shows. */
export interface FieldGroup {
  form: string;
  /** The value a field shows (typed, or stored). */
  value: (name: string) => string;
  message: (name: string) => string | undefined;
}

/**
 * Issue 29: one way for every form to make its text fields — each showing its value and its message.
 * `requiredUnlessOptional` marks every field that is not optional as required (the contact-type forms).
 */
export function textFieldsOf(group: FieldGroup, options: { requiredUnlessOptional?: boolean } = {}) {
  return (name: string, label: string, extra: TextFieldExtra = {}) => (
    <TextField
      form={group.form}
      name={name}
      label={label}
      defaultValue={group.value(name)}
      message={group.message(name)}
      {...(options.requiredUnlessOptional ? { required: !extra.optional } : {})}
      {...extra}
    />
  );
}

export interface PasswordFieldProps {
  form: string;
  name: string;
  label: string;
  message?: string | undefined;
  hint?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  noPaste?: boolean;
  onInput?: (value: string) => void;
}

/**
 * Spec 2 §2: a password field with a show/hide toggle — once the page runs, an eye button that says 'Toon
 * wachtwoord' to screen readers and is pressed (aria-pressed) while the password shows. Typed text is never kept.
 */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const toggleId = useId();
  return (
    <Field
      form={props.form}
      name={props.name}
      label={props.label}
      hint={props.noPaste ? [props.hint, t('field.no_paste')].filter(Boolean).join(' ') : props.hint}
      message={props.message}
    >
      {(aria) => (
        <span className={styles.passwordRow}>
          <input
            {...aria}
            name={props.name}
            type={shown ? 'text' : 'password'}
            autoComplete={props.autoComplete}
            required={props.required}
            maxLength={200}
            className={styles.input}
            onPaste={props.noPaste ? blockPaste : undefined}
            onInput={props.onInput ? (e) => props.onInput!(e.currentTarget.value) : undefined}
          />
          {hydrated ? (
            <button
              id={toggleId}
              type="button"
              className={styles.reveal}
              aria-pressed={shown}
              onClick={() => setShown((s) => !s)}
            >
              {shown ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
              <span className="visually-hidden">{t('field.password_show')}</span>
            </button>
          ) : null}
        </span>
      )}
    </Field>
  );
}

export function CheckboxField(props: {
  form: string;
  name: string;
  label: string;
  defaultChecked: boolean;
  hint?: string | undefined;
  /** The refusal, right below the box and linked to it. */
  message?: string | undefined;
}) {
  const id = inputId(props.form, props.name);
  const described = [props.hint ? `${id}-hint` : null, props.message ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        name={props.name}
        defaultChecked={props.defaultChecked}
        aria-describedby={described || undefined}
        aria-invalid={props.message ? true : undefined}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      {props.message ? (
        <p id={`${id}-error`} className={styles.error}>
          {props.message}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField(props: {
  form: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  message?: string | undefined;
  hint?: string | undefined;
  autoComplete?: string;
}) {
  return (
    <Field form={props.form} name={props.name} label={props.label} hint={props.hint} message={props.message}>
      {(aria) => (
        <select
          {...aria}
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          autoComplete={props.autoComplete}
          className={styles.select}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The hidden CSRF token of a form (server/accounts/csrf.ts). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}
