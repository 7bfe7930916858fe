// Spec 3 §3/§5 the review form of the book page (issue 15 #3): names, email (read-only and the account's when
// logged in), profession, website (http:// added), the profile text with its remaining-characters counter, title
// and review, the show flags, a preview, and the send button disabled with a hint until the form is valid. It posts
// to /recensie/{sku}: with JavaScript through a fetcher (the book page stays), without as a plain post whose answer
// page shows the same form with the messages next to the fields and the input kept.
import { useEffect, useMemo, useRef } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { HONEYPOT_FIELD } from '../../../../domain/contact-forms';
import {
  REVIEW_FLAG_DEFAULTS,
  REVIEW_LIMITS,
  REVIEW_SHOW_FLAGS,
  REVIEW_TEXT_FIELDS,
  reviewFormErrors,
} from '../../../../domain/review-form';
import type { RootData } from '../../../root';
import { useHydrated } from '../../../lib/use-browser';
import { useT } from '../../../lib/texts';
import contactStyles from '../../contact/Contact.module.css';
import { TextAreaField } from '../../contact/TextAreaField';
import { CheckboxField, CsrfField, inputId, textFieldsOf } from '../../forms/Fields';
import { ErrorSummary, Feedback } from '../../forms/Feedback';
import formStyles from '../../forms/Form.module.css';
import { StillMissing } from '../../forms/StillMissing';
import { useCheckedForm } from '../../forms/use-checked-form';
import { ReviewItem } from './ReviewItem';
import styles from './Reviews.module.css';
import type { ReviewFormResult, ReviewFormSetup } from './types';

const FORM = 'review';

