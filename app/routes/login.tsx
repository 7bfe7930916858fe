import { useState } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Dialog } from '../components/ui/Dialog';
import { CsrfField, PasswordField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import styles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { emailFormErrors, loginFormErrors } from '../../domain/account-forms';
import { affiliateCookie } from '../lib/affiliate.server';
import {
  busyRefusal,
  csrfRefusal,
  formPageHeaders,
  type FormRefusal,
  invalidRefusal,
  previousPage,
  PRIVATE_HEADERS,
  fromFormData,
  readForm,
  safeNext,
  throttledRefusal,
} from '../lib/forms.server';
import { loginSchema, passwordRetrievalSchema } from '../../domain/account-schemas';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import { useHydrated } from '../lib/use-browser';
import type { Route } from './+types/login';

export const handle = { layout: 'single-column' };

type View = 'login' | 'retrieve';
interface Values {
  email: string;
  next: string;
  view: View;
}
type ActionResult = FormRefusal<Values> & { sent?: string };

/**
 * Spec 2 §2 /login: email and password, the register option at the side and the forgot-password view
 * (?view=retrieve, a link, so it works without JavaScript). Logged-in visitors go to /.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.viewer.loggedIn) throw redirect('/');
  const url = new URL(request.url);
  const params = url.searchParams;
  return data(
    {
      csrf: context.auth.csrfToken(),
      view: (params.get('view') === 'retrieve' ? 'retrieve' : 'login') as View,
      next: safeNext(params.get('next') ?? previousPage(request), params.get('usecase')),
      email: params.get('email') ?? '',
      notice: params.get('done') === 'reset' ? 'login.password_reset_done' : null,
      smsAvailable: await context.services.accounts.smsOptionAvailable(),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { fields, csrfValid } = await readForm(request, context);
  const view: View = fields.intent === 'retrieve' ? 'retrieve' : 'login';
  const values: Values = { email: fields.email ?? '', next: safeNext(fields.next), view };
  if (!csrfValid) return csrfRefusal(values);
  const meta = { ip: context.auth.clientIp, origin: context.origin };

  if (view === 'retrieve') {
    // Issue 12 #5: the same typed input as POST /api/v1/accounts/password-reset makes of its JSON.
    const parsed = fromFormData(passwordRetrievalSchema, fields);
    if (!parsed.ok) return invalidRefusal(values, parsed.errors);
    let result;
    try {
      result = await context.services.accounts.requestPasswordReset(parsed.input, meta);
    } catch (error) {
      // Spec 2 §8 errors.error_retrieve: the request could not be handled; the address stays filled in.
      console.error(`[${context.requestId}] wachtwoord herstellen mislukt:`, error);
      return data<ActionResult>(
        { errors: {}, formError: { key: 'errors.error_retrieve' }, values },
        { status: 500, headers: PRIVATE_HEADERS },
      );
    }
    if (result.status === 'throttled') return throttledRefusal(values, result.retryAfterSeconds);
    if (result.status === 'invalid') return invalidRefusal(values, result.errors);
    return data<ActionResult>(
      { errors: {}, formError: null, values, sent: values.email.trim() },
      { headers: PRIVATE_HEADERS },
    );
  }

  const parsed = fromFormData(loginSchema, fields);
  if (!parsed.ok) return invalidRefusal(values, parsed.errors);
  const result = await context.services.accounts.login(parsed.input, meta);
  if (result.status === 'throttled') return throttledRefusal(values, result.retryAfterSeconds);
  if (result.status === 'busy') return busyRefusal(values, result.retryAfterSeconds);
  if (result.status === 'invalid') return invalidRefusal(values, result.errors);
  if (result.status === 'failed') return invalidRefusal(values, {}, { key: 'errors.error_login' });
  // Spec 2 §4 login success: a new session; a partner's own code becomes the affiliate id.
  const headers = new Headers({ 'set-cookie': context.auth.sessionCookie(result.session) });
  if (result.viewer.isPartner && result.viewer.partnerCode)
    headers.append(
      'set-cookie',
      affiliateCookie(
        result.viewer.partnerCode,
        context.auth.secure,
        await context.services.partners.affiliateCookieDays(),
      ),
    );
  // Spec 3 §4 cart merge on login: merged (or nothing to merge) → the guest cart is gone, forget its cookie;
  // both carts hold books → the compare dialog on the cart page, the guest cart kept until the choice.
  const merge = await context.services.cart.afterLogin(context.guestToken, result.viewer.userId);
  if (merge.kind === 'compare') return redirect('/shoppingcart?vergelijk=1', { headers });
  if (context.guestToken) headers.append('set-cookie', context.clearGuestCookie());
  return redirect(values.next, { headers });
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('login.title')),
    description: t('login.description'),
    path: '/login',
  });
}

export default function LoginPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const view = result?.values.view ?? loaded.view;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(view === 'retrieve' ? 'retrieve.title' : 'login.title')}</h1>
      <div className={styles.columns}>
        {view === 'retrieve' ? (
          <RetrieveForm csrf={loaded.csrf} next={loaded.next} sms={loaded.smsAvailable} result={result} />
        ) : (
          <LoginForm
            csrf={loaded.csrf}
            next={loaded.next}
            email={loaded.email}
            notice={loaded.notice}
            result={result}
          />
        )}
        <aside className={styles.panel} aria-labelledby="login-new">
          <h2 id="login-new">{t('login.new_title')}</h2>
          <p className={styles.intro}>{t('login.new_text')}</p>
          <p>
            <Link
              className="button button-secondary"
              to={`/register?next=${encodeURIComponent(loaded.next)}`}
            >
              {t('login.new_link')}
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}

const LOGIN_FIELDS = ['email', 'password'] as const;

function LoginForm(props: {
  csrf: string;
  next: string;
  email: string;
  notice: string | null;
  result: ActionResult | undefined;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { result } = props;
  // Issue 29: the shared checked form.
  const checked = useCheckedForm({
    showOn: 'send',
    id: 'login-form',
    validate: loginFormErrors,
    server: result,
    initial: {},
  });
  const message = checked.message;
  // Spec 2 §8: a failed login shows errors.error_login in a feedback dialog (inline before JavaScript runs).
  const loginFailed = result?.formError?.key === 'errors.error_login';
  const [closedFor, setClosedFor] = useState<ActionResult | null>(null);
  const inDialog = hydrated && loginFailed;
  return (
    <Form {...checked.props} method="post" className={styles.form} aria-labelledby="login-intro">
      <p id="login-intro" className={styles.intro}>
        {t('login.intro')}
      </p>
      {props.notice ? <Feedback tone="success">{t(props.notice)}</Feedback> : null}
      <ErrorSummary
        form="login"
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={inDialog ? null : result?.formError}
        order={LOGIN_FIELDS}
      />
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="next" value={result?.values.next ?? props.next} />
      <TextField
        form="login"
        name="email"
        label={t('field.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        defaultValue={result?.values.email ?? props.email}
        message={message('email')}
        required
      />
      <PasswordField
        form="login"
        name="password"
        label={t('field.password')}
        autoComplete="current-password"
        message={message('password')}
        required
      />
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
          {t('login.submit')}
        </button>
        <Link to={`/login?view=retrieve&next=${encodeURIComponent(props.next)}`}>{t('login.forgot')}</Link>
      </div>
      {inDialog ? (
        <Dialog
          open={closedFor !== result}
          title={t('login.title')}
          onClose={() => setClosedFor(result ?? null)}
        >
          <p>{t('errors.error_login')}</p>
        </Dialog>
      ) : null}
    </Form>
  );
}

function RetrieveForm(props: { csrf: string; next: string; sms: boolean; result: ActionResult | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const { result } = props;
  // Spec 2 §2: the button stays disabled once pressed (and the link is on its way).
  const done = result?.sent !== undefined;
  // Issue 29: the shared checked form.
  const checked = useCheckedForm({
    showOn: 'send',
    id: 'retrieve-form',
    validate: emailFormErrors,
    server: done ? undefined : result,
    initial: {},
  });
  const message = checked.message;
  return (
    <Form {...checked.props} method="post" className={styles.form} aria-labelledby="retrieve-intro">
      <p id="retrieve-intro" className={styles.intro}>
        {t('retrieve.intro')}
      </p>
      {done ? (
        <Feedback tone="success">
          <p>{t('retrieve.sent', { email: result.sent! })}</p>
          {/* Spec 2 §8 (error_code 101): the way to a new account, shown for every address alike. */}
          <p>
            <Link to={`/register?email=${encodeURIComponent(result.sent!)}`}>
              {t('form_feedback.create_account')}
            </Link>
          </p>
        </Feedback>
      ) : null}
      <ErrorSummary
        form="retrieve"
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={result?.formError}
        order={['email']}
      />
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="retrieve" />
      <input type="hidden" name="next" value={props.next} />
      <TextField
        form="retrieve"
        name="email"
        label={t('field.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        defaultValue={result?.values.email ?? ''}
        message={message('email')}
      />
      {props.sms ? (
        <fieldset className={styles.radios}>
          <legend className={styles.label}>{t('retrieve.channel')}</legend>
          <label>
            <input type="radio" name="channel" value="email" defaultChecked />
            {t('retrieve.channel_email')}
          </label>
          <label>
            <input type="radio" name="channel" value="sms" />
            {t('retrieve.channel_sms')}
          </label>
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className="button button-primary"
          disabled={done || navigation.state === 'submitting'}
        >
          {t('retrieve.submit')}
        </button>
        <Link to={`/login?next=${encodeURIComponent(props.next)}`}>{t('retrieve.back')}</Link>
      </div>
    </Form>
  );
}
