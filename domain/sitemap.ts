// XML sitemaps (sitemaps.org protocol 0.9) for findability, spec 3 §2 "/sitemap" in machine form: an index
// that names one file per id range of books (and of authors), so every file is one range query on a primary
// key however large the catalogue grows.

/** sitemaps.org: a sitemap file holds at most 50,000 URLs (and 50 MB uncompressed). */
export const SITEMAP_MAX_URLS = 50_000;
/** Ids are PostgreSQL `serial` (int4): no page can start above this. */
export const MAX_SERIAL_ID = 2_147_483_647;

export interface IdRange {
  /** First id of the page, inclusive. */
  first: number;
  /** Last id of the page, inclusive. */
  last: number;
}

/** The ids page n (from 1) covers: 1–50,000, 50,001–100,000, …; null for a page that cannot exist. */
export function idRangeOfPage(page: number, size: number = SITEMAP_MAX_URLS): IdRange | null {
  if (!Number.isSafeInteger(page) || page < 1) return null;
  const first = (page - 1) * size + 1;
  if (first > MAX_SERIAL_ID) return null;
  return { first, last: Math.min(page * size, MAX_SERIAL_ID) };
}

/** The page an id falls on. */
export function pageOfId(id: number, size: number = SITEMAP_MAX_URLS): number {
  return Math.floor((id - 1) / size) + 1;
}

/** How many pages the ids 1..maxId need (0 for an empty table). */
export function pageCountForMaxId(maxId: number, size: number = SITEMAP_MAX_URLS): number {
  return maxId < 1 ? 0 : pageOfId(maxId, size);
}

export type SitemapFile = { kind: 'pages' } | { kind: 'books' | 'authors'; page: number };

/** The address of one sitemap file under /sitemaps/. */
export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === 'pages' ? '/sitemaps/pages.xml' : `/sitemaps/${file.kind}-${file.page}.xml`;
}

/** Reads a file name under /sitemaps/ ('books-3.xml', 'authors-1.xml', 'pages.xml'); null for anything else. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^(books|authors)-([1-9]\d{0,8})\.xml$/.exec(name);
  if (!match) return null;
  const page = Number(match[2]);
  if (idRangeOfPage(page) === null) return null;
  return { kind: match[1] as 'books' | 'authors', page };
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C date 'YYYY-MM-DD', when known. */
  lastmod?: string | null;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** sitemaps.org "Entity escaping": & < > " ' in a URL must be written as entities. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

/** An absolute URL from the site's origin and a path whose segments are already percent-encoded. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A timestamp as the W3C date sitemaps use (UTC day). */
export function w3cDate(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString().slice(0, 10);
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>\n`;
}

/** A <urlset> sitemap with at most 50,000 URLs. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS)
    throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs (got ${entries.length}).`);
  // One array join: a 50,000-URL file is built in a few milliseconds.
  const parts = new Array<string>(entries.length + 2);
  parts[0] = `${XML_HEADER}<urlset xmlns="${NS}">\n`;
  for (let i = 0; i < entries.length; i++) parts[i + 1] = entryXml('url', entries[i]!);
  parts[entries.length + 1] = '</urlset>\n';
  return parts.join('');
}

/** A <sitemapindex> naming the sitemap files. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS)
    throw new RangeError(`A sitemap index names at most ${SITEMAP_MAX_URLS} sitemaps.`);
  return `${XML_HEADER}<sitemapindex xmlns="${NS}">\n${entries.map((e) => entryXml('sitemap', e)).join('')}</sitemapindex>\n`;
}
