// The static pages' texts (server/content/texts/static.nl.ts) are long; they travel only with their own page
// (decision #336): the root loader drops every 'static.' key, and a static page's loader sends its own.

const STATIC_PREFIX = 'static.';

/** All texts but the static pages' (for the root loader, which every page carries). */
export function withoutStaticTexts(texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => !key.startsWith(STATIC_PREFIX)));
}

/** The texts whose keys start with one of the prefixes ('static.jobs.', 'static.download.'). */
export function textsWithPrefixes(
  texts: Readonly<Record<string, string>>,
  prefixes: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
}
