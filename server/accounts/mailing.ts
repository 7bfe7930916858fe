// The newsletter list (issue 5): spec 2 §2/§4 unsubscribe (/unsubscribe, /uitschrijven) and spec 1 /newsletter
// signup with double opt-in. Both answer the same whether or not the address is known; a mail goes only to an
// address that is on the list (unsubscribe) or that asked (signup), never to a stranger twice.
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { type FieldErrors, validateEmailOnly } from '../../domain/account-forms.ts';
import { cleanEmail, cleanText, emailKey } from '../../domain/account-input.ts';
import { newsletterSubscribers, users } from './schema.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import type { AccountsContext, RequestMeta, Throttled } from './context.ts';
import { newsletterConfirmMail, unsubscribeMail } from './mails.ts';
import { hit, LIMITS, SHOP_MAIL_KEYS } from './throttle.ts';
import { isTokenShaped, newToken, tokenHash } from './tokens.ts';

export const CONFIRM_VALID_DAYS = 7;
/** What a subscriber agrees to, stored with the confirmation as proof of consent. */
export const CONSENT_TEXT =
  'Ja, stuur mij de gratis nieuwsbrief van Leeswijzer met boekentips en aanbiedingen. Uitschrijven kan altijd.';

export type MailingResult =
  { status: 'done'; email: string } | { status: 'invalid'; errors: FieldErrors } | Throttled;

/** A valid email, within the client address's limit: its stored form, or the refusal. */
async function checkRequest(
  ctx: AccountsContext,
  rawEmail: string,
  meta: RequestMeta,
): Promise<{ key: string } | Exclude<MailingResult, { status: 'done' }>> {
  const email = cleanEmail(rawEmail);
  const errors = validateEmailOnly(email);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const throttle = await hit(ctx.db, `mailing:ip:${meta.ip}`, LIMITS.mailingPerAddress, ctx.now());
  if (throttle.blocked) return { status: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };
  return { key: emailKey(email) };
}

/** Spec 2 §4 Unsubscribe: the account's subscription off and the signup list's entry ended; a confirmation mail. */
export async function unsubscribe(
  ctx: AccountsContext,
  rawEmail: string,
  meta: RequestMeta,
): Promise<MailingResult> {
  const checked = await checkRequest(ctx, rawEmail, meta);
  if ('status' in checked) return checked;
  const { key } = checked;
  const now = ctx.now();
  // Issue 12 #1: one unit of work (these ran in parallel outside a transaction): the account's subscription, the
  // list's entry, a renewed signup's pending link and the confirmation mail (#2) change together or not at all.
  await ctx.transaction(async ({ db: tx }) => {
    const fromAccount = await tx
      .update(users)
      .set({ hasSubscription: false, subscriptionChangedAt: now })
      .where(and(eq(users.email, key), eq(users.hasSubscription, true)))
      .returning({ id: users.id });
    const fromList = await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: now, tokenHash: null })
      .where(and(eq(newsletterSubscribers.email, key), isNull(newsletterSubscribers.unsubscribedAt)))
      .returning({ confirmed: newsletterSubscribers.confirmedAt });
    // A renewed signup after an earlier unsubscribe waits for its confirmation with unsubscribed_at still set:
    // it ends too (its link stops working), like a first signup that was never confirmed.
    await tx
      .update(newsletterSubscribers)
      .set({ tokenHash: null })
      .where(
        and(
          eq(newsletterSubscribers.email, key),
          isNotNull(newsletterSubscribers.unsubscribedAt),
          isNotNull(newsletterSubscribers.tokenHash),
        ),
      );
    const wasOnList = fromAccount.length > 0 || fromList.some((r) => r.confirmed !== null);
    // The event is this unsubscribe, which happens once per time on the list: its moment names it.
    if (wasOnList)
      await enqueueMail(
        tx,
        `unsubscribe:${key}:${now.toISOString()}`,
        unsubscribeMail({ to: key, origin: meta.origin }),
      );
  });
  return { status: 'done', email: key };
}

/** Spec 1 /newsletter: a signup waits for the confirmation link (double opt-in). */
export async function signUp(
  ctx: AccountsContext,
  input: { email: string; firstname: string },
  meta: RequestMeta,
): Promise<MailingResult> {
  const checked = await checkRequest(ctx, input.email, meta);
  if ('status' in checked) return checked;
  const { key } = checked;
  const now = ctx.now();
  const [existing] = await ctx.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, key));
  if (existing?.confirmedAt && !existing.unsubscribedAt) return { status: 'done', email: key };
  // A stranger's address typed again and again (from many client addresses) gets a few mails a day, no more;
  // the answer stays the same, so the limit tells nobody anything.
  const recipient = await hit(ctx.db, `mailing:to:${key}`, LIMITS.mailsPerRecipient, now);
  if (recipient.blocked) return { status: 'done', email: key };
  // Decision 524: the shop's hourly cap on these mails (counted only for a mail about to go): over it the signup
  // is refused for now, as the address's limit is; its link is its only way to be confirmed.
  const shop = await hit(ctx.db, SHOP_MAIL_KEYS.newsletter, LIMITS.newsletterConfirmationsPerHour, now);
  if (shop.blocked) return { status: 'throttled', retryAfterSeconds: shop.retryAfterSeconds };
  const token = newToken();
  const hash = tokenHash(token);
  // Issue 12 #1/#2: the pending signup and its confirmation mail in one transaction.
  await ctx.transaction(async ({ db: tx }) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email: key, firstname: cleanText(input.firstname), tokenHash: hash, requestedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { firstname: cleanText(input.firstname), tokenHash: hash, requestedAt: now },
      });
    await enqueueMail(
      tx,
      `newsletter-confirm:${hash}`,
      newsletterConfirmMail({
        to: key,
        url: `${meta.origin}/newsletter/confirm/${token}`,
        validDays: CONFIRM_VALID_DAYS,
      }),
    );
  });
  return { status: 'done', email: key };
}

/** Whether a confirmation link is still good (the confirm page shows its button, or says it has expired). */
export async function confirmationValid(ctx: AccountsContext, token: string | undefined): Promise<boolean> {
  return (await pendingByToken(ctx, token)) !== null;
}

/** The confirmation: the consent time and wording stored as proof; the token used up. */
export async function confirmSignup(
  ctx: AccountsContext,
  token: string | undefined,
): Promise<{ email: string } | null> {
  const pending = await pendingByToken(ctx, token);
  if (!pending) return null;
  const [row] = await ctx.db
    .update(newsletterSubscribers)
    .set({ confirmedAt: ctx.now(), unsubscribedAt: null, consentText: CONSENT_TEXT, tokenHash: null })
    .where(
      and(eq(newsletterSubscribers.id, pending.id), eq(newsletterSubscribers.tokenHash, pending.tokenHash!)),
    )
    .returning({ email: newsletterSubscribers.email });
  return row ?? null;
}

async function pendingByToken(ctx: AccountsContext, token: string | undefined) {
  if (!isTokenShaped(token)) return null;
  const since = new Date(ctx.now().getTime() - CONFIRM_VALID_DAYS * 24 * 60 * 60_000);
  const [row] = await ctx.db
    .select()
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.tokenHash, tokenHash(token)),
        gt(newsletterSubscribers.requestedAt, since),
      ),
    );
  return row ?? null;
}
