import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { CsrfField, TextField } from '../components/forms/Fields';
import { emailFormErrors } from '../../domain/account-forms';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import styles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import {
  csrfRefusal,
  type FormRefusal,
  invalidRefusal,
  PRIVATE_HEADERS,
  fromFormData,
  readForm,
  throttledRefusal,
} from '../lib/forms.server';
import { newsletterSignupSchema } from '../../domain/account-schemas';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/newsletter-signup';

export const handle = { layout: 'single-column' };

type Values = { email: string; firstname: string };
type Result = FormRefusal<Values> & { sent?: string };

/** Spec 1 §2.1 /newsletter (/nieuwsbrief2): the free newsletter, with double opt-in (a confirmation mail). */
export async function loader({ context }: Route.LoaderArgs) {
  const profile = await context.services.accounts.profile(context.viewer);
  return data(
    {
      csrf: context.auth.csrfToken(),
      email: profile?.email ?? '',
      firstname: profile?.personal.firstname ?? '',
      consent: context.services.accounts.newsletterConsentText,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { fields, csrfValid } = await readForm(request, context);
  const values: Values = { email: fields.email ?? '', firstname: fields.firstname ?? '' };
  if (!csrfValid) return csrfRefusal(values);
  // Issue 12 #5: the same typed input as POST /api/v1/newsletter/signup makes of its JSON.
  const parsed = fromFormData(newsletterSignupSchema, fields);
  if (!parsed.ok) return invalidRefusal(values, parsed.errors);
  const result = await context.services.accounts.newsletterSignUp(parsed.input, {
    ip: context.auth.clientIp,
    origin: context.origin,
  });
  if (result.status === 'throttled') return throttledRefusal(values, result.retryAfterSeconds);
  if (result.status === 'invalid') return invalidRefusal(values, result.errors);
  return data<Result>(
    { errors: {}, formError: null, values, sent: result.email },
    { headers: PRIVATE_HEADERS },
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('newsletter_signup.title')),
    description: t('newsletter_signup.description'),
    path: '/newsletter',
  });
}

export default function NewsletterSignupPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const navigation = useNavigation();
  const sent = result?.sent;
  // Issue 29: the shared checked form.
  const checked = useCheckedForm({
    showOn: 'send',
    id: 'newsletter-form',
    validate: emailFormErrors,
    server: sent ? undefined : result,
    initial: {},
  });
  const message = checked.message;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('newsletter_signup.title')}</h1>
      <Form
        {...checked.props}
        method="post"
        action="/newsletter"
        className={styles.form}
        aria-labelledby="newsletter-intro"
      >
        <p id="newsletter-intro" className={styles.intro}>
          {t('newsletter_signup.intro')}
        </p>
        {sent ? <Feedback tone="success">{t('newsletter_signup.sent', { email: sent })}</Feedback> : null}
        <ErrorSummary
          form="newsletter"
          shown={checked.summary}
          focusKey={checked.summaryKey}
          formError={result?.formError}
          order={['email']}
        />
        <CsrfField token={loaded.csrf} />
        <TextField
          form="newsletter"
          name="email"
          label={t('field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={result?.values.email ?? loaded.email}
          message={message('email')}
          required
        />
        <TextField
          form="newsletter"
          name="firstname"
          label={t('field.firstname')}
          autoComplete="given-name"
          defaultValue={result?.values.firstname ?? loaded.firstname}
          optional
        />
        <p className={styles.hint}>
          {loaded.consent} {t('newsletter_signup.privacy')}
        </p>
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={sent !== undefined || navigation.state === 'submitting'}
          >
            {t('newsletter_signup.submit')}
          </button>
        </div>
      </Form>
    </div>
  );
}
