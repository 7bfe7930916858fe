// Issue 17 #8 (spec 1 §7.5 share short links): our own short links instead of an external shortening service.
// GET /s/{code}: the stored target, its visit counted, with a 302 (not 301: a browser would remember a permanent
// redirect and the next visits would go uncounted); an unknown code is the shop's 404 page. POST /s with a book
// page's path (with no code or the partner's own): its short link, made once per target (the share panel asks).
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

/** The short link of `target` as JSON-ish data for the share panel's fetcher; 400 for a target not allowed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { fields } = await readForm(request, context);
  const code = await context.services.partnerPages.shortLink(context.viewer, fields.target ?? '');
  if (code === null) return data({ url: null }, { status: 400, headers: PRIVATE_HEADERS });
  return data({ url: `${context.origin}/s/${code}` }, { headers: PRIVATE_HEADERS });
}
