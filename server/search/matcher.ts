// The advanced search's free-text criterion (issue 4): the match and rank of a term over the books' search
// document (Dutch full text, migration 0003) and the trigram-indexed title and author keys.
import { type SQL, sql } from 'drizzle-orm';
import { searchText, termIsbn, tsQueryText } from '../../domain/search.ts';
import { bookIndex } from './book-index.ts';

/** The parts of one search as SQL: the match condition and the relevance order keys. */
export interface Matcher {
  match: SQL;
  /** Exact ISBN, then exact title. */
  exact: SQL[];
  rank: SQL;
}

// Stored unaccented lowercase title and authors (migration 0003), with trigram indexes: no function per row.
const titleKey = bookIndex.searchTitle;
const authorsKey = bookIndex.searchAuthors;

/**
 * The match and rank of a term. A book matches when every word is in its document (stemmed, unaccented; the
 * last word as a prefix while typing), or when the whole term is a close word match of its title or authors
 * (typos), or when the term is its ISBN. Rank: the document's cover density (title weighs most) plus the
 * trigram closeness to title and authors, so a typo still ranks its intended book high, and the
 * whole-title similarity, so the shortest title that holds the term comes first.
 */
export function buildMatcher(term: string, typing: boolean): Matcher {
  const isbn = termIsbn(term);
  const tsText = tsQueryText(term, typing);
  // The whole term's trigrams are looked up in the title and author indexes: only the words a search uses.
  const plain = sql`lw_unaccent(lower(${searchText(term)}))`;
  const query = tsText ? sql`to_tsquery('dutch', lw_unaccent(${tsText}))` : null;
  const parts: SQL[] = [sql`${plain} <% ${titleKey}`, sql`${plain} <% ${authorsKey}`];
  if (query) parts.unshift(sql`${bookIndex.searchDocument} @@ ${query}`);
  if (isbn) parts.unshift(sql`${bookIndex.sku} = ${isbn}`);
  const rank = sql`(${query ? sql`ts_rank_cd(${bookIndex.searchDocument}, ${query}, 32)` : sql`0`}
    + word_similarity(${plain}, ${titleKey}) + similarity(${plain}, ${titleKey})
    + 0.6 * word_similarity(${plain}, ${authorsKey})
    + case when ${titleKey} like ${plain} || '%' then 0.1 else 0 end)`;
  const exact = [
    ...(isbn ? [sql`(${bookIndex.sku} = ${isbn}) desc`] : []),
    sql`(${titleKey} = ${plain}) desc`,
  ];
  return { match: sql`(${sql.join(parts, sql` or `)})`, exact, rank };
}
