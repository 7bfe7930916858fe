// Spec 2 §2/§4/§5 unsubscribe and the spec 1 /newsletter signup (double opt-in) through the accounts service, on
// PGlite and PostgreSQL: the same answer for known and unknown addresses, mail only to an address on the list or
// one that asked, the consent stored as proof, and the throttling per client address — and (issue 27 #5, decision
// 524) the shop's hourly cap on confirmation mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { TEST_HASH } from '../../tests/support/test-integrations.ts';
import { newsletterSubscribers, rateLimits, users } from './schema.ts';
import { CONFIRM_VALID_DAYS, CONSENT_TEXT } from './mailing.ts';
import { type AccountsService, createAccountsService } from './service.ts';
import { LIMITS, SHOP_MAIL_KEYS } from './throttle.ts';
import { tokenHash } from './tokens.ts';

const ORIGIN = 'https://www.leeswijzer.nl';
const CONFIRM_LINK =
  /https:\/\/www\.leeswijzer\.nl\/newsletter\/confirm\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;
const UNSUBSCRIBED = 'Je bent uitgeschreven voor de nieuwsbrief van Leeswijzer';
const CONFIRM = 'Bevestig je aanmelding voor de nieuwsbrief van Leeswijzer';
const DAY = 24 * 60 * 60_000;

let addresses = 0;
/** Every request from its own client address, unless a test is about one address. */
const meta = (ip = `198.20.${Math.floor(++addresses / 250)}.${addresses % 250}`) => ({ ip, origin: ORIGIN });

