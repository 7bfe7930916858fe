// The loaders and action of the events pages (issue 15 #2): /events 'Ontmoet de auteur' and the registration at
// /inschrijving/{ref} and /subscription/{ref} (the coupon step, then the form), thin around services.events.
// Dates and prices are put into words here, on the server, so the page hydrates with the same text. Server-only.
import { randomBytes } from 'node:crypto';
import { type AppLoadContext, data, redirect } from 'react-router';
import { eventReference, formatEventStart, REGISTRATION_FIELDS } from '../../domain/events';
import { formatEuro } from '../../domain/money';
import type { CouponResult, EventView, RegisterResult } from '../../server/events/service';
import type { EventCard, RegistrationResult } from '../components/events/types';
import { csrfRefusal, PRIVATE_HEADERS, readForm, throttledRefusal } from './forms.server';

function card(event: EventView): EventCard {
  return {
    reference: event.reference,
    title: event.title,
    description: event.description,
    organisation: event.organisation,
    location: event.location,
    logos: [event.logo1, event.logo2].filter((logo): logo is string => Boolean(logo)),
    explanationForm: event.explanationForm,
    when: event.startsAt ? formatEventStart(event.startsAt) : null,
    startsAt: event.startsAt?.toISOString() ?? null,
    price: event.priceCents === null ? null : event.priceCents === 0 ? 0 : formatEuro(event.priceCents),
    placesLeft: event.placesLeft,
    state: event.state,
  };
}

export async function eventsLoader(context: AppLoadContext) {
  const [{ upcoming, postponed }, settings] = await Promise.all([
    context.services.events.overview(),
    context.services.settings.all(),
  ]);
  return {
    upcoming: upcoming.map(card),
    postponed: postponed.map(card),
    // Spec 3 §2 'a mail link for tips': the events address when staff set one, else the shop's contact address.
    tipsEmail: settings.get('eventsEmail') || settings.get('contactEmail') || 'info@leeswijzer.nl',
  };
}

export async function registrationLoader(ref: string | undefined, context: AppLoadContext) {
  // Spec 3 §2 /inschrijving/{ref?}: without a reference there is nothing to register for; the lectures are listed.
  if (ref === undefined || ref === '') throw redirect('/events');
  const reference = eventReference(ref);
  const [event, maxTextLength] = await Promise.all([
    reference ? context.services.events.event(reference) : Promise.resolve(null),
    context.services.events.maxTextLength(),
  ]);
  if (!event) throw data(null, { status: 404 });
  return data(
    {
      event: card(event),
      csrf: context.auth.csrfToken(),
      // Decision 353 of the forms: each rendered form has its own key; a resend of it changes nothing.
      formKey: randomBytes(18).toString('base64url'),
      maxTextLength,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** What was typed, to show again: the form's fields, the coupon and the key, as sent. */
function typed(fields: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of [...REGISTRATION_FIELDS, 'coupon', 'form_key']) values[field] = fields[field] ?? '';
  return values;
}

const answer = (result: RegistrationResult, status = 200) =>
  data<RegistrationResult>(result, { status, headers: PRIVATE_HEADERS });

export async function registrationAction(ref: string, request: Request, context: AppLoadContext) {
  const { fields, csrfValid } = await readForm(request, context);
  const step = fields.intent === 'register' ? 'form' : 'coupon';
  // The step rides along, so a refusal without one (token, throttled) shows the form that was sent.
  const values = { ...typed(fields), intent: step };
  if (!csrfValid) return csrfRefusal(values);
  const events = context.services.events;
  const meta = { ip: context.auth.clientIp };
  let result: CouponResult | RegisterResult;
  try {
    result =
      step === 'coupon'
        ? await events.checkCoupon(ref, fields.coupon ?? '', meta)
        : await events.register(ref, fields, meta);
  } catch (error) {
    // Spec 3 §8 'General form error': errors.error_general, with the visitor's input kept.
    console.error(`[${context.requestId}] aanmelding ${ref} niet verstuurd:`, error);
    return answer({ step, errors: {}, formError: { key: 'errors.error_general' }, values }, 500);
  }
  if (result.kind === 'not_found') throw data(null, { status: 404 });
  if (result.kind === 'throttled') return throttledRefusal(values, result.retryAfterSeconds);
  if (result.kind === 'closed')
    return answer({ step: 'closed', reason: result.reason, errors: {}, formError: null, values }, 409);
  if (result.kind === 'invalid')
    // A coupon that does not match (also on the form step: changed by staff, or a tampered post) asks for it again.
    return answer(
      { step: result.errors.coupon ? 'coupon' : 'form', errors: result.errors, formError: null, values },
      400,
    );
  // The coupon matched: the form; or registered: the thanks with the event's own text.
  const after: RegistrationResult =
    result.kind === 'registered'
      ? {
          step: 'done',
          errors: {},
          formError: null,
          values,
          textAfterRegistration: result.textAfterRegistration,
          ...(result.mailed ? {} : { unmailed: true }),
        }
      : { step: 'form', errors: {}, formError: null, values };
  return answer(after);
}
