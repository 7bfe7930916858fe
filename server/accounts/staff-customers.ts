// Issue 30 (back office I): the accounts half of /beheer/klanten — the search over the accounts (customer number,
// email, postcode, name, company; 25 a page, newest account first), one account as staff see it (profile,
// business and partner data, its settings), and staff's change of the settings spec 2 §3 gives a user
// (is_reseller, no_shipping_costs, access_level, discount, discount_3party). A change writes one audit line with
// before → after in its own transaction; a save that changes nothing writes nothing. The cart reads these settings
// fresh on every view (accounts.pricingProfile, no cache), so the customer's next cart shows the change.
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import {
  type CustomerSettingsInput,
  ownAccessLevelError,
  STAFF_CUSTOMERS_PER_PAGE,
  type StaffCustomerFilter,
  staffCustomerSearch,
} from '../../domain/staff-customers.ts';
import type { TextRef } from '../../domain/account-forms.ts';
import { hasNoShippingCosts, partnerStatus, type PartnerStatus } from '../../domain/roles.ts';
import { recordAudit } from '../audit/service.ts';
import type { AccountsContext } from './context.ts';
import { users } from './schema.ts';
import { STAFF_ACCESS_LEVEL } from './staff.ts';

export interface StaffCustomerRow {
  id: number;
  email: string;
  name: string;
  company: string;
  zipcode: string;
  city: string;
  createdAt: Date;
  isReseller: boolean;
  isPartner: boolean;
  accessLevel: number;
}

export interface StaffCustomerPage {
  customers: StaffCustomerRow[];
  total: number;
  page: number;
  pages: number;
}

/** One account as staff see it. */
export interface StaffCustomer {
  id: number;
  email: string;
  createdAt: Date;
  /** Whether the account can log in (an account made from an order without a password cannot, spec 2 §4). */
  hasPassword: boolean;
  profile: {
    firstname: string;
    lastname: string;
    phonenr: string;
    address: string;
    housenr: string;
    addition: string;
    zipcode: string;
    city: string;
    countryCode: string;
    hasSubscription: boolean;
  };
  business: { company: string; nrKvk: string; nrVat: string; validVat: boolean };
  partner: {
    /** Spec 2 §3 partner_status as a role (pend → pending, on/1 → active). */
    status: PartnerStatus;
    code: string | null;
    start: string | null;
    website: string;
    bankAccount: string;
    accountHolder: string;
    accountCity: string;
  };
  isAdmin: boolean;
  settings: CustomerSettingsInput;
}

export type CustomerSettingsResult =
  | { kind: 'done' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  /** A value the service refuses (decision 584: the staff member's own access level), with its field. */
  | { kind: 'invalid'; field: 'access_level'; error: TextRef };

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string): SQL | undefined {
  const search = staffCustomerSearch(q);
  if (!search) return undefined;
  switch (search.kind) {
    case 'number':
      return eq(users.id, search.id);
    case 'email':
      return sql`${users.email} like ${containing(search.text)}`;
    case 'zipcode':
      return sql`upper(replace(${users.zipcode}, ' ', '')) = ${search.zipcode}`;
    case 'text': {
      const pattern = containing(search.text);
      return or(
        sql`lower(${users.firstname} || ' ' || ${users.lastname}) like ${pattern}`,
        sql`lower(${users.company}) like ${pattern}`,
        sql`${users.email} like ${pattern}`,
      );
    }
  }
}

export async function staffCustomerList(
  ctx: AccountsContext,
  filter: StaffCustomerFilter,
): Promise<StaffCustomerPage> {
  const where = and(searchCondition(filter.q));
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        company: users.company,
        zipcode: users.zipcode,
        city: users.city,
        createdAt: users.createdAt,
        isReseller: users.isReseller,
        partnerStatus: users.partnerStatus,
        accessLevel: users.accessLevel,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(STAFF_CUSTOMERS_PER_PAGE)
      .offset((filter.page - 1) * STAFF_CUSTOMERS_PER_PAGE),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    customers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: `${row.firstname} ${row.lastname}`.trim(),
      company: row.company,
      zipcode: row.zipcode,
      city: row.city,
      createdAt: row.createdAt,
      isReseller: row.isReseller,
      isPartner: partnerStatus(row.partnerStatus) === 'active',
      accessLevel: row.accessLevel,
    })),
    total,
    page: filter.page,
    pages: Math.max(1, Math.ceil(total / STAFF_CUSTOMERS_PER_PAGE)),
  };
}

type UserRow = typeof users.$inferSelect;

function settingsOf(row: UserRow): CustomerSettingsInput {
  return {
    isReseller: row.isReseller,
    noShippingCosts: hasNoShippingCosts(row.noShippingCosts),
    accessLevel: row.accessLevel,
    discount: row.discount,
    discount3party: row.discount3party,
  };
}

export async function staffCustomer(ctx: AccountsContext, id: number): Promise<StaffCustomer | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt,
    hasPassword: row.passwordHash !== null,
    profile: {
      firstname: row.firstname,
      lastname: row.lastname,
      phonenr: row.phonenr,
      address: row.address,
      housenr: row.housenr,
      addition: row.addition,
      zipcode: row.zipcode,
      city: row.city,
      countryCode: row.countryCode,
      hasSubscription: row.hasSubscription,
    },
    business: { company: row.company, nrKvk: row.nrKvk, nrVat: row.nrVat, validVat: row.validVat },
    partner: {
      status: partnerStatus(row.partnerStatus),
      code: row.partnerCode,
      start: row.partnerStart,
      website: row.website,
      bankAccount: row.bankAccount,
      accountHolder: row.accountHolder,
      accountCity: row.accountCity,
    },
    isAdmin: row.isAdmin,
    settings: settingsOf(row),
  };
}

/** The settings that differ, before and after (for the audit line); empty when the save changes nothing. */
function changedSettings(before: CustomerSettingsInput, after: CustomerSettingsInput) {
  const keys = (Object.keys(after) as (keyof CustomerSettingsInput)[]).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * Staff set an account's settings. The row is locked while it is compared and written, so two staff saving at
 * once write one line each for what each really changed. A ticked no_shipping_costs keeps a legacy '1' as it
 * is (it means the same as 'on'); a new one is stored 'on', an unticked one ''.
 */
export async function updateCustomerSettings(
  ctx: AccountsContext,
  actorId: number,
  id: number,
  input: CustomerSettingsInput,
): Promise<CustomerSettingsResult> {
  const ownLevel = ownAccessLevelError(actorId, id, input.accessLevel, STAFF_ACCESS_LEVEL);
  if (ownLevel) return { kind: 'invalid', field: 'access_level', error: ownLevel };
  return ctx.transaction(async (tx) => {
    const [row] = await tx.db.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) return { kind: 'not-found' } as const;
    const { before, after } = changedSettings(settingsOf(row), input);
    if (Object.keys(after).length === 0) return { kind: 'unchanged' } as const;
    const now = tx.now();
    await tx.db
      .update(users)
      .set({
        isReseller: input.isReseller,
        noShippingCosts:
          input.noShippingCosts === hasNoShippingCosts(row.noShippingCosts)
            ? row.noShippingCosts
            : input.noShippingCosts
              ? 'on'
              : '',
        accessLevel: input.accessLevel,
        discount: input.discount,
        discount3party: input.discount3party,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    await recordAudit(
      tx.db,
      { actorId, action: 'customer.settings', subject: `klant ${id}`, before, after },
      now,
    );
    return { kind: 'done' } as const;
  });
}
