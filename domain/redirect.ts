// Issue 11 #4 (spec 2 §2 'back one page'): a redirect target taken from a request — `next`, a Referer, later the
// checkout and payment returns — is used only as a path on this site. It is parsed the way a browser parses a
// Location header, against the site's own origin, and anything that leaves that origin or carries a control
// character, whitespace or a backslash (which browsers strip or read as '/') is refused.

const SITE = 'https://site.invalid';
const MAX_LENGTH = 2048;

/** The same-origin path (with query, without fragment) `value` names, or null when it may go elsewhere. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]|\s/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = url.pathname + url.search;
  return path.startsWith('//') ? null : path;
}
