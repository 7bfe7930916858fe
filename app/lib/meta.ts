// Page titles and descriptions for route meta() functions, which run outside React and so read the interface
// texts of the root match's version (app/lib/texts.ts) instead of useT().
import { text } from '../../domain/texts';
import { fallbackText } from './fallback-texts';
import type { RootData } from '../root';
import { textsOf } from './texts';

interface MatchLike {
  id: string;
  data?: unknown;
}

export function rootOf(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
}

/**
 * A translator for meta(): the key itself when a text is missing, like useT(). Without root data (the root
 * error boundary of a failed action or a 405) the bundle's fallback texts, so an error page's title never
 * shows a raw key such as 'shell.title_format'.
 */
export function metaT(matches: readonly (MatchLike | undefined)[]) {
  const texts = textsOf(rootOf(matches)?.textsVersion);
  return (key: string, params?: Readonly<Record<string, string | number>>) =>
    texts ? text(texts, key, params) : fallbackText(key, params);
}

/** Spec 1 §1: the site title carries a tagline per shop ('Leeswijzer – Alle boeken op één plek'). */
export function shopTitle(matches: readonly (MatchLike | undefined)[]): string {
  const t = metaT(matches);
  const shop = rootOf(matches)?.shell.shop;
  return t('shell.title_format', {
    brand: t('shell.brand'),
    tagline: t(shop === 'SHOP_ALL' ? 'shell.page_title_all' : 'shell.page_title_sb'),
  });
}

/** '{page} – Leeswijzer' for every page that has its own name. */
export function pageTitle(matches: readonly (MatchLike | undefined)[], page: string): string {
  const t = metaT(matches);
  return t('shell.title_format', { brand: page, tagline: t('shell.brand') });
}
