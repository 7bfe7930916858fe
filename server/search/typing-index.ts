// Issue 16 overlay speed (decision 504): the books' heading words held in memory, for the text being typed. Every
// book's heading lexemes (books.search_heading: title, authors, subtitle, collection) and title lexemes
// (search_title_words), its unaccented title (search_title) and scopes, read from the database and kept as sorted
// word lists with their books in list order (newest first: id desc), as Meilisearch or Typesense keep theirs.
// A typed prefix is a range of the sorted words; a book's own words are kept too, so the other words of the term
// are checked per book instead of gathering every book of every word (what GIN does for 'psy:*'). The ISBNs are
// left out: an ISBN term has its own exact path (plan.ts), and a term of five or more digits is not answered here.
// The catalogue's words (search_words) are held with their trigrams for the typo correction (spelling.ts).
// Pure data and lookups: loading and refreshing live in typing-source.ts, the overlay's use in typing.ts.
import type { SearchScope } from '../../domain/search.ts';
import { similarityToMany, trigrams, trigramSimilarity } from './trigram.ts';
import type { NearWord } from '../../domain/search-typos.ts';
import type { UnaccentRules } from './dutch-words.ts';

/** One book as the index reads it, in list order (id desc). */
export interface IndexedBook {
  id: number;
  /** books.search_title: the unaccented lowercase title. */
  title: string;
  inSb: boolean;
  own: boolean;
  /** tsvector_to_array(search_heading) and tsvector_to_array(search_title_words). */
  heading: string[];
  titled: string[];
}

/** A word of the term: a lexeme as the query holds it, the last one maybe a prefix. */
export interface IndexTerm {
  word: string;
  prefix: boolean;
}

/** The terms resolved to ranges of the sorted words; null from resolve() when a term matches no word. */
interface Resolved {
  ranges: [number, number][];
}

export interface IndexCounts {
  own: number;
  sb: number;
  all: number;
  capped: SearchScope[];
}

export interface TypingIndex {
  readonly books: number;
  /** The database's unaccent rules (dutch-words.ts), when read with the index. */
  readonly unaccentRules: UnaccentRules | null;
  /** The books matching every term in their heading, counted per scope up to `cap` (more: capped). */
  counts(terms: readonly IndexTerm[], cap: number): IndexCounts;
  /**
   * A broad plan's first page in the scope (service.ts broadPageIds): the books titled exactly `titleKey` (up to
   * `exactLimit`, newest first), then the other books whose title holds the terms, then the other matches.
   */
  page(input: {
    terms: readonly IndexTerm[];
    titleKey: string;
    scope: SearchScope;
    limit: number;
    exactLimit: number;
    /**
     * The title matches closest to `titleKey` first — those that start with it, then by pg_trgm similarity — not
     * the newest (decision 505).
     */
    closest?: boolean;
  }): number[];
  /** The number of books whose title starts with `key`, counting up to `upTo`. */
  titlePrefixCount(key: string, upTo: number): number;
  /** The catalogue's word (search_words) and its number of books; undefined when it has none. */
  wordBooks(word: string): number | undefined;
  /** search_words' words at least `threshold` similar to `stem` (pg_trgm), with their similarity and books. */
  nearWords(stem: string, threshold: number, keep: (word: string) => boolean, limit: number): NearWord[];
  /** Runs every lookup on the catalogue's most common words once, so the first shoppers do not wait for the JIT. */
  warm(): void;
}

/** ISBN lexemes (a book's sku): ten or thirteen digits. */
const ISBN_LEXEME = /^(?:\d{9}[\dx]|\d{13})$/;

/** Column-compressed lists: list k is values[offsets[k] .. offsets[k + 1]). */
interface Lists {
  offsets: Int32Array;
  values: Int32Array;
}

function toLists(count: number, each: (visit: (list: number, value: number) => void) => void): Lists {
  const offsets = new Int32Array(count + 1);
  each((list) => offsets[list + 1]!++);
  for (let k = 0; k < count; k++) offsets[k + 1]! += offsets[k]!;
  const values = new Int32Array(offsets[count]!);
  const fill = offsets.slice(0, count);
  each((list, value) => (values[fill[list]!++] = value));
  return { offsets, values };
}

/** The most common words warm() looks up. */
const WARM_WORDS = 50;
const SB = 1;
const OWN = 2;

