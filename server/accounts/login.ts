// Spec 2 §4 Login and Logout. A failed login says only errors.error_login, whether or not the email exists,
// and takes as long either way (an unknown email verifies a dummy hash). Throttled (issue 11 #2, #3, #15) per
// account and address together, per account and per address; every attempt, a success too, is counted by
// one upsert before the password is checked, so parallel attempts cannot check more than the limit.
import { eq } from 'drizzle-orm';
import { validateLogin, type FieldErrors } from '../../domain/account-forms.ts';
import { emailKey } from '../../domain/account-input.ts';
import { users } from './schema.ts';
import type { UserViewer } from './viewer.ts';
import { type AccountsContext, type Busy, type RequestMeta, type Throttled, unlessBusy } from './context.ts';
import {
  hashingGate,
  HASHING_RETRY_AFTER_SECONDS,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './passwords.ts';
import { createSession, destroySession, type NewSession } from './sessions.ts';
import { clear, hit, LIMITS, pruneWindows } from './throttle.ts';
import { userByEmail, viewerOf } from './users.ts';

export type LoginResult =
  | { status: 'ok'; session: NewSession; viewer: UserViewer }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'failed' }
  | Throttled
  | Busy;

/** The key of one account's attempts from one address (cleared at a success, and for every address at a reset). */
export function accountAddressKey(email: string, ip: string): string {
  return `login:account-ip:${email}:${ip}`;
}

export async function login(
  ctx: AccountsContext,
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<LoginResult> {
  const errors = validateLogin(input);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  // A full queue turns the attempt away before it is counted: trying again in a moment costs no attempt.
  if (hashingGate.full) return { status: 'busy', retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS };
  const email = emailKey(input.email);
  const now = ctx.now();
  const pairKey = accountAddressKey(email, meta.ip);
  // In this order, each only when the one before let the attempt through: an address throttled for this
  // account does not use up the account's wider limit, so it cannot lock the owner out from elsewhere.
  const counted: [string, typeof LIMITS.loginPerAddress][] = [
    [`login:ip:${meta.ip}`, LIMITS.loginPerAddress],
    [pairKey, LIMITS.loginPerAccountAddress],
    [`login:account:${email}`, LIMITS.loginPerAccount],
  ];
  for (const [key, limit] of counted) {
    const state = await hit(ctx.db, key, limit, now);
    if (state.blocked) return { status: 'throttled', retryAfterSeconds: state.retryAfterSeconds };
  }

  const user = await userByEmail(ctx.db, email);
  const checked = await unlessBusy(async () => {
    const hash = user?.passwordHash ?? (await ctx.dummyHash());
    return verifyPassword(input.password, hash);
  });
  if (typeof checked === 'object') return checked;
  if (!user?.passwordHash || !checked) return { status: 'failed' };

  await Promise.all([clear(ctx.db, pairKey), pruneWindows(ctx.db, now)]);
  if (needsRehash(user.passwordHash, ctx.hashParams)) {
    // A busy gate only postpones the stronger hash to a later login.
    const passwordHash = await unlessBusy(() => hashPassword(input.password, ctx.hashParams));
    if (typeof passwordHash === 'string')
      await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  const session = await createSession(ctx.db, user.id, now);
  return { status: 'ok', session, viewer: viewerOf(user) };
}

export async function logout(ctx: AccountsContext, sessionIdHash: string): Promise<void> {
  await destroySession(ctx.db, sessionIdHash);
}
