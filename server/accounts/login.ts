// Spec 2 §4 Login and Logout. A failed login says only errors.error_login, whether or not the email exists,
// and takes as long either way (an unknown email verifies a dummy hash). Throttled per account and per client
// address; only failures count, and a success clears the account's count.
import { eq } from 'drizzle-orm';
import { validateLogin, type FieldErrors } from '../../domain/account-forms.ts';
import { emailKey } from '../../domain/account-input.ts';
import { users } from '../db/schema.ts';
import type { Viewer } from '../shell/types.ts';
import type { AccountsContext, RequestMeta, Throttled } from './context.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { createSession, destroySession, type NewSession } from './sessions.ts';
import { clear, hit, LIMITS, peek, pruneWindows } from './throttle.ts';
import { userByEmail, viewerOf } from './users.ts';

export type LoginResult =
  | { status: 'ok'; session: NewSession; viewer: Viewer }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'failed' }
  | Throttled;

export async function login(
  ctx: AccountsContext,
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<LoginResult> {
  const errors = validateLogin(input);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const email = emailKey(input.email);
  const now = ctx.now();
  const accountKey = `login:account:${email}`;
  const addressKey = `login:ip:${meta.ip}`;
  const [account, address] = await Promise.all([
    peek(ctx.db, accountKey, LIMITS.loginPerAccount, now),
    peek(ctx.db, addressKey, LIMITS.loginPerAddress, now),
  ]);
  if (account.blocked || address.blocked) {
    return {
      status: 'throttled',
      retryAfterSeconds: Math.max(account.retryAfterSeconds, address.retryAfterSeconds),
    };
  }

  const user = await userByEmail(ctx.db, email);
  const hash = user?.passwordHash ?? (await ctx.dummyHash());
  const matches = await verifyPassword(input.password, hash);
  if (!user?.passwordHash || !matches) {
    await Promise.all([
      hit(ctx.db, accountKey, LIMITS.loginPerAccount, now),
      hit(ctx.db, addressKey, LIMITS.loginPerAddress, now),
    ]);
    return { status: 'failed' };
  }

  await Promise.all([clear(ctx.db, accountKey), pruneWindows(ctx.db, now)]);
  if (needsRehash(user.passwordHash, ctx.hashParams)) {
    const passwordHash = await hashPassword(input.password, ctx.hashParams);
    await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  const session = await createSession(ctx.db, user.id, now);
  return { status: 'ok', session, viewer: viewerOf(user) };
}

export async function logout(ctx: AccountsContext, sessionIdHash: string): Promise<void> {
  await destroySession(ctx.db, sessionIdHash);
}
