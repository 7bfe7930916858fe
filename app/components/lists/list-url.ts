// The address of a list state: only the query changes, so every control is a plain link or GET form that
// works before JavaScript arrives, and reload, share and back show the same page (spec 1 §4 Paging).
import { type PageView, pageViewToSearch } from '../../../domain/paging';

/** Parameters of the page itself that every list link keeps (the search term and scope). */
export type KeptParams = Readonly<Record<string, string>>;

function withKept(view: PageView, defaults: Partial<PageView>, keep: KeptParams): URLSearchParams {
  const search = new URLSearchParams(Object.entries(keep));
  for (const [name, value] of pageViewToSearch(view, defaults)) search.set(name, value);
  return search;
}

export function searchFor(view: PageView, defaults: Partial<PageView>, keep: KeptParams = {}): string {
  const search = withKept(view, defaults, keep).toString();
  return search === '' ? '' : `?${search}`;
}

/** Hidden fields for a GET form that changes one part of the state and keeps the rest. */
export function hiddenFields(
  view: PageView,
  defaults: Partial<PageView>,
  except: string,
  keep: KeptParams = {},
): [string, string][] {
  return [...withKept(view, defaults, keep).entries()].filter(([name]) => name !== except);
}
