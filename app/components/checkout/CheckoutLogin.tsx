// Spec 3 §2 login step: email and password, and the forgot-password view with a Back button
// (/shoppingcart/login?view=retrieve, a link, so it works without JavaScript). Both post to the step itself,
// which hands them to the login page's own action; after logging in the checkout goes on at the client step.
import { Form, Link, useNavigation } from 'react-router';
import {
  type FieldErrors,
  type TextRef,
  emailFormErrors,
  loginFormErrors,
} from '../../../domain/account-forms';
import { useT } from '../../lib/texts';
import { CsrfField, PasswordField, TextField } from '../forms/Fields';
import { ErrorSummary, Feedback } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';

export const AFTER_LOGIN = '/shoppingcart/client';

export interface CheckoutLoginProps {
  csrf: string;
  view: 'login' | 'retrieve';
  email: string;
  /** The email check's 'Dit e-mailadres is bekend bij ons.' when the step was reached from it. */
  knownMessage: string | null;
  errors: FieldErrors | undefined;
  formError: TextRef | null | undefined;
  /** The address a reset link was sent to (retrieve view). */
  sent: string | null;
}

export function CheckoutLogin(props: CheckoutLoginProps) {
  const t = useT();
  const navigation = useNavigation();
  // Issue 29: the shared checked form, one for each view.
  const server = { errors: props.errors, values: { email: props.email } };
  const retrieve = useCheckedForm({
    showOn: 'send',
    id: 'checkout-retrieve-form',
    validate: emailFormErrors,
    server: props.view === 'retrieve' && props.sent === null ? server : undefined,
    initial: {},
  });
  const login = useCheckedForm({
    showOn: 'send',
    id: 'checkout-login-form',
    validate: loginFormErrors,
    server: props.view === 'login' ? server : undefined,
    initial: {},
  });
  const busy = navigation.state === 'submitting';
  const emailQuery = props.email ? `&email=${encodeURIComponent(props.email)}` : '';
  if (props.view === 'retrieve')
    return (
      <Form {...retrieve.props} method="post" className={formStyles.form} aria-labelledby="retrieve-title">
        <h2 id="retrieve-title">{t('checkout.retrieve_title')}</h2>
        <p className={formStyles.intro}>{t('checkout.retrieve_intro')}</p>
        {props.sent !== null ? (
          <Feedback tone="success">{t('checkout.retrieve_sent', { email: props.sent })}</Feedback>
        ) : null}
        <ErrorSummary
          form="retrieve"
          shown={retrieve.summary}
          focusKey={retrieve.summaryKey}
          formError={props.formError}
          order={['email']}
        />
        <CsrfField token={props.csrf} />
        <input type="hidden" name="intent" value="retrieve" />
        <input type="hidden" name="next" value={AFTER_LOGIN} />
        <TextField
          form="retrieve"
          name="email"
          label={t('field.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          defaultValue={props.email}
          message={retrieve.message('email')}
        />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={busy || props.sent !== null}>
            {t('checkout.retrieve_submit')}
          </button>
          <Link to={`/shoppingcart/login?view=login${emailQuery}`}>{t('checkout.back')}</Link>
        </div>
      </Form>
    );
  return (
    <Form {...login.props} method="post" className={formStyles.form} aria-labelledby="checkout-login-title">
      <h2 id="checkout-login-title">{t('checkout.login_title')}</h2>
      {props.knownMessage ? <Feedback tone="info">{props.knownMessage}</Feedback> : null}
      <ErrorSummary
        form="login"
        shown={login.summary}
        focusKey={login.summaryKey}
        formError={props.formError}
        order={['email', 'password']}
      />
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="next" value={AFTER_LOGIN} />
      <TextField
        form="login"
        name="email"
        label={t('field.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        defaultValue={props.email}
        message={login.message('email')}
        required
      />
      <PasswordField
        form="login"
        name="password"
        label={t('field.password')}
        autoComplete="current-password"
        message={login.message('password')}
        required
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('checkout.login_submit')}
        </button>
        <Link to={`/shoppingcart/login?view=retrieve${emailQuery}`}>{t('checkout.forgot_password')}</Link>
      </div>
      <p>
        <Link to="/shoppingcart/client">{t('checkout.other_email')}</Link>
      </p>
    </Form>
  );
}
