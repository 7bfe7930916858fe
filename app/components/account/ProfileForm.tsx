// Spec 2 §2/§4/§5 account page, profile tab: personal data, password change, business data and partner data
// in one form with one 'Verstuur wijzigingen'. The button works only while the personal, business and partner
// parts are valid (the same domain rules the server applies; the password part does not count), and the
// password part says whether the password will change. Without JavaScript the server checks the same. A new
// email asks the current password (the field appears once the email differs; without JavaScript after the
// server asked for it) and waits for the confirmation link mailed to it (issue 11 #9).
import { useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  passwordChange,
  passwordStatusKey,
  PASSWORD_MIN_LENGTH,
  profileFormErrors,
} from '../../../domain/account-forms';
import { emailKey } from '../../../domain/account-input';
import type { AccountProfile, ProfileSettings } from '../../../server/accounts/profile';
import type { ProfileActionResult } from '../../routes/account';
import { useT } from '../../lib/texts';
import { useHydrated } from '../../lib/use-browser';
import { AddressFields } from '../forms/AddressFields';
import { BusinessFields } from '../forms/BusinessFields';
import { CheckboxField, CsrfField, PasswordField } from '../forms/Fields';
import { ErrorSummary, Feedback } from '../forms/Feedback';
import styles from '../forms/Form.module.css';
import { PayoutFields } from '../forms/PayoutFields';
import { PersonFields } from '../forms/PersonFields';
import { StillMissing } from '../forms/StillMissing';
import { useCheckedForm } from '../forms/use-checked-form';

const FORM = 'profile';
const ORDER = [
  'firstname',
  'lastname',
  'email',
  'email_password',
  'phonenr',
  'address',
  'housenr',
  'addition',
  'zipcode',
  'city',
  'country_code',
  'company',
  'nr_kvk',
  'nr_vat',
  'website',
  'bank_account',
  'account_holder',
  'account_city',
] as const;

type Fields = Record<string, string>;

function initialFields(profile: AccountProfile, typed: Fields | null): Fields {
  if (typed) return typed;
  const p = profile.personal;
  return {
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    phonenr: p.phonenr,
    address: p.address,
    housenr: p.housenr,
    addition: p.addition,
    zipcode: p.zipcode,
    city: p.city,
    country_code: p.countryCode,
    ...(p.hasSubscription ? { has_subscription: 'on' } : {}),
    company: profile.business.company,
    nr_kvk: profile.business.nrKvk,
    nr_vat: profile.business.nrVat,
    ...(profile.partner
      ? {
          website: profile.partner.website,
          bank_account: profile.partner.bankAccount,
          account_holder: profile.partner.accountHolder,
          account_city: profile.partner.accountCity,
        }
      : {}),
  };
}

