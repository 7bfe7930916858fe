// Spec 2 §4/§5 register, login and logout through the accounts service, on PGlite and PostgreSQL. Issue 27 #5
// (decision 524): the welcome mail to the typed address carries no link typed into the first name, and the shop's
// hourly cap on welcome mails holds (the accounts made all the same).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { rateLimits, users } from './schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { LIMITS, SHOP_MAIL_KEYS } from './throttle.ts';
import { LINK_REMOVED } from '../../domain/mail-links.ts';
import { formInput, registerSchema } from '../../domain/account-schemas.ts';

const meta = (ip = '192.0.2.10') => ({ ip, origin: 'https://www.leeswijzer.nl' });
// Issue 12 #5: the register form as the browser posts it, parsed as the page parses it.
const form = (change: Record<string, string> = {}) => formInput(registerSchema, formRecord(change));
const formRecord = (change: Record<string, string> = {}) => ({
  firstname: 'Lotte',
  lastname: "van 't Veer",
  email: 'lotte@voorbeeld.nl',
  email2: 'lotte@voorbeeld.nl',
  phonenr: '06 12345678',
  password: 'boekenkast-42',
  password2: 'boekenkast-42',
  has_subscription: 'on',
  ...change,
});

describe.each(eachDatabase())('accounts on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const accounts = () => t.services.accounts;

  describe('register (spec 2 §2, §4, §5)', () => {
    it('stores the cleaned account with a scrypt hash, logs in and sends the welcome mail', async () => {
      const result = await accounts().register(form(), meta());
      expect(result.status).toBe('ok');
      if (result.status !== 'ok') return;
      expect(result.viewer).toMatchObject({ loggedIn: true, firstname: 'Lotte', isPartner: false });
      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'lotte@voorbeeld.nl'));
      expect(row).toMatchObject({ lastname: 'van `t Veer', hasSubscription: true, countryCode: 'NL' });
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
      expect(await verifyPassword('boekenkast-42', row!.passwordHash!)).toBe(true);
      expect((await accounts().signedIn(result.session.id))?.viewer.userId).toBe(row!.id);
      const mail = (await t.integrations.mails()).find((m) => m.to === 'lotte@voorbeeld.nl');
      expect(mail?.subject).toBe('Welkom bij Leeswijzer');
      expect(mail?.text).toContain('Welkom, Lotte!');
      expect(mail?.text).not.toContain('boekenkast-42');
    });

    it('mails no link typed into the first name to the typed address', async () => {
      const email = 'linkjes@voorbeeld.nl';
      const firstname = 'Win op www.gratis-geld.nl';
      const result = await accounts().register(form({ firstname, email, email2: email }), meta('192.0.2.31'));
      expect(result.status).toBe('ok');
      const mail = (await t.integrations.mails()).find((m) => m.to === email);
      expect(mail?.text).toContain(`Welkom, Win op ${LINK_REMOVED}!`);
      for (const body of [mail!.text, mail!.html]) expect(body).not.toContain('gratis-geld');
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row!.firstname).toBe(firstname);
    });

    it(`holds the shop's hourly cap of ${LIMITS.welcomeMailsPerHour.max} welcome mails: the accounts are made all the same`, async () => {
      const key = SHOP_MAIL_KEYS.welcome;
      const db = t.database.db;
      const [window] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      const nearly = LIMITS.welcomeMailsPerHour.max - 2;
      await db
        .insert(rateLimits)
        .values({ key, windowStart: new Date(), count: nearly })
        .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: new Date(), count: nearly } });
      try {
        const emails = Array.from({ length: 4 }, (_, i) => `welkom-piek${i}@voorbeeld.nl`);
        const statuses = [];
        for (const [i, email] of emails.entries())
          statuses.push(
            (await accounts().register(form({ email, email2: email }), meta(`192.0.2.${40 + i}`))).status,
          );
        expect(statuses).toEqual(['ok', 'ok', 'ok', 'ok']);
        const mails = await t.integrations.mails();
        expect(emails.map((email) => mails.filter((m) => m.to === email).length)).toEqual([1, 1, 0, 0]);
        for (const email of emails)
          expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
      } finally {
        if (window) await db.update(rateLimits).set(window).where(eq(rateLimits.key, key));
        else await db.delete(rateLimits).where(eq(rateLimits.key, key));
      }
    });

    it('refuses an email in use (any case, with spaces) with form_errors.email_in_use_extended', async () => {
      const result = await accounts().register(
        form({ email: ' Klant@Leeswijzer.nl', email2: 'klant@leeswijzer.nl' }),
        meta(),
      );
      expect(result).toMatchObject({
        status: 'invalid',
        errors: { email: { key: 'form_errors.email_in_use_extended' } },
      });
    });

    it('gives every message at once and keeps what was typed, but never the passwords', async () => {
      const result = await accounts().register(
        form({
          firstname: '',
          email: 'nieuw@voorbeeld.nl',
          email2: 'ander@voorbeeld.nl',
          password: 'kort',
          password2: 'kort',
        }),
        meta(),
      );
      expect(result.status).toBe('invalid');
      if (result.status !== 'invalid') return;
      expect(Object.keys(result.errors).sort()).toEqual(['email2', 'firstname', 'password']);
      expect(result.values).toMatchObject({ lastname: "van 't Veer", email: 'nieuw@voorbeeld.nl' });
      expect(result.values).not.toHaveProperty('password');
    });

    it('refuses one of the most common passwords', async () => {
      const result = await accounts().register(
        form({
          email: 'x@voorbeeld.nl',
          email2: 'x@voorbeeld.nl',
          password: 'iloveyou1',
          password2: 'iloveyou1',
        }),
        meta(),
      );
      expect(result).toMatchObject({ errors: { password: { key: 'form_errors.password_common' } } });
    });

    it(`allows ${LIMITS.registerPerAddress.max} registrations an hour from one address`, async () => {
      const ip = '198.51.100.77';
      const results = [];
      for (let i = 0; i <= LIMITS.registerPerAddress.max; i++) {
        const email = `reeks${i}@voorbeeld.nl`;
        results.push((await accounts().register(form({ email, email2: email }), meta(ip))).status);
      }
      expect(results.slice(0, -1).every((s) => s === 'ok')).toBe(true);
      expect(results.at(-1)).toBe('throttled');
    });
  });

  describe('login and logout (spec 2 §4)', () => {
    const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
    const partner = DEMO_ACCOUNTS.find((a) => a.role === 'partner')!;

    it('logs the demo customer in with a new session, whatever the case of the email', async () => {
      const first = await accounts().login(
        { email: 'KLANT@leeswijzer.nl ', password: klant.password },
        meta(),
      );
      const second = await accounts().login({ email: klant.email, password: klant.password }, meta());
      expect(first.status).toBe('ok');
      expect(second.status).toBe('ok');
      if (first.status !== 'ok' || second.status !== 'ok') return;
      expect(first.session.id).not.toBe(second.session.id);
      expect(first.viewer).toMatchObject({ firstname: 'Anna', isAdmin: false, isPartner: false });
    });

    it('reads the partner flag and code, and the admin and reseller roles', async () => {
      const login = async (role: string) => {
        const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
        const result = await accounts().login({ email: account.email, password: account.password }, meta());
        return result.status === 'ok' ? result.viewer : null;
      };
      expect(await login('partner')).toMatchObject({ isPartner: true, partnerCode: 'LEESTIP' });
      expect(await login('beheerder')).toMatchObject({ isAdmin: true, accessLevel: 9 });
      expect(await login('wederverkoper')).toMatchObject({ isReseller: true, isPartner: false });
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const wrong = await accounts().login(
        { email: klant.email, password: 'fout-wachtwoord' },
        meta('203.0.113.1'),
      );
      const unknown = await accounts().login(
        { email: 'niemand@voorbeeld.nl', password: 'fout-wachtwoord' },
        meta('203.0.113.2'),
      );
      expect(wrong).toEqual({ status: 'failed' });
      expect(unknown).toEqual({ status: 'failed' });
    });

    it('asks for both fields', async () => {
      expect(await accounts().login({ email: '', password: '' }, meta())).toMatchObject({
        status: 'invalid',
        errors: { email: { key: 'form_errors.general' }, password: { key: 'form_errors.general' } },
      });
    });

    it(`throttles an account after ${LIMITS.loginPerAccount.max} attempts, from any address, also for the right password`, async () => {
      await t.database.db.delete(rateLimits); // the logins of the tests before count too
      const email = 'wederverkoper@leeswijzer.nl';
      for (let i = 0; i < LIMITS.loginPerAccount.max; i++) {
        expect(
          (await accounts().login({ email, password: `fout-${i}` }, meta(`203.0.113.${10 + i}`))).status,
        ).toBe('failed');
      }
      const right = DEMO_ACCOUNTS.find((a) => a.email === email)!.password;
      const blocked = await accounts().login({ email, password: right }, meta('203.0.113.99'));
      expect(blocked.status).toBe('throttled');
      if (blocked.status === 'throttled') expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    });

    it('throttles an unknown email exactly like a known one (no enumeration)', async () => {
      const email = 'onbekend-adres@voorbeeld.nl';
      for (let i = 0; i < LIMITS.loginPerAccount.max; i++)
        await accounts().login({ email, password: `fout-${i}` }, meta(`203.0.114.${i}`));
      expect((await accounts().login({ email, password: 'x' }, meta('203.0.114.99'))).status).toBe(
        'throttled',
      );
    });

    it(`throttles a client address after ${LIMITS.loginPerAddress.max} failures over many accounts`, async () => {
      const ip = '203.0.115.7';
      for (let i = 0; i < LIMITS.loginPerAddress.max; i++)
        await accounts().login({ email: `gok${i}@voorbeeld.nl`, password: 'x' }, meta(ip));
      const result = await accounts().login({ email: klant.email, password: klant.password }, meta(ip));
      expect(result.status).toBe('throttled');
      expect(
        (await accounts().login({ email: klant.email, password: klant.password }, meta('203.0.115.8')))
          .status,
      ).toBe('ok');
    });

    it('a success clears the failures of its address for the account', async () => {
      const email = partner.email;
      for (let i = 0; i < LIMITS.loginPerAccountAddress.max - 1; i++)
        await accounts().login({ email, password: 'fout' }, meta('203.0.116.1'));
      expect(
        (await accounts().login({ email, password: partner.password }, meta('203.0.116.1'))).status,
      ).toBe('ok');
      for (let i = 0; i < LIMITS.loginPerAccountAddress.max - 1; i++)
        await accounts().login({ email, password: 'fout' }, meta('203.0.116.1'));
      expect(
        (await accounts().login({ email, password: partner.password }, meta('203.0.116.1'))).status,
      ).toBe('ok');
      for (let i = 0; i < LIMITS.loginPerAccountAddress.max - 1; i++)
        await accounts().login({ email, password: 'fout' }, meta('203.0.116.2'));
      expect(
        (await accounts().login({ email, password: partner.password }, meta('203.0.116.2'))).status,
      ).toBe('ok');
    });

    it('upgrades a hash made with weaker parameters at the next login', async () => {
      const weak = await hashPassword('oud-maar-goed-1', { logN: 4, r: 8, p: 1 });
      const [user] = await t.database.db
        .insert(users)
        .values({ email: 'oud@voorbeeld.nl', passwordHash: weak, firstname: 'Oud' })
        .returning();
      expect(
        (await accounts().login({ email: 'oud@voorbeeld.nl', password: 'oud-maar-goed-1' }, meta())).status,
      ).toBe('ok');
      const [after] = await t.database.db.select().from(users).where(eq(users.id, user!.id));
      expect(after!.passwordHash).toMatch(/^scrypt\$10\$/);
    });

    it('logout ends the session', async () => {
      const result = await accounts().login(
        { email: klant.email, password: klant.password },
        meta('203.0.117.1'),
      );
      if (result.status !== 'ok') throw new Error('login failed');
      const signedIn = await accounts().signedIn(result.session.id);
      expect(signedIn).not.toBeNull();
      await accounts().logout(signedIn!.sessionIdHash);
      expect(await accounts().signedIn(result.session.id)).toBeNull();
    });
  });
});
