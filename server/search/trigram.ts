// pg_trgm's similarity() in JavaScript, for the typing index's typo correction (typing-index.ts): the same
// near words the trigram index of search_words offers (spelling.ts), found in memory. A word's trigrams are those
// of its lowercase alphanumeric parts, each padded with two spaces before and one after (pg_trgm's
// generate_trgm); the similarity is shared / (a + b − shared) over the distinct trigrams, as a float4.
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordCharacter(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return LETTER_OR_DIGIT.test(ch);
}

/** The distinct trigrams of a text, as pg_trgm forms them (one pass over its characters: a title per µs or two). */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  let first = ' ';
  let second = ' ';
  let inWord = false;
  for (const ch of text.toLowerCase()) {
    if (isWordCharacter(ch)) {
      if (!inWord) {
        first = ' ';
        second = ' ';
        inWord = true;
      }
      found.add(first + second + ch);
      first = second;
      second = ch;
    } else if (inWord) {
      found.add(`${first}${second} `);
      inWord = false;
    }
  }
  if (inWord) found.add(`${first}${second} `);
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

/**
 * similarity(term, text) for many texts and one term: each trigram as a number (three UTF-16 code units of
 * 16 bits each), counted in one reused set — five times faster than a set of strings per text. Texts with
 * characters outside the Basic Multilingual Plane are compared the slow way.
 */
export function similarityToMany(term: string): (text: string) => number {
  const key = trigrams(term);
  const numeric = new Set<number>();
  for (const t of key)
    if (t.length === 3) numeric.add(code3(t.charCodeAt(0), t.charCodeAt(1), t.charCodeAt(2)));
  const exact = numeric.size === key.size;
  const seen = new Set<number>();
  return (text) => {
    if (!exact || /[\uD800-\uDFFF]/.test(text)) return similarityTo(key, text);
    seen.clear();
    let shared = 0;
    let first = 32;
    let second = 32;
    let inWord = false;
    const add = (third: number) => {
      const t = code3(first, second, third);
      if (seen.has(t)) return;
      seen.add(t);
      if (numeric.has(t)) shared++;
    };
    const lower = text.toLowerCase();
    for (let i = 0; i < lower.length; i++) {
      const ch = lower.charCodeAt(i);
      if (ch < 128 ? (ch >= 97 && ch <= 122) || (ch >= 48 && ch <= 57) : isWordCharacter(lower[i]!)) {
        if (!inWord) {
          first = 32;
          second = 32;
          inWord = true;
        }
        add(ch);
        first = second;
        second = ch;
      } else if (inWord) {
        add(32);
        inWord = false;
      }
    }
    if (inWord) add(32);
    return trigramSimilarity(shared, key.size, seen.size);
  };
}

const code3 = (a: number, b: number, c: number) => (a * 65536 + b) * 65536 + c;
