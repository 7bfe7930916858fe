// Findability meta for route meta() functions: title, description, canonical link and Open Graph in one call.
//
//   export const meta: Route.MetaFunction = (args) =>
//     seoMeta(args, { title: pageTitle(args.matches, name), description });
//
// The canonical address is the current one cleaned by canonicalPath() unless `path` names it; absolute URLs
// use the origin the server put in the root loader data (PUBLIC_URL or the request's own).
import { type MetaDescriptor, useRouteLoaderData } from 'react-router';
import type { RootData } from '../root';
import { metaT, pageTitle, rootOf } from './meta';

interface MatchLike {
  id: string;
  data?: unknown;
}

export interface SeoArgs {
  matches: readonly (MatchLike | undefined)[];
  location: { pathname: string; search: string };
}

export interface SeoInput {
  title: string;
  description: string;
  /** The page's canonical path (a query is cleaned too); default: the current address. */
  path?: string;
  /** Query parameters that make a different page (besides `page` > 1), kept in the canonical address. */
  keep?: readonly string[];
  /** Image path or absolute URL (a book cover); default: the shop's 1200×630 image. */
  image?: string;
  type?: 'website' | 'book';
  /** og:title when it should differ from the <title> (a book's own title, without the shop name). */
  ogTitle?: string;
  /** Error pages: ask search engines not to index; no canonical link. */
  noindex?: boolean;
  /** Further descriptors (book:isbn …), appended. */
  extra?: MetaDescriptor[];
}

/** The shop's share image (public/og-image.png). */
export const DEFAULT_OG_IMAGE = '/og-image.png';

/** Dutch first segments (spec 1 §2.1, spec 3 §2) and the English address they stand for. */
const ALIASES: Readonly<Record<string, string>> = {
  boek: 'book',
  categorie: 'category',
  subcategorie: 'subcategory',
  auteur: 'author',
  'onze-publicaties': 'our-publications',
  'eigen-uitgaven': 'our-publications',
  zakelijk: 'business',
  missie: 'mission',
  partneruitleg: 'partners',
  vacature: 'jobs',
  vacatures: 'jobs',
  'ontmoet-de-schrijver': 'events',
  ontmoetdeschrijver: 'events',
  nieuwsbrief2: 'newsletter',
  pers: 'press',
  vragen: 'contact',
  belterug: 'call-me-back',
  belmeterug: 'call-me-back',
};

/**
 * The canonical form of an address: English route names instead of Dutch aliases, no trailing slash, and of
 * the query only `page` above 1 and the parameters in `keep` — tracking (pc, utm_…) and list state (sort,
 * per, view, stock …) show the same page.
 */
export function canonicalPath(address: string, keep: readonly string[] = []): string {
  const url = new URL(address, 'http://x');
  const segments = url.pathname.split('/');
  const first = segments[1];
  if (first !== undefined && ALIASES[first]) segments[1] = ALIASES[first];
  const pathname = segments.join('/').replace(/\/+$/, '') || '/';
  const query = new URLSearchParams();
  const page = Number(url.searchParams.get('page'));
  if (Number.isInteger(page) && page > 1) query.set('page', String(page));
  for (const name of keep) {
    const value = url.searchParams.get(name);
    if (name !== 'page' && value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/** Cuts a text to at most `max` characters at a word, for meta descriptions (search engines show ~155). */
export function clipDescription(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function seoMeta(args: SeoArgs, input: SeoInput): MetaDescriptor[] {
  const t = metaT(args.matches);
  const origin = rootOf(args.matches)?.origin ?? '';
  const url = absolute(
    origin,
    canonicalPath(input.path ?? `${args.location.pathname}${args.location.search}`, input.keep),
  );
  const image = input.image ?? DEFAULT_OG_IMAGE;
  const descriptors: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    input.noindex ? { name: 'robots', content: 'noindex' } : { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: t('shell.brand') },
    { property: 'og:locale', content: 'nl_NL' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.ogTitle ?? input.title },
    { property: 'og:description', content: input.description },
  ];
  if (!input.noindex) descriptors.push({ property: 'og:url', content: url });
  descriptors.push(
    { property: 'og:image', content: absolute(origin, image) },
    { name: 'twitter:card', content: image === DEFAULT_OG_IMAGE ? 'summary_large_image' : 'summary' },
    ...(input.extra ?? []),
  );
  return descriptors;
}

/** The shop's public origin (for absolute URLs in structured data); '' before the root data exists. */
export function useOrigin(): string {
  return (useRouteLoaderData('root') as RootData | undefined)?.origin ?? '';
}

/** The account page's meta (spec 2 §2 /account/{tab}): the profile and the partner tabs share title and text. */
export function accountMeta(args: SeoArgs): MetaDescriptor[] {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('account.title')),
    description: t('account.description'),
    noindex: true,
  });
}
