// The accounts capability (issue 5): sessions, register, login/logout, password retrieval, the profile tab and
// the newsletter list. Pages and the JSON API call these; the user id always comes from the session.
import { accountNames } from './names.ts';
import type { UserViewer, Viewer } from './viewer.ts';
import type { Db } from '../db/client.ts';
import { type AccountsContext, type AccountsDeps, accountsContext, type RequestMeta } from './context.ts';
import type { RegisterInput } from '../../domain/account-forms.ts';
import type { ProfileUpdateInput } from '../../domain/account-schemas.ts';
import type { CustomerSettingsInput, StaffCustomerFilter } from '../../domain/staff-customers.ts';
import { confirmEmailChange, emailChangeLink, type EmailChangeResult } from './email-change.ts';
import { STAFF_AREA_LEVEL } from '../../domain/staff-access.ts';
import { login, type LoginResult, logout } from './login.ts';
import { HASHING_RETRY_AFTER_SECONDS, HashingBusy, hashingGate } from './passwords.ts';
import {
  confirmationValid,
  confirmSignup,
  CONSENT_TEXT,
  type MailingResult,
  signUp,
  unsubscribe,
} from './mailing.ts';
import {
  requestPasswordReset,
  type ResetChannel,
  type ResetRequestResult,
  type ResetResult,
  resetLinkValid,
  resetPassword,
  smsOptionAvailable,
} from './password-reset.ts';
import {
  type AccountProfile,
  accountProfile,
  checkCurrentPassword,
  type CurrentPassword,
  profileSettings,
  type ProfileSettings,
  type ProfileUpdate,
  updateProfile,
} from './profile.ts';
import { register, type RegisterResult } from './register.ts';
import {
  checkOrderEmail,
  type EmailCheck,
  type OrderRegistration,
  type OrderRegisterResult,
  registerFromOrder,
} from './order-client.ts';
import {
  endPartnerApplication,
  endPartnerRole,
  type PartnerContact,
  partnerContacts,
  type PartnerRole,
  partnerRole,
  recordPartnerApplication,
  setPartnerRole,
} from './partner-role.ts';
import { findSession } from './sessions.ts';
import { type Subscriber, subscriberBatches, subscriberList, type SubscriberPage } from './subscribers.ts';
import {
  type CustomerSettingsResult,
  type StaffCustomer,
  staffCustomer,
  staffCustomerList,
  type StaffCustomerPage,
  updateCustomerSettings,
} from './staff-customers.ts';
import {
  type AddStaffResult,
  addStaffAccount,
  changeStaffLevel,
  type StaffAccountRow,
  staffAccountList,
  type StaffLevelResult,
} from './staff-accounts.ts';
import type { NewStaffInput } from '../../domain/staff-access.ts';
import { userById, viewerOf } from './users.ts';

/**
 * Issue 13: what the cart's price rules need of an account (spec 3 §3 User: discount, discount_3party,
 * is_reseller, no_shipping_costs).
 */
export interface PricingProfile {
  discountOwn: number;
  discount3party: number;
  isReseller: boolean;
  noShippingCosts: boolean;
}

export type { EmailCheck, OrderRegistration, OrderRegisterResult } from './order-client.ts';
export type { PartnerContact, PartnerRole } from './partner-role.ts';
export type { Subscriber, SubscriberPage } from './subscribers.ts';
export type { AddStaffResult, StaffAccountRow, StaffLevelResult } from './staff-accounts.ts';
export type {
  CustomerSettingsResult,
  StaffCustomer,
  StaffCustomerPage,
  StaffCustomerRow,
} from './staff-customers.ts';

export interface SignedIn {
  viewer: UserViewer;
  sessionIdHash: string;
}

