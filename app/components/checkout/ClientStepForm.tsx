// Spec 3 §2 client step ('Vul je bestelgegevens in'), §4 and §5: for a guest first the email check — known:
// 'Dit e-mailadres is bekend bij ons.' and the way to log in; unknown: 'Het blijkt dat dit e-mailadres nog
// niet bekend is bij ons:' and an optional password (with one an account is made from the order) — then the
// personal data with the profile rules, the optional delivery address and the optional business data. Plain form
// posts: the server checks everything, the messages stand next to their fields and the rest stays filled in.
// The optional parts open with a tick box (CSS :has, so also without JavaScript).
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { type FieldErrors, PASSWORD_MIN_LENGTH, type TextRef } from '../../../domain/account-forms';
import { useT } from '../../lib/texts';
import { useHydrated } from '../../lib/use-browser';
import { AddressFields } from '../forms/AddressFields';
import { BusinessFields } from '../forms/BusinessFields';
import { CheckboxField, CsrfField, PasswordField, SelectField, textFieldsOf } from '../forms/Fields';
import { ErrorSummary, Feedback, useMessages } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { PersonFields } from '../forms/PersonFields';
import { StillMissing } from '../forms/StillMissing';
import { useAddressCompletion } from '../forms/use-address-completion';
import { useCheckedForm } from '../forms/use-checked-form';
import { CLIENT_FIELD_ORDER, type FormValues } from './client-form';
import { clientStepErrors } from '../../../domain/client-step-form';
import styles from './Checkout.module.css';

const FORM = 'client';

export interface ClientStepProps {
  csrf: string;
  /** The values to show: what was typed after a refusal, else the order's or the profile's. */
  values: FormValues;
  errors: FieldErrors;
  formError: TextRef | null;
  notices: TextRef[];
  isGuest: boolean;
  /** Guests: 'email' asks the email first; 'details' shows the whole form. */
  stage: 'email' | 'details';
  /** The email check's answer to show (the spec's text), if any. */
  emailMessage: string | null;
  countries: { code: string; name: string }[];
  businessEnabled: boolean;
  deliveryEnabled: boolean;
  /** Issue 29 #2: street and city from postcode and house number (ADDRESS_LOOKUP). */
  addressLookup: boolean;
}