describe.each(eachDatabase())('newsletter list on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const accounts = () => t.services.accounts;
  const db = () => t.database.db;

  let made = 0;
  const newEmail = (what: string) => `${what}${++made}@voorbeeld.nl`;

  async function newAccount(hasSubscription: boolean) {
    const [row] = await db()
      .insert(users)
      .values({
        email: newEmail('lid'),
        passwordHash: null,
        firstname: 'Lotte',
        hasSubscription,
        subscriptionChangedAt: new Date('2026-01-01T00:00:00Z'),
      })
      .returning();
    return row!;
  }

  const mailsTo = async (to: string) => (await t.integrations.mails()).filter((m) => m.to === to);
  const subscriber = async (email: string) =>
    (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  /** The confirmation links mailed to an address, oldest first. */
  const confirmTokens = async (to: string) =>
    (await mailsTo(to)).filter((m) => m.subject === CONFIRM).map((m) => CONFIRM_LINK.exec(m.text)?.[1]);

  /** Signs up and returns the link's token. */
  async function signUp(email: string, service: AccountsService = accounts()) {
    const before = new Set(await confirmTokens(email));
    expect(await service.newsletterSignUp({ email, firstname: 'Lotte' }, meta())).toEqual({
      status: 'done',
      email,
    });
    const fresh = (await confirmTokens(email)).filter((token) => !before.has(token));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toBeDefined();
    return fresh[0]!;
  }

  async function confirmed(email: string) {
    const token = await signUp(email);
    expect(await accounts().confirmNewsletter(token)).toEqual({ email });
    return token;
  }

  function clocked(start = new Date()) {
    const clock = { now: start };
    const service = createAccountsService({
      db: db(),
      settings: t.services.settings,
      vat: t.integrations.vat,
      hashParams: TEST_HASH,
      now: () => clock.now,
    });
    return {
      service,
      advance: (ms: number) => {
        clock.now = new Date(clock.now.getTime() + ms);
      },
    };
  }

  describe('unsubscribe (spec 2 §4 Unsubscribe)', () => {
    it("turns the account's subscription off, records when, and mails a confirmation", async () => {
      const account = await newAccount(true);
      const before = Date.now();
      expect(await accounts().unsubscribe(` ${account.email.toUpperCase()} `, meta())).toEqual({
        status: 'done',
        email: account.email,
      });
      const [row] = await db().select().from(users).where(eq(users.id, account.id));
      expect(row!.hasSubscription).toBe(false);
      expect(row!.subscriptionChangedAt!.getTime()).toBeGreaterThanOrEqual(before);
      const mails = await mailsTo(account.email);
      expect(mails.map((m) => m.subject)).toEqual([UNSUBSCRIBED]);
      expect(mails[0]!.text).toContain(`Vanaf nu sturen we geen nieuwsbrief meer naar ${account.email}.`);
      expect(mails[0]!.text).toContain(`${ORIGIN}/newsletter`);
    });

    it('mails nothing to an address that is no longer on the list, with the same answer', async () => {
      const account = await newAccount(true);
      await accounts().unsubscribe(account.email, meta());
      const changedAt = (await db().select().from(users).where(eq(users.id, account.id)))[0]!
        .subscriptionChangedAt;
      expect(await accounts().unsubscribe(account.email, meta())).toEqual({
        status: 'done',
        email: account.email,
      });
      expect(await mailsTo(account.email)).toHaveLength(1);
      const [row] = await db().select().from(users).where(eq(users.id, account.id));
      expect(row!.subscriptionChangedAt).toEqual(changedAt);

      const never = await newAccount(false);
      await accounts().unsubscribe(never.email, meta());
      expect(await mailsTo(never.email)).toEqual([]);
    });

    it("answers 'done' for an unknown address too, and mails it nothing", async () => {
      const email = newEmail('onbekend');
      const before = (await t.integrations.mails()).length;
      expect(await accounts().unsubscribe(email, meta())).toEqual({ status: 'done', email });
      expect((await t.integrations.mails()).length).toBe(before);
    });

    it('ends a confirmed newsletter signup and mails a confirmation', async () => {
      const email = newEmail('lezer');
      await confirmed(email);
      const before = Date.now();
      await accounts().unsubscribe(email, meta());
      const row = await subscriber(email);
      expect(row!.unsubscribedAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(row!.confirmedAt).not.toBeNull();
      expect((await mailsTo(email)).map((m) => m.subject).sort()).toEqual([CONFIRM, UNSUBSCRIBED]);
    });

    it('ends a signup that was never confirmed without a mail: its link stops working', async () => {
      const email = newEmail('twijfel');
      const token = await signUp(email);
      await accounts().unsubscribe(email, meta());
      expect(await accounts().newsletterConfirmationValid(token)).toBe(false);
      expect(await accounts().confirmNewsletter(token)).toBeNull();
      expect((await mailsTo(email)).map((m) => m.subject)).toEqual([CONFIRM]);
    });

    it('ends a renewed signup waiting for its confirmation after an earlier unsubscribe', async () => {
      const email = newEmail('terug');
      await confirmed(email);
      await accounts().unsubscribe(email, meta());
      const token = await signUp(email);
      await accounts().unsubscribe(email, meta());
      expect(await accounts().newsletterConfirmationValid(token)).toBe(false);
      expect(await accounts().confirmNewsletter(token)).toBeNull();
      expect((await subscriber(email))!.unsubscribedAt).not.toBeNull();
    });

    it.each([
      ['geen-adres', 'form_errors.email'],
      ['lezer@voorbeeld.co', 'form_errors.email'],
    ])("refuses %j with '%s'", async (email, key) => {
      expect(await accounts().unsubscribe(email, meta())).toEqual({
        status: 'invalid',
        errors: { email: { key } },
      });
    });
  });

  describe('newsletter signup (spec 1 /newsletter, double opt-in)', () => {
    it('mails a link to /newsletter/confirm/<token> and stores no consent until it is used', async () => {
      const email = newEmail('nieuw');
      const token = await signUp(email);
      const [mail] = await mailsTo(email);
      expect(mail?.text).toContain(`De link is ${CONFIRM_VALID_DAYS} dagen geldig.`);
      expect(mail?.html).toContain(`${ORIGIN}/newsletter/confirm/${token}`);
      expect(await subscriber(email)).toMatchObject({
        firstname: 'Lotte',
        tokenHash: tokenHash(token),
        confirmedAt: null,
        consentText: '',
        unsubscribedAt: null,
      });
      expect(await accounts().newsletterConfirmationValid(token)).toBe(true);
    });

    it('stores the address cleaned and lower case, the first name with backticks', async () => {
      const email = newEmail('hoofdletters');
      expect(
        await accounts().newsletterSignUp(
          { email: ` ${email.toUpperCase()} `, firstname: " D'Arcy " },
          meta(),
        ),
      ).toEqual({ status: 'done', email });
      expect(await subscriber(email)).toMatchObject({ email, firstname: 'D`Arcy' });
    });

    it('stores the consent time and text at the confirmation, and the link works once', async () => {
      const email = newEmail('ja');
      const token = await signUp(email);
      const before = Date.now();
      expect(await accounts().confirmNewsletter(token)).toEqual({ email });
      const row = await subscriber(email);
      expect(row!.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(row).toMatchObject({ consentText: CONSENT_TEXT, tokenHash: null, unsubscribedAt: null });
      expect(await accounts().newsletterConfirmationValid(token)).toBe(false);
      expect(await accounts().confirmNewsletter(token)).toBeNull();
      expect((await subscriber(email))!.confirmedAt).toEqual(row!.confirmedAt);
    });

    it(`expires the link ${CONFIRM_VALID_DAYS} days after the signup`, async () => {
      const email = newEmail('laat');
      const { service, advance } = clocked();
      const token = await signUp(email, service);
      advance(CONFIRM_VALID_DAYS * DAY - 1000);
      expect(await service.newsletterConfirmationValid(token)).toBe(true);
      advance(1000);
      expect(await service.newsletterConfirmationValid(token)).toBe(false);
      expect(await service.confirmNewsletter(token)).toBeNull();
      expect((await subscriber(email))!.confirmedAt).toBeNull();
    });

    it('treats a missing, malformed or unknown token as no link', async () => {
      expect(await accounts().newsletterConfirmationValid(undefined)).toBe(false);
      expect(await accounts().confirmNewsletter('niet-een-token')).toBeNull();
      expect(await accounts().confirmNewsletter('A'.repeat(43))).toBeNull();
    });

    it('a new signup replaces the link that was still waiting', async () => {
      const email = newEmail('twee');
      const first = await signUp(email);
      const second = await signUp(email);
      expect(await accounts().newsletterConfirmationValid(first)).toBe(false);
      expect(await accounts().confirmNewsletter(second)).toEqual({ email });
    });

    it('sends nothing when a confirmed subscriber signs up again', async () => {
      const email = newEmail('al');
      await confirmed(email);
      const row = await subscriber(email);
      expect(await accounts().newsletterSignUp({ email, firstname: 'Lotte' }, meta())).toEqual({
        status: 'done',
        email,
      });
      expect(await mailsTo(email)).toHaveLength(1);
      expect(await subscriber(email)).toEqual(row);
    });

    it('asks for a new confirmation after an unsubscribe, and the confirmation subscribes again', async () => {
      const email = newEmail('opnieuw');
      await confirmed(email);
      await accounts().unsubscribe(email, meta());
      const token = await signUp(email);
      expect(await accounts().confirmNewsletter(token)).toEqual({ email });
      expect(await subscriber(email)).toMatchObject({ unsubscribedAt: null, consentText: CONSENT_TEXT });
    });

    it.each([
      ['geen-adres', 'form_errors.email'],
      ['', 'form_errors.email'],
    ])("refuses %j with '%s'", async (email, key) => {
      expect(await accounts().newsletterSignUp({ email, firstname: '' }, meta())).toEqual({
        status: 'invalid',
        errors: { email: { key } },
      });
    });
  });

  describe('throttling (issue 5)', () => {
    const max = LIMITS.mailingPerAddress.max;

    it(`allows ${max} signups and unsubscribes together an hour per client address`, async () => {
      const ip = '203.0.113.150';
      const statuses = [];
      for (let i = 0; i < max; i++) {
        const email = newEmail('reeks');
        const result =
          i % 2 === 0
            ? await accounts().newsletterSignUp({ email, firstname: '' }, meta(ip))
            : await accounts().unsubscribe(email, meta(ip));
        statuses.push(result.status);
      }
      expect(statuses).toEqual(Array<string>(max).fill('done'));
      const email = newEmail('te-veel');
      const signup = await accounts().newsletterSignUp({ email, firstname: '' }, meta(ip));
      expect(signup.status).toBe('throttled');
      expect(signup.status === 'throttled' && signup.retryAfterSeconds).toBeGreaterThan(0);
      expect((await accounts().unsubscribe(email, meta(ip))).status).toBe('throttled');
      expect(await mailsTo(email)).toEqual([]);
      expect(await subscriber(email)).toBeUndefined();
      // Another address is not held up.
      expect((await accounts().newsletterSignUp({ email, firstname: '' }, meta())).status).toBe('done');
    });

    it('opens again after the hour', async () => {
      const ip = '203.0.113.151';
      const { service, advance } = clocked();
      for (let i = 0; i < max; i++) await service.unsubscribe(newEmail('uur'), meta(ip));
      advance(59 * 60_000);
      expect((await service.unsubscribe(newEmail('uur'), meta(ip))).status).toBe('throttled');
      advance(60_000);
      expect((await service.unsubscribe(newEmail('uur'), meta(ip))).status).toBe('done');
    });

    it(`sends one address at most ${LIMITS.mailsPerRecipient.max} confirmation mails a day, however many ask`, async () => {
      const email = newEmail('doelwit');
      for (let i = 0; i < LIMITS.mailsPerRecipient.max + 2; i++) {
        const result = await accounts().newsletterSignUp(
          { email, firstname: '' },
          meta(`198.51.100.${200 + i}`),
        );
        expect(result).toEqual({ status: 'done', email });
      }
      expect(await mailsTo(email)).toHaveLength(LIMITS.mailsPerRecipient.max);
    });
    it(`holds the shop's hourly cap of ${LIMITS.newsletterConfirmationsPerHour.max} confirmation mails: beyond it a signup is refused for now`, async () => {
      const key = SHOP_MAIL_KEYS.newsletter;
      const [window] = await db().select().from(rateLimits).where(eq(rateLimits.key, key));
      const nearly = LIMITS.newsletterConfirmationsPerHour.max - 2;
      await db()
        .insert(rateLimits)
        .values({ key, windowStart: new Date(), count: nearly })
        .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: new Date(), count: nearly } });
      try {
        const emails = Array.from({ length: 4 }, () => newEmail('piek'));
        const results = [];
        for (const email of emails)
          results.push((await accounts().newsletterSignUp({ email, firstname: 'Lotte' }, meta())).status);
        expect(results).toEqual(['done', 'done', 'throttled', 'throttled']);
        const mails = await t.integrations.mails();
        const mailed = emails.map((email) => mails.filter((m) => m.to === email).length);
        expect(mailed).toEqual([1, 1, 0, 0]);
        // Nothing waits for a link that never went out.
        expect(await subscriber(emails[2]!)).toBeUndefined();
        expect(await subscriber(emails[3]!)).toBeUndefined();
      } finally {
        if (window) await db().update(rateLimits).set(window).where(eq(rateLimits.key, key));
        else await db().delete(rateLimits).where(eq(rateLimits.key, key));
      }
    });
  });
});
