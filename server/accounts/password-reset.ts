// Spec 2 §2/§4 password retrieval: a single-use, expiring link by email — or by SMS behind feature SMS_PW —
// never the password itself. The answer is the same whether or not the email belongs to an account, and so
// is the work done before it (issue 11 #17).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type FieldErrors, newPasswordErrors, validateEmailOnly } from '../../domain/account-forms.ts';
import { cleanEmail, emailKey, isFilled } from '../../domain/account-input.ts';
import { isFeatureAvailable } from '../../domain/features.ts';
import { passwordResets, users } from './schema.ts';
import { enqueueWhere } from '../outbox/outbox.ts';
import { ANONYMOUS } from './viewer.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import { type AccountsContext, type Busy, type RequestMeta, type Throttled, unlessBusy } from './context.ts';
import { accountAddressKey } from './login.ts';
import { passwordResetMail, passwordResetSms } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { destroyOtherSessions } from './sessions.ts';
import { clear, clearPrefix, hit, LIMITS } from './throttle.ts';
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

  // Issue 11 #17: from here a known and an unknown address take the same steps — the same statements, a
  // token either way, and inserts that store a row only for a known account: the reset link and (issue 12 #2)
  // its mail or SMS in the outbox, in one transaction. The delivery loop sends it after the answer, so the time
  // taken says nothing about who has an account.
  const user = await userByEmail(ctx.db, key);
  const channel: ResetChannel =
    input.channel === 'sms' && (await smsAllowed(ctx, user?.id ?? 0, user?.phonenr ?? '')) ? 'sms' : 'email';
  const token = newToken();
  const hash = tokenHash(token);
  const expires = new Date(now.getTime() + RESET_VALID_MINUTES * 60_000);
  const url = `${meta.origin}/reset-password/${token}`;
  // Rendered for an unknown address too (with no name), so both do the same work; only a known one is stored.
  const mail = passwordResetMail({
    to: key,
    firstname: user?.firstname ?? '',
    url,
    validMinutes: RESET_VALID_MINUTES,
  });
  const message: Parameters<typeof enqueueWhere>[1] =
    channel === 'sms'
      ? {
          key: `reset:${hash}`,
          channel,
          subject: '',
          body: { text: passwordResetSms(url, RESET_VALID_MINUTES) },
        }
      : {
          key: `reset:${hash}`,
          channel: 'mail',
          subject: mail.subject,
          body: { text: mail.text, html: mail.html },
        };
  await ctx.transaction(async (tx) => {
    await tx.db.execute(
      sql`insert into ${passwordResets} (token_hash, user_id, channel, created_at, expires_at)
          select ${hash}, ${users.id}, ${channel}, ${now}, ${expires}
          from ${users} where ${users.email} = ${key}`,
    );
    await enqueueWhere(
      tx.db,
      message,
      sql`case when ${channel} = 'sms' then ${users.phonenr} else ${users.email} end`,
      sql`${users} where ${users.email} = ${key}`,
    );
  });
  return { status: 'sent' };
}

/** Whether the SMS option is offered at all (feature SMS_PW, spec 2 §2). */
export async function smsOptionAvailable(ctx: AccountsContext): Promise<boolean> {
  return isFeatureAvailable(await ctx.settings.features(), 'SMS_PW', ANONYMOUS);
}

/**
 * SMS when the feature is on, the account has a phone number and its counter is under the day's limit. Both
 * lookups run in every case (userId 0 for an unknown address), so the SMS answer takes the same time for all.
 */
async function smsAllowed(ctx: AccountsContext, userId: number, phonenr: string): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - 24 * 60 * 60_000);
  const [available, sent] = await Promise.all([smsOptionAvailable(ctx), smsSentSince(ctx, userId, since)]);
  return isFilled(phonenr) && available && sent < SMS_PER_DAY;
}

async function smsSentSince(ctx: AccountsContext, userId: number, since: Date): Promise<number> {
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
  return row?.n ?? 0;
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
  { status: 'ok'; email: string } | { status: 'invalid'; errors: FieldErrors } | { status: 'expired' } | Busy;

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
  const errors: FieldErrors = newPasswordErrors(input, await commonPasswordCheck());
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };

  const passwordHash = await unlessBusy(() => hashPassword(input.password, ctx.hashParams));
  if (typeof passwordHash === 'object') return passwordHash;
  const now = ctx.now();
  const result = await ctx.transaction(async ({ db: tx }) => {
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
  // The link proved the mailbox: the failed logins that often come before a reset no longer hold the owner
  // out, from any address.
  if (result.status === 'ok')
    await Promise.all([
      clear(ctx.db, `login:account:${result.email}`),
      clearPrefix(ctx.db, accountAddressKey(result.email, '')),
    ]);
  return result;
}
