// Spec 2 §2/§4 password retrieval: a single-use, expiring link by email — or by SMS behind feature SMS_PW —
// never the password itself. The answer is the same whether or not the email belongs to an account.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type FieldErrors, passwordError, validateEmailOnly } from '../../domain/account-forms.ts';
import { cleanEmail, emailKey, isFilled } from '../../domain/account-input.ts';
import { isFeatureAvailable } from '../../domain/features.ts';
import { passwordResets, users } from '../db/schema.ts';
import { ANONYMOUS } from '../shell/types.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import type { AccountsContext, RequestMeta, Throttled } from './context.ts';
import { passwordResetMail, passwordResetSms } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { destroyOtherSessions } from './sessions.ts';
import { clear, hit, LIMITS } from './throttle.ts';
import { isTokenShaped, newToken, tokenHash } from './tokens.ts';
import { userByEmail } from './users.ts';

export const RESET_VALID_MINUTES = 60;
/** Spec 2 §2 SMS counter: SMS messages an account may get in a day (each costs money and can annoy). */
export const SMS_PER_DAY = 3;

export type ResetChannel = 'email' | 'sms';

export type ResetRequestResult = { status: 'sent' } | { status: 'invalid'; errors: FieldErrors } | Throttled;

/** Spec 2 §7 POST /v2/accounts/password (and the SMS variant): ask for a reset link. */
export async function requestPasswordReset(
  ctx: AccountsContext,
  input: { email: string; channel: ResetChannel },
  meta: RequestMeta,
): Promise<ResetRequestResult> {
  const email = cleanEmail(input.email);
  const errors = validateEmailOnly(email);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const key = emailKey(email);
  const now = ctx.now();
  // Counted for every address typed, known or not, so the limits say nothing about who has an account.
  const [address, account] = await Promise.all([
    hit(ctx.db, `reset:ip:${meta.ip}`, LIMITS.resetPerAddress, now),
    hit(ctx.db, `reset:account:${key}`, LIMITS.resetPerAccount, now),
  ]);
  if (address.blocked || account.blocked)
    return {
      status: 'throttled',
      retryAfterSeconds: Math.max(address.retryAfterSeconds, account.retryAfterSeconds),
    };

  const user = await userByEmail(ctx.db, key);
  if (!user) return { status: 'sent' };
  const channel = input.channel === 'sms' && (await smsAllowed(ctx, user.id, user.phonenr)) ? 'sms' : 'email';
  const token = newToken();
  await ctx.db.insert(passwordResets).values({
    tokenHash: tokenHash(token),
    userId: user.id,
    channel,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000),
  });
  const url = `${meta.origin}/reset-password/${token}`;
  if (channel === 'sms') {
    await ctx.deliver('herstel-sms', () =>
      ctx.sms.send(user.phonenr, passwordResetSms(url, RESET_VALID_MINUTES)),
    );
  } else {
    await ctx.deliver('herstelmail', () =>
      ctx.mailer.send(
        passwordResetMail({
          to: user.email,
          firstname: user.firstname,
          url,
          validMinutes: RESET_VALID_MINUTES,
        }),
      ),
    );
  }
  return { status: 'sent' };
}

/** Whether the SMS option is offered at all (feature SMS_PW, spec 2 §2). */
export async function smsOptionAvailable(ctx: AccountsContext): Promise<boolean> {
  return isFeatureAvailable(await ctx.settings.features(), 'SMS_PW', ANONYMOUS);
}

/** SMS when the feature is on, the account has a phone number and its counter is under the day's limit. */
async function smsAllowed(ctx: AccountsContext, userId: number, phonenr: string): Promise<boolean> {
  if (!isFilled(phonenr) || !(await smsOptionAvailable(ctx))) return false;
  const since = new Date(ctx.now().getTime() - 24 * 60 * 60_000);
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.channel, 'sms'),
        gt(passwordResets.createdAt, since),
      ),
    );
  return (row?.n ?? 0) < SMS_PER_DAY;
}

async function liveReset(ctx: AccountsContext, token: string | undefined) {
  if (!isTokenShaped(token)) return null;
  const [row] = await ctx.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, ctx.now()),
      ),
    );
  return row ?? null;
}

/** Whether a reset link still works (the page shows the form, or says the link has expired). */
export async function resetLinkValid(ctx: AccountsContext, token: string | undefined): Promise<boolean> {
  return (await liveReset(ctx, token)) !== null;
}

export type ResetResult =
  { status: 'ok'; email: string } | { status: 'invalid'; errors: FieldErrors } | { status: 'expired' };

/**
 * Sets the new password, uses up the link (and every other link of the account), ends all sessions and clears the
 * account's failed logins.
 */
export async function resetPassword(
  ctx: AccountsContext,
  token: string | undefined,
  input: { password: string; password2: string },
): Promise<ResetResult> {
  const reset = await liveReset(ctx, token);
  if (!reset) return { status: 'expired' };
  const errors: FieldErrors = {};
  const password = passwordError(input.password, await commonPasswordCheck());
  if (password) errors.password = password;
  if (!isFilled(input.password2)) errors.password2 = { key: 'form_errors.general' };
  else if (input.password2 !== input.password) errors.password2 = { key: 'form_errors.pw_not_matching' };
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };

  const passwordHash = await hashPassword(input.password, ctx.hashParams);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, reset.tokenHash), isNull(passwordResets.usedAt)))
      .returning({ userId: passwordResets.userId });
    if (used.length === 0) return { status: 'expired' } as const; // used by a parallel request a moment ago
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, reset.userId))
      .returning({ email: users.email });
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await destroyOtherSessions(tx, reset.userId, null);
    return { status: 'ok', email: user!.email } as const;
  });
  // The link proved the mailbox: the failed logins that often come before a reset no longer hold the owner out.
  if (result.status === 'ok') await clear(ctx.db, `login:account:${result.email}`);
  return result;
}
