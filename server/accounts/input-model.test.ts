// Issue 12 #5, one input model: the page's form and the API's JSON for the same change reach the service as the
// same typed input — the page through fromFormData (app/lib/forms.server.ts), the API through its body merged
// with the stored profile; both parsed by the form's schema in domain/account-schemas.ts.
import { describe, expect, it } from 'vitest';
import { parseInput, profileUpdateSchema, registerSchema } from '../../domain/account-schemas.ts';
import { fromFormData } from '../../app/lib/forms.server.ts';
import { profileUpdateValues } from './api-profile.ts';
import type { AccountProfile } from './profile.ts';

const formData = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** A partner's stored profile, as the service shows it (apostrophes, not backticks). */
const stored: AccountProfile = {
  email: 'lotte@voorbeeld.nl',
  personal: {
    firstname: 'Lotte',
    lastname: "D'Hondt",
    email: 'lotte@voorbeeld.nl',
    phonenr: '06 12345678',
    address: 'Kerkstraat',
    housenr: '1',
    addition: '',
    zipcode: '3511AB',
    city: 'Utrecht',
    countryCode: 'NL',
    hasSubscription: false,
  },
  business: {
    company: 'Boek BV',
    nrKvk: '12345678',
    nrVat: '',
    validVat: false,
    vatName: null,
    vatAddress: null,
  },
  partner: {
    website: 'https://www.lotte.nl',
    bankAccount: 'NL91ABNA0417164300',
    accountHolder: "L. D'Hondt",
    accountCity: 'Utrecht',
    partnerCode: 'LOTTE',
  },
  hasPassword: true,
  pendingEmail: null,
};

describe('issue 12 #5: one input model for the page and the API', () => {
  it('gives the profile service the same input for the profile tab posted as a form and sent as JSON', () => {
    // The page posts every field, as typed (spaces, an apostrophe, the ticked box, a new email, a new KvK number).
    const page = fromFormData(
      profileUpdateSchema,
      formData({
        _csrf: 'token',
        firstname: ' Lotte ',
        lastname: "D'Hondt",
        email: 'nieuw@voorbeeld.nl ',
        email_password: 'Mijn-wachtwoord-1',
        phonenr: '06 12345678',
        address: 'Kerkstraat',
        housenr: '1',
        addition: '',
        zipcode: '3511AB',
        city: 'Utrecht',
        country_code: 'NL',
        has_subscription: 'on',
        company: 'Boek BV',
        nr_kvk: ' 87654321',
        nr_vat: '',
        website: 'https://www.lotte.nl',
        bank_account: 'NL91ABNA0417164300',
        account_holder: "L. D'Hondt",
        account_city: 'Utrecht',
        password: '',
        password2: '',
        password_current: '',
      }),
    );
    // The API sends only what changes; the rest is the stored profile.
    const api = parseInput(
      profileUpdateSchema,
      profileUpdateValues(
        {
          firstname: ' Lotte ',
          email: 'nieuw@voorbeeld.nl ',
          currentPassword: 'Mijn-wachtwoord-1',
          hasSubscription: true,
          business: { nrKvk: ' 87654321' },
          // The API's body type refuses unknown fields (an index signature of never): this one has none.
        } as Parameters<typeof profileUpdateValues>[0],
        stored,
      ),
    );
    expect(page.ok && api.ok).toBe(true);
    expect(api).toEqual(page);
    expect(page).toMatchObject({
      input: {
        email: 'nieuw@voorbeeld.nl',
        lastname: 'D`Hondt',
        hasSubscription: true,
        currentPassword: 'Mijn-wachtwoord-1',
        business: { nrKvk: '87654321' },
        partner: { accountHolder: 'L. D`Hondt' },
      },
    });
  });

  it('gives the register service the same input for the register form and its JSON', () => {
    const typed = {
      firstname: ' Noor ',
      lastname: 'Bakker',
      email: 'noor@voorbeeld.nl',
      email2: ' noor@voorbeeld.nl',
      phonenr: '',
      password: 'boekenkast-42',
      password2: 'boekenkast-42',
    };
    const page = fromFormData(registerSchema, formData({ ...typed, has_subscription: 'on', next: '/' }));
    const api = parseInput(registerSchema, { ...typed, hasSubscription: true });
    expect(api).toEqual(page);
    expect(page).toMatchObject({ ok: true, input: { firstname: 'Noor', hasSubscription: true } });
  });
});
