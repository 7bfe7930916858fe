// Issue 14, spec 3 §4 "Checkout validity and email check" and §5 "Registration from an order": what the checkout's
// client step asks of accounts. The email check tells a guest whether the address has an account ('Dit
// e-mailadres is bekend bij ons.' → log in first); the spec asks for this answer, so it is counted per client
// address (LIMITS.checkoutEmailPerAddress) to keep it from being a free list of customers. Registering from an
// order makes the account with the order's personal data and a password, logs it in and sends the welcome mail,
// in one unit of work, as a registration does (./register.ts), within the same welcome-mail caps (decision 524).
import type { FieldErrors, ProfileInput } from '../../domain/account-forms.ts';
import { newPasswordErrors } from '../../domain/account-forms.ts';
import { emailKey, isValidEmail } from '../../domain/account-input.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import { type AccountsContext, type Busy, type RequestMeta, type Throttled, unlessBusy } from './context.ts';
import { welcomeMail } from './mails.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { hashPassword } from './passwords.ts';
import { welcomeAdmitted } from './register.ts';
import { users } from './schema.ts';
import { createSession, type NewSession } from './sessions.ts';
import { hit, LIMITS } from './throttle.ts';
import { userByEmail, viewerOf } from './users.ts';
import type { UserViewer } from './viewer.ts';

export type EmailCheck = { status: 'known' | 'unknown' | 'invalid' } | Throttled;

/** Whether an account has this email (counted per client address first). */
export async function checkOrderEmail(
  ctx: AccountsContext,
  email: string,
  meta: RequestMeta,
): Promise<EmailCheck> {
  const throttle = await hit(
    ctx.db,
    `checkout-email:ip:${meta.ip}`,
    LIMITS.checkoutEmailPerAddress,
    ctx.now(),
  );
  if (throttle.blocked) return { status: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };
  if (!isValidEmail(email)) return { status: 'invalid' };
  return { status: (await userByEmail(ctx.db, emailKey(email))) ? 'known' : 'unknown' };
}

export interface OrderRegistration {
  /** The client step's personal data, validated by the caller (domain/account-forms.ts validateProfile). */
  personal: ProfileInput;
  password: string;
  password2: string;
}

export type OrderRegisterResult =
  | { status: 'ok'; session: NewSession; viewer: UserViewer }
  | { status: 'invalid'; errors: FieldErrors }
  | Throttled
  | Busy;

/** Spec 3 §5: an account from the order's personal data and a password, logged in, with the welcome mail. */
export async function registerFromOrder(
  ctx: AccountsContext,
  input: OrderRegistration,
  meta: RequestMeta,
): Promise<OrderRegisterResult> {
  const errors: FieldErrors = newPasswordErrors(input, await commonPasswordCheck());
  const throttle = await hit(ctx.db, `register:ip:${meta.ip}`, LIMITS.registerPerAddress, ctx.now());
  if (throttle.blocked) return { status: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const email = emailKey(input.personal.email);
  const inUse = {
    status: 'invalid',
    errors: { email: { key: 'form_errors.email_in_use_extended' } },
  } as const;
  if (await userByEmail(ctx.db, email)) return inUse;

  const now = ctx.now();
  const passwordHash = await unlessBusy(() => hashPassword(input.password, ctx.hashParams));
  if (typeof passwordHash === 'object') return passwordHash;
  const p = input.personal;
  const welcome = await welcomeAdmitted(ctx, email, now);
  return ctx.transaction(async (tx) => {
    const [user] = await tx.db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstname: p.firstname,
        lastname: p.lastname,
        phonenr: p.phonenr,
        address: p.address,
        housenr: p.housenr,
        addition: p.addition,
        zipcode: p.zipcode,
        city: p.city,
        countryCode: p.countryCode,
        hasSubscription: p.hasSubscription,
        subscriptionChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return inUse;
    const session = await createSession(tx.db, user.id, now);
    if (welcome)
      await enqueueMail(
        tx.db,
        `welcome:${user.id}`,
        welcomeMail({
          to: email,
          firstname: p.firstname,
          origin: meta.origin,
          subscribed: p.hasSubscription,
        }),
      );
    return { status: 'ok', session, viewer: viewerOf(user) } as const;
  });
}
