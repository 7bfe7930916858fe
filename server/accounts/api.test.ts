// Issue 5 point 8: the accounts API through the whole app — register, me, login, logout, password reset, the own
// profile, unsubscribe and newsletter signup — with the pages' Dutch messages as problem+json, CSRF on every
// signed-in write, throttling that a forged X-Forwarded-For does not escape, and no hint whether an email exists.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { rateLimits, users } from './schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import {
  apiClient,
  fieldErrors,
  PASSWORD,
  type Session,
  sessionOf,
  setSessionCookie,
} from '../../tests/support/api-test-client.ts';
import { LIMITS } from './throttle.ts';

const demo = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const ERROR_LOGIN = 'Het inloggen is niet gelukt. Controleer je e-mailadres en wachtwoord.';

interface Me {
  loggedIn: boolean;
  csrfToken?: string;
  user?: {
    firstname: string;
    lastname: string;
    email: string;
    roles: Record<string, boolean | number>;
    partnerCode: string | null;
  };
}

describe.each(eachDatabase())('accounts API on %s', (kind) => {
  let t: TestApp;
  const { call, register, login } = apiClient(() => t);
  const me = async (as: Session | null) => (await call('GET', '/accounts/me', { as })).json() as Me;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('register, me, login, logout', () => {
    it('registers with a session cookie, is known by it, and is anonymous again after logging out', async () => {
      const res = await call('POST', '/accounts/register', {
        body: {
          firstname: 'Lotte',
          lastname: "van 't Veer",
          email: ' Lotte@Voorbeeld.nl',
          email2: 'lotte@voorbeeld.nl',
          phonenr: '06 12345678',
          password: PASSWORD,
          password2: PASSWORD,
          hasSubscription: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(setSessionCookie(res)).toMatch(
        /^lw_session=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
      );
      const registered = res.json() as Me;
      expect(registered).toMatchObject({
        loggedIn: true,
        user: {
          firstname: 'Lotte',
          lastname: "van 't Veer",
          email: 'lotte@voorbeeld.nl',
          roles: {
            isAdmin: false,
            isReseller: false,
            isPartner: false,
            accessLevel: 0,
            noShippingCosts: false,
          },
          partnerCode: null,
        },
      });
      const session = sessionOf(res);

      const seen = await call('GET', '/accounts/me', { as: session });
      expect(seen.headers['cache-control']).toBe('private, no-store');
      expect(seen.json()).toEqual(registered);
      expect((await t.integrations.mails()).map((m) => [m.to, m.subject])).toContainEqual([
        'lotte@voorbeeld.nl',
        'Welkom bij Leeswijzer',
      ]);

      const out = await call('POST', '/accounts/logout', { as: session });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      expect(setSessionCookie(out)).toMatch(/^lw_session=; Path=\/; Max-Age=0;/);
      expect(await me(session)).toEqual({ loggedIn: false });
      expect(await me(null)).toEqual({ loggedIn: false });
    });

    it('answers a logout without a session with 204 too', async () => {
      const res = await call('POST', '/accounts/logout');
      expect(res.statusCode).toBe(204);
    });

    it('refuses to register a second account while signed in (409)', async () => {
      const session = await register('tweede-account@voorbeeld.nl');
      const res = await call('POST', '/accounts/register', {
        as: session,
        body: {
          firstname: 'Nog',
          lastname: 'Een',
          email: 'derde@voorbeeld.nl',
          email2: 'derde@voorbeeld.nl',
          password: PASSWORD,
          password2: PASSWORD,
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: expect.stringContaining('Je bent al ingelogd') });
    });

    it('logs the demo customer in with a new session, the roles and the CSRF token of that session', async () => {
      const customer = demo('klant');
      const res = await call('POST', '/accounts/login', {
        body: { email: customer.email.toUpperCase(), password: customer.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        loggedIn: true,
        user: { firstname: 'Anna', lastname: 'de Vries', email: customer.email, partnerCode: null },
      });
      const session = sessionOf(res);
      expect(await me(session)).toMatchObject({ loggedIn: true, csrfToken: session.csrf });

      const again = sessionOf(
        await call('POST', '/accounts/login', {
          as: session,
          body: { email: customer.email, password: customer.password },
        }),
      );
      expect(again.cookie).not.toBe(session.cookie);
      expect(again.csrf).not.toBe(session.csrf);
      expect(await me(session)).toEqual({ loggedIn: false }); // the session it replaced is over
      expect((await me(again)).loggedIn).toBe(true);
    });

    it('gives a partner the partner flag and code', async () => {
      const partner = demo('partner');
      const session = await login(partner.email, partner.password);
      expect((await me(session)).user).toMatchObject({
        roles: { isPartner: true, isAdmin: false },
        partnerCode: 'LEESTIP',
      });
    });

    it('answers a wrong password and an unknown email with byte-identical 401 problems', async () => {
      const wrong = await call('POST', '/accounts/login', {
        body: { email: demo('klant').email, password: 'niet-het-wachtwoord' },
      });
      const unknown = await call('POST', '/accounts/login', {
        body: { email: 'niemand-hier@voorbeeld.nl', password: 'niet-het-wachtwoord' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json()).toEqual({
        type: 'about:blank',
        title: 'Inloggen mislukt',
        status: 401,
        detail: ERROR_LOGIN,
      });
      expect(setSessionCookie(wrong)).toBeUndefined();
    });
  });

  describe('validation: the forms’ Dutch messages per field', () => {
    const registration = (change: Record<string, unknown>) => ({
      firstname: 'Sem',
      lastname: 'Smit',
      email: 'sem@voorbeeld.nl',
      email2: 'sem@voorbeeld.nl',
      password: PASSWORD,
      password2: PASSWORD,
      ...change,
    });
    it.each([
      [
        '/accounts/register',
        registration({ email: 'sem@voorbeeld.co' }),
        'email',
        'Vul een geldig e-mailadres in.',
      ],
      [
        '/accounts/register',
        registration({ email2: 'sam@voorbeeld.nl' }),
        'email2',
        'De e-mailadressen zijn niet gelijk',
      ],
      [
        '/accounts/register',
        registration({ password2: 'iets-anders-77' }),
        'password2',
        'De wachtwoorden zijn niet gelijk',
      ],
      [
        '/accounts/register',
        registration({ password: 'kort', password2: 'kort' }),
        'password',
        'Gebruik minimaal 8 karakters',
      ],
      ['/accounts/register', registration({ firstname: ' ' }), 'firstname', 'Vul dit veld in.'],
      [
        '/accounts/register',
        registration({ phonenr: 'bel me' }),
        'phonenr',
        'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 45 67 of +32 470 12 34 56.',
      ],
      [
        '/accounts/register',
        registration({ email: 'Klant@Leeswijzer.nl', email2: 'klant@leeswijzer.nl' }),
        'email',
        'Dit e-mailadres is al in gebruik. Heb je al een account? Log dan in met dit e-mailadres.',
      ],
      ['/accounts/register', registration({ lastname: undefined }), 'lastname', 'lastname is verplicht.'],
      [
        '/accounts/register',
        registration({ hasSubscription: 'ja' }),
        'hasSubscription',
        'hasSubscription moet true of false zijn.',
      ],
      ['/accounts/login', { email: '', password: '' }, 'password', 'Vul dit veld in.'],
      ['/accounts/password-reset', { email: 'geen-adres' }, 'email', 'Vul een geldig e-mailadres in.'],
      [
        '/accounts/password-reset',
        { email: 'a@b.nl', channel: 'post' },
        'channel',
        'channel moet email of sms zijn.',
      ],
      ['/accounts/unsubscribe', { email: 'lezer@voorbeeld' }, 'email', 'Vul een geldig e-mailadres in.'],
      ['/newsletter/subscriptions', { email: '' }, 'email', 'Vul een geldig e-mailadres in.'],
    ])('POST %s %j → 400 on %s: %s', async (url, body, field, message) => {
      const res = await call('POST', url, { body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(fieldErrors(res)[field]).toBe(message);
      expect(res.json()).toMatchObject({ title: 'Ongeldige invoer', status: 400 });
    });

    it('stores nothing when a registration is refused', async () => {
      await call('POST', '/accounts/register', { body: registration({ password2: 'iets-anders-77' }) });
      const rows = await t.services.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'sem@voorbeeld.nl'));
      expect(rows).toEqual([]);
    });
  });

  describe('CSRF', () => {
    let session: Session;
    beforeAll(async () => {
      session = await register('csrf@voorbeeld.nl', 'Carla');
    });

    it('refuses a signed-in write without X-CSRF-Token (403) and makes it with the token', async () => {
      const without = await call('PUT', '/accounts/me/profile', {
        as: session,
        withoutCsrf: true,
        body: { firstname: 'Mallory' },
      });
      expect(without.statusCode).toBe(403);
      expect(without.json()).toMatchObject({ detail: expect.stringContaining('X-CSRF-Token') });
      const forged = await call('PUT', '/accounts/me/profile', {
        as: session,
        withoutCsrf: true,
        headers: { 'x-csrf-token': 'verzonnen' },
        body: { firstname: 'Mallory' },
      });
      expect(forged.statusCode).toBe(403);
      expect((await me(session)).user?.firstname).toBe('Carla');

      const withToken = await call('PUT', '/accounts/me/profile', {
        as: session,
        body: { firstname: 'Carlijn', phonenr: '06 12345678' },
      });
      expect(withToken.statusCode, withToken.body).toBe(200);
      expect((await me(session)).user?.firstname).toBe('Carlijn');
    });

    it('does not log out without the token (a forged logout link does nothing)', async () => {
      const res = await call('POST', '/accounts/logout', { as: session, withoutCsrf: true });
      expect(res.statusCode).toBe(403);
      expect((await me(session)).loggedIn).toBe(true);
    });

    it('refuses a write that the browser says comes from another site', async () => {
      const res = await call('POST', '/accounts/login', {
        headers: { 'sec-fetch-site': 'cross-site' },
        body: { email: demo('klant').email, password: demo('klant').password },
      });
      expect(res.statusCode).toBe(403);
      expect(setSessionCookie(res)).toBeUndefined();
      const put = await call('PUT', '/accounts/me/profile', {
        as: session,
        headers: { 'sec-fetch-site': 'cross-site' },
        body: { firstname: 'Mallory' },
      });
      expect(put.statusCode).toBe(403);
      expect((await me(session)).user?.firstname).toBe('Carlijn');
    });
  });

  describe('password reset', () => {
    it('answers known and unknown emails alike, mails a single-use link, ends every session', async () => {
      const email = 'herstel@voorbeeld.nl';
      const first = await register(email, 'Henk');
      const second = await login(email, PASSWORD);
      const mailsBefore = (await t.integrations.mails()).length;

      const known = await call('POST', '/accounts/password-reset', { body: { email } });
      const unknown = await call('POST', '/accounts/password-reset', {
        body: { email: 'onbekend@voorbeeld.nl' },
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body.replace(email, '<email>')).toBe(
        unknown.body.replace('onbekend@voorbeeld.nl', '<email>'),
      );
      expect(known.json()).toEqual({
        message: `Als ${email} bij een account hoort, hebben we je een link gestuurd om een nieuw wachtwoord te kiezen. De link is 60 minuten geldig. Geen bericht ontvangen? Kijk ook in je spam.`,
      });

      const mails = (await t.integrations.mails()).slice(mailsBefore);
      expect(mails.map((m) => m.to)).toEqual([email]);
      expect(mails[0]!.text).not.toContain(PASSWORD);
      const token = /\/reset-password\/([\w-]{43})/.exec(mails[0]!.text)?.[1];
      expect(token).toBeDefined();

      const newPassword = 'nieuwe-leeslamp-8';
      const mismatch = await call('POST', '/accounts/password-reset/confirm', {
        body: { token, password: newPassword, password2: 'iets-anders-88' },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(fieldErrors(mismatch)).toEqual({ password2: 'De wachtwoorden zijn niet gelijk' });

      const confirmed = await call('POST', '/accounts/password-reset/confirm', {
        body: { token, password: newPassword, password2: newPassword },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(204);
      expect(await me(first)).toEqual({ loggedIn: false });
      expect(await me(second)).toEqual({ loggedIn: false });

      const old = await call('POST', '/accounts/login', { body: { email, password: PASSWORD } });
      expect(old.statusCode).toBe(401);
      await login(email, newPassword);

      const again = await call('POST', '/accounts/password-reset/confirm', {
        body: { token, password: 'nog-een-wachtwoord-9', password2: 'nog-een-wachtwoord-9' },
      });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({
        status: 410,
        detail:
          'De link is al gebruikt of verlopen (hij is 60 minuten geldig). Vraag een nieuwe link aan op de inlogpagina.',
      });
      expect(
        (
          await call('POST', '/accounts/password-reset/confirm', {
            body: { token: 'x', password: 'a', password2: 'a' },
          })
        ).statusCode,
      ).toBe(410);
    });
  });

  describe('the own profile', () => {
    let session: Session;
    beforeAll(async () => {
      session = await register('profiel@voorbeeld.nl', 'Pim');
    });
    const put = (body: object) => call('PUT', '/accounts/me/profile', { as: session, body });

    it('answers 401 without a session', async () => {
      for (const res of [
        await call('GET', '/accounts/me/profile'),
        await call('PUT', '/accounts/me/profile', { body: { firstname: 'Niemand' } }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ title: 'Niet ingelogd', status: 401 });
      }
    });

    it('reads the profile with the business data and no partner data for a customer', async () => {
      const res = await call('GET', '/accounts/me/profile', { as: session });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json()).toMatchObject({
        email: 'profiel@voorbeeld.nl',
        personal: { firstname: 'Pim', lastname: "van 't Veer", countryCode: 'NL', hasSubscription: false },
        business: { company: '', nrKvk: '', nrVat: '', validVat: false },
        partner: null,
        hasPassword: true,
      });
    });

    it('changes what is sent, keeps the rest, and sets the country from a Belgian zipcode', async () => {
      const res = await put({
        phonenr: '+32 470 12 34 56',
        address: 'Meir',
        housenr: '12',
        zipcode: '2000',
        city: 'Antwerpen',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        profile: { personal: Record<string, unknown> };
        notices: string[];
        password: object;
      };
      expect(body.notices).toEqual(['Op basis van de postcode is het land aangepast.']);
      expect(body.profile.personal).toMatchObject({
        firstname: 'Pim',
        zipcode: '2000',
        countryCode: 'BE',
        city: 'Antwerpen',
      });
      expect(body.password).toEqual({
        status: 'unchanged',
        message: 'Je huidige wachtwoord wordt niet veranderd.',
        errors: [],
      });
    });

    it('issue 11 #9: refuses a new email without the current password, or with a wrong one, and stores nothing', async () => {
      const missing = await put({ email: 'ander-adres@voorbeeld.nl', city: 'Gent' });
      expect(missing.statusCode).toBe(400);
      expect(fieldErrors(missing)).toEqual({
        currentPassword: 'Vul je huidige wachtwoord in om je e-mailadres te veranderen.',
      });
      const wrong = await put({
        email: 'ander-adres@voorbeeld.nl',
        currentPassword: 'geraden-wachtwoord',
        city: 'Gent',
      });
      expect(wrong.statusCode).toBe(400);
      expect(fieldErrors(wrong)).toEqual({ currentPassword: 'Je huidige wachtwoord klopt niet.' });
      const profile = (await call('GET', '/accounts/me/profile', { as: session })).json() as {
        email: string;
        pendingEmail: string | null;
        personal: { city: string };
      };
      expect(profile).toMatchObject({ email: 'profiel@voorbeeld.nl', pendingEmail: null });
      expect(profile.personal.city).toBe('Antwerpen');
      expect((await t.integrations.mails()).some((m) => m.to === 'ander-adres@voorbeeld.nl')).toBe(false);
    });

    it("issue 11 #5: answers an email of another account as any new email (200, pending), never 'in use'", async () => {
      const res = await put({ email: demo('klant').email, currentPassword: PASSWORD, city: 'Gent' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('al in gebruik');
      expect(res.json()).toMatchObject({
        profile: {
          email: 'profiel@voorbeeld.nl',
          pendingEmail: demo('klant').email,
          personal: { city: 'Gent' },
        },
        email: { status: 'pending' },
      });
      const toKlant = (await t.integrations.mails()).filter((m) => m.to === demo('klant').email).at(-1);
      expect(toKlant?.subject).toBe('Iemand wilde dit e-mailadres gebruiken bij Leeswijzer');
      expect(toKlant?.text).not.toMatch(/confirm-email/);
    });

    it('names business and partner fields by their place in the request', async () => {
      const res = await put({ firstname: '', business: { nrKvk: '12' } });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual({
        firstname: 'Vul dit veld in.',
        'business.nrKvk': 'Gebruik minimaal 4 karakters',
      });
      const partner = await put({ partner: { website: 'https://example.org' } });
      expect(partner.statusCode).toBe(400);
      expect(fieldErrors(partner)).toEqual({
        partner: 'Partnergegevens horen alleen bij een partneraccount.',
      });
    });

    it('stores the rest but not a password change with unequal passwords or a wrong current one', async () => {
      const unequal = await put({
        city: 'Brugge',
        password: 'nieuwe-leeslamp-8',
        password2: 'andere-leeslamp-8',
        passwordCurrent: PASSWORD,
      });
      expect(unequal.statusCode).toBe(200);
      expect(unequal.json()).toMatchObject({
        profile: { personal: { city: 'Brugge' } },
        password: {
          status: 'invalid',
          message: 'Controleer de ingevoerde wachtwoordgegevens.',
          errors: [{ field: 'password2', message: 'De wachtwoorden zijn niet gelijk' }],
        },
      });
      const wrongCurrent = await put({
        password: 'nieuwe-leeslamp-8',
        password2: 'nieuwe-leeslamp-8',
        passwordCurrent: 'geraden-wachtwoord',
      });
      expect(wrongCurrent.json()).toMatchObject({
        password: {
          status: 'wrong_current',
          errors: [{ field: 'passwordCurrent', message: 'Je huidige wachtwoord klopt niet.' }],
        },
      });
      await login('profiel@voorbeeld.nl', PASSWORD);
    });

    it('changes the password with the current one and ends the other sessions, not this one', async () => {
      const other = await login('profiel@voorbeeld.nl', PASSWORD);
      const res = await put({
        password: 'nieuwe-leeslamp-8',
        password2: 'nieuwe-leeslamp-8',
        passwordCurrent: PASSWORD,
      });
      expect(res.json()).toMatchObject({
        password: {
          status: 'changed',
          message: 'Je wachtwoord is veranderd. Op je andere apparaten ben je uitgelogd.',
        },
      });
      expect((await me(session)).loggedIn).toBe(true);
      expect(await me(other)).toEqual({ loggedIn: false });
      await login('profiel@voorbeeld.nl', 'nieuwe-leeslamp-8');
    });

    it('shows a partner the partner data with the code', async () => {
      const partner = await login(demo('partner').email, demo('partner').password);
      const res = await call('GET', '/accounts/me/profile', { as: partner });
      expect(res.json()).toMatchObject({
        partner: {
          website: 'https://www.lezenislief.nl',
          bankAccount: 'NL91ABNA0417164300',
          partnerCode: 'LEESTIP',
        },
      });
      const invalid = await call('PUT', '/accounts/me/profile', {
        as: partner,
        body: { partner: { bankAccount: 'NL00BANK0123456789' } },
      });
      expect(invalid.statusCode).toBe(400);
      expect(fieldErrors(invalid)).toEqual({
        'partner.bankAccount': 'Vul een geldig IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00.',
      });
    });
  });

  describe('email change (issue 11 #9)', () => {
    const NEW = 'verhuisd@voorbeeld.nl';
    const confirm = (token: unknown, as: Session | null = null) =>
      call('POST', '/accounts/email-change/confirm', { as, body: { token } });

    it('changes the email only when the link mailed to the new address is confirmed; other sessions end; once', async () => {
      const session = await register('verhuizer@voorbeeld.nl', 'Vera');
      const other = await login('verhuizer@voorbeeld.nl', PASSWORD);
      const res = await call('PUT', '/accounts/me/profile', {
        as: session,
        body: {
          email: ` ${NEW.toUpperCase()}`,
          currentPassword: PASSWORD,
          firstname: 'Veerle',
          phonenr: '06 12345678',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        profile: { email: 'verhuizer@voorbeeld.nl', pendingEmail: NEW, personal: { firstname: 'Veerle' } },
        email: {
          status: 'pending',
          message: `We hebben een bevestigingslink gestuurd naar ${NEW}. Je e-mailadres verandert pas als je die link binnen 24 uur opent en bevestigt; tot dan log je in met je huidige adres. Je huidige adres krijgt hierover ook bericht.`,
        },
      });
      expect((await me(session)).user?.email).toBe('verhuizer@voorbeeld.nl');
      const mails = await t.integrations.mails();
      // The current address is told too (after its welcome mail; two delivery passes may send those in either order).
      expect(mails.filter((m) => m.to === 'verhuizer@voorbeeld.nl').map((m) => m.subject)).toEqual(
        expect.arrayContaining(['Welkom bij Leeswijzer', 'Je e-mailadres bij Leeswijzer wordt veranderd']),
      );
      const token = /\/confirm-email\/([\w-]{43})/.exec(mails.findLast((m) => m.to === NEW)?.text ?? '')?.[1];
      expect(token).toBeDefined();

      const confirmed = await confirm(token, session);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.headers['cache-control']).toBe('private, no-store');
      expect(confirmed.json()).toEqual({
        email: NEW,
        message: `Gelukt! Het e-mailadres van je account is nu ${NEW}. Op je andere apparaten ben je uitgelogd.`,
      });
      expect((await me(session)).user?.email).toBe(NEW);
      expect(await me(other)).toEqual({ loggedIn: false });
      expect(
        (await t.integrations.mails()).filter((m) => m.to === 'verhuizer@voorbeeld.nl').at(-1)?.subject,
      ).toBe('Je e-mailadres bij Leeswijzer is veranderd');
      await login(NEW, PASSWORD);

      const again = await confirm(token);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({ status: 410, title: 'Link verlopen' });
    });

    it('answers 410 for an unknown or malformed token and 400 for an unknown field', async () => {
      expect((await confirm('a'.repeat(43))).statusCode).toBe(410);
      expect((await confirm('x')).statusCode).toBe(410);
      const extra = await call('POST', '/accounts/email-change/confirm', {
        body: { token: 'a'.repeat(43), userId: 1 },
      });
      expect(extra.statusCode).toBe(400);
    });
  });

  describe('newsletter and unsubscribe', () => {
    it('signs up with double opt-in: 202, a confirmation link, 200 once and 410 after', async () => {
      const res = await call('POST', '/newsletter/subscriptions', {
        body: { email: 'lezer@voorbeeld.nl', firstname: 'Lea' },
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({
        message:
          'Bijna klaar! We hebben een e-mail gestuurd naar lezer@voorbeeld.nl. Klik op de link in die mail om je aanmelding te bevestigen.',
      });
      const mail = (await t.integrations.mails()).findLast((m) => m.to === 'lezer@voorbeeld.nl');
      const token = /\/newsletter\/confirm\/([\w-]{43})/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeDefined();
      const confirmed = await call('POST', '/newsletter/subscriptions/confirm', { body: { token } });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ email: 'lezer@voorbeeld.nl' });
      const again = await call('POST', '/newsletter/subscriptions/confirm', { body: { token } });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({
        detail: expect.stringContaining('Deze bevestigingslink werkt niet meer'),
      });
    });

    it('unsubscribes with the same answer for a known and an unknown email', async () => {
      const known = await call('POST', '/accounts/unsubscribe', { body: { email: 'lezer@voorbeeld.nl' } });
      const unknown = await call('POST', '/accounts/unsubscribe', {
        body: { email: 'vreemde@voorbeeld.nl' },
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body.replace('lezer@', 'X@')).toBe(unknown.body.replace('vreemde@', 'X@'));
      const mails = await t.integrations.mails();
      expect(
        mails.some((m) => m.to === 'lezer@voorbeeld.nl' && /uitgeschreven|uitschrijving/i.test(m.subject)),
      ).toBe(true);
      expect(mails.some((m) => m.to === 'vreemde@voorbeeld.nl')).toBe(false);
    });
  });

  it('lists the account routes in the OpenAPI document, none with an id in the path', async () => {
    const document = (await call('GET', '/openapi.json')).json() as { paths: Record<string, object> };
    const accountPaths = Object.keys(document.paths).filter((p) => /^\/(accounts|newsletter)\//.test(p));
    expect(accountPaths.sort()).toEqual([
      '/accounts/email-change/confirm',
      '/accounts/login',
      '/accounts/logout',
      '/accounts/me',
      '/accounts/me/profile',
      '/accounts/password-reset',
      '/accounts/password-reset/confirm',
      '/accounts/register',
      '/accounts/unsubscribe',
      '/newsletter/subscriptions',
      '/newsletter/subscriptions/confirm',
    ]);
  });

  // Last: these fill the client address's window, so the rate_limits rows are cleared before and after.
  describe('throttling', () => {
    const clearLimits = () => t.services.database.db.delete(rateLimits);
    beforeEach(clearLimits);
    afterEach(clearLimits);

    it(`answers 429 with Retry-After after ${LIMITS.loginPerAccountAddress.max} failures for one email from one address, even for the right password`, async () => {
      const customer = demo('klant');
      for (let i = 0; i < LIMITS.loginPerAccountAddress.max; i++) {
        const res = await call('POST', '/accounts/login', {
          body: { email: customer.email, password: `fout-${i}` },
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await call('POST', '/accounts/login', {
        body: { email: customer.email, password: customer.password },
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(blocked.json()).toMatchObject({
        title: 'Te veel pogingen',
        status: 429,
        detail: 'Te veel pogingen achter elkaar. Probeer het over 15 minuten opnieuw.',
      });
      expect(setSessionCookie(blocked)).toBeUndefined();
    });

    it(`counts ${LIMITS.loginPerAddress.max} failures per client address whatever X-Forwarded-For says`, async () => {
      for (let i = 0; i < LIMITS.loginPerAddress.max; i++) {
        const res = await call('POST', '/accounts/login', {
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          body: { email: `gok-${i}@voorbeeld.nl`, password: 'geraden' },
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await call('POST', '/accounts/login', {
        headers: { 'x-forwarded-for': '203.0.113.99' },
        body: { email: 'nog-een-gok@voorbeeld.nl', password: 'geraden' },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    });
  });
});
