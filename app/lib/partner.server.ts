// The loader and action of /partner-registration (issue 17 #1): thin around services.partnerApplications — the
// view for this visitor (form, pending, already registered), the form's starting values from the account, and the
// answer to a post (thanks, messages with the input kept, throttled, busy). Server-only (*.server.ts).
import { type AppLoadContext, data } from 'react-router';
import type { FieldErrors, TextRef } from '../../domain/account-forms';
import type { ApplicationView } from '../../domain/partner-application';
import { PRIVATE_HEADERS, readForm } from './forms.server';

export interface ApplicationAnswer {
  sent: boolean;
  /** After a post that found the account already applied or a partner. */
  view: ApplicationView | null;
  errors: FieldErrors;
  formError: TextRef | null;
  /** What was typed (never the passwords), shown again after a refusal. */
  values: Record<string, string>;
}

const NOT_KEPT = new Set(['password', 'password2', '_csrf']);

export async function applicationLoader(context: AppLoadContext) {
  const { viewer, services } = context;
  const [view, settings, profile] = await Promise.all([
    services.partnerApplications.view(viewer),
    services.accounts.profileSettings(),
    viewer.loggedIn ? services.accounts.profile(viewer) : Promise.resolve(null),
  ]);
  const p = profile?.personal;
  // A logged-in applicant starts from the account's data; a guest from the defaults (spec 2 §5: subscription on).
  const values: Record<string, string> = p
    ? {
        firstname: p.firstname,
        lastname: p.lastname,
        email: profile!.email,
        phonenr: p.phonenr,
        address: p.address,
        housenr: p.housenr,
        addition: p.addition,
        zipcode: p.zipcode,
        city: p.city,
        country_code: p.countryCode,
        ...(p.hasSubscription ? { has_subscription: 'on' } : {}),
        company: profile!.business.company,
        nr_kvk: profile!.business.nrKvk,
        nr_vat: profile!.business.nrVat,
      }
    : { country_code: 'NL', has_subscription: 'on' };
  return data(
    { view, settings, values, guest: !viewer.loggedIn, csrf: context.auth.csrfToken() },
    { headers: PRIVATE_HEADERS },
  );
}

export async function applicationAction(request: Request, context: AppLoadContext) {
  const { fields, csrfValid } = await readForm(request, context);
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !NOT_KEPT.has(name)));
  const answer = (body: Partial<ApplicationAnswer>, status = 200, headers: HeadersInit = PRIVATE_HEADERS) =>
    data<ApplicationAnswer>(
      { sent: false, view: null, errors: {}, formError: null, values, ...body },
      { status, headers },
    );
  if (!csrfValid) return answer({ formError: { key: 'form_errors.csrf' } }, 403);
  let result;
  try {
    result = await context.services.partnerApplications.submit(context.viewer, fields, {
      ip: context.auth.clientIp,
      origin: context.origin,
    });
  } catch (error) {
    // Spec 2 §8 partner add failure: the general error, the input kept.
    console.error(`[${context.requestId}] partneraanmelding niet verstuurd:`, error);
    return answer({ formError: { key: 'errors.error_general' } }, 500);
  }
  switch (result.kind) {
    case 'invalid':
      return answer({ errors: result.errors, formError: { key: 'partner_application.not_saved' } }, 400);
    case 'throttled':
    case 'busy': {
      const formError: TextRef =
        result.kind === 'throttled'
          ? {
              key: 'errors.throttled',
              params: { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) },
            }
          : { key: 'errors.busy', params: { seconds: result.retryAfterSeconds } };
      return answer({ formError }, result.kind === 'throttled' ? 429 : 503, {
        ...PRIVATE_HEADERS,
        'retry-after': String(result.retryAfterSeconds),
      });
    }
    case 'already':
      return answer({ view: result.view, values: {} });
    case 'ok': {
      const headers = new Headers(PRIVATE_HEADERS);
      // A guest's new account is logged in (as a registration is), its guest cart moved into it (spec 3 §4).
      if (result.session && result.userId !== null) {
        headers.append('set-cookie', context.auth.sessionCookie(result.session));
        await context.services.cart.afterRegister(context.guestToken, result.userId);
        if (context.guestToken) headers.append('set-cookie', context.clearGuestCookie());
      }
      return answer({ sent: true, values: {} }, 200, headers);
    }
  }
}
