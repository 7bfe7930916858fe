// The default demo catalogue, as `npm start` makes it on an empty database. The test template is exactly that:
// tests/support/template-build.ts migrates an empty database and calls seedIfEmpty with the defaults (only the
// password hashing is cheaper), so this file checks a copy of it instead of seeding 23,060 books once more — about
// a minute of one core in every run (issue 28). The line seedIfEmpty logs at the end is checked in seed.test.ts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKS } from './index.ts';
import { value } from '../../../tests/support/seed-testing.ts';
import { openTestDatabase } from '../../../tests/support/test-database.ts';

describe('default demo catalogue', () => {
  it('makes 23,060 books on an empty database: 60 own, 3,000 other self-help, 20,000 others', async () => {
    const { database, dispose } = await openTestDatabase('pglite');
    try {
      const count = (where: string) =>
        value<number>(database, `SELECT count(*)::int FROM books WHERE ${where}`);
      expect(await count('true')).toBe(DEFAULT_BOOKS);
      expect(DEFAULT_BOOKS).toBe(23_060);
      expect(await count(`sb_edition = 'eigen uitgaven' AND in_sb`)).toBe(60);
      expect(await count('in_sb AND sb_edition IS NULL')).toBe(3000);
      expect(await count('NOT in_sb')).toBe(20_000);
      expect(await count('product_group_id IS NOT NULL')).toBeGreaterThanOrEqual(200);
      expect(await count('alternative IS NOT NULL')).toBe(50);
      // Issue 16: no title on more than three books ('Mijn leven als notaris' was on 23), few numbered parts.
      const [most, numbered, distinct] = await Promise.all([
        value<number>(
          database,
          'SELECT max(n)::int FROM (SELECT count(*) AS n FROM books GROUP BY lower(title)) t',
        ),
        count(`title ~ ' – (deel|Part|Teil|tome|parte|editie) [0-9]+$'`),
        value<number>(database, 'SELECT count(DISTINCT lower(title))::int FROM books'),
      ]);
      console.log(
        `issue 16 demo titles: ${distinct} distinct, at most ${most} books each, ${numbered} numbered parts`,
      );
      expect(most).toBeLessThanOrEqual(3);
    } finally {
      await dispose();
    }
  });
});
