// Issue 17: the account half of the partner programme. The partners capability keeps the application and its
// decision (server/partners/); the account row keeps the legacy role fields every page reads — is_partner,
// partner_code, partner_status ('pend' / 'on' / ''), partner_start (spec 2 §3, domain/roles.ts) — and the profile,
// business and partner data the application sends. The partner pages call these inside their own transaction.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { BusinessInput, PartnerInput, ProfileInput } from '../../domain/account-forms.ts';
import { isPartner } from '../../domain/roles.ts';
import type { AccountsContext } from './context.ts';
import { users } from './schema.ts';
import { userById } from './users.ts';

/** What the application page needs to know of an account. */
export interface PartnerRole {
  partnerStatus: string;
  isPartner: boolean;
  partnerCode: string | null;
  email: string;
}

/** The applicant as staff see them in /beheer/partners. */
export interface PartnerContact {
  userId: number;
  email: string;
  firstname: string;
  lastname: string;
  city: string;
  countryCode: string;
  company: string;
  nrVat: string;
  website: string;
  bankAccount: string;
  accountHolder: string;
  accountCity: string;
}

export async function partnerRole(ctx: AccountsContext, userId: number): Promise<PartnerRole | null> {
  const user = await userById(ctx.db, userId);
  if (!user) return null;
  return {
    partnerStatus: user.partnerStatus,
    isPartner: isPartner(user.isPartner, user.partnerCode),
    partnerCode: user.partnerCode,
    email: user.email,
  };
}

/**
 * Spec 2 §4 partner application: the profile (its email stays: an email change has its own confirmation), the
 * business and the partner data stored, and partner_status 'pend' — never over an accepted partner. A changed VAT
 * number is unconfirmed until the profile tab checks it with VIES. False when nothing was written.
 */
export async function recordPartnerApplication(
  ctx: AccountsContext,
  userId: number,
  input: { personal: Omit<ProfileInput, 'email'>; business: BusinessInput; partner: PartnerInput },
): Promise<boolean> {
  const user = await userById(ctx.db, userId);
  if (!user) return false;
  const now = ctx.now();
  const p = input.personal;
  const rows = await ctx.db
    .update(users)
    .set({
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
      ...(p.hasSubscription !== user.hasSubscription ? { subscriptionChangedAt: now } : {}),
      company: input.business.company,
      nrKvk: input.business.nrKvk,
      nrVat: input.business.nrVat,
      ...(input.business.nrVat !== user.nrVat
        ? { validVat: false, vatName: null, vatAddress: null, vatCheckedAt: null }
        : {}),
      ...input.partner,
      partnerStatus: 'pend',
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), notInArray(users.partnerStatus, ['on', '1'])))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Staff approved: the account becomes a partner (spec 2 §4: flagged and with a code) from `start` on. */
export async function setPartnerRole(
  ctx: AccountsContext,
  userId: number,
  role: { code: string; start: string },
): Promise<boolean> {
  const rows = await ctx.db
    .update(users)
    .set({
      isPartner: 'on',
      partnerCode: role.code,
      partnerStatus: 'on',
      partnerStart: role.start,
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Staff rejected: the pending status ends (the account may apply again later). */
export async function endPartnerApplication(ctx: AccountsContext, userId: number): Promise<void> {
  await ctx.db
    .update(users)
    .set({ partnerStatus: '', updatedAt: ctx.now() })
    .where(and(eq(users.id, userId), eq(users.partnerStatus, 'pend')));
}

/**
 * Issue 30 (decision 585): staff ended a partnership — the account is no longer a partner (no partner menu, no
 * code at login); its code stays on the row, so reinstating the partner gives the same code back.
 */
export async function endPartnerRole(ctx: AccountsContext, userId: number): Promise<boolean> {
  const rows = await ctx.db
    .update(users)
    .set({ isPartner: '', partnerStatus: '', updatedAt: ctx.now() })
    .where(and(eq(users.id, userId), inArray(users.partnerStatus, ['on', '1'])))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function partnerContacts(
  ctx: AccountsContext,
  userIds: readonly number[],
): Promise<Map<number, PartnerContact>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      city: users.city,
      countryCode: users.countryCode,
      company: users.company,
      nrVat: users.nrVat,
      website: users.website,
      bankAccount: users.bankAccount,
      accountHolder: users.accountHolder,
      accountCity: users.accountCity,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row]));
}
