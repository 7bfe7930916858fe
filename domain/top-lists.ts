// Spec 1 §2.7 and §9 "Top lists": how many Top 60 entries each view shows, the week number in the heading,
// and which category and subcategory names are top-10 tag lists.
import { LIST_VIEWS, type ListView } from './paging.ts';

/** Spec 1 §9: the Top 60 shows 60 items; collapsed summaries and list views show 10; Top 10 lists show 10. */
export const TOP60_SIZE = 60;
export const TOP60_COLLAPSED = 10;
export const TOP10_SIZE = 10;

/** Spec 1 §2.1, §2.7: '/subcategory/top10{section}' and names starting with 'top10' are top-10 lists. */
export const TOP10_PREFIX = 'top10';

/** Our choice (docs/decisions/): the Top 60 opens in covers, a top-10 tag list in summaries. */
export const TOP60_DEFAULT_VIEW: ListView = 'covers';
export const TOP10_DEFAULT_VIEW: ListView = 'summaries';

/** Spec 1 §2.7: covers view shows all 60; summaries and list views show 10 collapsed and 60 expanded. */
export function top60VisibleCount(view: ListView, expanded: boolean): number {
  if (view === 'covers' || expanded) return TOP60_SIZE;
  return TOP60_COLLAPSED;
}

/** The show-more/show-less toggle only exists where the collapsed view leaves entries out. */
export function top60HasToggle(view: ListView, available: number): boolean {
  return view !== 'covers' && available > TOP60_COLLAPSED;
}

/** The `?view=` value of a top list, or the list's default for anything else. */
export function topListView(value: string | null | undefined, fallback: ListView): ListView {
  return (LIST_VIEWS as readonly string[]).includes(value ?? '') ? (value as ListView) : fallback;
}

/** Rankings store the week as YYWW (spec 1 §3); the heading shows the week of the year: 2647 → 47. */
export function weekOfYear(yyww: number): number {
  return yyww % 100;
}

/**
 * Spec 1 §2.7 "Category and subcategory names starting with 'top10' show a top-10 tag list": the section tag
 * after the prefix ('top10thrillers' → 'thrillers'), '' for the bare 'top10' (the overview), null otherwise.
 */
export function top10TagOf(name: string): string | null {
  return name.startsWith(TOP10_PREFIX) ? name.slice(TOP10_PREFIX.length) : null;
}

/** The address of a Top 10 section's own list (spec 1 §2.1 '/subcategory/top10{section}'). */
export function top10ListPath(tag: string): string {
  return `/subcategory/${TOP10_PREFIX}${encodeURIComponent(tag)}`;
}