export interface AccountsService {
  /** The viewer of a session cookie's value; null when there is none or it has expired. */
  signedIn(sessionId: string | undefined): Promise<SignedIn | null>;
  /** Issue 12 #5: the inputs are typed, parsed by the form's schema in domain/account-schemas.ts. */
  register(input: RegisterInput, meta: RequestMeta): Promise<RegisterResult>;
  login(input: { email: string; password: string }, meta: RequestMeta): Promise<LoginResult>;
  /** Issue 14, spec 3 §4: whether an account has this email (the checkout's email check; counted per address). */
  checkOrderEmail(email: string, meta: RequestMeta): Promise<EmailCheck>;
  /** Issue 14, spec 3 §5: an account from an order's personal data and a password, logged in. */
  registerFromOrder(input: OrderRegistration, meta: RequestMeta): Promise<OrderRegisterResult>;
  logout(sessionIdHash: string): Promise<void>;
  requestPasswordReset(
    input: { email: string; channel: ResetChannel },
    meta: RequestMeta,
  ): Promise<ResetRequestResult>;
  smsOptionAvailable(): Promise<boolean>;
  resetLinkValid(token: string | undefined): Promise<boolean>;
  resetPassword(
    token: string | undefined,
    input: { password: string; password2: string },
  ): Promise<ResetResult>;
  profile(viewer: Viewer): Promise<AccountProfile | null>;
  /** Issue 13: the account's discounts and shipping flags for pricing its cart; null when it is gone. */
  pricingProfile(userId: number): Promise<PricingProfile | null>;
  profileSettings(): Promise<ProfileSettings>;
  updateProfile(
    viewer: Viewer,
    sessionIdHash: string | null,
    input: ProfileUpdateInput,
    meta: RequestMeta,
  ): Promise<ProfileUpdate>;
  /** Issue 11 #9: the new address of an email-change link that still works, or null. */
  emailChangeLink(token: string | undefined): Promise<{ newEmail: string } | null>;
  /** The email-change link's button: the change made; every session of the account but `keepSessionIdHash` ends. */
  confirmEmailChange(token: string | undefined, keepSessionIdHash: string | null): Promise<EmailChangeResult>;
  unsubscribe(email: string, meta: RequestMeta): Promise<MailingResult>;
  newsletterSignUp(input: { email: string; firstname: string }, meta: RequestMeta): Promise<MailingResult>;
  /** The wording a subscriber agrees to (shown on the signup form, stored with the confirmation). */
  readonly newsletterConsentText: string;
  newsletterConfirmationValid(token: string | undefined): Promise<boolean>;
  confirmNewsletter(token: string | undefined): Promise<{ email: string } | null>;
  /** Issue 17: the account's partner role fields (status pend/on/1/'', flag, code) and its email. */
  partnerRole(userId: number): Promise<PartnerRole | null>;
  /** Issue 17 partner application: profile (not the email), business and partner data stored, status 'pend'. */
  recordPartnerApplication(
    userId: number,
    input: Parameters<typeof recordPartnerApplication>[2],
  ): Promise<boolean>;
  /** Issue 17 approval: flagged 'on' with the partner code and start date. */
  setPartnerRole(userId: number, role: { code: string; start: string }): Promise<boolean>;
  /** Issue 17 rejection: status 'pend' back to ''. */
  endPartnerApplication(userId: number): Promise<void>;
  /** Issue 30: staff ended a partnership (flag and status cleared, the code kept); false when it was not active. */
  endPartnerRole(userId: number): Promise<boolean>;
  /** Issue 17 /beheer/partners: the applicants' contact, business and partner data. */
  partnerContacts(userIds: readonly number[]): Promise<Map<number, PartnerContact>>;
  /** Issue 30: account names by id for the staff area ('Mark de Beheerder'); unknown ids left out. */
  staffNames(userIds: readonly number[]): Promise<Map<number, string>>;
  /** Issue 30 /beheer/nieuwsbrief: the newsletter's subscribers (accounts and the signup list) with their consent. */
  subscribers(filter: { q: string; page: number }): Promise<SubscriberPage>;
  /** Issue 30: the same subscribers by address in batches, for the CSV export. */
  subscriberBatches(q: string, batchRows?: number): AsyncGenerator<Subscriber[]>;
  /** Issue 30 /beheer/klanten: the accounts a search finds, newest first, a page of them. */
  customerList(filter: StaffCustomerFilter): Promise<StaffCustomerPage>;
  /** Issue 30 /beheer/klanten/{id}: one account as staff see it; null when there is none. */
  customer(id: number): Promise<StaffCustomer | null>;
  /** Issue 30: staff set an account's price and access settings (one audit line per change; `actorId` staff). */
  updateCustomerSettings(
    actorId: number,
    id: number,
    input: CustomerSettingsInput,
  ): Promise<CustomerSettingsResult>;
  /** Issue 30 /beheer/medewerkers: the accounts with an access level above 0, the highest first. */
  staffAccounts(): Promise<StaffAccountRow[]>;
  /** Issue 30: an admin makes an address a staff account (a new one gets a password-set mail; one audit line). */
  addStaffAccount(actorId: number, input: NewStaffInput, origin: string): Promise<AddStaffResult>;
  /** Issue 30: an admin changes an account's access level, 0 taking staff access away (one audit line). */
  changeStaffLevel(actorId: number, id: number, level: number): Promise<StaffLevelResult>;
  /**
   * Issue 12 #1: the same service with every call on `db` — a transaction the caller opened with
   * `withTransaction` (server/db/transaction.ts) — so several calls, of this and other services, commit or roll
   * back together. Each flow's own transaction joins the caller's.
   */
  /**
   * Issue 32: who is closing (or having staff close) an account — its email, first name and whether it is a
   * partner; null for an unknown account.
   */
  closingFacts(
    userId: number,
  ): Promise<{ email: string; firstname: string; partner: boolean; staff: boolean } | null>;
  /**
   * Issue 32: the account's password typed to confirm closing it, checked within the account's login limit (as
   * the profile's current password); 'busy' when too many hashes run at once.
   */
  checkPassword(
    userId: number,
    typed: string,
  ): Promise<CurrentPassword | { status: 'busy'; retryAfterSeconds: number }>;
  withDb(db: Db): AccountsService;
}

