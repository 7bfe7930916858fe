import {
  data,
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useLoaderData,
} from 'react-router';
import { CsrfField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import styles from '../components/forms/Form.module.css';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/confirm-email';

export const handle = { layout: 'single-column' };

// The token is in the path: no Referer carries it to another site.
const HEADERS = { ...PRIVATE_HEADERS, 'referrer-policy': 'no-referrer' };

/**
 * Issue 11 #9: the link of the mail to a new email address. Opening it shows the address and a button; the
 * email changes only when the button is pressed (a POST), because mail scanners open every link in a mail.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await context.services.accounts.emailChangeLink(params.token);
  return data(
    { newEmail: link?.newEmail ?? null, csrf: link ? context.auth.csrfToken() : null },
    { status: link ? 200 : 410, headers: HEADERS },
  );
}

export function headers() {
  return HEADERS;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { csrfValid } = await readForm(request, context);
  if (!csrfValid)
    return data(
      { status: 'stale' as const, email: null, loggedIn: context.viewer.loggedIn },
      { status: 403, headers: HEADERS },
    );
  // The confirming browser keeps its session (when it is this account's); every other one ends.
  const result = await context.services.accounts.confirmEmailChange(params.token, context.auth.sessionIdHash);
  const status = { ok: 200, expired: 410, taken: 409 }[result.status];
  return data(
    {
      status: result.status,
      email: result.status === 'expired' ? null : result.email,
      loggedIn: context.viewer.loggedIn,
    },
    { status, headers: HEADERS },
  );
}

/**
 * After the button the link is used up: loading it again would only answer 410 (a failed request in the
 * browser's console). Only a refused token (stale form) reloads, for a fresh CSRF token.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const status = (actionResult as { status?: string } | undefined)?.status;
  return status === undefined || status === 'stale' ? defaultShouldRevalidate : false;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('confirm_email.title')),
    description: t('confirm_email.description'),
    noindex: true,
  });
}

export default function ConfirmEmailPage() {
  const { newEmail, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const body = () => {
    if (result?.status === 'ok')
      return (
        <>
          <Feedback tone="success">{t('confirm_email.done', { email: result.email ?? '' })}</Feedback>
          <p>
            <Link className="button button-primary" to={result.loggedIn ? '/account/profile' : '/login'}>
              {t(result.loggedIn ? 'confirm_email.to_account' : 'login.submit')}
            </Link>
          </p>
        </>
      );
    if (result?.status === 'taken')
      return <Feedback tone="error">{t('confirm_email.taken', { email: result.email ?? '' })}</Feedback>;
    if (result?.status !== 'expired' && newEmail && csrf)
      return (
        <Form method="post" className={styles.form}>
          {result?.status === 'stale' ? <Feedback tone="error">{t('form_errors.csrf')}</Feedback> : null}
          <p className={styles.intro}>{t('confirm_email.intro', { email: newEmail })}</p>
          <CsrfField token={csrf} />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary">
              {t('confirm_email.submit')}
            </button>
          </div>
        </Form>
      );
    return (
      <>
        <Feedback tone="info">{t('confirm_email.expired')}</Feedback>
        <p>
          <Link className="button button-primary" to="/account/profile">
            {t('confirm_email.to_account')}
          </Link>
        </p>
      </>
    );
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('confirm_email.title')}</h1>
      {body()}
    </div>
  );
}
