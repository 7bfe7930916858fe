// Issue 30 "Staff and trust" (decisions 599–601): the staff accounts of /beheer/medewerkers. An admin lists the
// accounts with an access level above 0, makes an address a staff account with a named level (a new account gets a
// password-set link by mail through the outbox — the password-reset mechanism with a longer-lived link — so the
// staff member chooses their own password; an address that has an account gets the level on that account), changes
// a level or takes it away (0). Every change writes one audit line in its own transaction; a change that changes
// nothing writes nothing. Nobody lowers their own level (decision 584's rule).
import { asc, desc, eq, gt } from 'drizzle-orm';
import type { TextRef } from '../../domain/account-forms.ts';
import { emailKey } from '../../domain/account-input.ts';
import { ownAccessLevelError } from '../../domain/staff-customers.ts';
import { type NewStaffInput, staffRoleOf } from '../../domain/staff-access.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import type { AccountsContext } from './context.ts';
import { staffInviteMail } from './mails.ts';
import { passwordResets, users } from './schema.ts';
import { newToken, tokenHash } from './tokens.ts';

/** How long the invitation's password-set link works: a week, so a new colleague can start after a weekend. */
export const STAFF_INVITE_VALID_DAYS = 7;

/** The role's name in the invitation mail. */
const ROLE_NAMES: Readonly<Record<string, string>> = {
  medewerker: 'medewerker',
  financieel: 'financiën',
  beheerder: 'beheerder',
};

export interface StaffAccountRow {
  id: number;
  email: string;
  name: string;
  accessLevel: number;
  /** Whether the account has chosen a password (an invited colleague has not yet). */
  hasPassword: boolean;
}

export type AddStaffResult =
  /** A new account, with its password-set mail queued. */
  | { kind: 'created'; id: number }
  /** The address had an account: it got the level (and the mail when it has no password yet). */
  | { kind: 'raised'; id: number }
  | { kind: 'unchanged'; id: number }
  | { kind: 'invalid'; field: string; error: TextRef };

export type StaffLevelResult =
  | { kind: 'done' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; field: string; error: TextRef };

/** Every account with an access level above 0, the highest level first, then by name. */
export async function staffAccountList(ctx: AccountsContext): Promise<StaffAccountRow[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      accessLevel: users.accessLevel,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(gt(users.accessLevel, 0))
    .orderBy(desc(users.accessLevel), asc(users.lastname), asc(users.firstname), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: `${row.firstname} ${row.lastname}`.trim(),
    accessLevel: row.accessLevel,
    hasPassword: row.passwordHash !== null,
  }));
}

/**
 * Makes `input.email` a staff account with `input.level`. A new account has no password: it gets a single-use
 * password-set link by mail (the reset mechanism, valid STAFF_INVITE_VALID_DAYS) in the same transaction as the
 * account and its audit line.
 */
export async function addStaffAccount(
  ctx: AccountsContext,
  actorId: number,
  input: NewStaffInput,
  origin: string,
): Promise<AddStaffResult> {
  const email = emailKey(input.email);
  return ctx.transaction(async (tx) => {
    const now = tx.now();
    const [existing] = await tx.db
      .select({ id: users.id, accessLevel: users.accessLevel, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (existing) {
      // Decision 584: nobody lowers their own level (the next page would be a 404).
      const own = ownAccessLevelError(actorId, existing.id, input.level, existing.accessLevel);
      if (own) return { kind: 'invalid', field: 'level', error: own } as const;
      if (existing.accessLevel === input.level) return { kind: 'unchanged', id: existing.id } as const;
      await tx.db
        .update(users)
        .set({ accessLevel: input.level, updatedAt: now })
        .where(eq(users.id, existing.id));
      await recordAudit(
        tx.db,
        {
          actorId,
          action: 'staff.level',
          subject: `account ${existing.id}`,
          before: { accessLevel: existing.accessLevel },
          after: { accessLevel: input.level },
        },
        now,
      );
      // An account made from an order has no password: it needs the link to log in at all.
      if (existing.passwordHash === null)
        await queueInvite(tx, { id: existing.id, email, firstname: input.firstname }, input.level, origin);
      return { kind: 'raised', id: existing.id } as const;
    }
    const [row] = await tx.db
      .insert(users)
      .values({
        email,
        firstname: input.firstname,
        lastname: input.lastname,
        // Staff get no newsletter unless they ask for it on their profile.
        hasSubscription: false,
        subscriptionChangedAt: now,
        accessLevel: input.level,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    const id = row!.id;
    await recordAudit(
      tx.db,
      {
        actorId,
        action: 'staff.create',
        subject: `account ${id}`,
        before: null,
        after: { email, accessLevel: input.level },
      },
      now,
    );
    await queueInvite(tx, { id, email, firstname: input.firstname }, input.level, origin);
    return { kind: 'created', id } as const;
  });
}

/** The password-set link (a password_resets row, like "Wachtwoord vergeten") and its mail, in the caller's transaction. */
async function queueInvite(
  tx: AccountsContext,
  account: { id: number; email: string; firstname: string },
  level: number,
  origin: string,
): Promise<void> {
  const now = tx.now();
  const token = newToken();
  const hash = tokenHash(token);
  await tx.db.insert(passwordResets).values({
    tokenHash: hash,
    userId: account.id,
    channel: 'email',
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_INVITE_VALID_DAYS * 24 * 60 * 60_000),
  });
  const role = staffRoleOf(level);
  await enqueueMail(
    tx.db,
    `staff-invite:${hash}`,
    staffInviteMail({
      to: account.email,
      firstname: account.firstname,
      role: role ? ROLE_NAMES[role]! : `niveau ${level}`,
      url: `${origin}/reset-password/${token}`,
      validDays: STAFF_INVITE_VALID_DAYS,
    }),
  );
}

/** Sets an account's access level (0 takes the staff access away); one audit line when it changes. */
export async function changeStaffLevel(
  ctx: AccountsContext,
  actorId: number,
  id: number,
  level: number,
): Promise<StaffLevelResult> {
  return ctx.transaction(async (tx) => {
    const [row] = await tx.db
      .select({ accessLevel: users.accessLevel })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!row) return { kind: 'not-found' } as const;
    const own = ownAccessLevelError(actorId, id, level, row.accessLevel);
    if (own) return { kind: 'invalid', field: 'level', error: own } as const;
    if (row.accessLevel === level) return { kind: 'unchanged' } as const;
    const now = tx.now();
    await tx.db.update(users).set({ accessLevel: level, updatedAt: now }).where(eq(users.id, id));
    await recordAudit(
      tx.db,
      {
        actorId,
        action: 'staff.level',
        subject: `account ${id}`,
        before: { accessLevel: row.accessLevel },
        after: { accessLevel: level },
      },
      now,
    );
    return { kind: 'done' } as const;
  });
}
