// Issue 5 point 8: the accounts API under /api/v1 — who am I, register, log in, log out (here), password reset
// (api-password.ts), the own profile (api-profile.ts), unsubscribe and newsletter signup (api-mailing.ts).
// Handlers stay thin: the service applies the rules of the pages. No route takes a user id: the session
// decides whose account a request is about (a path like /accounts/{id}/profile does not exist).
import { z } from 'zod';
import { text } from '../../domain/texts.ts';
import { ApiProblem, type ApiRegistry } from '../api/registry.ts';
import { appendSetCookie, clearSessionCookie, isSecure, sessionCookie, signedInOf } from '../http/auth.ts';
import { clearGuestCookie, guestTokenOf } from '../cart/guest-cookie.ts';
import type { Services } from '../services.ts';
import {
  type AccountsApiOptions,
  busy,
  dutch,
  EMAIL_MAX,
  fieldMessages,
  invalidInput,
  meResponse,
  noStore,
  PASSWORD_MAX,
  requestMeta,
  signedInBody,
  signedInMe,
  strictObject,
  TEXT_MAX,
  textField,
  throttled,
} from './api-common.ts';
import { registerMailingApi } from './api-mailing.ts';
import { registerPasswordApi } from './api-password.ts';
import { registerProfileApi } from './api-profile.ts';
import { loginSchema, parseInput, registerSchema } from '../../domain/account-schemas.ts';

const TAGS = ['accounts'];

const registerBody = strictObject({
  firstname: textField('firstname', TEXT_MAX, 'Voornaam'),
  lastname: textField('lastname', TEXT_MAX, 'Achternaam'),
  email: textField('email', EMAIL_MAX, 'E-mailadres (spaties worden verwijderd; .co wordt geweigerd)'),
  email2: textField('email2', EMAIL_MAX, 'Het e-mailadres nog eens'),
  phonenr: z
    .string({ error: 'phonenr moet tekst zijn.' })
    .max(40, { error: 'phonenr is te lang (hoogstens 40 tekens).' })
    .optional()
    .meta({ description: 'Telefoonnummer (niet verplicht)' }),
  password: textField(
    'password',
    PASSWORD_MAX,
    'Wachtwoord: minimaal 8 tekens, geen veelgebruikt wachtwoord',
  ),
  password2: textField('password2', PASSWORD_MAX, 'Het wachtwoord nog eens'),
  hasSubscription: z.boolean({ error: 'hasSubscription moet true of false zijn.' }).default(false).meta({
    description: 'De nieuwsbrief ontvangen (alleen met uitdrukkelijke toestemming: standaard false)',
  }),
});

const loginBody = strictObject({
  email: textField('email', EMAIL_MAX, 'E-mailadres van het account'),
  password: textField('password', PASSWORD_MAX, 'Wachtwoord'),
});

/** Requests without parameters still refuse any (an ?id= is never silently ignored). */
const noParameters = strictObject({});

