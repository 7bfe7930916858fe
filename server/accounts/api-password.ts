// Spec 2 §2/§4 password retrieval through the API: ask for a single-use reset link (the same 202 whether or not
// the email belongs to an account) and set a new password with the link's token.
import { z } from 'zod';
import { cleanEmail } from '../../domain/account-input.ts';
import { text } from '../../domain/texts.ts';
import { ApiProblem, type ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';
import {
  type AccountsApiOptions,
  busy,
  dutch,
  EMAIL_MAX,
  fieldMessages,
  invalidInput,
  noStore,
  PASSWORD_MAX,
  requestMeta,
  strictObject,
  textField,
  throttled,
} from './api-common.ts';
import { parseInput, passwordResetSchema, passwordRetrievalSchema } from '../../domain/account-schemas.ts';

const TAGS = ['accounts'];

const resetRequestBody = strictObject({
  email: textField('email', EMAIL_MAX, 'E-mailadres van het account'),
  channel: z.enum(['email', 'sms'], { error: 'channel moet email of sms zijn.' }).default('email').meta({
    description:
      'sms: de link per sms naar het telefoonnummer van het account, als feature SMS_PW aan staat en de dagteller het toelaat; anders per e-mail',
  }),
});

const resetConfirmBody = strictObject({
  token: textField('token', 100, 'Het token uit de herstellink (/reset-password/{token})'),
  password: textField('password', PASSWORD_MAX, 'Nieuw wachtwoord: minimaal 8 tekens'),
  password2: textField('password2', PASSWORD_MAX, 'Het nieuwe wachtwoord nog eens'),
});

export function registerPasswordApi(api: ApiRegistry, services: Services, options: AccountsApiOptions): void {
  api.add({
    method: 'POST',
    path: '/accounts/password-reset',
    summary:
      'Wachtwoord vergeten: een herstellink (60 minuten geldig, één keer te gebruiken) per e-mail of sms; 202, hetzelfde antwoord of het e-mailadres nu bekend is of niet',
    tags: TAGS,
    body: resetRequestBody,
    status: 202,
    problems: { 429: 'Te veel pogingen (Retry-After)' },
    response: z.object({ message: z.string() }),
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      // Issue 12 #5: the retrieval form's schema, as the login page's 'retrieve' view parses it.
      const parsed = parseInput(passwordRetrievalSchema, body);
      const texts = await dutch(services);
      if (!parsed.ok) throw invalidInput(fieldMessages(texts, parsed.errors));
      const result = await services.accounts.requestPasswordReset(
        parsed.input,
        requestMeta(request, options),
      );
      if (result.status === 'throttled') throw throttled(texts, reply, result.retryAfterSeconds);
      if (result.status === 'invalid') throw invalidInput(fieldMessages(texts, result.errors));
      return { message: text(texts, 'retrieve.sent', { email: cleanEmail(body.email) }) };
    },
  });

  api.add({
    method: 'POST',
    path: '/accounts/password-reset/confirm',
    summary:
      'Een nieuw wachtwoord met het token uit de herstellink (204); alle sessies van het account eindigen. 410 als de link gebruikt of verlopen is',
    tags: TAGS,
    body: resetConfirmBody,
    status: 204,
    problems: {
      410: 'De link is al gebruikt of verlopen',
      503: 'Even te druk om het wachtwoord te verwerken (Retry-After)',
    },
    response: z.null(),
    handler: async ({ body, reply }) => {
      noStore(reply);
      const parsed = parseInput(passwordResetSchema, body);
      const texts = await dutch(services);
      if (!parsed.ok) throw invalidInput(fieldMessages(texts, parsed.errors));
      const result = await services.accounts.resetPassword(body.token, parsed.input);
      if (result.status === 'expired')
        throw new ApiProblem({ title: 'Link verlopen', status: 410, detail: text(texts, 'reset.expired') });
      if (result.status === 'busy') throw busy(texts, reply, result.retryAfterSeconds);
      if (result.status === 'invalid') throw invalidInput(fieldMessages(texts, result.errors));
      return null;
    },
  });
}
