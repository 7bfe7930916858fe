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
}: {
  form: string;
  errors: FieldErrors | undefined;
  formError: TextRef | null | undefined;
  /** The form's field names in page order (the summary lists them in that order). */
  order: readonly string[];
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Each line says which field it is about ('Achternaam: Vul dit veld (correct) in.'): the field's label text.
  const fieldLabel = (field: string) => {
    const key = `field.${field === 'country_code' ? 'country' : field}`;
    const label = t(key);
    return label === key ? '' : `${label}: `;
  };
  const fields = order.filter((f) => errors?.[f]);
  const signature = [formError?.key, ...fields.map((f) => `${f}:${errors?.[f]?.key}`)].join('|');
  useEffect(() => {
    if (signature.replace(/\|/g, '')) ref.current?.focus();
  }, [signature]);
  if (!formError && fields.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`${styles.feedback} ${styles.error}`}>
      {formError ? <p className={styles.formError}>{t(formError.key, formError.params)}</p> : null}
      {fields.length > 0 ? (
        <>
          <p className={styles.summaryTitle}>{t('form_errors.summary')}</p>
          <ul className={styles.summaryList}>
            {fields.map((field) => (
              <li key={field}>
                <a href={`#${inputId(form, field)}`}>
                  {fieldLabel(field)}
                  {t(errors![field]!.key, errors![field]!.params)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
