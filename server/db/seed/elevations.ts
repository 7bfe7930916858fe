// Staff's elevated search results for a few demo terms (spec 1 §7.3 /v2/search/elevated): the publisher's own
// titles shown first for the words shoppers type most. One list has its own header text, the other uses the
// default ('aanbevolen').
import { termKey } from '../../../domain/search.ts';
import type { SqlConn } from './sql.ts';

const ELEVATIONS: readonly { term: string; header: string | null; titles: readonly string[] }[] = [
  {
    term: 'zelfvertrouwen',
    header: 'Aanbevolen door de uitgeverij',
    titles: ['Meer zelfvertrouwen', 'De moed om nee te zeggen'],
  },
  {
    term: 'stress',
    header: null,
    titles: ['Werken zonder stress', 'Van burn-out naar balans', 'Rust in je hoofd'],
  },
];

export async function insertElevations(conn: SqlConn): Promise<void> {
  for (const { term, header, titles } of ELEVATIONS) {
    await conn.query(
      `INSERT INTO search_elevations (term_key, book_id, position, header_text)
       SELECT $1, b.id, t.position, $2
       FROM unnest($3::text[]) WITH ORDINALITY AS t(title, position)
       JOIN LATERAL (SELECT id FROM books WHERE title = t.title ORDER BY id LIMIT 1) b ON true`,
      [termKey(term), header, titles],
    );
  }
}
