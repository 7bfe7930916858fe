// Spec 2 §2/§4/§5 account page, profile tab: personal data, password change, business data (with the VIES
// check) and partner data, sent together with 'Verstuur wijzigingen'. The personal, business and partner
// forms must all be valid before anything is stored; the password form is separate (spec 2 §4): a valid
// change is made, an invalid one is reported and the rest is stored all the same. A new email needs the current
// password and waits for the new address's confirmation (issue 11 #9, server/accounts/email-change.ts).
import { eq } from 'drizzle-orm';
import {
  type FieldErrors,
  passwordChange,
  type PasswordChange,
  type ProfileInput,
  type TextRef,
  validateBusiness,
  validatePartner,
  validateProfile,
} from '../../domain/account-forms.ts';
import { countryFromZipcode, displayText, emailKey, isFilled } from '../../domain/account-input.ts';
import { formatZipcode } from '../../domain/carrier-address.ts';
import { checkVatInput, normaliseVatNumber } from '../../domain/vat-number.ts';
import { users } from './schema.ts';
import { countries } from '../settings/schema.ts';
import { settingNumber } from '../settings/service.ts';
import type { Viewer } from './viewer.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import { type AccountsContext, type Busy, type RequestMeta, unlessBusy } from './context.ts';
import { personalOf, type ProfileUpdateInput } from '../../domain/account-schemas.ts';
import {
  EMAIL_CHANGE_VALID_HOURS,
  emailChangeRecipients,
  pendingEmailChange,
  queueEmailChangeMails,
  storeEmailChange,
} from './email-change.ts';
import { HASHING_RETRY_AFTER_SECONDS, hashingGate, hashPassword, verifyPassword } from './passwords.ts';
import { destroyOtherSessions } from './sessions.ts';
import { hit, LIMITS, SHOP_MAIL_KEYS } from './throttle.ts';
import { type UserRow, userById } from './users.ts';

export interface Country {
  code: string;
  displayValue: string;
  eu: boolean;
}

/** The profile tab's data, with the stored backticks shown as apostrophes again. */
export interface AccountProfile {
  email: string;
  personal: ProfileInput;
  business: {
    company: string;
    nrKvk: string;
    nrVat: string;
    validVat: boolean;
    vatName: string | null;
    vatAddress: string | null;
  };
  /** Partners only (spec 2 §2), with the partner code shown. */
  partner: {
    website: string;
    bankAccount: string;
    accountHolder: string;
    accountCity: string;
    partnerCode: string;
  } | null;
  hasPassword: boolean;
  /** A new email waiting for its confirmation link (issue 11 #9); the email above stays until then. */
  pendingEmail: string | null;
}

export interface ProfileSettings {
  countries: Country[];
  /** Setting businessData: business data is shown and stored only when it is on (spec 2 §5, spec 3 §5). */
  businessEnabled: boolean;
  requiredHousenr: number;
}

export async function profileSettings(ctx: AccountsContext): Promise<ProfileSettings> {
  const [all, rows] = await Promise.all([
    ctx.settings.all(),
    ctx.db
      .select({ code: countries.code, displayValue: countries.displayValue, eu: countries.eu })
      .from(countries)
      .orderBy(countries.displayValue),
  ]);
  return {
    countries: rows,
    businessEnabled: all.get('businessData') === '1',
    requiredHousenr: settingNumber(all, 'requiredHousenr', 0),
  };
}

function toProfile(user: UserRow, viewer: Viewer, pendingEmail: string | null): AccountProfile {
  const d = displayText;
  return {
    email: user.email,
    personal: {
      firstname: d(user.firstname),
      lastname: d(user.lastname),
      email: user.email,
      phonenr: user.phonenr,
      address: d(user.address),
      housenr: d(user.housenr),
      addition: d(user.addition),
      // Stored without its space (spec 2 §5), shown with it (issue 29).
      zipcode: formatZipcode(user.zipcode, user.countryCode),
      city: d(user.city),
      countryCode: user.countryCode,
      hasSubscription: user.hasSubscription,
    },
    business: {
      company: d(user.company),
      nrKvk: user.nrKvk,
      nrVat: user.nrVat,
      validVat: user.validVat,
      vatName: user.vatName,
      vatAddress: user.vatAddress,
    },
    partner: viewer.isPartner
      ? {
          website: user.website,
          bankAccount: user.bankAccount,
          accountHolder: d(user.accountHolder),
          accountCity: d(user.accountCity),
          partnerCode: viewer.partnerCode ?? '',
        }
      : null,
    hasPassword: user.passwordHash !== null,
    pendingEmail,
  };
}

