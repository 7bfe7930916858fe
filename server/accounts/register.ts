// Spec 2 §2/§4/§5 Register: validate, refuse an email in use, store with a scrypt hash, log in, welcome mail.
// Issue 11 #5: every attempt counts towards the address's limit, and "in use" is said only for an otherwise
// valid form within that limit, so the form is no free oracle of who has an account.
import { type FieldErrors, type RegisterInput, validateRegister } from '../../domain/account-forms.ts';
import { displayText, emailKey } from '../../domain/account-input.ts';
import { users } from './schema.ts';
import type { UserViewer } from './viewer.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import { type AccountsContext, type Busy, type RequestMeta, type Throttled, unlessBusy } from './context.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { welcomeMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { createSession, type NewSession } from './sessions.ts';
import { hit, LIMITS, SHOP_MAIL_KEYS } from './throttle.ts';
import { userByEmail, viewerOf } from './users.ts';

/** What the form shows again after a refusal: everything typed except the passwords. */
export type RegisterValues = Omit<RegisterInput, 'password' | 'password2'>;

export type RegisterResult =
  | { status: 'ok'; session: NewSession; viewer: UserViewer }
  | { status: 'invalid'; errors: FieldErrors; values: RegisterValues }
  | Throttled
  | Busy;

/**
 * Decision 524: whether a new account's welcome mail may go to its typed, unchecked address: at most a few a day to
 * one address (an account deleted and made again) and a cap an hour for the shop; over either the account is made
 * all the same (the mail only informs). Counted before the transaction, as every limit is; also for an account made
 * from an order (./order-client.ts).
 */
export async function welcomeAdmitted(ctx: AccountsContext, email: string, now: Date): Promise<boolean> {
  return (
    !(await hit(ctx.db, `register:welcome:to:${email}`, LIMITS.mailsPerRecipient, now)).blocked &&
    !(await hit(ctx.db, SHOP_MAIL_KEYS.welcome, LIMITS.welcomeMailsPerHour, now)).blocked
  );
}

export async function register(
  ctx: AccountsContext,
  /** Issue 12 #5: parsed by registerSchema (domain/account-schemas.ts), from the page's form or the API's JSON. */
  input: RegisterInput,
  meta: RequestMeta,
): Promise<RegisterResult> {
  // Shown again as typed: the stored form's backticks back to apostrophes (spec 2 §5, decisions #140).
  const values: RegisterValues = {
    firstname: displayText(input.firstname),
    lastname: displayText(input.lastname),
    email: input.email,
    email2: input.email2,
    phonenr: input.phonenr,
    hasSubscription: input.hasSubscription,
  };
  const errors = validateRegister(input, await commonPasswordCheck());
  const throttle = await hit(ctx.db, `register:ip:${meta.ip}`, LIMITS.registerPerAddress, ctx.now());
  if (throttle.blocked) return { status: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors, values };
  const email = emailKey(input.email);
  if (await userByEmail(ctx.db, email))
    return { status: 'invalid', errors: { email: { key: 'form_errors.email_in_use_extended' } }, values };

  const now = ctx.now();
  const passwordHash = await unlessBusy(() => hashPassword(input.password, ctx.hashParams));
  if (typeof passwordHash === 'object') return passwordHash;
  const welcome = await welcomeAdmitted(ctx, email, now);
  // Issue 12 #1: the account, its first session and the welcome mail (#2) are one unit of work.
  return ctx.transaction(async (tx) => {
    const inserted = await tx.db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        phonenr: input.phonenr,
        hasSubscription: input.hasSubscription,
        subscriptionChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const user = inserted[0];
    // Two registrations with one address at the same moment: the second finds it in use after all.
    if (!user)
      return {
        status: 'invalid',
        errors: { email: { key: 'form_errors.email_in_use_extended' } },
        values,
      } as const;
    const session = await createSession(tx.db, user.id, now);
    if (welcome)
      await enqueueMail(
        tx.db,
        `welcome:${user.id}`,
        welcomeMail({
          to: email,
          firstname: values.firstname,
          origin: meta.origin,
          subscribed: input.hasSubscription,
        }),
      );
    return { status: 'ok', session, viewer: viewerOf(user) } as const;
  });
}
