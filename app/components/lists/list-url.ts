// The address of a list state: only the query changes, so every control is a plain link or GET form that
// works before JavaScript arrives, and reload, share and back show the same page (spec 1 §4 Paging).
import { type PageView, pageViewToSearch } from '../../../domain/paging';

export function searchFor(view: PageView, defaults: Partial<PageView>): string {
  const search = pageViewToSearch(view, defaults).toString();
  return search === '' ? '' : `?${search}`;
}

/** Hidden fields for a GET form that changes one part of the state and keeps the rest. */
export function hiddenFields(
  view: PageView,
  defaults: Partial<PageView>,
  except: string,
): [string, string][] {
  return [...pageViewToSearch(view, defaults).entries()].filter(([name]) => name !== except);
}
