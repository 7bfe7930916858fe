// The meta tags of a list page: its own title, a description and the canonical address of the list (page 2
// and further keep their number; sort, view and per-page variants point to it). The loaders' part is in
// params.server.ts.
import type { MetaDescriptor } from 'react-router';
import { pageTitle } from './meta';
import { type SeoArgs, seoMeta } from './seo';

export function listMeta(
  args: SeoArgs,
  input: { title: string; description: string; path: string; page: number },
): MetaDescriptor[] {
  return seoMeta(args, {
    title: pageTitle(args.matches, input.title),
    ogTitle: input.title,
    description: input.description,
    path: input.page > 1 ? `${input.path}?page=${input.page}` : input.path,
  });
}

/** An unknown list subject: its 'unknown' text as title, and not to be indexed (HTTP 404). */
export function unknownMeta(args: SeoArgs, text: string): MetaDescriptor[] {
  return seoMeta(args, { title: pageTitle(args.matches, text), description: text, noindex: true });
}
