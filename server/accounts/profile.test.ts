// Spec 2 §2/§4/§5 the account page's profile tab through the accounts service, on PGlite and PostgreSQL:
// personal data (zipcode → country, a new email only with the current password, house number), the password change, business data with the
// VAT check against a fake VIES, and partner data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { KVK_MIN_LENGTH } from '../../domain/account-forms.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { TEST_HASH } from '../../tests/support/test-integrations.ts';
import { users } from './schema.ts';
import { settings } from '../settings/schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { ANONYMOUS } from './viewer.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { ProfileUpdate } from './profile.ts';
import { LIMITS } from './throttle.ts';
import { formInput, profileUpdateSchema } from '../../domain/account-schemas.ts';

let addresses = 0;
const meta = () => ({
  ip: `198.19.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  origin: 'https://www.leeswijzer.nl',
});

type Account = typeof users.$inferSelect & { password: string };

describe.each(eachDatabase('parallel'))('profile tab on %s', (kind) => {
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
  /** A fresh account of our own with a complete Dutch address. */
  async function newAccount(extra: Partial<typeof users.$inferInsert> = {}): Promise<Account> {
    made++;
    const password = `Oude-leeslamp-${made}`;
    const [row] = await db()
      .insert(users)
      .values({
        email: `profiel${made}@voorbeeld.nl`,
        passwordHash: await hashPassword(password, TEST_HASH),
        firstname: 'Lotte',
        lastname: 'van `t Veer',
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
    return { viewer: signed!.viewer, sessionId: result.session.id, sessionIdHash: signed!.sessionIdHash };
  }

  /** The whole profile tab as the browser sends it, from the account's stored data, parsed as the page does. */
  const form = (account: Account, change: Record<string, string | undefined> = {}) =>
    formInput(profileUpdateSchema, formRecord(account, change));
  const formRecord = (account: Account, change: Record<string, string | undefined> = {}) => ({
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
    has_subscription: account.hasSubscription ? 'on' : undefined,
    company: account.company,
    nr_kvk: account.nrKvk,
    nr_vat: account.nrVat,
    ...change,
  });

  async function save(account: Account, change: Record<string, string | undefined> = {}) {
    const { viewer, sessionIdHash } = await signIn(account);
    return accounts().updateProfile(viewer, sessionIdHash, form(account, change), meta());
  }
  const stored = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const saved = (result: ProfileUpdate) => {
    if (result.status !== 'saved') throw new Error(`not saved: ${JSON.stringify(result)}`);
    return result;
  };

  async function setSetting(name: string, value: string) {
    await db().update(settings).set({ value }).where(eq(settings.name, name));
    t.services.settings.invalidate();
  }

  describe('showing the profile', () => {
    it('shows the stored data with backticks as apostrophes and the postcode with its space, and no partner data to a customer', async () => {
      const account = await newAccount({
        city: '`s-Hertogenbosch',
        company: 'Boekhandel `t Hoekje',
        nrKvk: '12345678',
      });
      const { viewer } = await signIn(account);
      expect(await accounts().profile(viewer)).toEqual({
        email: account.email,
        personal: {
          firstname: 'Lotte',
          lastname: "van 't Veer",
          email: account.email,
          phonenr: '06 12345678',
          address: 'Oudegracht',
          housenr: '12',
          addition: '',
          // Stored as '3511AB' (spec 2 §5), shown with its space (issue 29).
          zipcode: '3511 AB',
          city: "'s-Hertogenbosch",
          countryCode: 'NL',
          hasSubscription: true,
        },
        business: {
          company: "Boekhandel 't Hoekje",
          nrKvk: '12345678',
          nrVat: '',
          validVat: false,
          vatName: null,
          vatAddress: null,
        },
        partner: null,
        hasPassword: true,
        pendingEmail: null,
      });
    });

    it('shows a partner the partner data with the partner code', async () => {
      const partner = DEMO_ACCOUNTS.find((a) => a.role === 'partner')!;
      const { viewer } = await signIn(partner);
      expect((await accounts().profile(viewer))?.partner).toEqual({
        website: 'https://www.lezenislief.nl',
        bankAccount: 'NL91ABNA0417164300',
        accountHolder: 'S. Jansen',
        accountCity: 'Groningen',
        partnerCode: 'LEESTIP',
      });
    });

    it('has no profile for a visitor who is not logged in', async () => {
      expect(await accounts().profile(ANONYMOUS)).toBeNull();
      await expect(
        accounts().updateProfile(ANONYMOUS, null, formInput(profileUpdateSchema, {}), meta()),
      ).rejects.toThrow();
    });
  });

  describe('personal data (spec 2 §5 Profile)', () => {
    it('stores the personal data trimmed, with apostrophes as backticks, and a new email in lower case as pending', async () => {
      const account = await newAccount();
      const result = saved(
        await save(account, {
          firstname: '  Anne-Marie ',
          lastname: "d'Hondt",
          email: ' Anne.Dhondt@Voorbeeld.NL ',
          email_password: account.password,
          address: "Burgemeester 't Hooftlaan",
          housenr: '7',
          addition: 'bis',
          zipcode: '3521 CC',
          city: 'Utrecht',
        }),
      );
      expect(result).toMatchObject({
        notices: [
          { key: 'account.email_change.sent', params: { email: 'anne.dhondt@voorbeeld.nl', hours: 24 } },
        ],
        password: 'none',
        passwordErrors: {},
        email: 'pending',
      });
      // Issue 11 #9: the email itself changes only when the link mailed to the new address is confirmed.
      expect(await stored(account.id)).toMatchObject({
        firstname: 'Anne-Marie',
        lastname: 'd`Hondt',
        email: account.email,
        address: 'Burgemeester `t Hooftlaan',
        housenr: '7',
        addition: 'bis',
        zipcode: '3521CC',
        countryCode: 'NL',
      });
      expect(result.profile.personal).toMatchObject({
        lastname: "d'Hondt",
        address: "Burgemeester 't Hooftlaan",
        email: account.email,
      });
      expect(result.profile).toMatchObject({
        email: account.email,
        pendingEmail: 'anne.dhondt@voorbeeld.nl',
      });
    });

    it("switches the country to BE for the Belgian zipcode '1000', with 'account.profile.country_from_zipcode'", async () => {
      const account = await newAccount();
      const result = saved(await save(account, { zipcode: '1000', city: 'Brussel', country_code: 'NL' }));
      expect(result.notices).toEqual([{ key: 'account.profile.country_from_zipcode' }]);
      expect(result.profile.personal.countryCode).toBe('BE');
      expect((await stored(account.id)).countryCode).toBe('BE');
    });

    it("switches the country to NL for the Dutch zipcode '1234 AB' with country BE", async () => {
      const account = await newAccount({ countryCode: 'BE', zipcode: '1000', city: 'Brussel' });
      const result = saved(
        await save(account, { zipcode: '1234 AB', city: 'Amsterdam', country_code: 'BE' }),
      );
      expect(result.notices).toEqual([{ key: 'account.profile.country_from_zipcode' }]);
      expect(await stored(account.id)).toMatchObject({ countryCode: 'NL', zipcode: '1234AB' });
    });

    it.each([
      ['1000', 'BE'],
      ['3511 AB', 'NL'],
      ['1234 SA', 'DE'],
      ['75001', 'FR'],
    ])("keeps the chosen country for zipcode '%s' in %s, without a notice", async (zipcode, country) => {
      const account = await newAccount();
      const result = saved(await save(account, { zipcode, country_code: country }));
      expect(result.notices).toEqual([]);
      expect((await stored(account.id)).countryCode).toBe(country);
    });

    it('issue 11 #5: does not say that another account uses an email; that address is told, the email stays', async () => {
      const account = await newAccount();
      const result = saved(
        await save(account, {
          email: ' KLANT@leeswijzer.nl',
          email_password: account.password,
          firstname: 'Anders',
        }),
      );
      expect(result).toMatchObject({ email: 'pending', profile: { pendingEmail: 'klant@leeswijzer.nl' } });
      expect(await stored(account.id)).toMatchObject({ email: account.email, firstname: 'Anders' });
      const [mail] = (await t.integrations.mails()).filter((m) => m.to === 'klant@leeswijzer.nl').slice(-1);
      expect(mail?.subject).toBe('Iemand wilde dit e-mailadres gebruiken bij Leeswijzer');
      expect(mail?.text).not.toMatch(/confirm-email/);
    });

    it('accepts the own email unchanged, in any case', async () => {
      const account = await newAccount();
      saved(await save(account, { email: account.email.toUpperCase(), firstname: 'Lot' }));
      expect(await stored(account.id)).toMatchObject({ email: account.email, firstname: 'Lot' });
    });

    it.each([
      [{ email: '' }, { email: { key: 'form_errors.email_empty' } }],
      [{ email: 'geen-adres' }, { email: { key: 'form_errors.email' } }],
      [{ email: 'lotte@voorbeeld.co' }, { email: { key: 'form_errors.email' } }],
      [{ phonenr: '' }, { phonenr: { key: 'form_errors.general' } }],
      [{ phonenr: 'bel me' }, { phonenr: { key: 'form_errors.phone' } }],
      [
        { firstname: ' ', lastname: '' },
        { firstname: { key: 'form_errors.general' }, lastname: { key: 'form_errors.general' } },
      ],
      [{ country_code: 'XX', zipcode: '99999' }, { countryCode: { key: 'form_errors.choose' } }],
    ])('refuses %j with %j and stores nothing', async (change, errors) => {
      const account = await newAccount();
      const result = await save(account, { city: 'Zwolle', ...change });
      expect(result).toMatchObject({ status: 'invalid', errors });
      if (result.status === 'invalid') expect(Object.keys(result.errors)).toEqual(Object.keys(errors));
      expect((await stored(account.id)).city).toBe('Utrecht');
    });

    it('requires the house number with an address for account ids above the setting requiredHousenr', async () => {
      const account = await newAccount();
      try {
        await setSetting('requiredHousenr', String(account.id - 1));
        expect(await save(account, { housenr: '' })).toMatchObject({
          status: 'invalid',
          errors: { housenr: { key: 'form_errors.general' } },
        });
        // Without an address no house number is needed.
        saved(await save(account, { housenr: '', address: '', zipcode: '', city: '' }));

        await setSetting('requiredHousenr', String(account.id));
        saved(await save(account, { housenr: '' }));
        expect(await stored(account.id)).toMatchObject({ address: 'Oudegracht', housenr: '' });
      } finally {
        await setSetting('requiredHousenr', '0');
      }
    });

    it('records when the subscription was switched off, and leaves that time alone otherwise', async () => {
      const account = await newAccount({ subscriptionChangedAt: new Date('2026-01-01T00:00:00Z') });
      saved(await save(account, { city: 'Zeist' }));
      expect((await stored(account.id)).subscriptionChangedAt).toEqual(new Date('2026-01-01T00:00:00Z'));
      const before = Date.now();
      saved(await save(account, { has_subscription: undefined }));
      const row = await stored(account.id);
      expect(row.hasSubscription).toBe(false);
      expect(row.subscriptionChangedAt!.getTime()).toBeGreaterThanOrEqual(before);
    });

    it('asks a partner for address, zipcode and city', async () => {
      const account = await newAccount({
        isPartner: 'on',
        partnerCode: 'ADRESPROEF',
        website: 'https://www.voorbeeld.nl',
        bankAccount: 'NL91ABNA0417164300',
        accountHolder: 'L. Veer',
        accountCity: 'Utrecht',
      });
      const result = await save(account, {
        address: '',
        housenr: '',
        zipcode: '',
        city: '',
        website: account.website,
        bank_account: account.bankAccount,
        account_holder: account.accountHolder,
        account_city: account.accountCity,
      });
      expect(result).toMatchObject({
        status: 'invalid',
        errors: {
          address: { key: 'form_errors.general' },
          zipcode: { key: 'form_errors.general' },
          city: { key: 'form_errors.general' },
        },
      });
    });
  });

  describe('password change (spec 2 §4 profile tab)', () => {
    const change = (account: Account, password = 'Nieuwe-boekenkast-7') => ({
      password,
      password2: password,
      password_current: account.password,
    });

    it("changes the password with the correct current one ('valid'): other sessions end, this one stays", async () => {
      const account = await newAccount();
      const other = await signIn(account);
      const current = await signIn(account);
      const result = saved(
        await accounts().updateProfile(
          current.viewer,
          current.sessionIdHash,
          form(account, change(account)),
          meta(),
        ),
      );
      expect(result).toMatchObject({ password: 'valid', passwordErrors: {} });
      const row = await stored(account.id);
      expect(await verifyPassword('Nieuwe-boekenkast-7', row.passwordHash!)).toBe(true);
      expect(await accounts().signedIn(current.sessionId)).not.toBeNull();
      expect(await accounts().signedIn(other.sessionId)).toBeNull();
    });

    it("refuses a wrong current password ('wrong_current') and saves the rest all the same", async () => {
      const account = await newAccount();
      const other = await signIn(account);
      const result = saved(
        await save(account, {
          ...change(account),
          password_current: 'Niet-mijn-wachtwoord-1',
          city: 'Zeist',
        }),
      );
      expect(result.password).toBe('wrong_current');
      expect(result.passwordErrors).toEqual({
        passwordCurrent: { key: 'form_errors.password_current_wrong' },
        password_form: { key: 'form_errors.password_check' },
      });
      const row = await stored(account.id);
      expect(row.city).toBe('Zeist');
      expect(row.passwordHash).toBe(account.passwordHash);
      expect(await accounts().signedIn(other.sessionId)).not.toBeNull();
    });

    it("leaves the password alone ('none') when its fields are empty", async () => {
      const account = await newAccount();
      const result = saved(await save(account, { password: '', password2: '', password_current: '' }));
      expect(result).toMatchObject({ password: 'none', passwordErrors: {} });
      expect((await stored(account.id)).passwordHash).toBe(account.passwordHash);
    });

    it.each([
      [
        { password: 'kort', password2: 'kort' },
        { password: { key: 'form_errors.min_length', params: { n: 8 } } },
      ],
      [
        { password: 'password1', password2: 'password1' },
        { password: { key: 'form_errors.password_common' } },
      ],
      [{ password2: 'Nieuwe-boekenkast-8' }, { password2: { key: 'form_errors.pw_not_matching' } }],
      [{ password_current: '' }, { passwordCurrent: { key: 'form_errors.general' } }],
    ])("reports an invalid change %j ('invalid') and saves the rest", async (typed, errors) => {
      const account = await newAccount();
      const result = saved(await save(account, { ...change(account), ...typed, city: 'Zeist' }));
      expect(result.password).toBe('invalid');
      expect(result.passwordErrors).toEqual({
        ...errors,
        password_form: { key: 'form_errors.password_check' },
      });
      const row = await stored(account.id);
      expect(row.city).toBe('Zeist');
      expect(row.passwordHash).toBe(account.passwordHash);
    });

    it(`issue 11 #3: counts every current-password check before hashing: parallel guesses check at most ${LIMITS.loginPerAccount.max}`, async () => {
      const account = await newAccount();
      const { viewer, sessionIdHash } = await signIn(account);
      const guesses = LIMITS.loginPerAccount.max + 10;
      const results = await Promise.all(
        Array.from({ length: guesses }, (_, i) =>
          accounts().updateProfile(
            viewer,
            sessionIdHash,
            form(account, { email: `gok${i}@voorbeeld.nl`, email_password: `Gok-nummer-${i}` }),
            meta(),
          ),
        ),
      );
      const outcome = (key: string) =>
        results.filter((r) => r.status === 'invalid' && r.errors.currentPassword?.key === key).length;
      const checked = outcome('form_errors.password_current_wrong');
      const throttled = outcome('errors.throttled');
      const busy = results.filter((r) => r.status === 'busy').length;
      console.log(
        `issue 11 #3 on ${kind}: ${guesses} parallel current-password guesses: ${checked} checked, ${throttled} throttled, ${busy} busy`,
      );
      // The login of this test counted one attempt as well.
      expect(checked).toBeLessThanOrEqual(LIMITS.loginPerAccount.max - 1);
      expect(checked + throttled + busy).toBe(guesses);
      expect(throttled).toBeGreaterThan(0);
      expect((await stored(account.id)).email).toBe(account.email);
    });

    it(`counts wrong current passwords towards the login limit (${LIMITS.loginPerAccount.max})`, async () => {
      const account = await newAccount();
      const { viewer, sessionIdHash } = await signIn(account);
      const attempt = (current: string) =>
        accounts().updateProfile(
          viewer,
          sessionIdHash,
          form(account, {
            password: 'Nieuwe-boekenkast-7',
            password2: 'Nieuwe-boekenkast-7',
            password_current: current,
          }),
          meta(),
        );
      for (let i = 0; i < LIMITS.loginPerAccount.max; i++)
        expect(saved(await attempt(`Gok-nummer-${i}`)).password).toBe('wrong_current');
      // Now even the right one is refused, and so is a login.
      expect(saved(await attempt(account.password)).password).toBe('wrong_current');
      expect((await stored(account.id)).passwordHash).toBe(account.passwordHash);
      expect(
        (await accounts().login({ email: account.email, password: account.password }, meta())).status,
      ).toBe('throttled');
    });
  });

  describe('business data (spec 2 §5 Business)', () => {
    const vies = () => t.integrations.vat;

    it(`asks a KvK number of at least ${KVK_MIN_LENGTH} characters`, async () => {
      const account = await newAccount();
      expect(await save(account, { nr_kvk: '123' })).toMatchObject({
        status: 'invalid',
        errors: { 'business.nrKvk': { key: 'form_errors.min_length', params: { n: 4 } } },
      });
      saved(await save(account, { nr_kvk: '1234', company: "Boekhandel 't Hoekje" }));
      expect(await stored(account.id)).toMatchObject({ nrKvk: '1234', company: 'Boekhandel `t Hoekje' });
    });

    it('asks a VAT number of at least 3 characters', async () => {
      const account = await newAccount();
      expect(await save(account, { nr_vat: 'NL' })).toMatchObject({
        status: 'invalid',
        errors: { 'business.nrVat': { key: 'form_errors.min_length', params: { n: 3 } } },
      });
    });

    // 'vat.country_required' cannot happen here: the personal data requires a country from the list.
    // 'vat.empty' cannot happen either: an empty VAT field means "no VAT number" (next test).
    it('takes an empty VAT number as none, clearing a stored one', async () => {
      const account = await newAccount({
        nrVat: 'NL123456789B01',
        validVat: true,
        vatName: 'Boek BV',
        vatAddress: 'Kerkstraat 1, Utrecht',
      });
      const result = saved(await save(account, { nr_vat: '' }));
      expect(result.profile.business).toMatchObject({ nrVat: '', validVat: false, vatName: null });
    });

    it("says 'vat.invalid_input' for a profile country outside the EU, without asking VIES", async () => {
      const account = await newAccount();
      const asked = vies().asked.length;
      expect(
        await save(account, { country_code: 'US', zipcode: '10001', nr_vat: 'NL123456789B01' }),
      ).toMatchObject({ status: 'invalid', errors: { 'business.nrVat': { key: 'vat.invalid_input' } } });
      expect(await save(account, { nr_vat: 'XX123456789' })).toMatchObject({
        errors: { 'business.nrVat': { key: 'vat.invalid_input' } },
      });
      expect(vies().asked.length).toBe(asked);
    });

    it("says 'vat.country_mismatch' for a German number in a Dutch profile, naming both countries", async () => {
      const account = await newAccount();
      expect(await save(account, { nr_vat: 'DE123456789' })).toMatchObject({
        status: 'invalid',
        errors: {
          'business.nrVat': {
            key: 'vat.country_mismatch',
            params: { vat_country: 'Duitsland', country: 'Nederland' },
          },
        },
      });
    });

    it("says 'vat.invalid_for_country' for a number that is no Dutch VAT number, without asking VIES", async () => {
      const account = await newAccount();
      const asked = vies().asked.length;
      expect(await save(account, { nr_vat: 'NL12345' })).toMatchObject({
        status: 'invalid',
        errors: { 'business.nrVat': { key: 'vat.invalid_for_country', params: { country: 'Nederland' } } },
      });
      expect(vies().asked.length).toBe(asked);
    });

    it("says 'vat.invalid_for_country' when VIES does not know the number, and stores nothing", async () => {
      const account = await newAccount();
      const result = await save(account, { nr_vat: 'NL999999999B99', company: 'Nergens BV' });
      expect(result).toMatchObject({
        status: 'invalid',
        errors: { 'business.nrVat': { key: 'vat.invalid_for_country', params: { country: 'Nederland' } } },
      });
      expect(vies().asked).toContain('NL999999999B99');
      expect(await stored(account.id)).toMatchObject({ nrVat: '', company: '' });
    });

    it('stores a number VIES confirms, with its registered name and address, and does not ask again', async () => {
      vies().answers.set('NL123456789B01', {
        status: 'valid',
        name: 'Boek BV',
        address: 'Kerkstraat 1, Utrecht',
      });
      const account = await newAccount();
      const result = saved(await save(account, { nr_vat: 'nl 1234.567.89-b01', company: 'Boek BV' }));
      expect(result.notices).toEqual([]);
      expect(result.profile.business).toEqual({
        company: 'Boek BV',
        nrKvk: '',
        nrVat: 'NL123456789B01',
        validVat: true,
        vatName: 'Boek BV',
        vatAddress: 'Kerkstraat 1, Utrecht',
      });
      const row = await stored(account.id);
      expect(row.vatCheckedAt).not.toBeNull();

      const asked = vies().asked.length;
      const again = saved(await save({ ...account, ...row }, { nr_vat: 'NL123456789B01', city: 'Zeist' }));
      expect(vies().asked.length).toBe(asked);
      expect(again.profile.business).toMatchObject({ validVat: true, vatName: 'Boek BV' });
      expect((await stored(account.id)).vatCheckedAt).toEqual(row.vatCheckedAt);
    });

    it("keeps a number VIES cannot check now, unconfirmed, with the notice 'vat.unavailable'", async () => {
      vies().answers.set('NL987654321B02', { status: 'unavailable' });
      const account = await newAccount();
      const result = saved(await save(account, { nr_vat: 'NL987654321B02' }));
      expect(result.notices).toEqual([{ key: 'vat.unavailable' }]);
      expect(result.profile.business).toMatchObject({
        nrVat: 'NL987654321B02',
        validVat: false,
        vatName: null,
      });
      // Not confirmed yet, so the next save asks VIES again.
      const asked = vies().asked.length;
      saved(await save({ ...account, ...(await stored(account.id)) }, {}));
      expect(vies().asked.length).toBe(asked + 1);
    });

    it("stores no business data when the setting businessData is '0'", async () => {
      const account = await newAccount();
      try {
        await setSetting('businessData', '0');
        expect((await accounts().profileSettings()).businessEnabled).toBe(false);
        const asked = vies().asked.length;
        saved(await save(account, { company: 'Boek BV', nr_kvk: '12', nr_vat: 'DE123' }));
        expect(await stored(account.id)).toMatchObject({ company: '', nrKvk: '', nrVat: '' });
        expect(vies().asked.length).toBe(asked);
      } finally {
        await setSetting('businessData', '1');
      }
      expect((await accounts().profileSettings()).businessEnabled).toBe(true);
    });
  });

  describe('partner data (spec 2 §2, §5 Partner form)', () => {
    const partnerFields = {
      website: 'https://www.leesclub.nl',
      bank_account: 'nl91 abna 0417 1643 00',
      account_holder: "L. van 't Veer",
      account_city: 'Utrecht',
    };

    it('stores a partner’s website, bank account, holder and city, and shows the partner code', async () => {
      const account = await newAccount({ isPartner: 'on', partnerCode: 'LEESCLUB' });
      const result = saved(await save(account, partnerFields));
      expect(result.profile.partner).toEqual({
        website: 'https://www.leesclub.nl',
        bankAccount: 'NL91ABNA0417164300',
        accountHolder: "L. van 't Veer",
        accountCity: 'Utrecht',
        partnerCode: 'LEESCLUB',
      });
      expect(await stored(account.id)).toMatchObject({
        bankAccount: 'NL91ABNA0417164300',
        accountHolder: 'L. van `t Veer',
      });
    });

    it("refuses a bank account that is no IBAN ('form_errors.iban') and asks all four fields", async () => {
      const account = await newAccount({ isPartner: 'on', partnerCode: 'IBANPROEF' });
      expect(await save(account, { ...partnerFields, bank_account: 'NL91ABNA0417164301' })).toMatchObject({
        status: 'invalid',
        errors: { 'partner.bankAccount': { key: 'form_errors.iban' } },
      });
      const result = await save(account, {
        website: '',
        bank_account: '',
        account_holder: '',
        account_city: '',
      });
      expect(result.status === 'invalid' && Object.keys(result.errors).sort()).toEqual([
        'partner.accountCity',
        'partner.accountHolder',
        'partner.bankAccount',
        'partner.website',
      ]);
      expect((await stored(account.id)).website).toBe('');
    });

    it('ignores the partner fields a customer sends', async () => {
      const account = await newAccount();
      const result = saved(await save(account, { ...partnerFields, bank_account: 'geen iban' }));
      expect(result.profile.partner).toBeNull();
      expect(await stored(account.id)).toMatchObject({ website: '', bankAccount: '', accountHolder: '' });
    });
  });
});
