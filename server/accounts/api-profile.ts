// Spec 2 §2/§4/§5 the account page's profile tab through the API: read and change the own profile — personal
// data, password change, business data (with the VIES check) and partner data — for the session's account only.
// One PUT takes every form, because the service validates them together as 'Verstuur wijzigingen' does. A new
// email needs the current password and takes effect only when the link mailed to it is confirmed (issue 11 #9).
import { z } from 'zod';
import type { FieldErrors } from '../../domain/account-forms.ts';
import { text, type Texts } from '../../domain/texts.ts';
import { ApiProblem, type ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';
import { signedInOf } from '../http/auth.ts';
import {
  type AccountsApiOptions,
  busy,
  dutch,
  EMAIL_MAX,
  fieldMessages,
  invalidInput,
  noStore,
  optionalText,
  PASSWORD_MAX,
  requestMeta,
  requireSignedIn,
  strictObject,
  textField,
  TEXT_MAX,
} from './api-common.ts';
import { EMAIL_CHANGE_VALID_HOURS } from './email-change.ts';
import { parseInput, profileUpdateSchema } from '../../domain/account-schemas.ts';
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
  pendingEmail: z.string().nullable().meta({
    description:
      'Een nieuw e-mailadres dat nog op bevestiging wacht (de link in de mail naar dat adres); email blijft tot dan het huidige',
  }),
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
  email: z.object({
    status: z.enum(['unchanged', 'pending']).meta({
      description:
        'pending: een bevestigingslink is naar het nieuwe adres gestuurd (24 uur geldig) en het oude adres heeft bericht gekregen; het e-mailadres verandert pas bij bevestiging',
    }),
    message: z.string(),
  }),
});

const field = (name: string, description: string, max = TEXT_MAX) => optionalText(name, max, description);

const updateBody = strictObject({
  firstname: field('firstname', 'Voornaam'),
  lastname: field('lastname', 'Achternaam'),
  email: field(
    'email',
    'E-mailadres; een nieuw adres vraagt currentPassword en gaat pas in als de link in de mail naar dat adres is bevestigd',
    EMAIL_MAX,
  ),
  currentPassword: field(
    'currentPassword',
    'Het huidige wachtwoord, nodig om het e-mailadres te veranderen (een fout telt mee voor de inloglimiet van het account)',
    PASSWORD_MAX,
  ),
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

function profileBody(profile: AccountProfile, businessEnabled: boolean): z.infer<typeof profileResponse> {
  return { ...profile, business: businessEnabled ? profile.business : null };
}

/**
 * The whole profile on the service's field names (the page's form parsed is the same object): what the request
 * gives, else what is stored — a field left out keeps its value, and the service still checks the whole profile
 * (spec 2 §4: the forms are valid together or nothing is stored). Issue 12 #5: no renaming, the names are the
 * service's; profileUpdateSchema parses it exactly as it parses the page's form.
 */
export function profileUpdateValues(body: UpdateBody, current: AccountProfile): Record<string, unknown> {
  const { password, password2, passwordCurrent, currentPassword, business, partner, ...personal } = body;
  const stored = current.partner;
  const defined = <T extends object>(values: T) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return {
    ...current.personal,
    ...defined(personal),
    currentPassword,
    password,
    password2,
    passwordCurrent,
    business: { ...current.business, ...defined(business ?? {}) },
    partner: {
      website: stored?.website ?? '',
      bankAccount: stored?.bankAccount ?? '',
      accountHolder: stored?.accountHolder ?? '',
      accountCity: stored?.accountCity ?? '',
      ...defined(partner ?? {}),
    },
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
  return { status, message, errors: fieldMessages(texts, fields) };
}

export function registerProfileApi(api: ApiRegistry, services: Services, options: AccountsApiOptions): void {
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
    problems: {
      401: 'Niet ingelogd',
      503: 'Even te druk om het wachtwoord te controleren (Retry-After); er is niets opgeslagen',
    },
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

      const parsed = parseInput(profileUpdateSchema, profileUpdateValues(body, current));
      const texts = await dutch(services);
      if (!parsed.ok) throw invalidInput(fieldMessages(texts, parsed.errors));
      const result = await services.accounts.updateProfile(
        viewer,
        sessionIdHash,
        parsed.input,
        requestMeta(request, options),
      );
      if (result.status === 'invalid') {
        const { password_form: _form, ...passwordFields } = result.passwordErrors;
        throw invalidInput(fieldMessages(texts, { ...result.errors, ...passwordFields }));
      }
      if (result.status === 'busy') throw busy(texts, reply, result.retryAfterSeconds);
      return {
        profile: profileBody(result.profile, settings.businessEnabled),
        notices: result.notices.map((n) => text(texts, n.key, n.params)),
        password: passwordAnswer(texts, result.password, result.passwordErrors),
        email: {
          status: result.email,
          message:
            result.email === 'pending'
              ? text(texts, 'account.email_change.sent', {
                  email: result.profile.pendingEmail ?? '',
                  hours: EMAIL_CHANGE_VALID_HOURS,
                })
              : text(texts, 'account.email_change.unchanged'),
        },
      };
    },
  });

  api.add({
    method: 'POST',
    path: '/accounts/email-change/confirm',
    summary:
      'Een nieuw e-mailadres bevestigen met het token uit de mail naar dat adres (issue 11 #9): het e-mailadres verandert, alle andere sessies van het account eindigen en het oude adres krijgt bericht. 410 als de link gebruikt, verlopen of vervallen is; 409 als het adres inmiddels bij een ander account hoort',
    tags: TAGS,
    body: strictObject({
      token: textField('token', 100, 'Het token uit de bevestigingslink (/confirm-email/{token})'),
    }),
    problems: {
      409: 'Het adres hoort inmiddels bij een ander account',
      410: 'De link is al gebruikt, verlopen of vervallen',
    },
    response: z.object({ email: z.string(), message: z.string() }),
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      // Sent with this account's session, that session stays; without one, every session ends.
      const signedIn = await signedInOf(request, services);
      const result = await services.accounts.confirmEmailChange(body.token, signedIn?.sessionIdHash ?? null);
      const texts = await dutch(services);
      if (result.status === 'expired')
        throw new ApiProblem({
          title: 'Link verlopen',
          status: 410,
          detail: text(texts, 'confirm_email.expired'),
        });
      if (result.status === 'taken')
        throw new ApiProblem({
          title: 'E-mailadres in gebruik',
          status: 409,
          detail: text(texts, 'confirm_email.taken', { email: result.email }),
        });
      return { email: result.email, message: text(texts, 'confirm_email.done', { email: result.email }) };
    },
  });
}
