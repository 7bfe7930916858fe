import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { emailFormErrors } from '../../domain/account-forms';
import { CsrfField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import styles from '../components/forms/Form.module.css';
import { StillMissing } from '../components/forms/StillMissing';
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
import { unsubscribeSchema } from '../../domain/account-schemas';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/unsubscribe';

export const handle = { layout: 'single-column' };

type Result = FormRefusal<{ email: string }> & { done?: string };

/** Spec 2 §2/§4 /unsubscribe and /uitschrijven: the email from ?email=, else the logged-in profile's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const fromAddress = new URL(request.url).searchParams.get('email');
  const profile = fromAddress === null ? await context.services.accounts.profile(context.viewer) : null;
  return data(
    { email: fromAddress ?? profile?.email ?? '', csrf: context.auth.csrfToken() },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { fields, csrfValid } = await readForm(request, context);
  const values = { email: fields.email ?? '' };
  if (!csrfValid) return csrfRefusal(values);
  // Issue 12 #5: the same typed input as the unsubscribe API makes of its JSON.
  const parsed = fromFormData(unsubscribeSchema, fields);
  if (!parsed.ok) return invalidRefusal(values, parsed.errors);
  const result = await context.services.accounts.unsubscribe(parsed.input.email, {
    ip: context.auth.clientIp,
    origin: context.origin,
  });
  if (result.status === 'throttled') return throttledRefusal(values, result.retryAfterSeconds);
  if (result.status === 'invalid') return invalidRefusal(values, result.errors);
  return data<Result>(
    { errors: {}, formError: null, values, done: result.email },
    { headers: PRIVATE_HEADERS },
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('unsubscribe.title')),
    description: t('unsubscribe.description'),
    path: '/unsubscribe',
  });
}

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const navigation = useNavigation();
  const email = result?.values.email ?? loaded.email;
  const done = result?.done !== undefined;
  // Spec 2 §4: the button waits for a valid email, and is disabled again once sent. Issue 29: the field says
  // what is wrong once left, and the line by the button names it. Before the page runs the button stays usable:
  // the server checks the address all the same.
  const checked = useCheckedForm({
    showOn: 'leave',
    id: 'unsubscribe-form',
    validate: emailFormErrors,
    server: result,
    initial: { email },
  });
  const waiting = checked.hydrated && !checked.valid && !done;
  const disabled = done || navigation.state === 'submitting' || waiting;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('unsubscribe.title')}</h1>
      <Form {...checked.props} method="post" className={styles.form} aria-labelledby="unsubscribe-intro">
        <p id="unsubscribe-intro" className={styles.intro}>
          {t('unsubscribe.intro')}
        </p>
        {done ? <Feedback tone="success">{t('unsubscribe.done', { email: result.done! })}</Feedback> : null}
        <ErrorSummary
          form="unsubscribe"
          shown={checked.summary}
          focusKey={checked.summaryKey}
          formError={result?.formError}
          order={['email']}
        />
        <CsrfField token={loaded.csrf} />
        <TextField
          form="unsubscribe"
          name="email"
          label={t('field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={email}
          message={checked.message('email')}
          required
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={disabled}
            aria-describedby={waiting ? 'unsubscribe-submit-hint' : undefined}
          >
            {t('unsubscribe.submit')}
          </button>
          {waiting ? (
            <StillMissing
              id="unsubscribe-submit-hint"
              hint={t('unsubscribe.submit_hint')}
              missing={checked.missing}
            />
          ) : null}
        </div>
      </Form>
    </div>
  );
}
