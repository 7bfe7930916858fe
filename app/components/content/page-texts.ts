// The static pages' texts (server/content/texts/static.nl.ts) are long; they travel only with their own page
// (decision #336): the shared texts leave out every 'static.' key (server/content/texts.ts), and a static page's
// loader sends its own.

/** The texts whose keys start with one of the prefixes ('static.jobs.', 'static.download.'). */
export function textsWithPrefixes(
  texts: Readonly<Record<string, string>>,
  prefixes: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
}
