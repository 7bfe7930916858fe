// Issue 27 #2 (decision 511): the shop's first staff account, made by `npm run admin:create -- <email>`
// (scripts/admin-create.ts) instead of a demo admin with a published password. The password passes the shop's own
// rules (domain/account-forms.ts passwordError: length and the common-password list); an existing account is
// never given a new password here — it can only be promoted to access level 9, keeping its own password.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { passwordError, type TextRef } from '../../domain/account-forms.ts';
import { emailKey, isValidEmail } from '../../domain/account-input.ts';
import type { Db } from '../db/client.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import { type HashParams, hashPassword } from './passwords.ts';
import { users } from './schema.ts';

/** Spec 1 §1: access level 9 opens every staff page (/beheer). */
export const STAFF_ACCESS_LEVEL = 9;

export type StaffResult =
  | { kind: 'created'; id: number; email: string }
  | { kind: 'promoted'; id: number; email: string; previousLevel: number }
  | { kind: 'invalid-email' }
  /** The shop's own refusal (form_errors.*), shown in its Dutch words by the caller. */
  | { kind: 'weak-password'; error: TextRef }
  /** An account with this address exists and promotion was not asked for: nothing changed. */
  | { kind: 'exists'; accessLevel: number }
  /** Promotion asked for an address without an account. */
  | { kind: 'not-found' };

/** Why a password is refused by the shop's rules (length, the common-password list); null when it passes. */
export async function staffPasswordProblem(password: string): Promise<TextRef | null> {
  return passwordError(password, await commonPasswordCheck());
}

/** A password for `--generate`: 18 random bytes as 24 URL-safe characters (144 bits). */
export function generateStaffPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Makes a new account with access level 9; an existing address is left alone ('exists'). */
export async function createStaffAccount(
  db: Db,
  input: { email: string; password: string },
  hashParams?: HashParams,
): Promise<StaffResult> {
  const email = emailKey(input.email);
  if (!isValidEmail(email)) return { kind: 'invalid-email' };
  const problem = await staffPasswordProblem(input.password);
  if (problem) return { kind: 'weak-password', error: problem };
  const [existing] = await db
    .select({ accessLevel: users.accessLevel })
    .from(users)
    .where(eq(users.email, email));
  if (existing) return { kind: 'exists', accessLevel: existing.accessLevel };
  const passwordHash = await hashPassword(input.password, hashParams);
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstname: 'Beheerder',
      // Staff get no newsletter unless they ask for it on their profile.
      hasSubscription: false,
      subscriptionChangedAt: now,
      isAdmin: true,
      accessLevel: STAFF_ACCESS_LEVEL,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  // Made by someone else between the look-up and the insert: still nothing overwritten.
  if (!row) return { kind: 'exists', accessLevel: 0 };
  return { kind: 'created', id: row.id, email: row.email };
}

/** Raises an existing account to access level 9 (is_admin), its password unchanged. */
export async function promoteToStaff(db: Db, rawEmail: string): Promise<StaffResult> {
  const email = emailKey(rawEmail);
  if (!isValidEmail(email)) return { kind: 'invalid-email' };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, accessLevel: users.accessLevel })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!existing) return { kind: 'not-found' } as const;
    await tx
      .update(users)
      .set({
        isAdmin: true,
        accessLevel: Math.max(existing.accessLevel, STAFF_ACCESS_LEVEL),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return { kind: 'promoted', id: existing.id, email, previousLevel: existing.accessLevel } as const;
  });
}
