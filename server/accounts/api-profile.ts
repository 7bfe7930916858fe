// Spec 2 §2/§4/§5 the account page's profile tab through the API: read and change the own profile — personal
// data, password change, business data (with the VIES check) and partner data — for the session's account only.
// One PUT takes every form, because the service validates them together as 'Verstuur wijzigingen' does.
import { z } from 'zod';
import type { FieldErrors } from '../../domain/account-forms.ts';
import { text, type Texts } from '../../domain/texts.ts';
import { ApiProblem, type ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';
import {
  dutch,
  EMAIL_MAX,
  fieldMessages,
  invalidInput,
  noStore,
  optionalText,
  PASSWORD_MAX,
  requireSignedIn,
  strictObject,
  TEXT_MAX,
} from './api-common.ts';
import type { PasswordOutcome } from './profile.ts';
import type { AccountProfile } from './profile.ts';

const TAGS = ['accounts'];

const profileResponse = z.object({
  email: z.string(),
  personal: z.object({
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phonenr: z.string(),
    address: z.string(),
    housenr: z.string(),
    addition: z.string(),
    zipcode: z.string(),
    city: z.string(),
    countryCode: z.string(),
    hasSubscription: z.boolean(),
  }),
  business: z
    .object({
      company: z.string(),
      nrKvk: z.string(),
      nrVat: z.string(),
      validVat: z.boolean().meta({ description: 'Door VIES bevestigd' }),
      vatName: z.string().nullable().meta({ description: 'De geregistreerde naam volgens VIES' }),
      vatAddress: z.string().nullable().meta({ description: 'Het geregistreerde adres volgens VIES' }),
    })
    .nullable()
    .meta({ description: 'Alleen als de instelling businessData aan staat' }),
  partner: z
    .object({
      website: z.string(),
      bankAccount: z.string(),
      accountHolder: z.string(),
      accountCity: z.string(),
      partnerCode: z.string(),
    })
    .nullable()
    .meta({ description: 'Alleen voor partners' }),
  hasPassword: z.boolean(),
});

const PASSWORD_STATUSES = ['unchanged', 'changed', 'invalid', 'wrong_current'] as const;

const updateResponse = z.object({
  profile: profileResponse,
  notices: z.array(z.string()).meta({
    description:
      "Wat goed is om te weten maar het opslaan niet tegenhield ('Op basis van de postcode is het land aangepast.', VIES antwoordt niet)",
  }),
  password: z.object({
    status: z.enum(PASSWORD_STATUSES).meta({
      description:
        'unchanged: geen wachtwoordvelden ingevuld; changed: veranderd (andere sessies beëindigd); invalid of wrong_current: niet veranderd, de rest wel opgeslagen',
    }),
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
});

const field = (name: string, description: string, max = TEXT_MAX) => optionalText(name, max, description);

const updateBody = strictObject({
  firstname: field('firstname', 'Voornaam'),
  lastname: field('lastname', 'Achternaam'),
  email: field('email', 'E-mailadres; een adres van een ander account wordt geweigerd', EMAIL_MAX),
  phonenr: field('phonenr', 'Telefoonnummer', 40),
  address: field('address', 'Straat'),
  housenr: field('housenr', 'Huisnummer', 20),
  addition: field('addition', 'Toevoeging', 20),
  zipcode: field('zipcode', 'Postcode; 4 cijfers maakt het land BE, een Nederlandse postcode NL', 20),
  city: field('city', 'Plaats'),
  countryCode: field('countryCode', 'Landcode uit de landenlijst, bijv. NL of BE', 2),
  hasSubscription: z
    .boolean({ error: 'hasSubscription moet true of false zijn.' })
    .optional()
    .meta({ description: 'De nieuwsbrief ontvangen' }),
  password: field('password', 'Nieuw wachtwoord (leeg of weggelaten: niet veranderen)', PASSWORD_MAX),
  password2: field('password2', 'Het nieuwe wachtwoord nog eens', PASSWORD_MAX),
  passwordCurrent: field(
    'passwordCurrent',
    'Het huidige wachtwoord, nodig om het te veranderen',
    PASSWORD_MAX,
  ),
  business: strictObject({
    company: field('business.company', 'Bedrijfsnaam'),
    nrKvk: field('business.nrKvk', 'KvK-nummer, minimaal 4 tekens', 40),
    nrVat: field('business.nrVat', 'Btw-nummer met landcode; gecontroleerd bij VIES (alleen EU-landen)', 40),
  })
    .nullable()
    .optional()
    .meta({ description: 'Bedrijfsgegevens; alleen als de instelling businessData aan staat' }),
  partner: strictObject({
    website: field('partner.website', 'Website'),
    bankAccount: field('partner.bankAccount', 'Rekeningnummer (IBAN)', 40),
    accountHolder: field('partner.accountHolder', 'Ten name van'),
    accountCity: field('partner.accountCity', 'Plaats van de rekeninghouder'),
  })
    .nullable()
    .optional()
    .meta({ description: 'Partnergegevens; alleen voor partners' }),
});

type UpdateBody = z.infer<typeof updateBody>;

/** The service's field names (the page's form names) → this API's. */
const API_FIELDS: Readonly<Record<string, string>> = {
  country_code: 'countryCode',
  has_subscription: 'hasSubscription',
  password_current: 'passwordCurrent',
  company: 'business.company',
  nr_kvk: 'business.nrKvk',
  nr_vat: 'business.nrVat',
  website: 'partner.website',
  bank_account: 'partner.bankAccount',
  account_holder: 'partner.accountHolder',
  account_city: 'partner.accountCity',
};

function profileBody(profile: AccountProfile, businessEnabled: boolean): z.infer<typeof profileResponse> {
  return { ...profile, business: businessEnabled ? profile.business : null };
}

/**
 * The service's form fields: what the request gives, else what is stored — a field left out keeps its value,
 * and the service still checks the whole profile (spec 2 §4: the forms are valid together or nothing is stored).
 */
function formFields(body: UpdateBody, current: AccountProfile): Record<string, string> {
  const p = current.personal;
  const b = body.business ?? {};
  const partner = body.partner ?? {};
  const stored = current.partner;
  return {
    firstname: body.firstname ?? p.firstname,
    lastname: body.lastname ?? p.lastname,
    email: body.email ?? p.email,
    phonenr: body.phonenr ?? p.phonenr,
    address: body.address ?? p.address,
    housenr: body.housenr ?? p.housenr,
    addition: body.addition ?? p.addition,
    zipcode: body.zipcode ?? p.zipcode,
    city: body.city ?? p.city,
    country_code: body.countryCode ?? p.countryCode,
    has_subscription: (body.hasSubscription ?? p.hasSubscription) ? 'on' : '',
    company: b.company ?? current.business.company,
    nr_kvk: b.nrKvk ?? current.business.nrKvk,
    nr_vat: b.nrVat ?? current.business.nrVat,
    website: partner.website ?? stored?.website ?? '',
    bank_account: partner.bankAccount ?? stored?.bankAccount ?? '',
    account_holder: partner.accountHolder ?? stored?.accountHolder ?? '',
    account_city: partner.accountCity ?? stored?.accountCity ?? '',
    password: body.password ?? '',
    password2: body.password2 ?? '',
    password_current: body.passwordCurrent ?? '',
  };
}

function passwordAnswer(texts: Texts, outcome: PasswordOutcome, errors: FieldErrors) {
  const { password_form: form, ...fields } = errors;
  const status = (
    { none: 'unchanged', valid: 'changed', invalid: 'invalid', wrong_current: 'wrong_current' } as const
  )[outcome];
  const message =
    status === 'changed'
      ? text(texts, 'account.password_changed')
      : status === 'unchanged'
        ? text(texts, 'account.password.unchanged')
        : text(texts, form?.key ?? 'form_errors.password_check');
  return { status, message, errors: fieldMessages(texts, fields, API_FIELDS) };
}

export function registerProfileApi(api: ApiRegistry, services: Services): void {
  api.add({
    method: 'GET',
    path: '/accounts/me/profile',
    summary:
      'Het eigen profiel (spec 2 §3): persoonlijke gegevens, bedrijfsgegevens (als de instelling aan staat) en partnergegevens (partners); 401 zonder sessie',
    tags: TAGS,
    query: strictObject({}),
    response: profileResponse,
    problems: { 401: 'Niet ingelogd' },
    handler: async ({ request, reply }) => {
      noStore(reply);
      const { viewer } = await requireSignedIn(request, services);
      const [profile, settings] = await Promise.all([
        services.accounts.profile(viewer),
        services.accounts.profileSettings(),
      ]);
      if (!profile)
        throw new ApiProblem({
          title: 'Niet ingelogd',
          status: 401,
          detail: 'Je account bestaat niet meer.',
        });
      return profileBody(profile, settings.businessEnabled);
    },
  });

  api.add({
    method: 'PUT',
    path: '/accounts/me/profile',
    summary:
      'Het eigen profiel wijzigen (spec 2 §4 "Verstuur wijzigingen"): persoonlijke gegevens, wachtwoord, bedrijfs- en partnergegevens in één keer; weggelaten velden houden hun waarde',
    tags: TAGS,
    body: updateBody,
    response: updateResponse,
    problems: { 401: 'Niet ingelogd' },
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      const { viewer, sessionIdHash } = await requireSignedIn(request, services);
      const [current, settings] = await Promise.all([
        services.accounts.profile(viewer),
        services.accounts.profileSettings(),
      ]);
      if (!current)
        throw new ApiProblem({
          title: 'Niet ingelogd',
          status: 401,
          detail: 'Je account bestaat niet meer.',
        });
      // The page shows these fieldsets only when they apply; the API says so rather than dropping them unseen.
      if (body.business && !settings.businessEnabled)
        throw invalidInput([
          { field: 'business', message: 'Bedrijfsgegevens worden op dit moment niet opgeslagen.' },
        ]);
      if (body.partner && !viewer.isPartner)
        throw invalidInput([
          { field: 'partner', message: 'Partnergegevens horen alleen bij een partneraccount.' },
        ]);

      const result = await services.accounts.updateProfile(viewer, sessionIdHash, formFields(body, current));
      const texts = await dutch(services);
      if (result.status === 'invalid') {
        const { password_form: _form, ...passwordFields } = result.passwordErrors;
        throw invalidInput(fieldMessages(texts, { ...result.errors, ...passwordFields }, API_FIELDS));
      }
      return {
        profile: profileBody(result.profile, settings.businessEnabled),
        notices: result.notices.map((n) => text(texts, n.key, n.params)),
        password: passwordAnswer(texts, result.password, result.passwordErrors),
      };
    },
  });
}
