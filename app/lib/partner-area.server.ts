// The data of the partner's two tabs (issue 17 #6, #7), shared by the partner area (/partner, /partner/technical)
// and the account page's partner tabs (/account/commissions, /account/technical; spec 2 §2): the session's own
// area — commissions, or for the technical tab the covers, the ISBN link generator's answer (a GET ?isbn=) and
// the tab's long texts with their placeholders filled. Server-only (*.server.ts); the user is the viewer, never
// an id from the request.
import type { AppLoadContext } from 'react-router';
import { formatText } from '../../domain/texts';
import { textsWithPrefixes } from '../components/content/page-texts';
import type { PartnerTab } from './partner-tabs';

/** The area for this visitor and tab; `area.kind` 'guest' means: send them to /. */
export async function loadPartnerArea(context: AppLoadContext, tab: PartnerTab, request: Request) {
  const pages = context.services.partnerPages;
  const area = await pages.area(context.viewer);
  if (area.kind !== 'partner' || tab === 'commissions') return { tab, area, technical: null };
  const isbnParam = new URL(request.url).searchParams.get('isbn') ?? '';
  const [covers, isbn, all, placeholders] = await Promise.all([
    pages.covers(area.code),
    pages.isbnLink(isbnParam.slice(0, 40), area.code),
    context.services.texts.texts('nl'),
    context.services.staticPages.params(),
  ]);
  return {
    tab,
    area,
    technical: {
      covers,
      isbn,
      origin: context.origin,
      // The long texts with their placeholders filled ({affiliate_days}: the affiliate cookie's lifetime).
      texts: Object.fromEntries(
        Object.entries(textsWithPrefixes(all, ['static.partner_technical.'])).map(([key, value]) => [
          key,
          formatText(value, placeholders),
        ]),
      ),
    },
  };
}

export type PartnerAreaData = Awaited<ReturnType<typeof loadPartnerArea>>;
