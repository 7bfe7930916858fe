// Issue 32 /account/privacy, the account's privacy tab: the customer downloads everything the shop keeps about
// them (a ZIP made by services.privacy, posted to /account/privacy/export) and closes their account, confirmed
// with their password (decision 822). What the page says about the export and the keeping comes from
// domain/personal-data.ts, the constants the code keeps to. After closing, the visitor is logged out and lands
// here again with ?verwijderd=1, which says it is done.
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { formatEuro } from '../../domain/money';
import { ERASED_REVIEWER_NAME, EXPORT_CONTENTS, INVOICE_RETENTION_YEARS } from '../../domain/personal-data';
import { AccountTabs } from '../components/account/AccountTabs';
import { CsrfField, PasswordField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import styles from '../components/forms/Form.module.css';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/account-privacy';

export const handle = { layout: 'single-column' };

const PAGE = '/account/privacy';
const FORM = 'close-account';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!context.viewer.loggedIn) {
    if (url.searchParams.get('verwijderd') === '1')
      return data({ closed: true as const }, { headers: PRIVATE_HEADERS });
    throw redirect('/');
  }
  const [info, profile] = await Promise.all([
    context.services.privacy.closingInfo(context.viewer.userId),
    context.services.accounts.profile(context.viewer),
  ]);
  if (!info || !profile) throw redirect('/');
  const minutes = Number(url.searchParams.get('te-vaak'));
  return data(
    {
      closed: false as const,
      csrf: context.auth.csrfToken(),
      partner: context.viewer.isPartner,
      info: { ...info, unpaid: formatEuro(info.unpaidCommissionCents) },
      hasPassword: profile.hasPassword,
      exportThrottledMinutes: Number.isInteger(minutes) && minutes > 0 ? Math.min(minutes, 60) : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

type CloseAnswer = {
  message: 'privacy.close.wrong_password' | 'form_errors.csrf' | 'errors.busy' | 'errors.throttled';
  params?: Record<string, number>;
};

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  const { fields, csrfValid } = await readForm(request, context);
  const answer = (body: CloseAnswer, status: number) => data(body, { status, headers: PRIVATE_HEADERS });
  if (!csrfValid) return answer({ message: 'form_errors.csrf' }, 403);
  const result = await context.services.privacy.closeAccount(context.viewer.userId, fields.password ?? '');
  switch (result.kind) {
    case 'closed': {
      const headers = new Headers({ location: `${PAGE}?verwijderd=1` });
      headers.append('set-cookie', context.auth.clearSessionCookie());
      headers.append('set-cookie', context.clearGuestCookie());
      throw new Response(null, { status: 303, headers });
    }
    case 'wrong-password':
      return answer({ message: 'privacy.close.wrong_password' }, 400);
    case 'throttled':
      return answer(
        {
          message: 'errors.throttled',
          params: { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) },
        },
        429,
      );
    case 'busy':
      return answer({ message: 'errors.busy', params: { seconds: result.retryAfterSeconds } }, 503);
    // A staff account is not closed here (the form is not shown for one); an account already gone: home.
    default:
      throw redirect('/');
  }
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('account.tab.privacy')),
    description: t('account.description'),
    noindex: true,
  });
}

export default function AccountPrivacyPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const t = useT();
  if (loaded.closed)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('privacy.closed.title')}</h1>
        <Feedback tone="success">{t('privacy.closed.text')}</Feedback>
        <p>
          <a href="/privacy-policy">{t('privacy.policy_link')}</a>
        </p>
      </div>
    );
  const { info } = loaded;
  const wrongPassword = posted?.message === 'privacy.close.wrong_password';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      <AccountTabs current="privacy" partner={loaded.partner} />
      <section aria-labelledby="privacy-export-title" className={styles.page}>
        <h2 id="privacy-export-title" className={styles.sectionTitle}>
          {t('privacy.export.title')}
        </h2>
        <p>{t('privacy.export.text')}</p>
        <ul>
          {EXPORT_CONTENTS.map((part) => (
            <li key={part.table}>{part.label}</li>
          ))}
        </ul>
        {loaded.exportThrottledMinutes ? (
          <Feedback tone="error">
            {t('privacy.export.throttled', { minutes: loaded.exportThrottledMinutes })}
          </Feedback>
        ) : null}
        {/* A plain post: the answer is the file, so the browser downloads it and the page stays. */}
        <form method="post" action={`${PAGE}/export`} className={styles.actions}>
          <CsrfField token={loaded.csrf} />
          <button type="submit" className="button button-primary">
            {t('privacy.export.button')}
          </button>
        </form>
      </section>
      <section aria-labelledby="privacy-close-title" className={styles.page}>
        <h2 id="privacy-close-title" className={styles.sectionTitle}>
          {t('privacy.close.title')}
        </h2>
        <p>{t('privacy.close.text')}</p>
        <p>{t('privacy.close.kept', { years: INVOICE_RETENTION_YEARS })}</p>
        <p>{t('privacy.close.reviews', { name: ERASED_REVIEWER_NAME })}</p>
        {info.partner ? (
          info.unpaidCommissionCents > 0 ? (
            <Feedback tone="info">{t('privacy.close.partner_unpaid', { amount: info.unpaid })}</Feedback>
          ) : (
            <p>{t('privacy.close.partner_none')}</p>
          )
        ) : null}
        {info.staff ? (
          <Feedback tone="info">{t('privacy.close.staff')}</Feedback>
        ) : !loaded.hasPassword ? (
          <Feedback tone="info">{t('privacy.close.no_password')}</Feedback>
        ) : (
          <form method="post" action={PAGE} id={FORM} className={styles.form} noValidate>
            <CsrfField token={loaded.csrf} />
            {posted && !wrongPassword ? (
              <Feedback tone="error">{t(posted.message, posted.params)}</Feedback>
            ) : null}
            <PasswordField
              form={FORM}
              name="password"
              label={t('privacy.close.password')}
              autoComplete="current-password"
              required
              message={wrongPassword ? t('privacy.close.wrong_password') : undefined}
            />
            <div className={styles.actions}>
              <button type="submit" className="button button-primary">
                {t('privacy.close.button')}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
