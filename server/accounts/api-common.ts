// What the accounts API routes share (issue 5, point 8): strict request objects, the Dutch problem answers built
// from the service's interface-text keys, who is asking, and the "me" answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldErrors } from '../../domain/account-forms.ts';
import { text, type Texts } from '../../domain/texts.ts';
import { ApiProblem } from '../api/registry.ts';
import { sessionCsrfToken, signedInOf } from '../http/auth.ts';
import type { Services } from '../services.ts';
import type { Viewer } from './viewer.ts';
import type { RequestMeta } from './context.ts';
import type { SignedIn } from './service.ts';

export interface AccountsApiOptions {
  /** The public origin of the links in mails (server/seo/origin.ts), never the request's Host. */
  origin: string;
}

/**
 * Any field a route does not know is refused, each as its own `{ field, message }` (zod's `.strict()` would
 * report them together without a field). So an `id` or `userId` never goes unnoticed: the session alone says
 * whose account a request is about. Documented as `additionalProperties: { not: {} }`, i.e. none allowed.
 */
const unknownField = z.lazy(() =>
  z.never({
    error: (issue) => {
      const name = (issue.path ?? []).join('.');
      const idHint = /id$/i.test(name)
        ? ' Je account volgt uit je sessie, nooit uit een id in het verzoek.'
        : '';
      return `Onbekend veld: ${name}.${idHint}`;
    },
  }),
);

export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).catchall(unknownField);
}

/** A required text field: a missing one is named; an empty one reaches the service, which gives the form's text. */
export function textField(name: string, max: number, description: string) {
  return z
    .string({ error: `${name} is verplicht.` })
    .max(max, { error: `${name} is te lang (hoogstens ${max} tekens).` })
    .meta({ description });
}

export function optionalText(name: string, max: number, description: string) {
  return z
    .string({ error: `${name} moet tekst zijn.` })
    .max(max, { error: `${name} is te lang (hoogstens ${max} tekens).` })
    .optional()
    .meta({ description });
}

export const EMAIL_MAX = 254;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX = 200;
export const TEXT_MAX = 200;

/** Account answers are for this visitor only: never stored by a browser or a shared cache. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

export function dutch(services: Services): Promise<Texts> {
  return services.texts.texts('nl');
}

export interface FieldMessage {
  field: string;
  message: string;
}

/** The service's field errors as Dutch messages, under the request's field names (`rename`: service → API). */
export function fieldMessages(
  texts: Texts,
  errors: FieldErrors,
  rename: Readonly<Record<string, string>> = {},
): FieldMessage[] {
  return Object.entries(errors).flatMap(([field, ref]) =>
    ref ? [{ field: rename[field] ?? field, message: text(texts, ref.key, ref.params) }] : [],
  );
}

export function invalidInput(errors: FieldMessage[], detail?: string): ApiProblem {
  return new ApiProblem({
    title: 'Ongeldige invoer',
    status: 400,
    detail: detail ?? errors.map((e) => e.message).join(' '),
    errors,
  });
}

/** 429 with Retry-After and errors.throttled ('Probeer het over {minutes} minuten opnieuw.'). */
export function throttled(texts: Texts, reply: FastifyReply, retryAfterSeconds: number): ApiProblem {
  reply.header('retry-after', String(retryAfterSeconds));
  return new ApiProblem({
    title: 'Te veel pogingen',
    status: 429,
    detail: text(texts, 'errors.throttled', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
  });
}

/** 503 with Retry-After and errors.busy: the password-hashing queue is full (issue 11 #2). */
export function busy(texts: Texts, reply: FastifyReply, retryAfterSeconds: number): ApiProblem {
  reply.header('retry-after', String(retryAfterSeconds));
  return new ApiProblem({
    title: 'Even te druk',
    status: 503,
    detail: text(texts, 'errors.busy', { seconds: retryAfterSeconds }),
  });
}

export function notSignedIn(): ApiProblem {
  return new ApiProblem({
    title: 'Niet ingelogd',
    status: 401,
    detail: 'Log in om je accountgegevens te bekijken of te wijzigen.',
  });
}

/** The signed-in visitor of this request, or a 401. */
export async function requireSignedIn(request: FastifyRequest, services: Services): Promise<SignedIn> {
  const signedIn = await signedInOf(request, services);
  if (!signedIn) throw notSignedIn();
  return signedIn;
}

/**
 * Who is asking, for throttling and for the links in mails. request.ip reads X-Forwarded-For only behind a
 * trusted proxy (TRUST_PROXY: the address the trusted hop added), so a forged header does not escape the
 * per-address limits. Links are built on the configured public origin, never on the request's Host (issue 11 #1).
 */
export function requestMeta(request: FastifyRequest, options: AccountsApiOptions): RequestMeta {
  return { ip: request.ip, origin: options.origin };
}

// ── The "me" answer (GET /accounts/me, login, register) ─────────────────────

const meUser = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  roles: z.object({
    isAdmin: z.boolean(),
    isReseller: z.boolean(),
    isPartner: z.boolean().meta({ description: 'Partner: gemarkeerd én met een partnercode (spec 2 §4)' }),
    accessLevel: z.number().int(),
    noShippingCosts: z.boolean(),
  }),
  partnerCode: z.string().nullable().meta({ description: 'Alleen voor partners' }),
});

export const signedInMe = z.object({
  loggedIn: z.literal(true),
  csrfToken: z.string().meta({
    description: 'Stuur dit mee als X-CSRF-Token bij elk schrijvend verzoek zolang deze sessie loopt',
  }),
  user: meUser,
});

export const meResponse = z.union([z.object({ loggedIn: z.literal(false) }), signedInMe]);

export type SignedInMe = z.infer<typeof signedInMe>;

/** The signed-in answer for a session; null when the account is gone (deleted a moment ago). */
export async function signedInBody(
  services: Services,
  sessionSecret: string,
  viewer: Viewer,
  sessionIdHash: string,
): Promise<SignedInMe | null> {
  const profile = await services.accounts.profile(viewer);
  if (!profile) return null;
  return {
    loggedIn: true,
    csrfToken: sessionCsrfToken(sessionSecret, sessionIdHash),
    user: {
      firstname: profile.personal.firstname,
      lastname: profile.personal.lastname,
      email: profile.email,
      roles: {
        isAdmin: viewer.isAdmin,
        isReseller: viewer.isReseller,
        isPartner: viewer.isPartner,
        accessLevel: viewer.accessLevel,
        noShippingCosts: viewer.noShippingCosts,
      },
      partnerCode: viewer.partnerCode,
    },
  };
}
