// The names of accounts by id, for the staff area (issue 30: the audit log keeps a staff member's id and shows
// their name). Only ids the caller holds already; an id without an account is left out.
import { inArray } from 'drizzle-orm';
import type { AccountsContext } from './context.ts';
import { users } from './schema.ts';

export async function accountNames(
  ctx: AccountsContext,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, `${row.firstname} ${row.lastname}`.trim() || row.email]));
}
