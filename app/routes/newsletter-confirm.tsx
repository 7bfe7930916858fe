import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import styles from '../components/forms/Form.module.css';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/newsletter-confirm';

export const handle = { layout: 'single-column' };

const HEADERS = { ...PRIVATE_HEADERS, 'referrer-policy': 'no-referrer' };

/**
 * The link of the newsletter confirmation mail. Opening it shows a button; the consent is given by pressing
 * it (a POST), not by opening the link, because mail scanners open every link in a mail.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const valid = await context.services.accounts.newsletterConfirmationValid(params.token);
  return data(
    { valid, csrf: valid ? context.auth.csrfToken() : null },
    { status: valid ? 200 : 410, headers: HEADERS },
  );
}

export function headers() {
  return HEADERS;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { csrfValid } = await readForm(request, context);
  const confirmed = csrfValid ? await context.services.accounts.confirmNewsletter(params.token) : null;
  return data(
    { confirmed: confirmed?.email ?? null, stale: !csrfValid },
    { status: confirmed ? 200 : csrfValid ? 410 : 403, headers: HEADERS },
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('newsletter_confirm.title')),
    description: t('newsletter_signup.description'),
    noindex: true,
  });
}

export default function NewsletterConfirmPage() {
  const { valid, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('newsletter_confirm.title')}</h1>
      {result?.confirmed ? (
        <Feedback tone="success">{t('newsletter_confirm.done', { email: result.confirmed })}</Feedback>
      ) : valid && csrf ? (
        <Form method="post" className={styles.form}>
          {result?.stale ? <Feedback tone="error">{t('form_errors.csrf')}</Feedback> : null}
          <p className={styles.intro}>{t('newsletter_confirm.intro')}</p>
          <CsrfField token={csrf} />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary">
              {t('newsletter_confirm.submit')}
            </button>
          </div>
        </Form>
      ) : (
        <>
          <Feedback tone="info">{t('newsletter_confirm.expired')}</Feedback>
          <p>
            <Link className="button button-primary" to="/newsletter">
              {t('newsletter_signup.submit')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
