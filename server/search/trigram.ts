// pg_trgm's similarity() in JavaScript, for the typing index's typo correction (typing-index.ts): the same
// near words the trigram index of search_words offers (spelling.ts), found in memory. A word's trigrams are those
// of its lowercase alphanumeric parts, each padded with two spaces before and one after (pg_trgm's
// generate_trgm); the similarity is shared / (a + b − shared) over the distinct trigrams, as a float4.
const PARTS = /[\p{L}\p{N}]+/gu;

/** The distinct trigrams of a text, as pg_trgm forms them. */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const [part] of text.toLowerCase().matchAll(PARTS)) {
    const letters = [...`  ${part} `];
    for (let i = 0; i + 3 <= letters.length; i++) found.add(letters.slice(i, i + 3).join(''));
  }
  return found;
}

/** pg_trgm's similarity from the counts: shared / (a + b − shared), rounded to a float4 as PostgreSQL does. */
export function trigramSimilarity(shared: number, a: number, b: number): number {
  const union = a + b - shared;
  return union <= 0 ? 0 : Math.fround(shared / union);
}

/** similarity(a, b) of two texts. */
export function similarity(a: string, b: string): number {
  return similarityTo(trigrams(a), b);
}

/** similarity(a, b) with a's trigrams already known (one text compared with many). */
export function similarityTo(a: ReadonlySet<string>, b: string): number {
  const y = trigrams(b);
  let shared = 0;
  for (const t of a) if (y.has(t)) shared++;
  return trigramSimilarity(shared, a.size, y.size);
}
