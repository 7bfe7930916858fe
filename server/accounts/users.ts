// The account rows (spec 2 §3) as the accounts service reads and writes them. Other capabilities ask the
// accounts service, never this table.
import { eq } from 'drizzle-orm';
import { displayText } from '../../domain/account-input.ts';
import { hasNoShippingCosts, isPartner } from '../../domain/roles.ts';
import type { Db } from '../db/client.ts';
import { users } from './schema.ts';
import type { UserViewer } from './viewer.ts';

export type UserRow = typeof users.$inferSelect;

export async function userById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** By stored email (already emailKey'd by the caller). */
export async function userByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Spec 2 §4 Login success: the roles and flags the server acts on. */
export function viewerOf(user: UserRow): UserViewer {
  const partner = isPartner(user.isPartner, user.partnerCode);
  return {
    loggedIn: true,
    userId: user.id,
    firstname: displayText(user.firstname),
    isAdmin: user.isAdmin,
    isReseller: user.isReseller,
    isPartner: partner,
    partnerCode: partner ? user.partnerCode : null,
    accessLevel: user.accessLevel,
    noShippingCosts: hasNoShippingCosts(user.noShippingCosts),
  };
}