/** The logged-in viewer's own profile: the id comes from the session, never from the request. */
export async function accountProfile(ctx: AccountsContext, viewer: Viewer): Promise<AccountProfile | null> {
  if (!viewer.loggedIn) return null;
  const [user, pending] = await Promise.all([
    userById(ctx.db, viewer.userId),
    pendingEmailChange(ctx, viewer.userId),
  ]);
  return user ? toProfile(user, viewer, pending?.newEmail ?? null) : null;
}

/** What became of the password form: not used, invalid, changed ('valid'), or refused for a wrong current one. */
export type PasswordOutcome = PasswordChange['status'] | 'wrong_current';

export type ProfileUpdate =
  | {
      status: 'saved';
      profile: AccountProfile;
      /** Things worth knowing that did not stop the save (country from zipcode, VIES down, confirmation sent). */
      notices: TextRef[];
      password: PasswordOutcome;
      /** The password form's messages when its change was not made. */
      passwordErrors: FieldErrors;
      /** 'pending': a new email waits for its confirmation link (the stored email is unchanged). */
      email: 'unchanged' | 'pending';
    }
  | { status: 'invalid'; errors: FieldErrors; notices: TextRef[]; passwordErrors: FieldErrors }
  /** Issue 11 #2: the password-hashing queue is full; nothing was stored. */
  | Busy;

/** Whether a typed current password is the account's, within the account's login limit. */
export type CurrentPassword =
  { status: 'ok' } | { status: 'wrong' } | { status: 'throttled'; retryAfterSeconds: number };

/**
 * Guessing the current password from a borrowed session counts towards the account's login limit (the email
 * change and the password change share it with the logins). Like a login (issue 11 #3), every check is counted
 * by one upsert before the hash is computed, so parallel requests cannot check more than the limit allows.
 */
export async function checkCurrentPassword(
  ctx: AccountsContext,
  user: UserRow,
  typed: string,
): Promise<CurrentPassword> {
  if (!user.passwordHash) return { status: 'wrong' };
  const throttle = await hit(ctx.db, `login:account:${user.email}`, LIMITS.loginPerAccount, ctx.now());
  if (throttle.blocked) return { status: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };
  return (await verifyPassword(typed, user.passwordHash)) ? { status: 'ok' } : { status: 'wrong' };
}

const throttledError = (retryAfterSeconds: number): TextRef => ({
  key: 'errors.throttled',
  params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
});

/**
 * Stores the profile tab's forms for the viewer (spec 2 §4 profile tab). `input` is parsed by
 * profileUpdateSchema (domain/account-schemas.ts, issue 12 #5) from the page's form or the API's JSON; errors are
 * keyed by its field names (countryCode, business.nrKvk, …). A new email is not stored: with the right current
 * password (currentPassword) it becomes a pending change, confirmed by mail.
 */
export function updateProfile(
  ctx: AccountsContext,
  viewer: Viewer,
  sessionIdHash: string | null,
  input: ProfileUpdateInput,
  meta: RequestMeta,
): Promise<ProfileUpdate> {
  // The gate filled up between the check below and a hash: answered the same way (nothing stored yet).
  return unlessBusy(() => saveProfile(ctx, viewer, sessionIdHash, input, meta));
}

