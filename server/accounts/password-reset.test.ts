// Spec 2 §2/§4 password retrieval through the accounts service, on PGlite and PostgreSQL: a single-use link that
// expires (never the password itself), by mail or — behind feature SMS_PW — by SMS with the SMS counter, the same
// answer for known and unknown emails, and the throttling of issue 5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { TEST_HASH } from '../../tests/support/test-integrations.ts';
import { passwordResets, users } from './schema.ts';
import { features } from '../settings/schema.ts';
import { RESET_VALID_MINUTES, SMS_PER_DAY } from './password-reset.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { type AccountsService, createAccountsService } from './service.ts';
import { sessionCount } from './sessions.ts';
import { LIMITS } from './throttle.ts';
import { tokenHash } from './tokens.ts';

const ORIGIN = 'https://www.leeswijzer.nl';
const LINK = /https:\/\/www\.leeswijzer\.nl\/reset-password\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;
const MINUTE = 60_000;

let addresses = 0;
/** Every request from its own client address, unless a test is about one address. */
const meta = (ip = `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`) => ({ ip, origin: ORIGIN });

describe.each(eachDatabase())('password retrieval on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const accounts = () => t.services.accounts;

  let made = 0;
  /** A fresh account of our own, so a test may change its password. */
  async function newAccount(extra: Partial<typeof users.$inferInsert> = {}) {
    made++;
    const password = `Oude-leeslamp-${made}`;
    const [row] = await t.database.db
      .insert(users)
      .values({
        email: `herstel${made}@voorbeeld.nl`,
        passwordHash: await hashPassword(password, TEST_HASH),
        firstname: 'Lotte',
        lastname: 'van `t Veer',
        ...extra,
      })
      .returning();
    return { ...row!, password };
  }

  /** The accounts service on a clock the test moves. */
  function clocked(start = new Date()) {
    const clock = { now: start };
    const service: AccountsService = createAccountsService({
      db: t.database.db,
      settings: t.services.settings,
      vat: t.integrations.vat,
      hashParams: TEST_HASH,
      now: () => clock.now,
    });
    const advance = (ms: number) => {
      clock.now = new Date(clock.now.getTime() + ms);
    };
    return { service, advance };
  }

  const mailsTo = async (to: string) => (await t.integrations.mails()).filter((m) => m.to === to);
  const smsTo = async (to: string) => (await t.integrations.smsMessages()).filter((m) => m.to === to);
  const tokensIn = (messages: { text: string }[]) => messages.map((m) => LINK.exec(m.text)?.[1]);
  /** The link of the one mail an address got. */
  async function mailedToken(to: string): Promise<string> {
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    const token = tokensIn(mails)[0];
    expect(token).toBeDefined();
    return token!;
  }
  const newPassword = { password: 'Nieuwe-boekenkast-7', password2: 'Nieuwe-boekenkast-7' };

  async function setSmsFeature(enabled: boolean) {
    await t.database.db.update(features).set({ enabled }).where(eq(features.sku, 'SMS_PW'));
    t.services.settings.invalidate();
  }

  describe('asking for a link (spec 2 §4 password retrieval)', () => {
    it('mails a known email a link to /reset-password/<token>, never the password', async () => {
      const account = await newAccount();
      const result = await accounts().requestPasswordReset(
        { email: ` ${account.email.toUpperCase()}`, channel: 'email' },
        meta(),
      );
      expect(result).toEqual({ status: 'sent' });
      const [mail] = await mailsTo(account.email);
      expect(mail?.subject).toBe('Een nieuw wachtwoord voor je Leeswijzer-account');
      expect(mail?.text).toContain('Hallo Lotte,');
      expect(mail?.text).toContain(`De link werkt één keer en is ${RESET_VALID_MINUTES} minuten geldig.`);
      const token = await mailedToken(account.email);
      expect(mail?.html).toContain(`${ORIGIN}/reset-password/${token}`);
      for (const part of [mail!.text, mail!.html]) expect(part).not.toContain(account.password);
      expect(await accounts().resetLinkValid(token)).toBe(true);
    });

    it(`keeps only the token's hash, valid for ${RESET_VALID_MINUTES} minutes`, async () => {
      const account = await newAccount();
      await accounts().requestPasswordReset({ email: account.email, channel: 'email' }, meta());
      const token = await mailedToken(account.email);
      const rows = await t.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, account.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ tokenHash: tokenHash(token), channel: 'email', usedAt: null });
      expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(RESET_VALID_MINUTES * MINUTE);
    });

    it('shows the first name as typed (the stored backtick as an apostrophe) and greets a nameless account', async () => {
      const named = await newAccount({ firstname: 'D`Arcy' });
      const nameless = await newAccount({ firstname: '' });
      for (const account of [named, nameless])
        await accounts().requestPasswordReset({ email: account.email, channel: 'email' }, meta());
      const [toNamed] = await mailsTo(named.email);
      expect(toNamed?.text).toContain("Hallo D'Arcy,");
      expect(toNamed?.html).toContain('Hallo D&#39;Arcy,');
      const [toNameless] = await mailsTo(nameless.email);
      expect(toNameless?.text.startsWith('Hallo,\n')).toBe(true);
    });

    it("answers {status: 'sent'} for an unknown email too, and sends nothing", async () => {
      const before = (await t.integrations.mails()).length;
      const result = await accounts().requestPasswordReset(
        { email: 'niemand-hier@voorbeeld.nl', channel: 'email' },
        meta(),
      );
      expect(result).toEqual({ status: 'sent' });
      expect((await t.integrations.mails()).length).toBe(before);
      expect(await mailsTo('niemand-hier@voorbeeld.nl')).toEqual([]);
    });

    it.each([
      ['geen-adres', 'form_errors.email'],
      ['lezer@voorbeeld.co', 'form_errors.email'],
      ['', 'form_errors.email'],
    ])('refuses %j with a field error (%s)', async (email, key) => {
      expect(await accounts().requestPasswordReset({ email, channel: 'email' }, meta())).toEqual({
        status: 'invalid',
        errors: { email: { key } },
      });
    });
  });

  describe('the reset link', () => {
    it("sets the new password once: the link's second use answers 'expired'", async () => {
      const account = await newAccount();
      await accounts().requestPasswordReset({ email: account.email, channel: 'email' }, meta());
      const token = await mailedToken(account.email);

      expect(await accounts().resetPassword(token, newPassword)).toEqual({
        status: 'ok',
        email: account.email,
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
      expect(await verifyPassword(newPassword.password, row!.passwordHash!)).toBe(true);
      expect(await verifyPassword(account.password, row!.passwordHash!)).toBe(false);
      expect(
        (await accounts().login({ email: account.email, password: newPassword.password }, meta())).status,
      ).toBe('ok');

      expect(await accounts().resetLinkValid(token)).toBe(false);
      expect(
        await accounts().resetPassword(token, {
          password: 'Derde-boekenkast-9',
          password2: 'Derde-boekenkast-9',
        }),
      ).toEqual({ status: 'expired' });
      const [after] = await t.database.db.select().from(users).where(eq(users.id, account.id));
      expect(after!.passwordHash).toBe(row!.passwordHash);
    });

    it(`expires ${RESET_VALID_MINUTES} minutes after it was asked for`, async () => {
      const account = await newAccount();
      const { service, advance } = clocked();
      await service.requestPasswordReset({ email: account.email, channel: 'email' }, meta());
      const token = await mailedToken(account.email);

      advance(RESET_VALID_MINUTES * MINUTE - 1000);
      expect(await service.resetLinkValid(token)).toBe(true);
      advance(1000);
      expect(await service.resetLinkValid(token)).toBe(false);
      expect(await service.resetPassword(token, newPassword)).toEqual({ status: 'expired' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
      expect(await verifyPassword(account.password, row!.passwordHash!)).toBe(true);
    });

    it("ends every session of the account and the account's other open links", async () => {
      const account = await newAccount();
      const other = await newAccount();
      const logins = [];
      for (const who of [account, account, other]) {
        const result = await accounts().login({ email: who.email, password: who.password }, meta());
        if (result.status !== 'ok') throw new Error('login failed');
        logins.push(result.session.id);
      }
      expect(await sessionCount(t.database.db, account.id)).toBe(2);
      await accounts().requestPasswordReset({ email: account.email, channel: 'email' }, meta());
      await accounts().requestPasswordReset({ email: account.email, channel: 'email' }, meta());
      const tokens = tokensIn(await mailsTo(account.email));
      expect(tokens).toHaveLength(2);
      const [first, second] = tokens as [string, string];

      expect((await accounts().resetPassword(first, newPassword)).status).toBe('ok');
      expect(await sessionCount(t.database.db, account.id)).toBe(0);
      expect(await accounts().signedIn(logins[0])).toBeNull();
      expect(await accounts().signedIn(logins[1])).toBeNull();
      expect(await accounts().resetLinkValid(second)).toBe(false);
      expect(await accounts().resetPassword(second, newPassword)).toEqual({ status: 'expired' });
      // Another account's session is not touched.
      expect((await accounts().signedIn(logins[2]))?.viewer.userId).toBe(other.id);
    });

    it('lets the owner log in with the new password after the failed logins that locked the account', async () => {
      const account = await newAccount();
      for (let i = 0; i < LIMITS.loginPerAccount.max; i++)
        await accounts().login({ email: account.email, password: `vergeten-${i}` }, meta());
      expect(
        (await accounts().login({ email: account.email, password: account.password }, meta())).status,
      ).toBe('throttled');
      await accounts().requestPasswordReset({ email: account.email, channel: 'email' }, meta());
      expect((await accounts().resetPassword(await mailedToken(account.email), newPassword)).status).toBe(
        'ok',
      );
      expect(
        (await accounts().login({ email: account.email, password: newPassword.password }, meta())).status,
      ).toBe('ok');
    });

    it.each([
      ['kort', 'kort', { password: { key: 'form_errors.min_length', params: { n: 8 } } }],
      ['password1', 'password1', { password: { key: 'form_errors.password_common' } }],
      ['Nieuwe-boekenkast-7', 'Nieuwe-boekenkast-8', { password2: { key: 'form_errors.pw_not_matching' } }],
      ['Nieuwe-boekenkast-7', '', { password2: { key: 'form_errors.general' } }],
      ['', '', { password: { key: 'form_errors.general' }, password2: { key: 'form_errors.general' } }],
    ])('refuses the new password %j / %j and keeps the link', async (password, password2, errors) => {
      const account = await newAccount();
      await accounts().requestPasswordReset({ email: account.email, channel: 'email' }, meta());
      const token = await mailedToken(account.email);
      expect(await accounts().resetPassword(token, { password, password2 })).toEqual({
        status: 'invalid',
        errors,
      });
      expect(await accounts().resetLinkValid(token)).toBe(true);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
      expect(await verifyPassword(account.password, row!.passwordHash!)).toBe(true);
    });

    it('treats a missing, malformed or unknown token as expired', async () => {
      expect(await accounts().resetLinkValid(undefined)).toBe(false);
      expect(await accounts().resetPassword(undefined, newPassword)).toEqual({ status: 'expired' });
      expect(await accounts().resetPassword('niet-een-token', newPassword)).toEqual({ status: 'expired' });
      expect(await accounts().resetPassword('A'.repeat(43), newPassword)).toEqual({ status: 'expired' });
    });
  });

  describe('by SMS (feature SMS_PW, spec 2 §2 SMS counter)', () => {
    it('sends the link by SMS, and no mail, when SMS_PW is on and the account has a phone number', async () => {
      await setSmsFeature(true);
      expect(await accounts().smsOptionAvailable()).toBe(true);
      const account = await newAccount({ phonenr: '06 11111111' });
      expect(await accounts().requestPasswordReset({ email: account.email, channel: 'sms' }, meta())).toEqual(
        { status: 'sent' },
      );
      const messages = await smsTo('06 11111111');
      expect(messages).toHaveLength(1);
      const token = tokensIn(messages)[0];
      expect(token).toBeDefined();
      expect(messages[0]!.text).toContain(`${RESET_VALID_MINUTES} min`);
      expect(messages[0]!.text).not.toContain(account.password);
      // One SMS, not two: at most 160 characters of the GSM alphabet with the shop's origin.
      expect(messages[0]!.text.length).toBeLessThanOrEqual(160);
      expect(await mailsTo(account.email)).toEqual([]);
      const [row] = await t.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, account.id));
      expect(row?.channel).toBe('sms');
      expect((await accounts().resetPassword(token, newPassword)).status).toBe('ok');
    });

    it('mails the link when the account has no phone number', async () => {
      await setSmsFeature(true);
      const account = await newAccount({ phonenr: '' });
      await accounts().requestPasswordReset({ email: account.email, channel: 'sms' }, meta());
      expect(tokensIn(await mailsTo(account.email))).toHaveLength(1);
    });

    it(`mails instead of sending the ${SMS_PER_DAY + 1}th SMS within a day`, async () => {
      await setSmsFeature(true);
      const account = await newAccount({ phonenr: '06 22222222' });
      const { service, advance } = clocked();
      // An hour and a minute apart, so the account's hourly limit of resets does not interfere.
      for (let i = 0; i < SMS_PER_DAY + 1; i++) {
        expect(await service.requestPasswordReset({ email: account.email, channel: 'sms' }, meta())).toEqual({
          status: 'sent',
        });
        advance(61 * MINUTE);
      }
      expect(await smsTo('06 22222222')).toHaveLength(SMS_PER_DAY);
      expect(tokensIn(await mailsTo(account.email))).toHaveLength(1);

      // A day after the first SMS the counter is under the limit again.
      advance(24 * 60 * MINUTE - (SMS_PER_DAY + 1) * 61 * MINUTE + MINUTE);
      await service.requestPasswordReset({ email: account.email, channel: 'sms' }, meta());
      expect(await smsTo('06 22222222')).toHaveLength(SMS_PER_DAY + 1);
    });

    it('mails the link when SMS_PW is switched off', async () => {
      await setSmsFeature(false);
      try {
        expect(await accounts().smsOptionAvailable()).toBe(false);
        const account = await newAccount({ phonenr: '06 33333333' });
        await accounts().requestPasswordReset({ email: account.email, channel: 'sms' }, meta());
        expect(await smsTo('06 33333333')).toEqual([]);
        expect(tokensIn(await mailsTo(account.email))).toHaveLength(1);
      } finally {
        await setSmsFeature(true);
      }
    });
  });

  describe('throttling (issue 5)', () => {
    const max = LIMITS.resetPerAccount.max;

    it(`allows ${max} requests an hour per account from any address, and counts an unknown email the same way`, async () => {
      const account = await newAccount();
      const statuses = async (email: string) => {
        const results = [];
        for (let i = 0; i <= max; i++)
          results.push(await accounts().requestPasswordReset({ email, channel: 'email' }, meta()));
        return results;
      };
      const known = await statuses(account.email);
      const unknown = await statuses('onbekend-herstel@voorbeeld.nl');
      expect(known.map((r) => r.status)).toEqual([...Array<string>(max).fill('sent'), 'throttled']);
      expect(unknown.map((r) => r.status)).toEqual(known.map((r) => r.status));
      for (const last of [known.at(-1)!, unknown.at(-1)!]) {
        expect(last.status === 'throttled' && last.retryAfterSeconds).toBeGreaterThan(0);
        expect(last.status === 'throttled' && last.retryAfterSeconds).toBeLessThanOrEqual(3600);
      }
      expect(await mailsTo(account.email)).toHaveLength(max);
    });

    it('opens again after the hour', async () => {
      const account = await newAccount();
      const { service, advance } = clocked();
      const ask = () => service.requestPasswordReset({ email: account.email, channel: 'email' }, meta());
      for (let i = 0; i < max; i++) expect((await ask()).status).toBe('sent');
      advance(59 * MINUTE);
      expect((await ask()).status).toBe('throttled');
      advance(MINUTE);
      expect((await ask()).status).toBe('sent');
    });

    it(`allows ${LIMITS.resetPerAddress.max} requests an hour from one client address`, async () => {
      const ip = '203.0.113.200';
      const results = [];
      for (let i = 0; i <= LIMITS.resetPerAddress.max; i++)
        results.push(
          (
            await accounts().requestPasswordReset(
              { email: `adres-${i}@voorbeeld.nl`, channel: 'email' },
              meta(ip),
            )
          ).status,
        );
      expect(results).toEqual([...Array<string>(LIMITS.resetPerAddress.max).fill('sent'), 'throttled']);
      expect(
        (await accounts().requestPasswordReset({ email: 'adres-x@voorbeeld.nl', channel: 'email' }, meta()))
          .status,
      ).toBe('sent');
    });
  });
});
