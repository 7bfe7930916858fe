// Issue 30 (decisions 599–601): the staff accounts from the services' side, on each database — an admin adds a
// colleague (a new account without a password, its password-set link in the outbox, never a password), the link
// sets their own password, an address with an account gets the level on that account, a level changes or is taken
// away, each change with exactly one audit line and a repeat with none, and nobody lowers their own level.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId, newCustomer } from '../../tests/support/cart-fixtures.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { outboxMessages } from '../outbox/schema.ts';

const ORIGIN = 'https://www.leeswijzer.nl';
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;

describe.each(eachDatabase('parallel'))('the staff accounts on %s', (kind) => {
  let t: TestServices;
  let adminId: number;
  let n = 0;
  const address = () => `collega${++n}.${Date.now()}@voorbeeld.nl`;

  beforeAll(async () => {
    t = await openTestServices(kind);
    adminId = await demoUserId(t.database.db, admin.email);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const auditOf = async (id: number) =>
    (await t.services.audit.list({ page: 1, perPage: 500 })).lines
      .filter((line) => line.subject === `account ${id}`)
      .reverse();
  const invitesTo = (to: string) =>
    t.database.db
      .select({ text: outboxMessages.body, subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, to), like(outboxMessages.idempotencyKey, 'staff-invite:%')));

  it('adds a colleague: an account without a password, a link to choose one, one audit line', async () => {
    const accounts = t.services.accounts;
    const email = address();
    const input = { firstname: 'Sanne', lastname: 'de Boer', email: email.toUpperCase(), level: 5 as const };
    const result = await accounts.addStaffAccount(adminId, input, ORIGIN);
    expect(result.kind).toBe('created');
    const id = (result as { id: number }).id;
    const listed = (await accounts.staffAccounts()).find((a) => a.id === id);
    expect(listed).toEqual({ id, email, name: 'Sanne de Boer', accessLevel: 5, hasPassword: false });
    const mails = await invitesTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Je medewerkersaccount bij Leeswijzer');
    const text = (mails[0]!.text as { text: string }).text;
    expect(text).toContain('met de rol medewerker');
    expect(text).toContain('7 dagen geldig');
    const token = new RegExp(`${ORIGIN}/reset-password/([A-Za-z0-9_-]+)`).exec(text)?.[1];
    expect(token).toBeDefined();
    const lines = await auditOf(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorId: adminId,
      action: 'staff.create',
      before: null,
      after: { email, accessLevel: 5 },
    });

    // The colleague chooses their own password with the link, and can log in with it.
    const password = { password: 'Leesclub-Sanne-2026', password2: 'Leesclub-Sanne-2026' };
    expect(await accounts.resetPassword(token, password)).toEqual({ status: 'ok', email });
    const meta = { ip: '192.0.2.30', origin: ORIGIN };
    expect((await accounts.login({ email, password: password.password }, meta)).status).toBe('ok');
    expect((await accounts.staffAccounts()).find((a) => a.id === id)?.hasPassword).toBe(true);

    // The same address again with the same level changes nothing and mails nothing.
    expect((await accounts.addStaffAccount(adminId, input, ORIGIN)).kind).toBe('unchanged');
    expect(await auditOf(id)).toHaveLength(1);
    expect(await invitesTo(email)).toHaveLength(1);
  });

  it('gives an address that has an account the level on that account, its password kept', async () => {
    const accounts = t.services.accounts;
    const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
    const klantId = await demoUserId(t.database.db, klant.email);
    const input = { firstname: 'X', lastname: 'Y', email: klant.email, level: 7 as const };
    expect(await accounts.addStaffAccount(adminId, input, ORIGIN)).toEqual({ kind: 'raised', id: klantId });
    // It can log in already: no mail.
    expect(await invitesTo(klant.email)).toHaveLength(0);
    const row = (await accounts.staffAccounts()).find((a) => a.id === klantId)!;
    expect(row.accessLevel).toBe(7);
    expect(row.name).not.toBe('X Y');
    expect((await auditOf(klantId)).at(-1)).toMatchObject({
      action: 'staff.level',
      before: { accessLevel: 0 },
      after: { accessLevel: 7 },
    });
    // Back to a customer for the other tests.
    expect(await accounts.changeStaffLevel(adminId, klantId, 0)).toEqual({ kind: 'done' });
  });

  it('sends the link to an account made from an order (it has no password to log in with)', async () => {
    const { userId } = await newCustomer(t.database.db);
    const accounts = t.services.accounts;
    const email = (await accounts.customer(userId))!.email;
    const input = { firstname: 'Kees', lastname: 'Jansen', email, level: 5 as const };
    expect(await accounts.addStaffAccount(adminId, input, ORIGIN)).toEqual({ kind: 'raised', id: userId });
    expect(await invitesTo(email)).toHaveLength(1);
  });

  it('changes a level and takes it away, one audit line each; a repeat writes nothing', async () => {
    const accounts = t.services.accounts;
    const { userId } = await newCustomer(t.database.db);
    expect(await accounts.changeStaffLevel(adminId, userId, 5)).toEqual({ kind: 'done' });
    expect(await accounts.changeStaffLevel(adminId, userId, 9)).toEqual({ kind: 'done' });
    expect(await accounts.changeStaffLevel(adminId, userId, 9)).toEqual({ kind: 'unchanged' });
    expect(await accounts.changeStaffLevel(adminId, userId, 0)).toEqual({ kind: 'done' });
    expect((await auditOf(userId)).map((l) => [l.before, l.after])).toEqual([
      [{ accessLevel: 0 }, { accessLevel: 5 }],
      [{ accessLevel: 5 }, { accessLevel: 9 }],
      [{ accessLevel: 9 }, { accessLevel: 0 }],
    ]);
    expect((await accounts.staffAccounts()).some((a) => a.id === userId)).toBe(false);
    expect(await accounts.changeStaffLevel(adminId, 999_999_999, 5)).toEqual({ kind: 'not-found' });
  });

  it('never lowers the admin’s own level (decision 584), by either form', async () => {
    const accounts = t.services.accounts;
    const own = { kind: 'invalid', field: 'level', error: { key: 'beheer.customers.own_level' } };
    expect(await accounts.changeStaffLevel(adminId, adminId, 7)).toEqual(own);
    expect(await accounts.changeStaffLevel(adminId, adminId, 0)).toEqual(own);
    const input = { firstname: 'Mark', lastname: 'Visser', email: admin.email, level: 5 as const };
    expect(await accounts.addStaffAccount(adminId, input, ORIGIN)).toEqual(own);
    expect(await accounts.changeStaffLevel(adminId, adminId, 9)).toEqual({ kind: 'unchanged' });
    expect(await auditOf(adminId)).toHaveLength(0);
  });
});
