import type { ReactNode } from 'react';
import { Form } from 'react-router';
import {
  type AdvancedError,
  type AdvancedField,
  type AdvancedValues,
  AVAILABILITIES,
} from '../../../domain/advanced-search';
import type { AdvancedChoices } from '../../../server/search/advanced-form';
import { useT } from '../../lib/texts';
import { inputId } from '../forms/Fields';
import styles from './AdvancedSearch.module.css';

export const FORM_ID = 'zoekformulier';
/** The form's id prefix: each field is `adv-{field}` (inputId), so the shared error summary links to it. */
export const ADVANCED_FORM = 'adv';
const fieldId = (field: AdvancedField) => inputId(ADVANCED_FORM, field);

/** The form's messages per field, as Dutch text; `form` for the one about the form as a whole. */
export type FieldMessages = Partial<Record<AdvancedField | 'form', string>>;

export function useFieldMessages(errors: readonly AdvancedError[]): FieldMessages {
  const t = useT();
  return Object.fromEntries(errors.map((e) => [e.field ?? 'form', t(e.key)]));
}

/**
 * Spec 1 §2.1 /search-advanced: a GET form (it works without JavaScript; the address is the search, so it can be
 * shared and the back button works). Every field keeps what was typed; a bad field gets its message right below
 * it, linked with aria-describedby and marked aria-invalid.
 */
export function AdvancedSearchForm({
  values,
  messages,
  choices,
}: {
  values: AdvancedValues;
  messages: FieldMessages;
  choices: AdvancedChoices;
}) {
  const t = useT();
  const text = (
    field: AdvancedField,
    label: string,
    hint?: string,
    extra: InputExtra = {},
    className?: string,
  ) => (
    <Field field={field} label={label} hint={hint} message={messages[field]} className={className}>
      {(aria) => (
        <input
          {...aria}
          {...extra}
          type={extra.type ?? 'text'}
          name={field}
          defaultValue={values[field]}
          maxLength={100}
          className={styles.input}
        />
      )}
    </Field>
  );
  // 'vanaf [ ] tot en met [ ]' on one line: each bound labelled by the word before it.
  const priceInput = (field: 'price_from' | 'price_to', label: string) => {
    const id = fieldId(field);
    return (
      <label className={`${styles.bound} ${messages[field] ? styles.invalid : ''}`} htmlFor={id}>
        <span className={styles.boundLabel}>{label}</span>
        <input
          id={id}
          name={field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={100}
          defaultValue={values[field]}
          className={styles.input}
          {...(messages[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        />
      </label>
    );
  };
  return (
    <Form
      method="get"
      action="/search-advanced"
      id={FORM_ID}
      className={styles.form}
      aria-label={t('advanced.form_label')}
    >
      <div className={styles.grid}>
        {text(
          'q',
          t('advanced.q'),
          t('advanced.q_hint'),
          { type: 'search', enterKeyHint: 'search' },
          styles.wide,
        )}
        {text('title', t('advanced.title_field'), t('advanced.title_hint'))}
        {text('author', t('advanced.author'), t('advanced.author_hint'), { autoComplete: 'off' })}
        {text('isbn', t('advanced.isbn'), t('advanced.isbn_hint'), {
          autoComplete: 'off',
          spellCheck: false,
        })}
        <Field field="category" label={t('advanced.category')} message={messages.category}>
          {(aria) => (
            <select {...aria} name="category" defaultValue={values.category} className={styles.select}>
              <option value="">{t('advanced.category_any')}</option>
              {choices.categoryGroups.length === 1
                ? choices.categoryGroups[0]!.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))
                : choices.categoryGroups.map((g) => (
                    <optgroup key={g.group} label={t(`advanced.category_group_${g.group}`)}>
                      {g.options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
            </select>
          )}
        </Field>
        <Field field="lang" label={t('advanced.lang')} message={messages.lang}>
          {(aria) => (
            <select {...aria} name="lang" defaultValue={values.lang} className={styles.select}>
              <option value="">{t('advanced.lang_any')}</option>
              {choices.languages.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Choices
          name="availability"
          legend={t('advanced.availability')}
          value={values.availability}
          options={AVAILABILITIES.map((a) => ({ value: a, label: t(`advanced.availability.${a}`) }))}
        />
        <fieldset
          className={`${styles.fieldset} ${styles.wide} ${messages.price_from || messages.price_to ? styles.invalid : ''}`}
          aria-describedby="adv-price-hint"
        >
          <legend className={styles.legend}>{t('advanced.price')}</legend>
          <div className={styles.priceRow}>
            {priceInput('price_from', t('advanced.price_from'))}
            {priceInput('price_to', t('advanced.price_to'))}
          </div>
          {(['price_from', 'price_to'] as const).map((f) =>
            messages[f] ? (
              <p key={f} id={`${fieldId(f)}-error`} className={styles.error}>
                {messages[f]}
              </p>
            ) : null,
          )}
          <p id="adv-price-hint" className={styles.hint}>
            {t('advanced.price_hint')}
          </p>
        </fieldset>
        <Choices
          name="scope"
          className={styles.wide}
          legend={t('advanced.scope')}
          value={values.scope}
          options={choices.scopes.map((s) => ({ value: s, label: t(`search.scope.${s}`) }))}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('advanced.submit')}
        </button>
        <a href="/search-advanced" className={styles.clear}>
          {t('advanced.clear')}
        </a>
      </div>
    </Form>
  );
}

type InputExtra = {
  type?: 'text' | 'search';
  inputMode?: 'decimal';
  autoComplete?: 'off';
  enterKeyHint?: 'search';
  spellCheck?: boolean;
};

interface Aria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

function Field({
  field,
  label,
  hint,
  message,
  className = '',
  children,
}: {
  field: AdvancedField;
  label: string;
  hint?: string | undefined;
  message?: string | undefined;
  className?: string;
  children: (aria: Aria) => ReactNode;
}) {
  const id = fieldId(field);
  const described = [message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  // Label and control first, so the controls of a row line up whatever the length of the hints below them.
  return (
    <div className={`${styles.field} ${message ? styles.invalid : ''} ${className}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(message ? { 'aria-invalid': true as const } : {}),
      })}
      {message ? (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Choices({
  name,
  legend,
  value,
  options,
  className = '',
}: {
  name: 'availability' | 'scope';
  legend: string;
  value: string;
  options: { value: string; label: string }[];
  className?: string;
}) {
  return (
    <fieldset className={`${styles.fieldset} ${className}`}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.radios}>
        {options.map((o) => (
          <label key={o.value} className={styles.radio}>
            <input type="radio" name={name} value={o.value} defaultChecked={o.value === value} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