export function ProfileForm(props: {
  profile: AccountProfile;
  settings: ProfileSettings;
  userId: number;
  csrf: string;
  result: ProfileActionResult | undefined;
}) {
  const { profile, settings, result } = props;
  const t = useT();
  const navigation = useNavigation();
  // Before the page runs the button stays usable: the server applies the same rules.
  const hydrated = useHydrated();
  const start = initialFields(profile, result?.values ?? null);
  const partner = profile.partner !== null;
  const [passwordStatus, setPasswordStatus] = useState('account.password.unchanged');
  const differs = (typed: string | undefined) => emailKey(typed ?? '') !== profile.email;
  const [emailChanged, setEmailChanged] = useState(() => differs(start.email));
  const onFields = (fields: Fields) => {
    setEmailChanged(differs(fields.email));
    const change = passwordChange(
      {
        password: fields.password ?? '',
        password2: fields.password2 ?? '',
        passwordCurrent: fields.password_current ?? '',
      },
      { hasPassword: profile.hasPassword, isCommon: () => false },
    );
    setPasswordStatus(passwordStatusKey(change));
  };
  // Issue 29: the shared checked form (the password part does not hold the button; its messages are the server's).
  const serverErrors = useMemo(
    () => (result ? { ...result.errors, ...result.passwordErrors } : undefined),
    [result],
  );
  const checked = useCheckedForm({
    showOn: 'leave',
    id: `${FORM}-form`,
    validate: (fields) =>
      profileFormErrors(fields, {
        userId: props.userId,
        requiredHousenr: settings.requiredHousenr,
        countryCodes: settings.countries.map((c) => c.code),
        businessEnabled: settings.businessEnabled,
        partner,
      }),
    server: { errors: serverErrors, values: result?.values },
    initial: start,
    onFields,
  });
  const messages = checked.message;
  const valid = checked.valid;
  const value = (name: string) => start[name] ?? '';

  const saved = result?.status === 'saved';
  const notices = result?.notices ?? [];
  const group = { form: FORM, value, message: messages };

  return (
    <Form
      {...checked.props}
      method="post"
      action="/account/profile"
      className={styles.form}
      aria-label={t('account.tab.profile')}
    >
      {saved ? (
        <Feedback tone="success">
          <p>{t('form_feedback.success')}</p>
          {result.password === 'valid' ? <p>{t('account.password_changed')}</p> : null}
        </Feedback>
      ) : null}
      {notices.length > 0 ? (
        <Feedback tone="info">
          {notices.map((n) => (
            <p key={n.key}>{t(n.key, n.params)}</p>
          ))}
        </Feedback>
      ) : null}
      {profile.pendingEmail && !notices.some((n) => n.key === 'account.email_change.sent') ? (
        <Feedback tone="info">{t('account.email_change.pending', { email: profile.pendingEmail })}</Feedback>
      ) : null}
      <ErrorSummary
        form={FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={result?.formError}
        order={[...ORDER, 'password_current', 'password', 'password2']}
      />
      <CsrfField token={props.csrf} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.personal')}</legend>
        <PersonFields
          {...group}
          email={{ field: true, hint: emailChanged ? t('account.email_change.hint') : undefined }}
        />
        {emailChanged && profile.hasPassword ? (
          <PasswordField
            form={FORM}
            name="email_password"
            label={t('field.email_password')}
            autoComplete="current-password"
            message={messages('email_password')}
          />
        ) : null}
        <AddressFields
          {...group}
          countries={settings.countries.map((c) => ({ code: c.code, name: c.displayValue }))}
          required={partner}
          completion={null}
        />
        <CheckboxField
          form={FORM}
          name="has_subscription"
          label={t('field.has_subscription')}
          defaultChecked={value('has_subscription') === 'on'}
          hint={partner ? t('account.profile.partner_note') : undefined}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.password')}</legend>
        <p className={styles.hint}>{t('account.password_intro')}</p>
        {profile.hasPassword ? (
          <PasswordField
            form={FORM}
            name="password_current"
            label={t('field.password_current')}
            autoComplete="current-password"
            message={messages('password_current')}
          />
        ) : null}
        <PasswordField
          form={FORM}
          name="password"
          label={t('field.password_new')}
          autoComplete="new-password"
          hint={t('field.password_hint', { n: PASSWORD_MIN_LENGTH })}
          message={messages('password')}
        />
        <PasswordField
          form={FORM}
          name="password2"
          label={t('field.password_new2')}
          autoComplete="new-password"
          message={messages('password2')}
        />
        <p className={styles.hint} role="status">
          {t(passwordStatus)}
        </p>
      </fieldset>

      {settings.businessEnabled ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('account.business')}</legend>
          <p className={styles.hint}>{t('account.business_intro')}</p>
          <BusinessFields {...group} companyRequired={false} />
          {profile.business.validVat && !result?.values ? (
            <Feedback tone="success">
              <p>{t('vat.valid', { name: profile.business.vatName ?? profile.business.nrVat })}</p>
              {profile.business.vatAddress ? (
                <p>{t('vat.valid_address', { address: profile.business.vatAddress })}</p>
              ) : null}
            </Feedback>
          ) : null}
        </fieldset>
      ) : null}

      {profile.partner ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('account.partner')}</legend>
          <p className={styles.hint}>{t('account.partner_code', { code: profile.partner.partnerCode })}</p>
          <PayoutFields {...group} />
        </fieldset>
      ) : null}

      <div className={styles.actions}>
        <button
          type="submit"
          className="button button-primary"
          disabled={(hydrated && !valid) || navigation.state === 'submitting'}
          aria-describedby={hydrated && !valid ? 'profile-submit-hint' : undefined}
        >
          {t('account.profile.submit')}
        </button>
        {!hydrated || valid ? null : (
          <StillMissing id="profile-submit-hint" hint={t('account.submit_hint')} missing={checked.missing} />
        )}
      </div>
    </Form>
  );
}
