// The newsletter list through the API: spec 2 §2/§4 unsubscribe and spec 1 /newsletter signup with double
// opt-in. Both answer 202 with the same words whether or not the address is known.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { text } from '../../domain/texts.ts';
import { ApiProblem, type ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';
import {
  type AccountsApiOptions,
  dutch,
  EMAIL_MAX,
  fieldMessages,
  invalidInput,
  noStore,
  optionalText,
  requestMeta,
  strictObject,
  TEXT_MAX,
  textField,
  throttled,
} from './api-common.ts';
import type { MailingResult } from './mailing.ts';
import { newsletterSignupSchema, parseInput, unsubscribeSchema } from '../../domain/account-schemas.ts';

const accepted = z.object({ message: z.string() });

export function registerMailingApi(api: ApiRegistry, services: Services, options: AccountsApiOptions): void {
  /** 202 with the page's text, or the service's refusal as a problem. */
  const answer = async (result: MailingResult, reply: FastifyReply, doneKey: string) => {
    const texts = await dutch(services);
    if (result.status === 'throttled') throw throttled(texts, reply, result.retryAfterSeconds);
    if (result.status === 'invalid') throw invalidInput(fieldMessages(texts, result.errors));
    return { message: text(texts, doneKey, { email: result.email }) };
  };

  api.add({
    method: 'POST',
    path: '/accounts/unsubscribe',
    summary:
      'Uitschrijven voor de nieuwsbrief (spec 2 §4): 202, hetzelfde antwoord voor bekende en onbekende adressen; een bevestiging alleen naar een ingeschreven adres',
    tags: ['accounts', 'nieuwsbrief'],
    body: strictObject({
      email: textField('email', EMAIL_MAX, 'Het e-mailadres dat geen nieuwsbrief meer krijgt'),
    }),
    status: 202,
    problems: { 429: 'Te veel pogingen (Retry-After)' },
    response: accepted,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      // Issue 12 #5: the unsubscribe form's schema, as the page parses it.
      const parsed = parseInput(unsubscribeSchema, body);
      if (!parsed.ok) throw invalidInput(fieldMessages(await dutch(services), parsed.errors));
      return answer(
        await services.accounts.unsubscribe(parsed.input.email, requestMeta(request, options)),
        reply,
        'unsubscribe.done',
      );
    },
  });

  api.add({
    method: 'POST',
    path: '/newsletter/subscriptions',
    summary:
      'Aanmelden voor de nieuwsbrief (spec 1 /newsletter): 202 en een bevestigingsmail (dubbele opt-in, 7 dagen geldig)',
    tags: ['nieuwsbrief'],
    body: strictObject({
      email: textField('email', EMAIL_MAX, 'E-mailadres'),
      firstname: optionalText('firstname', TEXT_MAX, 'Voornaam (niet verplicht)'),
    }),
    status: 202,
    problems: { 429: 'Te veel pogingen (Retry-After)' },
    response: accepted,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      // Issue 12 #5: the signup form's schema, as the page parses it.
      const parsed = parseInput(newsletterSignupSchema, body);
      if (!parsed.ok) throw invalidInput(fieldMessages(await dutch(services), parsed.errors));
      return answer(
        await services.accounts.newsletterSignUp(parsed.input, requestMeta(request, options)),
        reply,
        'newsletter_signup.sent',
      );
    },
  });

  api.add({
    method: 'POST',
    path: '/newsletter/subscriptions/confirm',
    summary:
      'De aanmelding bevestigen met het token uit de bevestigingsmail; het tijdstip en de tekst van de toestemming worden bewaard. 410 als de link gebruikt of verlopen is',
    tags: ['nieuwsbrief'],
    body: strictObject({
      token: textField('token', 100, 'Het token uit de bevestigingslink (/newsletter/confirm/{token})'),
    }),
    problems: { 410: 'De link is al gebruikt of verlopen' },
    response: z.object({ email: z.string(), message: z.string() }),
    handler: async ({ body, reply }) => {
      noStore(reply);
      const confirmed = await services.accounts.confirmNewsletter(body.token);
      const texts = await dutch(services);
      if (!confirmed)
        throw new ApiProblem({
          title: 'Link verlopen',
          status: 410,
          detail: text(texts, 'newsletter_confirm.expired'),
        });
      return {
        email: confirmed.email,
        message: text(texts, 'newsletter_confirm.done', { email: confirmed.email }),
      };
    },
  });
}
