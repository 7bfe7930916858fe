// Spec 2 §2/§4 and spec 3 §2/§4 /partner-registration (issue 17 #1): the partner application. A guest or an
// account without a partner status gets the form; after sending, the thanks and no form; status pend shows the
// pending header; a partner sees 'already registered' with the way to the partner page.
import { Link, useActionData, useLoaderData } from 'react-router';
import { ApplicationForm } from '../components/partner/ApplicationForm';
import { Feedback } from '../components/forms/Feedback';
import styles from '../components/forms/Form.module.css';
import { formPageHeaders } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { type ApplicationAnswer, applicationAction, applicationLoader } from '../lib/partner.server';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/partner-registration';

export const handle = { layout: 'single-column' };

export const loader = ({ context }: Route.LoaderArgs) => applicationLoader(context);
export const action = ({ request, context }: Route.ActionArgs) => applicationAction(request, context);

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('partner_application.title')),
    description: t('partner_application.description'),
    path: '/partner-registration',
    noindex: true,
  });
}

export default function PartnerRegistrationPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ApplicationAnswer | undefined;
  const t = useT();
  // After sending, the thanks under the form's title (the loader, run again, already says 'pending').
  const view = answer?.sent ? 'form' : (answer?.view ?? loaded.view);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {view === 'pending'
          ? t('partner_application.pending_title')
          : view === 'registered'
            ? t('partner_application.registered_title')
            : t('partner_application.title')}
      </h1>
      {answer?.sent ? (
        <Feedback tone="success">
          <p>{t('partner_application.thanks')}</p>
        </Feedback>
      ) : view === 'pending' ? (
        <p>{t('partner_application.pending')}</p>
      ) : view === 'registered' ? (
        <>
          <p>{t('partner_application.registered')}</p>
          <p>
            <Link to="/partner" className="button button-primary">
              {t('partner_application.to_partner_page')}
            </Link>
          </p>
        </>
      ) : (
        <>
          {loaded.guest ? (
            <p>
              {t('partner_application.login_hint')
                .split('{link}')
                .flatMap((part, i) =>
                  i === 0
                    ? [part]
                    : [
                        <Link key="login" to="/login?next=/partner-registration">
                          {t('partner_application.login_link')}
                        </Link>,
                        part,
                      ],
                )}
            </p>
          ) : null}
          <ApplicationForm
            // A new form after every answer: the typed values after a refusal.
            key={JSON.stringify(answer?.errors ?? null)}
            csrf={loaded.csrf}
            guest={loaded.guest}
            settings={loaded.settings}
            values={
              answer
                ? { ...answer.values, ...(loaded.guest ? {} : { email: loaded.values.email ?? '' }) }
                : loaded.values
            }
            errors={answer?.errors}
            formError={answer?.formError}
          />
        </>
      )}
    </div>
  );
}
