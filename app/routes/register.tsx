import { useState } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { RegisterValues } from '../../server/accounts/register';
import { PASSWORD_MIN_LENGTH, registerFormErrors, suggestsFullFirstname } from '../../domain/account-forms';
import { CheckboxField, CsrfField, PasswordField, TextField } from '../components/forms/Fields';
import { ErrorSummary } from '../components/forms/Feedback';
import styles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import {
  busyRefusal,
  csrfRefusal,
  formPageHeaders,
  type FormRefusal,
  fromFormData,
  invalidRefusal,
  previousPage,
  PRIVATE_HEADERS,
  readForm,
  safeNext,
  throttledRefusal,
} from '../lib/forms.server';
import { registerSchema } from '../../domain/account-schemas';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/register';

export const handle = { layout: 'single-column' };

type Values = RegisterValues & { next: string };

const FIELDS = ['firstname', 'lastname', 'email', 'email2', 'phonenr', 'password', 'password2'] as const;

/** Spec 2 §2 /register. Logged-in visitors go to /; after registering: back one page, or /shoppingcart ('inorder'). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.viewer.loggedIn) throw redirect('/');
  const params = new URL(request.url).searchParams;
  return data(
    {
      csrf: context.auth.csrfToken(),
      next: safeNext(params.get('next') ?? previousPage(request), params.get('usecase')),
      email: params.get('email') ?? '',
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { fields, csrfValid } = await readForm(request, context);
  const next = safeNext(fields.next);
  const typed: Values = {
    firstname: fields.firstname ?? '',
    lastname: fields.lastname ?? '',
    email: fields.email ?? '',
    email2: fields.email2 ?? '',
    phonenr: fields.phonenr ?? '',
    hasSubscription: fields.has_subscription === 'on',
    next,
  };
  if (!csrfValid) return csrfRefusal(typed);
  // Issue 12 #5: the same typed input as POST /api/v1/accounts/register makes of its JSON.
  const parsed = fromFormData(registerSchema, fields);
  if (!parsed.ok) return invalidRefusal(typed, parsed.errors);
  let result;
  try {
    result = await context.services.accounts.register(parsed.input, {
      ip: context.auth.clientIp,
      origin: context.origin,
    });
  } catch (error) {
    // Spec 2 §8: 'Er is helaas een fout opgetreden / Probeer het later nog een keer.', with the input kept.
    console.error(`[${context.requestId}] registreren mislukt:`, error);
    return data<FormRefusal<Values>>(
      { errors: {}, formError: { key: 'register.error' }, values: typed },
      { status: 500, headers: PRIVATE_HEADERS },
    );
  }
  if (result.status === 'throttled') return throttledRefusal(typed, result.retryAfterSeconds);
  if (result.status === 'busy') return busyRefusal(typed, result.retryAfterSeconds);
  if (result.status === 'invalid') return invalidRefusal({ ...result.values, next }, result.errors);
  const headers = new Headers({ 'set-cookie': context.auth.sessionCookie(result.session) });
  // Spec 3 §4: registering moves the guest cart and wishlist into the new account; the guest cookie goes.
  await context.services.cart.afterRegister(context.guestToken, result.viewer.userId);
  if (context.guestToken) headers.append('set-cookie', context.clearGuestCookie());
  return redirect(next, { headers });
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('register.title')),
    description: t('register.description'),
    path: '/register',
  });
}

export default function RegisterPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormRefusal<Values> | undefined;
  const t = useT();
  const navigation = useNavigation();
  const values = result?.values;
  // Issue 29: the shared checked form; the common-password list and the email in use are the server's to say.
  const checked = useCheckedForm({
    showOn: 'send',
    id: 'register-form',
    validate: registerFormErrors,
    server: result,
    initial: {},
  });
  const message = checked.message;
  const [firstname, setFirstname] = useState(values?.firstname ?? '');
  const [firstnameTouched, setFirstnameTouched] = useState(values !== undefined);
  const next = values?.next ?? loaded.next;
  const inUse = result?.errors.email?.key === 'form_errors.email_in_use_extended';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('register.title')}</h1>
      <div className={styles.columns}>
        <Form {...checked.props} method="post" className={styles.form} aria-labelledby="register-intro">
          <p id="register-intro" className={styles.intro}>
            {t('register.intro')}
          </p>
          <ErrorSummary
            form="register"
            shown={checked.summary}
            focusKey={checked.summaryKey}
            formError={result?.formError}
            order={FIELDS}
          />
          <CsrfField token={loaded.csrf} />
          <input type="hidden" name="next" value={next} />
          <div className={styles.row}>
            <TextField
              form="register"
              name="firstname"
              label={t('field.firstname')}
              autoComplete="given-name"
              defaultValue={values?.firstname}
              message={message('firstname')}
              hint={
                firstnameTouched && suggestsFullFirstname(firstname)
                  ? t('register.firstname_suggestion')
                  : undefined
              }
              onInput={setFirstname}
              onBlur={() => setFirstnameTouched(true)}
              required
            />
            <TextField
              form="register"
              name="lastname"
              label={t('field.lastname')}
              autoComplete="family-name"
              defaultValue={values?.lastname}
              message={message('lastname')}
              required
            />
          </div>
          <TextField
            form="register"
            name="email"
            label={t('field.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            defaultValue={values?.email ?? loaded.email}
            message={message('email')}
            required
          />
          {inUse ? (
            <p className={styles.hint}>
              <Link
                to={`/login?email=${encodeURIComponent(values?.email ?? '')}&next=${encodeURIComponent(next)}`}
              >
                {t('register.email_in_use_login')}
              </Link>
            </p>
          ) : null}
          <TextField
            form="register"
            name="email2"
            label={t('field.email2')}
            type="email"
            inputMode="email"
            autoComplete="email"
            defaultValue={values?.email2}
            message={message('email2')}
            noPaste
            required
          />
          <TextField
            form="register"
            name="phonenr"
            label={t('field.phonenr')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={values?.phonenr}
            message={message('phonenr')}
            optional
          />
          <PasswordField
            form="register"
            name="password"
            label={t('field.password')}
            autoComplete="new-password"
            hint={t('field.password_hint', { n: PASSWORD_MIN_LENGTH })}
            message={message('password')}
            required
          />
          <PasswordField
            form="register"
            name="password2"
            label={t('field.password2')}
            autoComplete="new-password"
            message={message('password2')}
            noPaste
            required
          />
          <CheckboxField
            form="register"
            name="has_subscription"
            label={t('field.has_subscription')}
            defaultChecked={values?.hasSubscription ?? true}
          />
          <div className={styles.actions}>
            <button
              type="submit"
              className="button button-primary"
              disabled={navigation.state === 'submitting'}
            >
              {t('register.submit')}
            </button>
          </div>
        </Form>
        <aside className={styles.panel} aria-labelledby="register-login">
          <h2 id="register-login">{t('register.have_account')}</h2>
          <p>
            <Link className="button button-secondary" to={`/login?next=${encodeURIComponent(next)}`}>
              {t('register.login_link')}
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
