// Spec 2 §2/§4/§5 account page, profile tab: personal data, password change, business data (with the VIES
// check) and partner data, sent together with 'Verstuur wijzigingen'. The personal, business and partner
// forms must all be valid before anything is stored; the password form is separate (spec 2 §4): a valid
// change is made, an invalid one is reported and the rest is stored all the same.
import { and, eq, ne } from 'drizzle-orm';
import {
  cleanBusiness,
  cleanPartner,
  cleanProfile,
  type FieldErrors,
  passwordChange,
  type PasswordChange,
  type ProfileInput,
  type TextRef,
  validateBusiness,
  validatePartner,
  validateProfile,
} from '../../domain/account-forms.ts';
import { countryFromZipcode, displayText, emailKey } from '../../domain/account-input.ts';
import { checkVatInput, normaliseVatNumber } from '../../domain/vat-number.ts';
import { countries, users } from '../db/schema.ts';
import { settingNumber } from '../settings/service.ts';
import type { Viewer } from '../shell/types.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import type { AccountsContext } from './context.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { destroyOtherSessions } from './sessions.ts';
import { hit, LIMITS, peek } from './throttle.ts';
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

function toProfile(user: UserRow, viewer: Viewer): AccountProfile {
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
      zipcode: user.zipcode,
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
  };
}

/** The logged-in viewer's own profile: the id comes from the session, never from the request. */
export async function accountProfile(ctx: AccountsContext, viewer: Viewer): Promise<AccountProfile | null> {
  if (!viewer.loggedIn) return null;
  const user = await userById(ctx.db, viewer.userId);
  return user ? toProfile(user, viewer) : null;
}

/** What became of the password form: not used, invalid, changed ('valid'), or refused for a wrong current one. */
export type PasswordOutcome = PasswordChange['status'] | 'wrong_current';

export type ProfileUpdate =
  | {
      status: 'saved';
      profile: AccountProfile;
      /** Things worth knowing that did not stop the save (country from zipcode, VIES down). */
      notices: TextRef[];
      password: PasswordOutcome;
      /** The password form's messages when its change was not made. */
      passwordErrors: FieldErrors;
    }
  | { status: 'invalid'; errors: FieldErrors; notices: TextRef[]; passwordErrors: FieldErrors };

/**
 * Stores the profile tab's forms for the viewer (spec 2 §4 profile tab). `raw` holds the form fields by their
 * names (firstname … country_code, has_subscription, company, nr_kvk, nr_vat, website, bank_account,
 * account_holder, account_city, password, password2, password_current).
 */
export async function updateProfile(
  ctx: AccountsContext,
  viewer: Viewer,
  sessionIdHash: string | null,
  raw: Readonly<Record<string, string | undefined>>,
): Promise<ProfileUpdate> {
  const user = viewer.loggedIn ? await userById(ctx.db, viewer.userId) : null;
  if (!user) throw new Error('updateProfile needs a logged-in viewer');
  const settings = await profileSettings(ctx);
  const notices: TextRef[] = [];

  const personal = cleanProfile(raw);
  const fromZipcode = countryFromZipcode(personal.zipcode);
  if (fromZipcode && fromZipcode !== personal.countryCode) {
    personal.countryCode = fromZipcode;
    notices.push({ key: 'account.profile.country_from_zipcode' });
  }
  const email = emailKey(personal.email);
  const emailInUse = email !== user.email && (await emailTakenByOther(ctx, email, user.id));
  const errors: FieldErrors = validateProfile(personal, {
    userId: user.id,
    requiredHousenr: settings.requiredHousenr,
    addressRequired: viewer.isPartner,
    emailInUse,
    countryCodes: settings.countries.map((c) => c.code),
  });

  const business = settings.businessEnabled ? cleanBusiness(raw) : null;
  let vat: Pick<UserRow, 'nrVat' | 'validVat' | 'vatName' | 'vatAddress' | 'vatCheckedAt'> | null = null;
  if (business) {
    Object.assign(errors, validateBusiness(business));
    const checked = await checkVat(ctx, user, business.nrVat, personal.countryCode, settings.countries);
    if ('error' in checked) errors.nr_vat = checked.error;
    else {
      vat = checked.vat;
      if (checked.notice) notices.push(checked.notice);
    }
  }
  const partner = viewer.isPartner ? cleanPartner(raw) : null;
  if (partner) Object.assign(errors, validatePartner(partner));

  const change = passwordChange(
    {
      password: raw.password ?? '',
      password2: raw.password2 ?? '',
      passwordCurrent: raw.password_current ?? '',
    },
    { hasPassword: user.passwordHash !== null, isCommon: await commonPasswordCheck() },
  );
  let password: PasswordOutcome = change.status;
  let passwordErrors: FieldErrors = change.status === 'invalid' ? change.errors : {};

  if (Object.keys(errors).length > 0) return { status: 'invalid', errors, notices, passwordErrors };

  if (change.status === 'valid' && user.passwordHash) {
    const now = ctx.now();
    // Guessing the current password from a borrowed session counts towards the account's login limit; as at
    // login only a wrong one counts, so changing the password does not lock its owner out.
    const key = `login:account:${user.email}`;
    const throttle = await peek(ctx.db, key, LIMITS.loginPerAccount, now);
    const correct =
      !throttle.blocked && (await verifyPassword(raw.password_current ?? '', user.passwordHash));
    if (!correct && !throttle.blocked) await hit(ctx.db, key, LIMITS.loginPerAccount, now);
    if (!correct) {
      password = 'wrong_current';
      passwordErrors = {
        password_current: { key: 'form_errors.password_current_wrong' },
        password_form: { key: 'form_errors.password_check' },
      };
    }
  }

  const now = ctx.now();
  const values: Partial<UserRow> = {
    firstname: personal.firstname,
    lastname: personal.lastname,
    email,
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
    ...(password === 'valid' ? { passwordHash: await hashPassword(raw.password ?? '', ctx.hashParams) } : {}),
    updatedAt: now,
  };
  try {
    await ctx.db.update(users).set(values).where(eq(users.id, user.id));
  } catch (error) {
    // The unique email index: another account took the address between our check and this write.
    if (!isUniqueViolation(error)) throw error;
    return {
      status: 'invalid',
      errors: { email: { key: 'form_errors.email_in_use' } },
      notices,
      passwordErrors,
    };
  }
  if (password === 'valid') await destroyOtherSessions(ctx.db, user.id, sessionIdHash);
  const saved = (await userById(ctx.db, user.id))!;
  return { status: 'saved', profile: toProfile(saved, viewer), notices, password, passwordErrors };
}

async function emailTakenByOther(ctx: AccountsContext, email: string, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
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