export function ReviewForm(props: {
  sku: string;
  setup: ReviewFormSetup;
  /** The page's own token and key (the /recensie page); the book page is shared, so it has neither. */
  csrf?: string;
  formKey?: string;
  /** The answer of a post without JavaScript (the /recensie page). */
  initial?: ReviewFormResult | undefined;
  heading: 'h2' | 'h3';
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ReviewFormResult>();
  const rootCsrf = (useRouteLoaderData('root') as RootData | undefined)?.csrf ?? null;
  const csrf = props.csrf ?? rootCsrf;
  const result = fetcher.data ?? props.initial;
  const sent = result?.sent === true;
  const values = result?.values;
  const { account, maxProfileLength } = props.setup;

  // Decision 381: the shared book page has no key of its own; the visitor's browser makes one as the form is sent
  // (kept in the field, so a second click sends the same key and stores nothing twice). Without JavaScript the
  // /recensie page's key, or none (the server then makes one per post).
  const formKey = values?.form_key || props.formKey || '';
  const keyField = useRef<HTMLInputElement>(null);

  const defaults = useMemo(() => {
    const start: Record<string, string> = {
      firstname: account?.firstname ?? '',
      lastname: account?.lastname ?? '',
      email: account?.email ?? '',
    };
    for (const flag of REVIEW_SHOW_FLAGS) start[flag] = REVIEW_FLAG_DEFAULTS[flag] ? 'on' : '';
    return values ? { ...start, ...values, email: account?.email ?? values.email ?? '' } : start;
  }, [account, values]);
  // Issue 29: the shared checked form — messages once a field is left, and what is still missing by the button.
  const checked = useCheckedForm({
    showOn: 'leave',
    id: `${FORM}-form`,
    validate: (fields) => reviewFormErrors(fields, { maxProfileLength }, account?.email ?? null),
    server: sent ? undefined : { errors: result?.errors, values: result?.values },
    initial: defaults,
  });
  const message = checked.message;
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const submitting = fetcher.state !== 'idle';
  // Spec 3 §5 "The button is disabled with a hint until valid" — once the page runs; before, the server decides.
  const blocked = hydrated && !checked.valid;
  const hintId = `${FORM}-submit-hint`;
  const Heading = props.heading;
  const text = textFieldsOf(
    { form: FORM, value: (name) => defaults[name] ?? '', message },
    { requiredUnlessOptional: true },
  );
  return (
    <section className={styles.section} aria-labelledby={`${FORM}-title`}>
      <Heading id={`${FORM}-title`} className={styles.heading}>
        {t('review_form.title')}
      </Heading>
      <fetcher.Form
        {...checked.props}
        method="post"
        action={`/recensie/${props.sku}`}
        className={formStyles.form}
        aria-labelledby={`${FORM}-title`}
        onSubmit={(event) => {
          if (keyField.current && keyField.current.value === '')
            keyField.current.value = crypto.randomUUID().replace(/-/g, '');
          checked.props.onSubmit(event);
        }}
      >
        <p className={formStyles.intro}>{t('review_form.intro')}</p>
        {sent ? (
          <div ref={thanks} tabIndex={-1}>
            <Feedback tone="success">
              <p>{t('review_form.sent')}</p>
            </Feedback>
          </div>
        ) : (
          <ErrorSummary
            form={FORM}
            shown={checked.summary}
            focusKey={checked.summaryKey}
            formError={result?.formError}
            order={REVIEW_TEXT_FIELDS}
          />
        )}
        {csrf ? <CsrfField token={csrf} /> : null}
        <input ref={keyField} type="hidden" name="form_key" defaultValue={formKey} />
        <div className={contactStyles.honeypot} aria-hidden="true">
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
        <fieldset className={contactStyles.fieldset} disabled={sent}>
          <p className={contactStyles.note}>{t('forms.required_note')}</p>
          <div className={formStyles.row}>
            {text('firstname', t('field.firstname'), {
              autoComplete: 'given-name',
              maxLength: REVIEW_LIMITS.name,
            })}
            {text('lastname', t('field.lastname'), {
              autoComplete: 'family-name',
              maxLength: REVIEW_LIMITS.name,
            })}
          </div>
          {account ? (
            <div className={formStyles.field}>
              <label htmlFor={inputId(FORM, 'email')} className={formStyles.label}>
                {t('field.email')}
              </label>
              <p id={`${inputId(FORM, 'email')}-hint`} className={formStyles.hint}>
                {t('review_form.email_account')}
              </p>
              <input
                id={inputId(FORM, 'email')}
                name="email"
                type="email"
                value={account.email}
                readOnly
                aria-describedby={`${inputId(FORM, 'email')}-hint`}
                className={`${formStyles.input} ${styles.readonly}`}
              />
            </div>
          ) : (
            text('email', t('field.email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })
          )}
          {text('profession', t('field.profession'), {
            optional: true,
            autoComplete: 'organization-title',
            maxLength: REVIEW_LIMITS.profession,
          })}
          {text('website', t('field.website'), {
            optional: true,
            type: 'url',
            inputMode: 'url',
            autoComplete: 'url',
            hint: t('review_form.website_hint'),
            maxLength: REVIEW_LIMITS.website,
          })}
          <TextAreaField
            form={FORM}
            name="profile"
            label={t('field.profile')}
            defaultValue={defaults.profile}
            message={message('profile')}
            maxLength={maxProfileLength}
            optional
          />
          {text('review_title', t('field.review_title'), {
            optional: true,
            maxLength: REVIEW_LIMITS.title,
          })}
          <TextAreaField
            form={FORM}
            name="review"
            label={t('field.review')}
            defaultValue={defaults.review}
            message={message('review')}
            maxLength={REVIEW_LIMITS.review}
            required
          />
          <fieldset className={styles.flags} aria-describedby={`${FORM}-flags-hint`}>
            <legend>{t('review_form.show_legend')}</legend>
            {REVIEW_SHOW_FLAGS.map((flag) => (
              <CheckboxField
                key={flag}
                form={FORM}
                name={flag}
                label={t(`field.${flag}`)}
                defaultChecked={defaults[flag] === 'on'}
              />
            ))}
            <p id={`${FORM}-flags-hint`} className={formStyles.hint}>
              {t('review_form.show_hint')}
            </p>
          </fieldset>
          {result?.preview && !sent ? (
            <div className={styles.preview} role="status">
              <p className={styles.previewLabel}>{t('review_form.preview_title')}</p>
              <ReviewItem review={result.preview} heading="h4" />
            </div>
          ) : null}
          <div className={`${formStyles.actions} ${styles.buttons}`}>
            <button type="submit" name="intent" value="preview" className="button button-secondary">
              {t('review_form.preview')}
            </button>
            <button
              type="submit"
              name="intent"
              value="send"
              className="button button-primary"
              disabled={sent || submitting || blocked}
              aria-describedby={blocked ? hintId : undefined}
            >
              {sent ? t('forms.sent_button') : submitting ? t('forms.sending') : t('review_form.submit')}
            </button>
            {blocked ? (
              <StillMissing id={hintId} hint={t('review_form.disabled_hint')} missing={checked.missing} />
            ) : null}
          </div>
        </fieldset>
      </fetcher.Form>
    </section>
  );
}