function lowerBound(words: readonly string[], key: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first string after every string that starts with `prefix`, in code-unit order. */
function afterPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** A growable list of 32-bit integers. */
class IntList {
  values = new Int32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  done(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

/**
 * Takes the books in list order (id desc) one at a time into compact arrays — each word once, a book's words as
 * numbers — so a million books never exist as a million objects (typing-source.ts reads them in batches), then
 * builds the index with the catalogue's words (search_words).
 */
export function createTypingIndexBuilder() {
  const ids = new IntList();
  const flagList: number[] = [];
  const titleParts: string[] = [];
  const titleEndList = new IntList();
  titleEndList.push(0);
  let titleLength = 0;
  /** Words numbered as met; renumbered in sorted order when built. */
  const met = new Map<string, number>();
  const metWords: string[] = [];
  const heading = new IntList();
  const headingEnds = new IntList();
  const titled = new IntList();
  const titledEnds = new IntList();
  headingEnds.push(0);
  titledEnds.push(0);
  const number = (w: string) => {
    let id = met.get(w);
    if (id === undefined) {
      met.set(w, (id = metWords.length));
      metWords.push(w);
    }
    return id;
  };
  return {
    add(book: IndexedBook) {
      ids.push(book.id);
      flagList.push((book.inSb ? SB : 0) | (book.own ? OWN : 0));
      titleParts.push(book.title);
      titleLength += book.title.length;
      titleEndList.push(titleLength);
      for (const w of book.heading) if (!ISBN_LEXEME.test(w)) heading.push(number(w));
      headingEnds.push(heading.length);
      for (const w of book.titled) if (!ISBN_LEXEME.test(w)) titled.push(number(w));
      titledEnds.push(titled.length);
    },
    build(
      vocabulary: readonly { word: string; books: number }[],
      unaccentRules: UnaccentRules | null = null,
    ) {
      const order = metWords.map((_, i) => i).sort((a, b) => (metWords[a]! < metWords[b]! ? -1 : 1));
      const renumber = new Int32Array(metWords.length);
      order.forEach((old, sorted) => (renumber[old] = sorted));
      const words = order.map((i) => metWords[i]!);
      return indexOf({
        ids: ids.done(),
        flags: Uint8Array.from(flagList),
        titleText: titleParts.join(''),
        titleEnds: titleEndList.done(),
        words,
        heading: { offsets: headingEnds.done(), values: heading.done().map((w) => renumber[w]!) },
        titled: { offsets: titledEnds.done(), values: titled.done().map((w) => renumber[w]!) },
        vocabulary,
        unaccentRules,
      });
    },
  };
}

/** Builds the index from the books in list order (id desc) and the catalogue's words (search_words). */
export function buildTypingIndex(
  books: readonly IndexedBook[],
  vocabulary: readonly { word: string; books: number }[],
  unaccentRules: UnaccentRules | null = null,
): TypingIndex {
  const builder = createTypingIndexBuilder();
  for (const book of books) builder.add(book);
  return builder.build(vocabulary, unaccentRules);
}

/** Word → books (in list order, as b rises), from book → words. */
function invert(byBook: Lists, words: number): Lists {
  const n = byBook.offsets.length - 1;
  return toLists(words, (visit) => {
    for (let b = 0; b < n; b++)
      for (let k = byBook.offsets[b]!; k < byBook.offsets[b + 1]!; k++) visit(byBook.values[k]!, b);
  });
}

function indexOf(data: {
  ids: Int32Array;
  flags: Uint8Array;
  titleText: string;
  titleEnds: Int32Array;
  words: string[];
  heading: Lists;
  titled: Lists;
  vocabulary: readonly { word: string; books: number }[];
  unaccentRules: UnaccentRules | null;
}): TypingIndex {
  const { ids, flags, titleText, titleEnds, words, vocabulary, unaccentRules } = data;
  const n = ids.length;
  const bookHeading = data.heading;
  const bookTitle = data.titled;
  const headingPostings = invert(bookHeading, words.length);
  const titlePostings = invert(bookTitle, words.length);
  const title = (b: number) => titleText.slice(titleEnds[b]!, titleEnds[b + 1]!);
  const byTitle = Int32Array.from(
    Array.from({ length: n }, (_, b) => ({ title: title(b), b }))
      .sort((x, y) => (x.title < y.title ? -1 : x.title > y.title ? 1 : x.b - y.b))
      .map((x) => x.b),
  );
  const ownBooks = Int32Array.from(Array.from({ length: n }, (_, b) => b).filter((b) => flags[b]! & OWN));
  const vocabularyBooks = new Map(vocabulary.map((v) => [v.word, v.books]));
  // The catalogue's words by trigram: each trigram's words, and each word's number of trigrams.
  const vocabularyWords = vocabulary.map((v) => v.word);
  const trigramCount = new Int32Array(vocabularyWords.length);
  const trigramWords = new Map<string, number[]>();
  vocabularyWords.forEach((word, i) => {
    const own = trigrams(word);
    trigramCount[i] = own.size;
    for (const t of own) {
      const list = trigramWords.get(t);
      if (list) list.push(i);
      else trigramWords.set(t, [i]);
    }
  });
  const stamps = new Uint32Array(n);
  let stamp = 0;

  function resolve(terms: readonly IndexTerm[]): Resolved | null {
    const ranges: [number, number][] = [];
    for (const term of terms) {
      const lo = lowerBound(words, term.word);
      const hi = term.prefix
        ? lowerBound(words, afterPrefix(term.word))
        : words[lo] === term.word
          ? lo + 1
          : lo;
      if (hi <= lo) return null;
      ranges.push([lo, hi]);
    }
    return { ranges };
  }

  const size = (lists: Lists, [lo, hi]: [number, number]) => lists.offsets[hi]! - lists.offsets[lo]!;

  /** Whether book b's words (of `lists`) hold a word of every range. */
  function holds(lists: Lists, b: number, ranges: readonly [number, number][]): boolean {
    const from = lists.offsets[b]!;
    const to = lists.offsets[b + 1]!;
    for (const [lo, hi] of ranges) {
      let found = false;
      for (let k = from; k < to && !found; k++) {
        const w = lists.values[k]!;
        found = w >= lo && w < hi;
      }
      if (!found) return false;
    }
    return true;
  }

  /**
   * Visits the books of a range's lists, each once, in list order when `ordered` (a merge of the lists), else
   * list by list; stops when visit returns false.
   */
  function eachBook(
    lists: Lists,
    [lo, hi]: [number, number],
    ordered: boolean,
    visit: (b: number) => boolean,
  ) {
    const { offsets, values } = lists;
    if (hi - lo === 1) {
      for (let k = offsets[lo]!; k < offsets[hi]!; k++) if (!visit(values[k]!)) return;
      return;
    }
    if (!ordered) {
      stamp = (stamp + 1) >>> 0 || 1;
      if (stamp === 1) stamps.fill(0);
      for (let w = lo; w < hi; w++)
        for (let k = offsets[w]!; k < offsets[w + 1]!; k++) {
          const b = values[k]!;
          if (stamps[b] === stamp) continue;
          stamps[b] = stamp;
          if (!visit(b)) return;
        }
      return;
    }
    // A binary heap of the lists' cursors, smallest book first.
    const cursors: number[] = [];
    const ends: number[] = [];
    for (let w = lo; w < hi; w++)
      if (offsets[w]! < offsets[w + 1]!) {
        cursors.push(offsets[w]!);
        ends.push(offsets[w + 1]!);
      }
    const heap = cursors.map((_, i) => i);
    const key = (i: number) => values[cursors[i]!]!;
    const down = (at: number) => {
      for (;;) {
        const l = 2 * at + 1;
        const r = l + 1;
        let least = at;
        if (l < heap.length && key(heap[l]!) < key(heap[least]!)) least = l;
        if (r < heap.length && key(heap[r]!) < key(heap[least]!)) least = r;
        if (least === at) return;
        [heap[at], heap[least]] = [heap[least]!, heap[at]!];
        at = least;
      }
    };
    for (let i = (heap.length >>> 1) - 1; i >= 0; i--) down(i);
    let previous = -1;
    while (heap.length > 0) {
      const top = heap[0]!;
      const b = key(top);
      if (++cursors[top]! >= ends[top]!) {
        heap[0] = heap[heap.length - 1]!;
        heap.pop();
      }
      down(0);
      if (b === previous) continue;
      previous = b;
      if (!visit(b)) return;
    }
  }

  /** The range with the fewest books in `lists`: the one to read, the others are checked per book. */
  function leading(lists: Lists, ranges: readonly [number, number][]): [number, number] {
    return ranges.reduce((best, r) => (size(lists, r) < size(lists, best) ? r : best));
  }

  const inScope = (b: number, scope: SearchScope) =>
    scope === 'all' || (flags[b]! & (scope === 'own' ? OWN : SB)) !== 0;

  function exactTitles(titleKey: string, scope: SearchScope, limit: number): number[] {
    const found: number[] = [];
    for (let k = lowerBoundTitle(titleKey); k < n && title(byTitle[k]!) === titleKey; k++) {
      const b = byTitle[k]!;
      if (inScope(b, scope)) found.push(b);
      if (found.length === limit) break;
    }
    return found;
  }

  function lowerBoundTitle(key: string): number {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (title(byTitle[mid]!) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  const index: TypingIndex = {
    books: n,
    unaccentRules,
    counts(terms, cap) {
      const resolved = resolve(terms);
      if (!resolved) return { own: 0, sb: 0, all: 0, capped: [] };
      const { ranges } = resolved;
      let ownCount = 0;
      for (const b of ownBooks) if (holds(bookHeading, b, ranges)) ownCount++;
      let all = 0;
      let sb = 0;
      const lead = leading(headingPostings, ranges);
      eachBook(headingPostings, lead, false, (b) => {
        if (ranges.length > 1 && !holds(bookHeading, b, ranges)) return true;
        all++;
        if (flags[b]! & SB) sb++;
        return all <= cap || sb <= cap;
      });
      const counted = { own: ownCount, sb, all };
      const capped = (['own', 'sb', 'all'] as const).filter((s) => counted[s] > cap);
      return {
        own: Math.min(ownCount, cap),
        sb: Math.min(sb, cap),
        all: Math.min(all, cap),
        capped,
      };
    },
    page({ terms, titleKey, scope, limit, exactLimit, closest = false }) {
      const resolved = resolve(terms);
      if (!resolved) return [];
      const { ranges } = resolved;
      const exact = exactTitles(titleKey, scope, exactLimit);
      const page = exact.slice(0, limit);
      const leftOut = new Set(exact);
      const titled = (b: number) =>
        !leftOut.has(b) && inScope(b, scope) && (ranges.length === 1 || holds(bookTitle, b, ranges));
      if (page.length < limit && closest) {
        const closeness = similarityToMany(titleKey);
        const close: { b: number; starts: number; similarity: number }[] = [];
        eachBook(titlePostings, leading(titlePostings, ranges), false, (b) => {
          if (titled(b)) {
            const text = title(b);
            close.push({ b, starts: text.startsWith(titleKey) ? 1 : 0, similarity: closeness(text) });
          }
          return true;
        });
        // The titles that start with the term first, then the most similar, then the newest.
        close.sort((x, y) => y.starts - x.starts || y.similarity - x.similarity || x.b - y.b);
        for (const { b } of close.slice(0, limit - page.length)) page.push(b);
      } else if (page.length < limit)
        eachBook(titlePostings, leading(titlePostings, ranges), true, (b) => {
          if (titled(b)) page.push(b);
          return page.length < limit;
        });
      if (page.length < limit)
        eachBook(headingPostings, leading(headingPostings, ranges), true, (b) => {
          if (!inScope(b, scope) || holds(bookTitle, b, ranges)) return true;
          if (ranges.length > 1 && !holds(bookHeading, b, ranges)) return true;
          page.push(b);
          return page.length < limit;
        });
      return page.map((b) => ids[b]!);
    },
    titlePrefixCount(key, upTo) {
      let count = 0;
      for (let k = lowerBoundTitle(key); k < n && count < upTo && title(byTitle[k]!).startsWith(key); k++)
        count++;
      return count;
    },
    wordBooks: (word) => vocabularyBooks.get(word),
    nearWords(stem, threshold, keep, limit) {
      const own = trigrams(stem);
      const shared = new Map<number, number>();
      for (const t of own) for (const i of trigramWords.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
      const near: NearWord[] = [];
      for (const [i, count] of shared) {
        const similarity = trigramSimilarity(count, own.size, trigramCount[i]!);
        const word = vocabularyWords[i]!;
        if (similarity >= threshold && keep(word))
          near.push({ word, similarity, books: vocabularyBooks.get(word)! });
      }
      return near
        .sort(
          (a, b) =>
            b.similarity - a.similarity ||
            b.books - a.books ||
            (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
        )
        .slice(0, limit);
    },
    warm() {
      const common = [...vocabulary].sort((a, b) => b.books - a.books).slice(0, WARM_WORDS);
      for (const { word } of common) {
        const terms = [{ word: word.slice(0, 3), prefix: true }];
        index.counts(terms, 1000);
        index.page({ terms, titleKey: word, scope: 'all', limit: 10, exactLimit: 50 });
        index.titlePrefixCount(word, 3);
        index.nearWords(`${word}x`, 0.2, () => true, 60);
      }
    },
  };
  return index;
}