export function ClientStepForm(props: ClientStepProps) {
  const t = useT();
  const navigation = useNavigation();
  const value = (name: string) => props.values[name] ?? '';
  const [deliveryCountry, setDeliveryCountry] = useState(value('delivery_country_code') || 'NL');
  const busy = navigation.state === 'submitting';
  // Spec 3 §4: 'continue' works once the form is valid; before the page runs the server checks the same.
  const hydrated = useHydrated();
  const validity = {
    countryCodes: props.countries.map((c) => c.code),
    isGuest: props.isGuest,
    deliveryEnabled: props.deliveryEnabled,
    businessEnabled: props.businessEnabled,
  };
  // Issue 29: each field says what is wrong once left; the line by the button says what is still missing.
  const checked = useCheckedForm({
    showOn: 'leave',
    id: `${FORM}-form`,
    validate: (fields) => clientStepErrors(fields, validity),
    server: props.stage === 'details' ? { errors: props.errors, values: props.values } : undefined,
    initial: props.values,
  });
  const emailStep = useMessages(props.errors);
  const address = useAddressCompletion(props.addressLookup);
  // Issue 29 #5: the email step's button goes with the step; the focus goes on to the answer about the address
  // (where the details begin) instead of falling back to the page's start.
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) answer.current?.focus();
  }, [props.stage]);
  const messages = props.stage === 'email' && props.isGuest ? emailStep : checked.message;
  const group = { form: FORM, value, message: messages };
  const text = textFieldsOf(group);
  const countryOptions = props.countries.map((c) => ({ value: c.code, label: c.name }));

  if (props.isGuest && props.stage === 'email')
    return (
      <Form method="post" className={formStyles.form} aria-labelledby="client-email-intro" noValidate>
        <p id="client-email-intro" className={formStyles.intro}>
          {t('checkout.email_intro')}
        </p>
        <ErrorSummary form={FORM} errors={props.errors} formError={props.formError} order={['email']} />
        <CsrfField token={props.csrf} />
        <input type="hidden" name="intent" value="email" />
        {text('email', t('field.email'), {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          required: true,
        })}
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('checkout.email_check')}
          </button>
          <Link to="/shoppingcart/login">{t('checkout.login_link')}</Link>
        </div>
      </Form>
    );

  return (
    <Form
      {...checked.props}
      method="post"
      className={formStyles.form}
      aria-label={t('checkout.step.client')}
      onBlur={(event) => {
        checked.props.onBlur(event);
        const name = event.target instanceof HTMLInputElement ? event.target.name : '';
        void address.complete(event.currentTarget, name);
        void address.complete(event.currentTarget, name, 'delivery_');
      }}
    >
      {props.notices.map((n) => (
        <Feedback key={n.key} tone="info">
          {t(n.key, n.params)}
        </Feedback>
      ))}
      <ErrorSummary
        form={FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={props.formError}
        order={CLIENT_FIELD_ORDER}
      />
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="client" />
      <input type="hidden" name="checkout_key" value={value('checkout_key')} />

      {props.isGuest ? (
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{t('field.email')}</legend>
          {props.emailMessage ? (
            <p ref={answer} tabIndex={-1} className={formStyles.intro}>
              {props.emailMessage}
            </p>
          ) : null}
          {text('email', t('field.email'), {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            required: true,
          })}
          <h2 className={formStyles.legend}>{t('checkout.password_title')}</h2>
          <p className={formStyles.hint}>{t('checkout.password_intro')}</p>
          <div className={formStyles.row}>
            <PasswordField
              form={FORM}
              name="password"
              label={t('field.password')}
              autoComplete="new-password"
              hint={t('field.password_hint', { n: PASSWORD_MIN_LENGTH })}
              message={messages('password')}
            />
            <PasswordField
              form={FORM}
              name="password2"
              label={t('field.password2')}
              autoComplete="new-password"
              message={messages('password2')}
            />
          </div>
        </fieldset>
      ) : (
        <p className={formStyles.intro}>{t('checkout.logged_in_as', { email: value('email') })}</p>
      )}

      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('account.personal')}</legend>
        <p className={formStyles.hint}>{t('checkout.personal_intro')}</p>
        {props.isGuest ? null : <input type="hidden" name="email" value={value('email')} />}
        <PersonFields {...group} email={null} />
        <AddressFields
          {...group}
          countries={props.countries}
          required
          completion={props.addressLookup ? address.status : null}
        />
        {props.isGuest ? (
          <CheckboxField
            form={FORM}
            name="has_subscription"
            label={t('field.has_subscription')}
            defaultChecked={value('has_subscription') === 'on'}
          />
        ) : null}
      </fieldset>

      {props.deliveryEnabled ? (
        <fieldset className={`${formStyles.fieldset} ${styles.toggle}`}>
          <legend className={formStyles.legend}>{t('checkout.delivery_title')}</legend>
          <CheckboxField
            form={FORM}
            name="has_delivery_address"
            label={t('checkout.delivery_toggle')}
            defaultChecked={value('has_delivery_address') === 'on'}
          />
          <div className={styles.toggled}>
            <p className={formStyles.hint}>{t('checkout.delivery_intro')}</p>
            <div className={formStyles.row}>
              {text('delivery_name', t('checkout.delivery_name'), { autoComplete: 'shipping name' })}
              {text('delivery_company', t('checkout.delivery_company'), {
                autoComplete: 'shipping organization',
                optional: true,
              })}
            </div>
            <div className={`${formStyles.row} ${formStyles.address}`}>
              {text('delivery_address', t('field.address'), { autoComplete: 'shipping address-line1' })}
              {text('delivery_housenr', t('field.housenr'), { autoComplete: 'off' })}
              {text('delivery_addition', t('field.addition'), { autoComplete: 'off', optional: true })}
            </div>
            <div className={formStyles.row}>
              {text('delivery_zipcode', t('field.zipcode'), { autoComplete: 'shipping postal-code' })}
              {text('delivery_city', t('field.city'), { autoComplete: 'shipping address-level2' })}
            </div>
            <SelectField
              form={FORM}
              name="delivery_country_code"
              label={t('field.country')}
              options={countryOptions}
              value={deliveryCountry}
              onChange={setDeliveryCountry}
              message={messages('delivery_country_code')}
              autoComplete="shipping country"
            />
          </div>
        </fieldset>
      ) : null}

      {props.businessEnabled ? (
        <fieldset className={`${formStyles.fieldset} ${styles.toggle}`}>
          <legend className={formStyles.legend}>{t('account.business')}</legend>
          <CheckboxField
            form={FORM}
            name="is_business"
            label={t('checkout.business_toggle')}
            defaultChecked={value('is_business') === 'on'}
          />
          <div className={styles.toggled}>
            <BusinessFields {...group} companyRequired />
          </div>
        </fieldset>
      ) : null}

      <div className={`${formStyles.actions} ${styles.actions}`}>
        <Link to="/shoppingcart">{t('checkout.back_to_cart')}</Link>
        <div className={styles.startGroup}>
          <button
            type="submit"
            className="button button-primary"
            disabled={(hydrated && !checked.valid) || busy}
            aria-describedby={hydrated && !checked.valid ? 'client-submit-hint' : undefined}
          >
            {t('checkout.to_review')}
          </button>
          {hydrated && !checked.valid ? (
            <StillMissing id="client-submit-hint" hint={t('account.submit_hint')} missing={checked.missing} />
          ) : null}
        </div>
      </div>
    </Form>
  );
}

/** Spec 3 §4: a known email — log in first, or use another address. */
export function KnownEmail({ email, message }: { email: string; message: string }) {
  const t = useT();
  return (
    <div className={formStyles.panel}>
      <Feedback tone="info">
        <p>{message}</p>
      </Feedback>
      <p>
        <Link className="button button-primary" to={`/shoppingcart/login?email=${encodeURIComponent(email)}`}>
          {t('checkout.login_instead')}
        </Link>
      </p>
      <p>
        <Link to="/shoppingcart/client">{t('checkout.other_email')}</Link>
      </p>
    </div>
  );
}
