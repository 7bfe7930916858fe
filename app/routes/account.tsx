import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { type FieldErrors, type TextRef, toFormErrors } from '../../domain/account-forms';
import { profileUpdateSchema } from '../../domain/account-schemas';
import { AccountTabs } from '../components/account/AccountTabs';
import { ProfileForm } from '../components/account/ProfileForm';
import styles from '../components/forms/Form.module.css';
import { fromFormData, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { accountMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/account';

export const handle = { layout: 'single-column' };

/** The profile tab (orders: routes/account-orders.tsx; commissions and technical: routes/account-partner.tsx). */
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
    {
      profile,
      settings,
      userId: context.viewer.userId,
      partner: context.viewer.isPartner,
      csrf: context.auth.csrfToken(),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

const PASSWORD_FIELDS = ['password', 'password2', 'password_current', 'email_password', '_csrf'];

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
  // Issue 12 #5: the same typed input as PUT /api/v1/accounts/me/profile makes of its JSON.
  const parsed = fromFormData(profileUpdateSchema, fields);
  if (!parsed.ok)
    return answer(
      {
        status: 'invalid',
        errors: parsed.errors,
        notices: [],
        passwordErrors: {},
        password: null,
        formError: { key: 'account.not_saved' },
        values: typed,
      },
      400,
    );
  // The origin is for the confirmation link of a new email (issue 11 #9), mailed to that address.
  const result = await context.services.accounts.updateProfile(
    context.viewer,
    context.auth.sessionIdHash,
    parsed.input,
    { ip: context.auth.clientIp, origin: context.origin },
  );
  // The service names its fields as the typed input does; the page shows them under the form's names.
  if (result.status === 'invalid')
    return answer(
      {
        ...result,
        errors: toFormErrors(result.errors),
        passwordErrors: toFormErrors(result.passwordErrors),
        password: null,
        formError: { key: 'account.not_saved' },
        values: typed,
      },
      400,
    );
  // Issue 11 #2: too many passwords being checked at once; nothing stored, the input kept.
  if (result.status === 'busy')
    return data<ProfileActionResult>(
      {
        status: 'refused',
        errors: {},
        notices: [],
        passwordErrors: {},
        password: null,
        formError: { key: 'errors.busy', params: { seconds: result.retryAfterSeconds } },
        values: typed,
      },
      {
        status: 503,
        headers: { ...PRIVATE_HEADERS, 'retry-after': String(result.retryAfterSeconds) },
      },
    );
  return answer({
    status: 'saved',
    errors: {},
    notices: result.notices,
    passwordErrors: toFormErrors(result.passwordErrors),
    password: result.password,
    formError: null,
    values: null,
  });
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args);
}

export default function AccountPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      <AccountTabs current="profile" partner={loaded.partner} />
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
