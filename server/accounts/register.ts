// Spec 2 §2/§4/§5 Register: validate, refuse an email in use, store with a scrypt hash, log in, welcome mail.
import {
  cleanRegister,
  type FieldErrors,
  type RegisterInput,
  validateRegister,
} from '../../domain/account-forms.ts';
import { displayText, emailKey } from '../../domain/account-input.ts';
import { users } from '../db/schema.ts';
import type { Viewer } from '../shell/types.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import type { AccountsContext, RequestMeta, Throttled } from './context.ts';
import { welcomeMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { createSession, type NewSession } from './sessions.ts';
import { hit, LIMITS } from './throttle.ts';
import { userByEmail, viewerOf } from './users.ts';

/** What the form shows again after a refusal: everything typed except the passwords. */
export type RegisterValues = Omit<RegisterInput, 'password' | 'password2'>;

export type RegisterResult =
  | { status: 'ok'; session: NewSession; viewer: Viewer }
  | { status: 'invalid'; errors: FieldErrors; values: RegisterValues }
  | Throttled;

export async function register(
  ctx: AccountsContext,
  raw: Readonly<Record<string, string | undefined>>,
  meta: RequestMeta,
): Promise<RegisterResult> {
  const input = cleanRegister(raw);
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
  const email = emailKey(input.email);
  if (!errors.email && (await userByEmail(ctx.db, email)))
    errors.email = { key: 'form_errors.email_in_use_extended' };
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors, values };

  const throttle = await hit(ctx.db, `register:ip:${meta.ip}`, LIMITS.registerPerAddress, ctx.now());
  if (throttle.blocked) return { status: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };

  const now = ctx.now();
  const passwordHash = await hashPassword(input.password, ctx.hashParams);
  const inserted = await ctx.db
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
    return { status: 'invalid', errors: { email: { key: 'form_errors.email_in_use_extended' } }, values };

  const session = await createSession(ctx.db, user.id, now);
  await ctx.deliver('welkomstmail', () =>
    ctx.mailer.send(
      welcomeMail({
        to: email,
        firstname: values.firstname,
        origin: meta.origin,
        subscribed: input.hasSubscription,
      }),
    ),
  );
  return { status: 'ok', session, viewer: viewerOf(user) };
}
