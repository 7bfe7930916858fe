// Spec 2 §2 technical tab, §5 link generation, §6 and spec 1 §2.6 share links: the links a partner hands out.
// A partner link is a shop path with `?pc={code}` (the affiliate parameter of spec 1 §2.1); our own short links
// (/s/{code}, issue 17 #8) only ever point at a book page, with no code or the partner's own.
import { sameSitePath } from './redirect.ts';

/** A shop path with the partner code as the `pc` parameter (replacing one that was there). */
export function partnerLink(path: string, code: string | null): string {
  const url = new URL(path, 'https://site.invalid');
  url.searchParams.delete('pc');
  url.searchParams.delete('PC');
  if (code) url.searchParams.set('pc', code);
  return url.pathname + url.search;
}

/** The HTML a partner pastes into a web page: a link, around an image or a text (both escaped). */
export function linkHtml(href: string, inner: { text: string } | { img: string; alt: string }): string {
  const esc = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = 'text' in inner ? esc(inner.text) : `<img src="${esc(inner.img)}" alt="${esc(inner.alt)}">`;
  return `<a href="${esc(href)}">${body}</a>`;
}

/** Spec 2 §5 link generation: the typed ISBN or book id, without spaces and dashes; '' leaves the button off. */
export function cleanBookIdentifier(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Issue 17 #8: what a short link may point at — a book page of this shop, without a code or with the asking
 * partner's own (a visitor cannot make a link that pays someone else). The normalised target, or null.
 */
export function shortLinkTarget(value: string | null | undefined, ownCode: string | null): string | null {
  const path = sameSitePath(value);
  if (path === null) return null;
  const url = new URL(path, 'https://site.invalid');
  if (!/^\/book\/[0-9A-Za-z]{1,20}(\/[a-z0-9-]{1,80})?$/.test(url.pathname)) return null;
  const params = [...url.searchParams.keys()];
  if (params.some((name) => name !== 'pc')) return null;
  const code = url.searchParams.get('pc');
  if (code !== null && code !== ownCode) return null;
  return partnerLink(url.pathname, code);
}

/** Issue 17 #8: a short link's code as the route takes it (what the partners service makes: letters and digits). */
export function isShortCode(value: string | undefined): value is string {
  return value !== undefined && /^[0-9A-Za-z]{4,16}$/.test(value);
}