export function registerAccountsApi(
  api: ApiRegistry,
  services: Services,
  sessionSecret: string,
  options: AccountsApiOptions,
): void {
  api.add({
    method: 'GET',
    path: '/accounts/me',
    summary: 'Wie ben ik: ingelogd of niet, met rollen en het CSRF-token van de sessie',
    tags: TAGS,
    query: noParameters,
    response: meResponse,
    handler: async ({ request, reply }) => {
      noStore(reply);
      const signedIn = await signedInOf(request, services);
      const body =
        signedIn && (await signedInBody(services, sessionSecret, signedIn.viewer, signedIn.sessionIdHash));
      return body || { loggedIn: false as const };
    },
  });

  api.add({
    method: 'POST',
    path: '/accounts/register',
    summary: 'Account aanmaken (spec 2 §2, §5); logt meteen in (Set-Cookie) en stuurt de welkomstmail',
    tags: TAGS,
    body: registerBody,
    status: 201,
    problems: {
      409: 'Al ingelogd',
      429: 'Te veel pogingen (Retry-After)',
      503: 'Even te druk om het wachtwoord te verwerken (Retry-After)',
    },
    response: signedInMe,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      // The register page sends signed-in visitors to /; the API says so.
      if (await signedInOf(request, services))
        throw new ApiProblem({
          title: 'Al ingelogd',
          status: 409,
          detail: 'Je bent al ingelogd. Log eerst uit om een nieuw account aan te maken.',
        });
      // Issue 12 #5: the register page's schema, on the same field names: the same typed input as the page.
      const parsed = parseInput(registerSchema, body);
      const texts = await dutch(services);
      if (!parsed.ok) throw invalidInput(fieldMessages(texts, parsed.errors));
      const result = await services.accounts.register(parsed.input, requestMeta(request, options));
      if (result.status === 'throttled') throw throttled(texts, reply, result.retryAfterSeconds);
      if (result.status === 'busy') throw busy(texts, reply, result.retryAfterSeconds);
      if (result.status === 'invalid') throw invalidInput(fieldMessages(texts, result.errors));
      appendSetCookie(reply, sessionCookie(result.session, isSecure(request)));
      // Issue 13 #7: the guest's cart and wishlist move into the new account; the guest cookie goes.
      const guestToken = guestTokenOf(request.cookies, isSecure(request));
      await services.cart.afterRegister(guestToken, result.viewer.userId);
      if (guestToken) appendSetCookie(reply, clearGuestCookie(isSecure(request)));
      const me = await signedInBody(services, sessionSecret, result.viewer, result.session.idHash);
      return me!;
    },
  });

  api.add({
    method: 'POST',
    path: '/accounts/login',
    summary:
      'Inloggen (spec 2 §4): een nieuwe sessie (Set-Cookie); 401 errors.error_login, zonder te zeggen of het e-mailadres bestaat',
    tags: TAGS,
    body: loginBody,
    response: signedInMe.extend({
      cartMerge: z.enum(['merged', 'compare', 'nothing']).meta({
        description:
          "Spec 3 §4: het winkelwagentje van voor het inloggen is samengevoegd ('merged'), wacht op een keuze ('compare': GET en POST /cart/compare) of er was niets ('nothing')",
      }),
    }),
    problems: {
      401: 'Inloggen mislukt (errors.error_login)',
      429: 'Te veel pogingen (Retry-After)',
      503: 'Even te druk om het wachtwoord te controleren (Retry-After)',
    },
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      const parsed = parseInput(loginSchema, body);
      const texts = await dutch(services);
      if (!parsed.ok) throw invalidInput(fieldMessages(texts, parsed.errors));
      const result = await services.accounts.login(parsed.input, requestMeta(request, options));
      if (result.status === 'throttled') throw throttled(texts, reply, result.retryAfterSeconds);
      if (result.status === 'busy') throw busy(texts, reply, result.retryAfterSeconds);
      if (result.status === 'invalid') throw invalidInput(fieldMessages(texts, result.errors));
      if (result.status === 'failed')
        throw new ApiProblem({
          title: 'Inloggen mislukt',
          status: 401,
          detail: text(texts, 'errors.error_login'),
        });
      // Logging in again replaces the session this request came with (a new id at every login).
      const previous = await signedInOf(request, services);
      if (previous) await services.accounts.logout(previous.sessionIdHash);
      appendSetCookie(reply, sessionCookie(result.session, isSecure(request)));
      // Issue 13 #7, spec 3 §4: the guest cart merges into the account's, or waits for the compare choice
      // (GET and POST /cart/compare); once merged (or empty) the guest cookie goes.
      const guestToken = guestTokenOf(request.cookies, isSecure(request));
      const merge = await services.cart.afterLogin(guestToken, result.viewer.userId);
      if (guestToken && merge.kind !== 'compare') appendSetCookie(reply, clearGuestCookie(isSecure(request)));
      const me = await signedInBody(services, sessionSecret, result.viewer, result.session.idHash);
      return { ...me!, cartMerge: merge.kind };
    },
  });

  api.add({
    method: 'POST',
    path: '/accounts/logout',
    summary: 'Uitloggen: de sessie wordt beëindigd en het cookie gewist (204, ook zonder sessie)',
    tags: TAGS,
    body: noParameters,
    status: 204,
    response: z.null(),
    handler: async ({ request, reply }) => {
      noStore(reply);
      const signedIn = await signedInOf(request, services);
      if (signedIn) await services.accounts.logout(signedIn.sessionIdHash);
      appendSetCookie(reply, clearSessionCookie(isSecure(request)));
      // Spec 3 §4 logout: the account keeps its cart; the browser starts again with an empty guest cart.
      if (guestTokenOf(request.cookies, isSecure(request)))
        appendSetCookie(reply, clearGuestCookie(isSecure(request)));
      return null;
    },
  });

  registerPasswordApi(api, services, options);
  registerProfileApi(api, services, options);
  registerMailingApi(api, services, options);
}