export function createAccountsService(deps: AccountsDeps): AccountsService {
  return serviceOver(accountsContext(deps));
}

function serviceOver(ctx: AccountsContext): AccountsService {
  return {
    withDb: (db) => serviceOver(ctx.withDb(db)),
    async signedIn(sessionId) {
      const session = await findSession(ctx.db, sessionId, ctx.now());
      if (!session) return null;
      const user = await userById(ctx.db, session.userId);
      return user ? { viewer: viewerOf(user), sessionIdHash: session.idHash } : null;
    },
    register: (input, meta) => register(ctx, input, meta),
    login: (input, meta) => login(ctx, input, meta),
    checkOrderEmail: (email, meta) => checkOrderEmail(ctx, email, meta),
    registerFromOrder: (input, meta) => registerFromOrder(ctx, input, meta),
    logout: (sessionIdHash) => logout(ctx, sessionIdHash),
    requestPasswordReset: (input, meta) => requestPasswordReset(ctx, input, meta),
    smsOptionAvailable: () => smsOptionAvailable(ctx),
    resetLinkValid: (token) => resetLinkValid(ctx, token),
    resetPassword: (token, input) => resetPassword(ctx, token, input),
    profile: (viewer) => accountProfile(ctx, viewer),
    async pricingProfile(userId) {
      const user = await userById(ctx.db, userId);
      if (!user) return null;
      return {
        discountOwn: user.discount,
        discount3party: user.discount3party,
        isReseller: user.isReseller,
        noShippingCosts: viewerOf(user).noShippingCosts,
      };
    },
    profileSettings: () => profileSettings(ctx),
    updateProfile: (viewer, sessionIdHash, input, meta) =>
      updateProfile(ctx, viewer, sessionIdHash, input, meta),
    emailChangeLink: (token) => emailChangeLink(ctx, token),
    confirmEmailChange: (token, keep) => confirmEmailChange(ctx, token, keep),
    unsubscribe: (email, meta) => unsubscribe(ctx, email, meta),
    newsletterSignUp: (input, meta) => signUp(ctx, input, meta),
    newsletterConsentText: CONSENT_TEXT,
    newsletterConfirmationValid: (token) => confirmationValid(ctx, token),
    confirmNewsletter: (token) => confirmSignup(ctx, token),
    partnerRole: (userId) => partnerRole(ctx, userId),
    recordPartnerApplication: (userId, input) => recordPartnerApplication(ctx, userId, input),
    setPartnerRole: (userId, role) => setPartnerRole(ctx, userId, role),
    endPartnerApplication: (userId) => endPartnerApplication(ctx, userId),
    endPartnerRole: (userId) => endPartnerRole(ctx, userId),
    partnerContacts: (userIds) => partnerContacts(ctx, userIds),
    staffNames: (userIds) => accountNames(ctx, userIds),
    subscribers: (filter) => subscriberList(ctx, filter),
    subscriberBatches: (q, batchRows) => subscriberBatches(ctx, q, batchRows),
    customerList: (filter) => staffCustomerList(ctx, filter),
    customer: (id) => staffCustomer(ctx, id),
    updateCustomerSettings: (actorId, id, input) => updateCustomerSettings(ctx, actorId, id, input),
    staffAccounts: () => staffAccountList(ctx),
    addStaffAccount: (actorId, input, origin) => addStaffAccount(ctx, actorId, input, origin),
    changeStaffLevel: (actorId, id, level) => changeStaffLevel(ctx, actorId, id, level),
    async closingFacts(userId) {
      const user = await userById(ctx.db, userId);
      if (!user) return null;
      return {
        email: user.email,
        firstname: user.firstname,
        partner: user.isPartner !== '',
        // A staff account (level 5 and up, or the legacy admin flag) is ended on /beheer/medewerkers first.
        staff: user.isAdmin || user.accessLevel >= STAFF_AREA_LEVEL,
      };
    },
    async checkPassword(userId, typed) {
      const user = await userById(ctx.db, userId);
      if (!user) return { status: 'wrong' };
      if (hashingGate.full) return { status: 'busy', retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS };
      try {
        return await checkCurrentPassword(ctx, user, typed);
      } catch (error) {
        if (error instanceof HashingBusy)
          return { status: 'busy', retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS };
        throw error;
      }
    },
  };
}
