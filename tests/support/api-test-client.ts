// For the accounts API tests: requests through fastify.inject with a session cookie and its CSRF token, as a
// browser-less API client would send them.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'leeslamp-op-zolder-7';

export interface Session {
  /** The Cookie header value: lw_session=… */
  cookie: string;
  csrf: string;
}

export interface CallOptions {
  body?: unknown;
  as?: Session | null;
  /** Send the session cookie without its CSRF token. */
  withoutCsrf?: boolean;
  headers?: Record<string, string>;
}

export function apiClient(app: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) =>
    app().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(options.as ? { cookie: options.as.cookie } : {}),
        ...(options.as && !options.withoutCsrf ? { 'x-csrf-token': options.as.csrf } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  const register = async (email: string, firstname = 'Lotte'): Promise<Session> => {
    const res = await call('POST', '/accounts/register', {
      body: {
        firstname,
        lastname: "van 't Veer",
        email,
        email2: email,
        password: PASSWORD,
        password2: PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return sessionOf(res);
  };

  const login = async (email: string, password: string): Promise<Session> => {
    const res = await call('POST', '/accounts/login', { body: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return sessionOf(res);
  };

  return { call, register, login };
}

/** The lw_session cookie a response sets (undefined when it sets none). */
export function setSessionCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return list.find((c) => c.startsWith('lw_session='));
}

export function sessionOf(res: LightMyRequestResponse): Session {
  const cookie = setSessionCookie(res);
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return { cookie: cookie.split(';')[0]!, csrf: (res.json() as { csrfToken: string }).csrfToken };
}

/** The messages of a problem+json answer, by field. */
export function fieldErrors(res: LightMyRequestResponse): Record<string, string> {
  const body = res.json() as { errors?: { field: string; message: string }[] };
  return Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
}
