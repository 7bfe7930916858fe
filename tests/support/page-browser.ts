// A browser without JavaScript for page tests through the whole app (fastify.inject): a cookie jar that keeps
// what the server sets, GETs and form posts (same-origin, urlencoded), and the CSRF token of a rendered form.
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/** A cookie jar and form poster, like a browser without scripts. */
export function browser(app: () => TestApp) {
  const jar = new Map<string, string>();
  const remember = (res: LightMyRequestResponse) => {
    const set = res.headers['set-cookie'];
    for (const line of set === undefined ? [] : Array.isArray(set) ? set : [set]) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (attributes.some((a) => /max-age=0$/i.test(a.trim())) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const cookie = () => [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
  return {
    jar,
    get: async (url: string, headers: Record<string, string> = {}) =>
      remember(await app().app.inject({ method: 'GET', url, headers: { cookie: cookie(), ...headers } })),
    post: async (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      remember(
        await app().app.inject({
          method: 'POST',
          url,
          headers: {
            cookie: cookie(),
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
            ...headers,
          },
          payload: new URLSearchParams(fields).toString(),
        }),
      ),
    /** A multipart form with one file, as a browser sends a file field (fields first, in this order). */
    upload: async (
      url: string,
      fields: Record<string, string>,
      file: { field: string; name: string; content: string | Uint8Array },
    ) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const content = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
      form.append(file.field, new Blob([content]), file.name);
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      return remember(
        await app().app.inject({
          method: 'POST',
          url,
          headers: {
            cookie: cookie(),
            'content-type': encoded.headers.get('content-type')!,
            'sec-fetch-site': 'same-origin',
          },
          payload: Buffer.from(await encoded.arrayBuffer()),
        }),
      );
    },
  };
}

/** A browser logged in as `account` through the login page (the staff pages' tests, issue 30). */
export async function loggedInBrowser(
  app: () => TestApp,
  account: { email: string; password: string },
): Promise<ReturnType<typeof browser>> {
  const b = browser(app);
  const page = await b.get('/login');
  await b.post('/login', {
    _csrf: tokenOf(page.body),
    intent: 'login',
    email: account.email,
    password: account.password,
    next: '/',
  });
  return b;
}

/** The CSRF token of the (first) form on a rendered page. */
export const tokenOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The text of a page without its tags (and without the loader data script), spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
