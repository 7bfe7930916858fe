// The feedback of a form (spec 2 §2 'a feedback area shows a success or error message') and the summary of
// its refused fields, which takes the focus after a refusal so a screen reader reads it at once.
import { type ReactNode, useEffect, useRef } from 'react';
import type { FieldErrors, TextRef } from '../../../domain/account-forms';
import { useT } from '../../lib/texts';
import { inputId } from './Fields';
import styles from './Form.module.css';

export function useMessages(errors: FieldErrors | undefined): (field: string) => string | undefined {
  const t = useT();
  return (field) => {
    const ref = errors?.[field];
    return ref ? t(ref.key, ref.params) : undefined;
  };
}

/**
 * A link to a field of the form. Without JavaScript the browser scrolls to it; with it the field takes the focus
 * without a hash navigation — the router would take that for a new visit to the page and drop a refused post's
 * answer (the client step went back to its email question).
 */
export function FieldLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a
      href={`#${id}`}
      onClick={(event) => {
        const field = document.getElementById(id);
        if (!field) return;
        event.preventDefault();
        field.focus();
      }}
    >
      {children}
    </a>
  );
}

export function Feedback({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.feedback} ${styles[tone]}`}>
      {children}
    </div>
  );
}

/**
 * 'Controleer de gemarkeerde velden' with a link to each field that has a message, and the message about the
 * form as a whole (throttled, expired token, wrong login) on top.
 */
export function ErrorSummary({
  form,
  errors,
  formError,
  order,
  shown,
  focusKey,
  title,
}: {
  form: string;
  errors?: FieldErrors | undefined;
  formError: TextRef | null | undefined;
  /** The form's field names in page order (the summary lists them in that order). */
  order: readonly string[];
  /** A checked form's messages as shown by its fields (use-checked-form.ts), instead of `errors`. */
  shown?: Readonly<Record<string, string>>;
  /** A checked form's summaryKey: the summary takes the focus when it changes, not when a field is fixed. */
  focusKey?: string;
  /** The summary's own title where the form has one ('Controleer je zoekopdracht'). */
  title?: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Each line says which field it is about ('Achternaam: Vul dit veld in.'): the field's label text.
  const fieldLabel = (field: string) => {
    const key = `field.${field === 'country_code' ? 'country' : field}`;
    const label = t(key);
    return label === key ? '' : `${label}: `;
  };
  const message = (field: string) => {
    if (shown) return shown[field];
    const error = errors?.[field];
    return error ? t(error.key, error.params) : undefined;
  };
  const fields = order.filter((f) => message(f));
  const signature =
    focusKey === undefined
      ? [formError?.key, ...fields.map((f) => `${f}:${errors?.[f]?.key}`)].join('|')
      : `${formError?.key ?? ''}|${focusKey}`;
  const any = formError !== null && formError !== undefined ? true : fields.length > 0;
  useEffect(() => {
    if (any) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the focus moves when the signature changes only
  }, [signature]);
  if (!formError && fields.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`${styles.feedback} ${styles.error}`}>
      {formError ? <p className={styles.formError}>{t(formError.key, formError.params)}</p> : null}
      {fields.length > 0 ? (
        <>
          <p className={styles.summaryTitle}>{title ?? t('form_errors.summary')}</p>
          <ul className={styles.summaryList}>
            {fields.map((field) => (
              <li key={field}>
                <FieldLink id={inputId(form, field)}>
                  {fieldLabel(field)}
                  {message(field)}
                </FieldLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