async function saveProfile(
  ctx: AccountsContext,
  viewer: Viewer,
  sessionIdHash: string | null,
  input: ProfileUpdateInput,
  meta: RequestMeta,
): Promise<ProfileUpdate> {
  const user = viewer.loggedIn ? await userById(ctx.db, viewer.userId) : null;
  if (!user) throw new Error('updateProfile needs a logged-in viewer');
  const settings = await profileSettings(ctx);
  const notices: TextRef[] = [];

  const personal = personalOf(input);
  const fromZipcode = countryFromZipcode(personal.zipcode);
  if (fromZipcode && fromZipcode !== personal.countryCode) {
    personal.countryCode = fromZipcode;
    notices.push({ key: 'account.profile.country_from_zipcode' });
  }
  const errors: FieldErrors = validateProfile(personal, {
    userId: user.id,
    requiredHousenr: settings.requiredHousenr,
    addressRequired: viewer.isPartner,
    // Issue 11 #5: never said here; an address of another account gets a mail instead of a link.
    emailInUse: false,
    countryCodes: settings.countries.map((c) => c.code),
  });
  const email = emailKey(personal.email);
  const emailChange = !errors.email && email !== user.email;
  const emailPassword = input.currentPassword;
  if (emailChange) {
    if (!user.passwordHash) errors.email = { key: 'account.email_change.needs_password' };
    else if (!isFilled(emailPassword))
      errors.currentPassword = { key: 'account.email_change.password_required' };
  }

  const business = settings.businessEnabled ? input.business : null;
  let vat: Pick<UserRow, 'nrVat' | 'validVat' | 'vatName' | 'vatAddress' | 'vatCheckedAt'> | null = null;
  if (business) {
    Object.assign(errors, within('business', validateBusiness(business)));
    const checked = await checkVat(ctx, user, business.nrVat, personal.countryCode, settings.countries);
    if ('error' in checked) errors['business.nrVat'] = checked.error;
    else {
      vat = checked.vat;
      if (checked.notice) notices.push(checked.notice);
    }
  }
  const partner = viewer.isPartner ? input.partner : null;
  if (partner) Object.assign(errors, within('partner', validatePartner(partner)));

  const change = passwordChange(
    { password: input.password, password2: input.password2, passwordCurrent: input.passwordCurrent },
    { hasPassword: user.passwordHash !== null, isCommon: await commonPasswordCheck() },
  );
  let password: PasswordOutcome = change.status;
  let passwordErrors: FieldErrors = change.status === 'invalid' ? change.errors : {};

  if (Object.keys(errors).length > 0) return { status: 'invalid', errors, notices, passwordErrors };

  // A full hashing queue turns the save away before any attempt is counted: trying again costs nothing.
  const hashes = emailChange || change.status === 'valid';
  if (hashes && hashingGate.full) return { status: 'busy', retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS };

  // The email change is part of the personal data: refused, it stops the whole save like any field error.
  const checked = new Map<string, CurrentPassword>();
  const currentPassword = async (typed: string) => {
    const known = checked.get(typed) ?? (await checkCurrentPassword(ctx, user, typed));
    checked.set(typed, known);
    return known;
  };
  if (emailChange) {
    const current = await currentPassword(emailPassword);
    if (current.status === 'wrong') errors.currentPassword = { key: 'form_errors.password_current_wrong' };
    else if (current.status === 'throttled')
      errors.currentPassword = throttledError(current.retryAfterSeconds);
    else {
      const limit = await hit(
        ctx.db,
        `email-change:account:${user.id}`,
        LIMITS.emailChangePerAccount,
        ctx.now(),
      );
      if (limit.blocked) errors.email = throttledError(limit.retryAfterSeconds);
      else {
        // Decision 524: the new address is typed and unchecked; the shop mails at most so many of them an hour.
        const shop = await hit(ctx.db, SHOP_MAIL_KEYS.emailChange, LIMITS.emailChangeMailsPerHour, ctx.now());
        if (shop.blocked) errors.email = throttledError(shop.retryAfterSeconds);
      }
    }
    if (Object.keys(errors).length > 0) return { status: 'invalid', errors, notices, passwordErrors };
  }

  if (change.status === 'valid' && user.passwordHash) {
    const current = await currentPassword(input.passwordCurrent);
    if (current.status !== 'ok') {
      password = 'wrong_current';
      passwordErrors = {
        passwordCurrent: { key: 'form_errors.password_current_wrong' },
        password_form: { key: 'form_errors.password_check' },
      };
    }
  }

  const now = ctx.now();
  const passwordHash =
    password === 'valid' ? await hashPassword(input.password, ctx.hashParams) : user.passwordHash;
  const values: Partial<UserRow> = {
    firstname: personal.firstname,
    lastname: personal.lastname,
    phonenr: personal.phonenr,
    address: personal.address,
    housenr: personal.housenr,
    addition: personal.addition,
    zipcode: personal.zipcode,
    city: personal.city,
    countryCode: personal.countryCode,
    hasSubscription: personal.hasSubscription,
    ...(personal.hasSubscription !== user.hasSubscription ? { subscriptionChangedAt: now } : {}),
    ...(business ? { company: business.company, nrKvk: business.nrKvk, ...vat } : {}),
    ...(partner ? partner : {}),
    ...(password === 'valid' ? { passwordHash } : {}),
    updatedAt: now,
  };
  // Decided before the transaction (a read and a counted limit): which mail the new address gets.
  const recipients = emailChange
    ? await emailChangeRecipients(ctx, { userId: user.id, newEmail: email })
    : null;
  // Issue 12 #1: the profile, the new password with the end of the other sessions, the pending email change and
  // its mails (#2) are one unit of work.
  const token = await ctx.transaction(async ({ db: tx }) => {
    await tx.update(users).set(values).where(eq(users.id, user.id));
    if (password === 'valid') await destroyOtherSessions(tx, user.id, sessionIdHash);
    if (!emailChange || !recipients) return null;
    // Stamped with the password as it is after this save: a change made together with a new password holds.
    const token = await storeEmailChange(tx, { userId: user.id, newEmail: email, passwordHash, now });
    await queueEmailChangeMails(
      tx,
      { oldEmail: user.email, firstname: personal.firstname, newEmail: email, token },
      recipients,
      meta,
    );
    return token;
  });
  if (token) {
    notices.push({
      key: 'account.email_change.sent',
      params: { email, hours: EMAIL_CHANGE_VALID_HOURS },
    });
  }
  const saved = (await accountProfile(ctx, viewer))!;
  return {
    status: 'saved',
    profile: saved,
    notices,
    password,
    passwordErrors,
    email: token ? 'pending' : 'unchanged',
  };
}

