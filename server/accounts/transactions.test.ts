// Issue 12 #1, the unit of work: each accounts flow that writes more than once (register, password change, the
// email change and its confirmation, the newsletter signup and unsubscribe, the reset request and the reset
// itself) commits all its writes — and its outbox messages (#2) — or none. A statement-level trigger makes one
// write in the middle of a flow fail, on PGlite and PostgreSQL; the test then finds nothing half-written.
import { and, count, eq, isNull, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { TEST_HASH } from '../../tests/support/test-integrations.ts';
import { withTransaction } from '../db/transaction.ts';
import { emailChanges, newsletterSubscribers, passwordResets, sessions, users } from './schema.ts';
import { outboxMessages } from '../outbox/schema.ts';
import { hashPassword } from './passwords.ts';
import { newToken, tokenHash } from './tokens.ts';
import { formInput, profileUpdateSchema, registerSchema } from '../../domain/account-schemas.ts';

let addresses = 0;
const meta = () => ({ ip: `198.18.7.${++addresses}`, origin: 'https://www.leeswijzer.nl' });

type Table = 'users' | 'sessions' | 'newsletter_subscribers' | 'outbox_messages' | 'password_resets';

describe.each(eachDatabase('connections'))(
  'issue 12 #1: one unit of work per accounts flow on %s',
  (kind) => {
    let t: TestServices;
    beforeAll(async () => {
      t = await openTestServices(kind);
    });
    afterAll(async () => {
      await t?.dispose();
    });
    const accounts = () => t.services.accounts;
    const db = () => t.database.db;

    let armed: Table | null = null;
    /** From now on every `op` statement on `table` fails, as a database error in the middle of a flow would. */
    async function failOn(table: Table, op: 'INSERT' | 'UPDATE' | 'DELETE') {
      armed = table;
      await t.database.exec(`
      create or replace function lw_injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure (issue 12 #1)'; end $$;
      create trigger lw_injected_failure before ${op} on ${table}
        for each statement execute function lw_injected_failure();`);
    }
    afterEach(async () => {
      if (armed) await t.database.exec(`drop trigger if exists lw_injected_failure on ${armed}`);
      armed = null;
    });

    /** The flow threw the injected failure (Drizzle wraps the database error as the cause). */
    async function failsMidway(flow: Promise<unknown>) {
      const error = await flow.then(
        (result) => new Error(`resolved: ${JSON.stringify(result)}`),
        (error: unknown) => error,
      );
      const text = `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
      expect(text).toContain('injected failure');
    }

    let made = 0;
    async function newAccount(extra: Partial<typeof users.$inferInsert> = {}) {
      made++;
      const password = `Leeslamp-tx-${made}`;
      const [row] = await db()
        .insert(users)
        .values({
          email: `tx${made}-${kind}@voorbeeld.nl`,
          passwordHash: await hashPassword(password, TEST_HASH),
          firstname: 'Lotte',
          lastname: 'Visser',
          phonenr: '06 12345678',
          address: 'Oudegracht',
          housenr: '12',
          zipcode: '3511AB',
          city: 'Utrecht',
          ...extra,
        })
        .returning();
      return { ...row!, password };
    }
    async function signIn(account: { email: string; password: string }) {
      const result = await accounts().login({ email: account.email, password: account.password }, meta());
      if (result.status !== 'ok') throw new Error(`login failed: ${result.status}`);
      const signed = await accounts().signedIn(result.session.id);
      return { viewer: signed!.viewer, sessionIdHash: signed!.sessionIdHash };
    }
    const profileForm = (
      account: Awaited<ReturnType<typeof newAccount>>,
      change: Record<string, string> = {},
    ) => formInput(profileUpdateSchema, profileRecord(account, change));
    const profileRecord = (
      account: Awaited<ReturnType<typeof newAccount>>,
      change: Record<string, string> = {},
    ) => ({
      firstname: account.firstname,
      lastname: account.lastname,
      email: account.email,
      phonenr: account.phonenr,
      address: account.address,
      housenr: account.housenr,
      addition: account.addition,
      zipcode: account.zipcode,
      city: account.city,
      country_code: account.countryCode,
      ...change,
    });
    const stored = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
    const messagesTo = async (to: string) =>
      (await db().select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0]!.n;
    const sessionsOf = async (userId: number) =>
      (await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

    it('issue 12 #1: register — the session fails, so no account and no welcome mail is left', async () => {
      const email = `nieuw-tx-${kind}@voorbeeld.nl`;
      const form = {
        firstname: 'Noor',
        lastname: 'Bakker',
        email,
        email2: email,
        phonenr: '',
        password: 'boekenkast-42',
        password2: 'boekenkast-42',
      };
      await failOn('sessions', 'INSERT');
      await failsMidway(accounts().register(formInput(registerSchema, form), meta()));
      expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await messagesTo(email)).toBe(0);
    });

    it('issue 12 #1: password change — ending the other sessions fails, so the old password stays', async () => {
      const account = await newAccount();
      await signIn(account); // another device
      const { viewer, sessionIdHash } = await signIn(account);
      await failOn('sessions', 'DELETE');
      const change = {
        password: 'Nieuwe-leeslamp-1',
        password2: 'Nieuwe-leeslamp-1',
        password_current: account.password,
      };
      await failsMidway(
        accounts().updateProfile(viewer, sessionIdHash, profileForm(account, change), meta()),
      );
      expect((await stored(account.id)).passwordHash).toBe(account.passwordHash);
      expect(await sessionsOf(account.id)).toBe(2);
    });

    it('issue 12 #1: email change — its mails cannot be queued, so no pending change and no profile change', async () => {
      const account = await newAccount();
      const { viewer, sessionIdHash } = await signIn(account);
      const newEmail = `verhuisd-${made}-${kind}@voorbeeld.nl`;
      await failOn('outbox_messages', 'INSERT');
      await failsMidway(
        accounts().updateProfile(
          viewer,
          sessionIdHash,
          profileForm(account, { email: newEmail, email_password: account.password, city: 'Amersfoort' }),
          meta(),
        ),
      );
      expect(await db().select().from(emailChanges).where(eq(emailChanges.userId, account.id))).toEqual([]);
      expect((await stored(account.id)).city).toBe('Utrecht');
    });

    it('issue 12 #1: email change confirmation — ending the sessions fails, so the email and the link stay', async () => {
      const account = await newAccount();
      const token = newToken();
      const { passwordStamp } = await import('./email-change.ts');
      await db()
        .insert(emailChanges)
        .values({
          tokenHash: tokenHash(token),
          userId: account.id,
          newEmail: `bevestigd-${made}-${kind}@voorbeeld.nl`,
          passwordStamp: passwordStamp(account.passwordHash),
          expiresAt: new Date(Date.now() + 60 * 60_000),
        });
      await failOn('sessions', 'DELETE');
      await failsMidway(accounts().confirmEmailChange(token, null));
      expect((await stored(account.id)).email).toBe(account.email);
      expect(await accounts().emailChangeLink(token)).not.toBeNull();
      expect(await messagesTo(account.email)).toBe(0);
    });

    it('issue 12 #1: unsubscribe — the list update fails, so the account stays subscribed and no mail is queued', async () => {
      const account = await newAccount({ hasSubscription: true });
      await db()
        .insert(newsletterSubscribers)
        .values({ email: account.email, confirmedAt: new Date(), consentText: 'ja' });
      await failOn('newsletter_subscribers', 'UPDATE');
      await failsMidway(accounts().unsubscribe(account.email, meta()));
      expect((await stored(account.id)).hasSubscription).toBe(true);
      expect(await messagesTo(account.email)).toBe(0);
    });

    it('issue 12 #1: newsletter signup — the mail cannot be queued, so no pending signup is left', async () => {
      const email = `aanmelding-tx-${kind}@voorbeeld.nl`;
      await failOn('outbox_messages', 'INSERT');
      await failsMidway(accounts().newsletterSignUp({ email, firstname: 'Sam' }, meta()));
      expect(
        await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
      ).toEqual([]);
    });

    it('issue 12 #1: reset request — the mail cannot be queued, so no reset link is stored', async () => {
      const account = await newAccount();
      await failOn('outbox_messages', 'INSERT');
      await failsMidway(accounts().requestPasswordReset({ email: account.email, channel: 'email' }, meta()));
      expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, account.id))).toEqual(
        [],
      );
    });

    it('issue 12 #1: reset — ending the sessions fails, so the password and the link stay as they were', async () => {
      const account = await newAccount();
      await signIn(account);
      const token = newToken();
      await db()
        .insert(passwordResets)
        .values({
          tokenHash: tokenHash(token),
          userId: account.id,
          channel: 'email',
          expiresAt: new Date(Date.now() + 60 * 60_000),
        });
      await failOn('sessions', 'DELETE');
      await failsMidway(
        accounts().resetPassword(token, { password: 'Nieuwe-leeslamp-2', password2: 'Nieuwe-leeslamp-2' }),
      );
      expect((await stored(account.id)).passwordHash).toBe(account.passwordHash);
      expect(await accounts().resetLinkValid(token)).toBe(true);
      expect(await sessionsOf(account.id)).toBe(1);
    });

    it('issue 12 #1: several service calls in one withTransaction commit or roll back together', async () => {
      const email = `samen-tx-${kind}@voorbeeld.nl`;
      const form = {
        firstname: 'Samen',
        lastname: 'Eén',
        email,
        email2: email,
        phonenr: '',
        password: 'boekenkast-43',
        password2: 'boekenkast-43',
      };
      // A caller's unit of work: register, sign up for the newsletter, then something later in it fails.
      await expect(
        withTransaction(db(), async (tx) => {
          const inTx = accounts().withDb(tx);
          expect((await inTx.register(formInput(registerSchema, form), meta())).status).toBe('ok');
          expect((await inTx.newsletterSignUp({ email, firstname: 'Samen' }, meta())).status).toBe('done');
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(
        await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
      ).toEqual([]);
      expect(await messagesTo(email)).toBe(0);

      // The same calls without the failure: both stored, with their two mails queued (welcome, confirmation).
      await withTransaction(db(), async (tx) => {
        const inTx = accounts().withDb(tx);
        await inTx.register(formInput(registerSchema, form), meta());
        await inTx.newsletterSignUp({ email, firstname: 'Samen' }, meta());
      });
      expect((await db().select().from(users).where(eq(users.email, email))).length).toBe(1);
      expect(
        await db()
          .select({ key: outboxMessages.idempotencyKey })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, email), isNull(outboxMessages.sentAt))),
      ).toHaveLength(2);
      expect(
        await db().select().from(outboxMessages).where(like(outboxMessages.idempotencyKey, 'welcome:%')),
      ).not.toHaveLength(0);
    });
  },
);
