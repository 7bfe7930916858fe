// Loader and action helpers of the account forms (issue 5): reading a posted form with its CSRF check, parsing
// it into a service's typed input (issue 12 #5), the safe return address after login or registering, and the
// throttled message. Server-only (*.server.ts).
import { type AppLoadContext, data } from 'react-router';
import type { z } from 'zod';
import { type FieldErrors, type TextRef, toFormErrors } from '../../domain/account-forms';
import { sameSitePath } from '../../domain/redirect';
import { type Parsed, parseFormRecord } from '../../domain/account-schemas';

export const CSRF_FIELD = '_csrf';

/** Pages with a form carry a per-visitor token: never stored by a shared cache. */
export const PRIVATE_HEADERS = { 'cache-control': 'private, no-store' } as const;

/** The result of a refused form: what it says per field and about the form, and what was typed. */
export interface FormRefusal<V> {
  errors: FieldErrors;
  formError: TextRef | null;
  values: V;
}

export interface PostedForm {
  /** Every field as a string (a file or a missing field: ''). */
  fields: Record<string, string>;
  csrfValid: boolean;
}

export async function readForm(request: Request, context: AppLoadContext): Promise<PostedForm> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return { fields, csrfValid: context.auth.csrfValid(fields[CSRF_FIELD]) };
}

/**
 * Issue 12 #5: a posted form (its FormData, or readForm's fields) parsed by the form's schema
 * (domain/account-schemas.ts) into the typed input the service takes — the same input the JSON API makes of its
 * body. Errors come keyed by the form's field names, ready for the page.
 */
export function fromFormData<S extends z.ZodType>(
  schema: S,
  form: FormData | Readonly<Record<string, string>>,
): Parsed<z.output<S>> {
  const fields: Record<string, string> = {};
  if (form instanceof FormData) {
    for (const [name, value] of form)
      if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  } else Object.assign(fields, form);
  const parsed = parseFormRecord(schema, fields);
  return parsed.ok ? parsed : { ok: false, errors: toFormErrors(parsed.errors) };
}

/** The answer to a form whose token did not match: nothing done, the input kept, a fresh token on the page. */
export function csrfRefusal<V>(values: V) {
  return data<FormRefusal<V>>(
    { errors: {}, formError: { key: 'form_errors.csrf' }, values },
    { status: 403, headers: PRIVATE_HEADERS },
  );
}

/** 429 with 'Te veel pogingen … over {minutes} minuten'. */
export function throttledRefusal<V>(values: V, retryAfterSeconds: number) {
  return data<FormRefusal<V>>(
    {
      errors: {},
      formError: {
        key: 'errors.throttled',
        params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      },
      values,
    },
    { status: 429, headers: { ...PRIVATE_HEADERS, 'retry-after': String(retryAfterSeconds) } },
  );
}

/** 503 with Retry-After and errors.busy: too many passwords being checked at once (issue 11 #2). */
export function busyRefusal<V>(values: V, retryAfterSeconds: number) {
  return data<FormRefusal<V>>(
    { errors: {}, formError: { key: 'errors.busy', params: { seconds: retryAfterSeconds } }, values },
    { status: 503, headers: { ...PRIVATE_HEADERS, 'retry-after': String(retryAfterSeconds) } },
  );
}

/**
 * The headers of a form page, with the Retry-After of a 429 or 503 refusal: an action's own headers reach the
 * response only through the route's `headers` export.
 */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers(PRIVATE_HEADERS);
  const retryAfter = actionHeaders.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return headers;
}

export function invalidRefusal<V>(values: V, errors: FieldErrors, formError: TextRef | null = null) {
  return data<FormRefusal<V>>({ errors, formError, values }, { status: 400, headers: PRIVATE_HEADERS });
}

/**
 * Where to go after logging in or registering (spec 2 §2: back one page, or /shoppingcart for the 'inorder'
 * use case): a path on this site only (domain/redirect.ts) — never another host, never the account forms themselves.
 */
export function safeNext(value: string | null | undefined, usecase?: string | null): string {
  if (usecase === 'inorder') return '/shoppingcart';
  const path = sameSitePath(value);
  if (path === null || /^\/(login|register|logout|reset-password)(\/|\?|$)/.test(path)) return '/';
  return path;
}

/** The page before the form, from the Referer of this site (the 'back one page' of spec 2 §2). */
export function previousPage(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.host !== new URL(request.url).host) return null;
    return sameSitePath(url.pathname + url.search);
  } catch {
    return null;
  }
}
