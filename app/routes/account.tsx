import { data, redirect, useActionData, useLoaderData } from 'react-router';
import type { FieldErrors, TextRef } from '../../domain/account-forms';
import { ProfileForm } from '../components/account/ProfileForm';
import styles from '../components/forms/Form.module.css';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/account';

export const handle = { layout: 'single-column' };

/** The tabs this issue builds; orders, commissions and technical arrive with their issues. */
const TABS = ['profile'] as const;

export type ProfileActionResult = {
  status: 'saved' | 'invalid' | 'refused';
  errors: FieldErrors;
  notices: TextRef[];
  passwordErrors: FieldErrors;
  password: 'none' | 'valid' | 'invalid' | 'wrong_current' | null;
  formError: TextRef | null;
  /** What was typed (without passwords), shown again when nothing was stored. */
  values: Record<string, string> | null;
};

/** Spec 2 §2 /account/{tab}: logged-in visitors only (others go to /); the profile tab is the default. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  if (params.tab !== undefined && !TABS.includes(params.tab as (typeof TABS)[number]))
    throw redirect('/account/profile');
  const [profile, settings] = await Promise.all([
    context.services.accounts.profile(context.viewer),
    context.services.accounts.profileSettings(),
  ]);
  if (!profile) throw redirect('/');
  return data(
    { profile, settings, userId: context.viewer.userId, csrf: context.auth.csrfToken() },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

const PASSWORD_FIELDS = ['password', 'password2', 'password_current', '_csrf'];

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  const { fields, csrfValid } = await readForm(request, context);
  const typed = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !PASSWORD_FIELDS.includes(name)),
  );
  const answer = (result: ProfileActionResult, status = 200) =>
    data<ProfileActionResult>(result, { status, headers: PRIVATE_HEADERS });
  if (!csrfValid)
    return answer(
      {
        status: 'refused',
        errors: {},
        notices: [],
        passwordErrors: {},
        password: null,
        formError: { key: 'form_errors.csrf' },
        values: typed,
      },
      403,
    );
  const result = await context.services.accounts.updateProfile(
    context.viewer,
    context.auth.sessionIdHash,
    fields,
  );
  if (result.status === 'invalid')
    return answer({ ...result, password: null, formError: { key: 'account.not_saved' }, values: typed }, 400);
  return answer({
    status: 'saved',
    errors: {},
    notices: result.notices,
    passwordErrors: result.passwordErrors,
    password: result.password,
    formError: null,
    values: null,
  });
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('account.title')),
    description: t('account.description'),
    noindex: true,
  });
}

export default function AccountPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      <nav aria-label={t('account.tabs_label')}>
        <ul className={styles.tabs}>
          <li>
            <a href="/account/profile" aria-current="page" className={styles.tab}>
              {t('account.tab.profile')}
            </a>
          </li>
        </ul>
      </nav>
      <ProfileForm
        // A new form after every answer: the stored values after a save, the typed ones after a refusal.
        key={JSON.stringify([loaded.profile, result])}
        profile={loaded.profile}
        settings={loaded.settings}
        userId={loaded.userId}
        csrf={loaded.csrf}
        result={result}
      />
    </div>
  );
}
