// The accounts capability (issue 5): sessions, register, login/logout, password retrieval, the profile tab and
// the newsletter list. Pages and the JSON API call these; the user id always comes from the session.
import type { Viewer } from '../shell/types.ts';
import { type AccountsDeps, accountsContext, type RequestMeta } from './context.ts';
import { login, type LoginResult, logout } from './login.ts';
import {
  confirmationValid,
  confirmSignup,
  CONSENT_TEXT,
  type MailingResult,
  signUp,
  unsubscribe,
} from './mailing.ts';
import {
  requestPasswordReset,
  type ResetChannel,
  type ResetRequestResult,
  type ResetResult,
  resetLinkValid,
  resetPassword,
  smsOptionAvailable,
} from './password-reset.ts';
import {
  type AccountProfile,
  accountProfile,
  profileSettings,
  type ProfileSettings,
  type ProfileUpdate,
  updateProfile,
} from './profile.ts';
import { register, type RegisterResult } from './register.ts';
import { findSession } from './sessions.ts';
import { userById, viewerOf } from './users.ts';

export interface SignedIn {
  viewer: Viewer;
  sessionIdHash: string;
}

export interface AccountsService {
  /** The viewer of a session cookie's value; null when there is none or it has expired. */
  signedIn(sessionId: string | undefined): Promise<SignedIn | null>;
  register(raw: Readonly<Record<string, string | undefined>>, meta: RequestMeta): Promise<RegisterResult>;
  login(input: { email: string; password: string }, meta: RequestMeta): Promise<LoginResult>;
  logout(sessionIdHash: string): Promise<void>;
  requestPasswordReset(
    input: { email: string; channel: ResetChannel },
    meta: RequestMeta,
  ): Promise<ResetRequestResult>;
  smsOptionAvailable(): Promise<boolean>;
  resetLinkValid(token: string | undefined): Promise<boolean>;
  resetPassword(
    token: string | undefined,
    input: { password: string; password2: string },
  ): Promise<ResetResult>;
  profile(viewer: Viewer): Promise<AccountProfile | null>;
  profileSettings(): Promise<ProfileSettings>;
  updateProfile(
    viewer: Viewer,
    sessionIdHash: string | null,
    raw: Readonly<Record<string, string | undefined>>,
  ): Promise<ProfileUpdate>;
  unsubscribe(email: string, meta: RequestMeta): Promise<MailingResult>;
  newsletterSignUp(input: { email: string; firstname: string }, meta: RequestMeta): Promise<MailingResult>;
  /** The wording a subscriber agrees to (shown on the signup form, stored with the confirmation). */
  readonly newsletterConsentText: string;
  newsletterConfirmationValid(token: string | undefined): Promise<boolean>;
  confirmNewsletter(token: string | undefined): Promise<{ email: string } | null>;
}

export function createAccountsService(deps: AccountsDeps): AccountsService {
  const ctx = accountsContext(deps);
  return {
    async signedIn(sessionId) {
      const session = await findSession(ctx.db, sessionId, ctx.now());
      if (!session) return null;
      const user = await userById(ctx.db, session.userId);
      return user ? { viewer: viewerOf(user), sessionIdHash: session.idHash } : null;
    },
    register: (raw, meta) => register(ctx, raw, meta),
    login: (input, meta) => login(ctx, input, meta),
    logout: (sessionIdHash) => logout(ctx, sessionIdHash),
    requestPasswordReset: (input, meta) => requestPasswordReset(ctx, input, meta),
    smsOptionAvailable: () => smsOptionAvailable(ctx),
    resetLinkValid: (token) => resetLinkValid(ctx, token),
    resetPassword: (token, input) => resetPassword(ctx, token, input),
    profile: (viewer) => accountProfile(ctx, viewer),
    profileSettings: () => profileSettings(ctx),
    updateProfile: (viewer, sessionIdHash, raw) => updateProfile(ctx, viewer, sessionIdHash, raw),
    unsubscribe: (email, meta) => unsubscribe(ctx, email, meta),
    newsletterSignUp: (input, meta) => signUp(ctx, input, meta),
    newsletterConsentText: CONSENT_TEXT,
    newsletterConfirmationValid: (token) => confirmationValid(ctx, token),
    confirmNewsletter: (token) => confirmSignup(ctx, token),
  };
}
