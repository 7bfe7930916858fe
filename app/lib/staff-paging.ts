// The staff lists' paging (issues 30–31: the log, the texts, the books, the imports): the page is ?pagina=N in the
// address, 1 when absent; anything else, or a page past the last, is the shop's 404 — as a missing page would be.
// A search (?q=…) stays in the address of every page, so a list can be bookmarked and paged without JavaScript.
import { data } from 'react-router';

/** The page the address asks for; a 404 for one that is no page number. */
export function requestedPage(params: URLSearchParams): number {
  const raw = params.get('pagina') ?? '1';
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

/** How many pages `total` rows make (at least one); a 404 when `page` is past the last. */
export function pageCount(page: number, total: number, perPage: number): number {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (page > pages) throw data(null, { status: 404 });
  return pages;
}

/** A list's address for `page` of the search `q` ('?' for the first page without a search). */
export function listAddress(page: number, q = ''): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('pagina', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}