/** A group's errors under the group's name ('nrKvk' → 'business.nrKvk'), the input's field names. */
function within(group: 'business' | 'partner', errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([name, ref]) => [`${group}.${name}`, ref]));
}

type VatOutcome =
  | { error: TextRef }
  | {
      vat: Pick<UserRow, 'nrVat' | 'validVat' | 'vatName' | 'vatAddress' | 'vatCheckedAt'>;
      notice?: TextRef;
    };

/**
 * Spec 2 §5 VAT number: the input rules (domain/vat-number.ts), then VIES for a new or not yet confirmed
 * number. VIES saying no is an error; VIES not answering is a notice — the number is kept, unconfirmed.
 */
async function checkVat(
  ctx: AccountsContext,
  user: UserRow,
  typed: string,
  countryCode: string,
  list: Country[],
): Promise<VatOutcome> {
  const nrVat = normaliseVatNumber(typed);
  if (nrVat === '')
    return { vat: { nrVat: '', validVat: false, vatName: null, vatAddress: null, vatCheckedAt: null } };
  const country = list.find((c) => c.code === countryCode);
  const nameOf = (code: string) => list.find((c) => c.code === code)?.displayValue ?? code;
  const input = checkVatInput({
    profileCountryCode: country?.code ?? null,
    profileCountryIsEu: country?.eu ?? false,
    vatNumber: nrVat,
  });
  if (!input.ok) {
    const params = Object.fromEntries(
      Object.entries(input.params).map(([k, v]) => [
        k,
        k === 'country' || k === 'vat_country' ? nameOf(String(v)) : v,
      ]),
    );
    return { error: { key: input.key, params } };
  }
  if (nrVat === user.nrVat && user.validVat)
    return {
      vat: {
        nrVat,
        validVat: true,
        vatName: user.vatName,
        vatAddress: user.vatAddress,
        vatCheckedAt: user.vatCheckedAt,
      },
    };
  const result = await ctx.vat.check(input.vatPrefix, input.number);
  if (result.status === 'invalid')
    return { error: { key: 'vat.invalid_for_country', params: { country: nameOf(countryCode) } } };
  if (result.status === 'unavailable')
    return {
      vat: { nrVat, validVat: false, vatName: null, vatAddress: null, vatCheckedAt: null },
      notice: { key: 'vat.unavailable' },
    };
  return {
    vat: { nrVat, validVat: true, vatName: result.name, vatAddress: result.address, vatCheckedAt: ctx.now() },
  };
}
