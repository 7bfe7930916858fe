// Spec 2 §2/§4/§5 and spec 3 §4 the partner application form: profile (the address required), for a guest a
// password for the new account, business data (when the setting is on), partner data, the motivation (at most 750
// characters, with a counter), the book page (yes with its address, or no) and for guests the no_spam and
// agreement ticks. A plain form post: without JavaScript the server gives the same messages next to the fields
// and keeps what was typed; with it the zipcode sets the country and the address field follows the answer.
import { type ReactNode, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../domain/account-forms';
import { HONEYPOT_FIELD } from '../../../domain/contact-forms';
import {
  APPLICATION_FIELDS,
  applicationFormErrors,
  PARTNER_MOTIVATION_MAX,
} from '../../../domain/partner-application';
import type { ProfileSettings } from '../../../server/accounts/profile';
import { useT } from '../../lib/texts';
import contactStyles from '../contact/Contact.module.css';
import { TextAreaField } from '../contact/TextAreaField';
import { AddressFields } from '../forms/AddressFields';
import { BusinessFields } from '../forms/BusinessFields';
import { CheckboxField, CsrfField, inputId, PasswordField, textFieldsOf } from '../forms/Fields';
import { ErrorSummary } from '../forms/Feedback';
import styles from '../forms/Form.module.css';
import { PayoutFields } from '../forms/PayoutFields';
import { PersonFields } from '../forms/PersonFields';
import { useCheckedForm } from '../forms/use-checked-form';
import type { FieldErrors, TextRef } from '../../../domain/account-forms';

const FORM = 'partner';
const ORDER = [
  'firstname',
  'lastname',
  'email',
  'phonenr',
  'address',
  'housenr',
  'addition',
  'zipcode',
  'city',
  'country_code',
  'password',
  'password2',
  'company',
  'nr_kvk',
  'nr_vat',
  'website',
  'bank_account',
  'account_holder',
  'account_city',
  ...APPLICATION_FIELDS,
];

export interface ApplicationFormProps {
  csrf: string;
  guest: boolean;
  settings: ProfileSettings;
  /** The account's data (logged in) or what was typed (after a refusal). */
  values: Record<string, string>;
  errors: FieldErrors | undefined;
  formError: TextRef | null | undefined;
}

/** A tick the guest must set (spec 2 §2 no_spam, agreement), its message right below. */
function Tick(props: { name: string; checked: boolean; message: string | undefined; children: ReactNode }) {
  const id = inputId(FORM, props.name);
  return (
    <div className={`${styles.checkbox} ${props.message ? styles.invalid : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={props.name}
        defaultChecked={props.checked}
        aria-invalid={props.message ? true : undefined}
        aria-describedby={props.message ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{props.children}</label>
      {props.message ? (
        <p id={`${id}-error`} className={`${styles.error} ${styles.hint}`}>
          {props.message}
        </p>
      ) : null}
    </div>
  );
}

export function ApplicationForm(props: ApplicationFormProps) {
  const { values, settings, guest } = props;
  const t = useT();
  const navigation = useNavigation();
  // Issue 29: the shared checked form, with the rules the server applies (domain/partner-application.ts). The
  // house number's age rule is the server's (an old account may lack one): never stricter than the server.
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${FORM}-form`,
    validate: (fields) =>
      applicationFormErrors(fields, {
        guest,
        accountEmail: guest ? null : (values.email ?? ''),
        userId: guest ? Number.MAX_SAFE_INTEGER : 0,
        requiredHousenr: settings.requiredHousenr,
        countries: settings.countries,
        businessEnabled: settings.businessEnabled,
      }),
    server: { errors: props.errors, values },
    initial: values,
  });
  const messages = checked.message;
  const [bookPage, setBookPage] = useState(values.url_bookpage_yesno ?? '');
  const group = { form: FORM, value: (name: string) => values[name] ?? '', message: messages };
  const text = textFieldsOf(group);
  const bookPageMessage = messages('url_bookpage_yesno');
  const [agreementBefore, agreementAfter] = t('partner_application.agreement_label').split('{link}');

  return (
    <Form {...checked.props} method="post" className={styles.form} aria-labelledby="partner-intro">
      <p id="partner-intro" className={styles.intro}>
        {t('partner_application.intro')}
      </p>
      <ErrorSummary
        form={FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={props.formError}
        order={ORDER}
      />
      <CsrfField token={props.csrf} />
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
      <p className={contactStyles.note}>{t('forms.required_note')}</p>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('partner_application.personal')}</legend>
        <PersonFields
          {...group}
          email={
            guest
              ? { field: true }
              : { fixed: values.email ?? '', note: t('partner_application.email_fixed') }
          }
        />
        <AddressFields
          {...group}
          countries={settings.countries.map((c) => ({ code: c.code, name: c.displayValue }))}
          required
          completion={null}
        />
        <CheckboxField
          form={FORM}
          name="has_subscription"
          label={t('field.has_subscription')}
          defaultChecked={values.has_subscription === 'on'}
          hint={t('account.profile.partner_note')}
        />
      </fieldset>

      {guest ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('partner_application.account')}</legend>
          <p className={styles.hint}>{t('partner_application.account_intro')}</p>
          <PasswordField
            form={FORM}
            name="password"
            label={t('field.password')}
            autoComplete="new-password"
            hint={t('field.password_hint', { n: PASSWORD_MIN_LENGTH })}
            message={messages('password')}
            required
          />
          <PasswordField
            form={FORM}
            name="password2"
            label={t('field.password2')}
            autoComplete="new-password"
            message={messages('password2')}
            required
          />
        </fieldset>
      ) : null}

      {settings.businessEnabled ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('partner_application.business')}</legend>
          <p className={styles.hint}>{t('partner_application.business_intro')}</p>
          <BusinessFields {...group} companyRequired={false} />
        </fieldset>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('partner_application.partner')}</legend>
        <p className={styles.hint}>{t('partner_application.partner_intro')}</p>
        <PayoutFields {...group} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('partner_application.about')}</legend>
        <TextAreaField
          form={FORM}
          name="motivation"
          label={t('field.motivation')}
          defaultValue={values.motivation}
          message={messages('motivation')}
          maxLength={PARTNER_MOTIVATION_MAX}
          required
        />
        <fieldset
          className={`${styles.radios} ${bookPageMessage ? styles.invalid : ''}`}
          id={inputId(FORM, 'url_bookpage_yesno')}
          aria-describedby={bookPageMessage ? `${inputId(FORM, 'url_bookpage_yesno')}-error` : undefined}
        >
          <legend className={styles.label}>{t('field.url_bookpage_yesno')}</legend>
          {(['yes', 'no'] as const).map((answer) => (
            <label key={answer}>
              <input
                type="radio"
                name="url_bookpage_yesno"
                value={answer}
                defaultChecked={bookPage === answer}
                onChange={() => setBookPage(answer)}
              />
              {t(`field.url_bookpage_${answer}`)}
            </label>
          ))}
          {bookPageMessage ? (
            <p id={`${inputId(FORM, 'url_bookpage_yesno')}-error`} className={styles.error}>
              {bookPageMessage}
            </p>
          ) : null}
        </fieldset>
        {/* Without JavaScript the address field is always there; the server ignores it when the answer is no. */}
        {bookPage !== 'no'
          ? text('url_bookpage', t('field.url_bookpage'), {
              type: 'url',
              inputMode: 'url',
              autoComplete: 'url',
              optional: bookPage !== 'yes',
            })
          : null}
        {guest ? (
          <>
            <Tick name="no_spam" checked={values.no_spam === 'on'} message={messages('no_spam')}>
              {t('partner_application.no_spam_label')}
            </Tick>
            <Tick name="agreement" checked={values.agreement === 'on'} message={messages('agreement')}>
              {agreementBefore}
              <a href="/partner-agreement" target="_blank" rel="noopener">
                {t('partner_application.agreement_link')}
              </a>
              {agreementAfter}
            </Tick>
          </>
        ) : null}
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? t('forms.sending') : t('partner_application.submit')}
        </button>
      </div>
    </Form>
  );
}
