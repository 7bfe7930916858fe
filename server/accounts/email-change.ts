// Issue 11 #9 and the profile half of #5: an email change waits for the new address's confirmation. The profile
// (server/accounts/profile.ts) asks the current password, then stores a pending change here in its own
// transaction; the new address gets a single-use link, the old one a notice. Opening the link shows a page
// with a button (mail scanners open links); only that POST changes the email, ends the account's other
// sessions and pending reset links, and tells the old address. Whether the new address already belongs to
// another account is never said to the requester: that address gets a mail "someone tried to…" instead of a
// link, and the profile's answer is the same either way.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailChanges, passwordResets, users } from './schema.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import type { AccountsContext, RequestMeta } from './context.ts';
import {
  emailChangeConfirmMail,
  emailChangedMail,
  emailChangeInUseMail,
  emailChangeRequestedMail,
} from './mails.ts';
import { destroyOtherSessions } from './sessions.ts';
import { hit, LIMITS } from './throttle.ts';
import { isTokenShaped, newToken, tokenHash } from './tokens.ts';

export const EMAIL_CHANGE_VALID_HOURS = 24;

/**
 * The password the change was asked with, as a fingerprint: a password changed since (the owner acting on the
 * notice to the old address) voids the change. Only a hash of the hash is kept.
 */
export function passwordStamp(passwordHash: string | null): string {
  return tokenHash(`password:${passwordHash ?? ''}`);
}

/**
 * Stores the pending change (replacing an earlier one of the account) in the caller's transaction and returns
 * the link's token. `passwordHash` is the hash the account has after the caller's writes.
 */
export async function storeEmailChange(
  tx: Db,
  input: { userId: number; newEmail: string; passwordHash: string | null; now: Date },
): Promise<string> {
  const token = newToken();
  await tx
    .delete(emailChanges)
    .where(and(eq(emailChanges.userId, input.userId), isNull(emailChanges.usedAt)));
  await tx.insert(emailChanges).values({
    tokenHash: tokenHash(token),
    userId: input.userId,
    newEmail: input.newEmail,
    passwordStamp: passwordStamp(input.passwordHash),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + EMAIL_CHANGE_VALID_HOURS * 60 * 60_000),
  });
  return token;
}

/**
 * Who gets which mail for a change about to be stored, decided before the transaction: whether the new address
 * belongs to another account, and whether it is within its per-recipient limit (a stranger's address typed
 * again and again gets a few mails a day, no more — the limit of the newsletter signup; the answer stays the
 * same).
 */
export async function emailChangeRecipients(
  ctx: AccountsContext,
  input: { userId: number; newEmail: string },
): Promise<{ taken: boolean; blocked: boolean }> {
  const [taken, recipient] = await Promise.all([
    emailTakenByOther(ctx.db, input.newEmail, input.userId),
    hit(ctx.db, `email-change:to:${input.newEmail}`, LIMITS.mailsPerRecipient, ctx.now()),
  ]);
  return { taken, blocked: recipient.blocked };
}

/**
 * Queues, in the caller's transaction (issue 12 #2), the link (or, for an address of another account,
 * "someone tried to…") to the new address and the notice to the old one. The delivery loop sends them after the
 * answer (as the reset mail, issue 11 #17), so the answer's timing does not tell which mail went out.
 */
export async function queueEmailChangeMails(
  tx: Db,
  input: { oldEmail: string; firstname: string; newEmail: string; token: string },
  recipients: { taken: boolean; blocked: boolean },
  meta: RequestMeta,
): Promise<void> {
  const key = tokenHash(input.token);
  if (!recipients.blocked)
    await enqueueMail(
      tx,
      `email-change-confirm:${key}`,
      recipients.taken
        ? emailChangeInUseMail({ to: input.newEmail, origin: meta.origin })
        : emailChangeConfirmMail({
            to: input.newEmail,
            firstname: input.firstname,
            url: `${meta.origin}/confirm-email/${input.token}`,
            validHours: EMAIL_CHANGE_VALID_HOURS,
          }),
    );
  await enqueueMail(
    tx,
    `email-change-requested:${key}`,
    emailChangeRequestedMail({
      to: input.oldEmail,
      firstname: input.firstname,
      newEmail: input.newEmail,
      validHours: EMAIL_CHANGE_VALID_HOURS,
      origin: meta.origin,
    }),
  );
}

export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

/** The account's change waiting for confirmation (shown on the profile), or null. */
export async function pendingEmailChange(
  ctx: AccountsContext,
  userId: number,
): Promise<{ newEmail: string; expiresAt: Date } | null> {
  const [row] = await ctx.db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, ctx.now()),
      ),
    );
  return row ?? null;
}

async function liveChange(ctx: AccountsContext, token: string | undefined) {
  if (!isTokenShaped(token)) return null;
  const [row] = await ctx.db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash(token)),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, ctx.now()),
      ),
    );
  return row ?? null;
}

/** The new address of a link that still works (the confirm page shows it with its button), or null. */
export async function emailChangeLink(
  ctx: AccountsContext,
  token: string | undefined,
): Promise<{ newEmail: string } | null> {
  const change = await liveChange(ctx, token);
  return change ? { newEmail: change.newEmail } : null;
}

export type EmailChangeResult =
  | { status: 'ok'; email: string }
  /** Used, expired, replaced by a newer request, or voided by a password change. */
  | { status: 'expired' }
  /** Another account took the address after the request. */
  | { status: 'taken'; email: string };

/**
 * The confirmation (the button on /confirm-email/{token}): in one transaction the link is used up, the email
 * changes, the account's other pending changes and reset links end (a reset link went to the old address), and
 * every session of the account but the confirming one ends. Then the old address hears of it.
 */
export async function confirmEmailChange(
  ctx: AccountsContext,
  token: string | undefined,
  keepSessionIdHash: string | null,
): Promise<EmailChangeResult> {
  const change = await liveChange(ctx, token);
  if (!change) return { status: 'expired' };
  const now = ctx.now();
  try {
    return await ctx.transaction(async ({ db: tx }): Promise<EmailChangeResult> => {
      const used = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.tokenHash, change.tokenHash), isNull(emailChanges.usedAt)))
        .returning({ userId: emailChanges.userId });
      if (used.length === 0) return { status: 'expired' }; // confirmed by a parallel request a moment ago
      const [user] = await tx.select().from(users).where(eq(users.id, change.userId)).for('update');
      if (!user || passwordStamp(user.passwordHash) !== change.passwordStamp) return { status: 'expired' };
      if (await emailTakenByOther(tx, change.newEmail, user.id))
        return { status: 'taken', email: change.newEmail };
      await tx.update(users).set({ email: change.newEmail, updatedAt: now }).where(eq(users.id, user.id));
      await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await destroyOtherSessions(tx, user.id, keepSessionIdHash);
      // Issue 12 #2: the old address hears of it through the outbox, in this transaction.
      if (user.email !== change.newEmail)
        await enqueueMail(
          tx,
          `email-changed:${change.tokenHash}`,
          emailChangedMail({ to: user.email, firstname: user.firstname, newEmail: change.newEmail }),
        );
      return { status: 'ok', email: change.newEmail };
    });
  } catch (error) {
    // The unique email index: another account took the address between our check and the write. The rolled
    // back transaction left the link unused; it is used up now, as when the check itself finds the address taken.
    if (!isUniqueViolation(error)) throw error;
    await ctx.db
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.tokenHash, change.tokenHash), isNull(emailChanges.usedAt)));
    return { status: 'taken', email: change.newEmail };
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
