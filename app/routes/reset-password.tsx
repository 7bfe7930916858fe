import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { newPasswordFormErrors, PASSWORD_MIN_LENGTH } from '../../domain/account-forms';
import { CsrfField, PasswordField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import styles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import {
  busyRefusal,
  csrfRefusal,
  formPageHeaders,
  type FormRefusal,
  invalidRefusal,
  PRIVATE_HEADERS,
  fromFormData,
  readForm,
} from '../lib/forms.server';
import { passwordResetSchema } from '../../domain/account-schemas';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/reset-password';

export const handle = { layout: 'single-column' };

// The token is in the address: no Referer may carry it to another site, and no cache may keep the page.
const HEADERS = { ...PRIVATE_HEADERS, 'referrer-policy': 'no-referrer' };

/** Spec 2 §2/§4 password retrieval: the page of the single-use link from the mail or SMS. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const valid = await context.services.accounts.resetLinkValid(params.token);
  return data(
    { valid, csrf: valid ? context.auth.csrfToken() : null },
    { headers: HEADERS, status: valid ? 200 : 410 },
  );
}

export function headers(args: Route.HeadersArgs) {
  const headers = formPageHeaders(args);
  headers.set('referrer-policy', 'no-referrer');
  return headers;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) return csrfRefusal({ expired: false });
  // Issue 12 #5: the same typed input as POST /api/v1/accounts/password-reset/confirm makes of its JSON.
  const parsed = fromFormData(passwordResetSchema, fields);
  if (!parsed.ok) return invalidRefusal({ expired: false }, parsed.errors);
  const result = await context.services.accounts.resetPassword(params.token, parsed.input);
  if (result.status === 'expired')
    return data<FormRefusal<{ expired: boolean }>>(
      { errors: {}, formError: null, values: { expired: true } },
      { status: 410, headers: HEADERS },
    );
  if (result.status === 'invalid') return invalidRefusal({ expired: false }, result.errors);
  if (result.status === 'busy') return busyRefusal({ expired: false }, result.retryAfterSeconds);
  return redirect(`/login?done=reset&email=${encodeURIComponent(result.email)}`);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('reset.title')),
    description: t('reset.description'),
    noindex: true,
  });
}

export default function ResetPasswordPage() {
  const { valid, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const navigation = useNavigation();
  // Issue 29: the shared checked form; the common-password list is the server's to say.
  const checked = useCheckedForm({
    showOn: 'send',
    id: 'reset-form',
    validate: newPasswordFormErrors,
    server: result,
    initial: {},
  });
  const message = checked.message;
  if (!valid || !csrf || result?.values.expired) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('reset.expired_title')}</h1>
        <Feedback tone="info">
          <p>{t('reset.expired')}</p>
        </Feedback>
        <p>
          <Link className="button button-primary" to="/login?view=retrieve">
            {t('reset.expired_link')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reset.title')}</h1>
      <Form {...checked.props} method="post" className={styles.form} aria-labelledby="reset-title">
        <h2 id="reset-title" className="visually-hidden">
          {t('reset.title')}
        </h2>
        <ErrorSummary
          form="reset"
          shown={checked.summary}
          focusKey={checked.summaryKey}
          formError={result?.formError}
          order={['password', 'password2']}
        />
        <CsrfField token={csrf} />
        <PasswordField
          form="reset"
          name="password"
          label={t('field.password_new')}
          autoComplete="new-password"
          hint={t('field.password_hint', { n: PASSWORD_MIN_LENGTH })}
          message={message('password')}
          required
        />
        <PasswordField
          form="reset"
          name="password2"
          label={t('field.password_new2')}
          autoComplete="new-password"
          message={message('password2')}
          required
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('reset.submit')}
          </button>
        </div>
      </Form>
    </div>
  );
}
