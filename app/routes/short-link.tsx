// Issue 17 #8 (spec 1 §7.5 share short links): our own short links instead of an external shortening service.
// GET /s/{code}: the stored target, its visit counted, with a 302 (not 301: a browser would remember a permanent
// redirect and the next visits would go uncounted); an unknown code is the shop's 404 page. POST /s with a book
// page's path (with no code or the partner's own): its short link, made once per target (the share panel asks);
// decision 522: for an existing book, by a logged-in visitor or partner, counted per client address.
import { data, redirect } from 'react-router';
import { isShortCode } from '../../domain/partner-application-links';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import type { Route } from './+types/short-link';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isShortCode(params.code)) throw data(null, { status: 404 });
  const target = await context.services.partnerPages.follow(params.code);
  if (target === null) throw data(null, { status: 404 });
  return redirect(target, { status: 302, headers: { 'cache-control': 'no-store' } });
}

/**
 * The short link of `target` for the share panel's fetcher: { url } or { url: null } with the reason's status
 * (decision 522: guests 403, not a book page 400, no such book 404, too many 429) — the panel then shows the full URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { fields, csrfValid } = await readForm(request, context);
  const refuse = (status: number, headers: Record<string, string> = {}) =>
    data({ url: null }, { status, headers: { ...PRIVATE_HEADERS, ...headers } });
  // Only a logged-in viewer gets one, and only from the shop's own page (the token of the session).
  if (context.viewer.loggedIn && !csrfValid) return refuse(403);
  const result = await context.services.partnerPages.shortLink(context.viewer, fields.target ?? '', {
    ip: context.auth.clientIp,
  });
  switch (result.kind) {
    case 'ok':
      return data({ url: `${context.origin}/s/${result.code}` }, { headers: PRIVATE_HEADERS });
    case 'login':
      return refuse(403);
    case 'invalid':
      return refuse(400);
    case 'unknown_book':
      return refuse(404);
    case 'throttled':
      return refuse(429, { 'retry-after': String(result.retryAfterSeconds) });
  }
}
