// Spec 1 §2.1 genres on the demo catalogue: categories grouped by NUR code, hidden categories left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { createGenreService, type GenreService } from './genres.ts';

describe.each(eachDatabase())('genres on %s', (kind) => {
  let t: TestDatabase;
  let genres: GenreService;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    genres = createGenreService(t.database.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('lists every genre that has categories, in the genre order, with their categories', async () => {
    const list = await genres.list();
    expect(list.map((g) => g.name)).toEqual([
      'zelfhulp',
      'spiritualiteit',
      'management',
      'gezondheid',
      'literatuur',
      'spanning',
      'kinderboeken',
      'vrije-tijd',
      'reizen',
      'geschiedenis',
      'wetenschap',
    ]);
    const zelfhulp = list[0]!;
    expect(zelfhulp.categories.map((c) => c.name)).toEqual(['zelfontwikkeling', 'psychologie', 'relaties']);
    expect(list.flatMap((g) => g.categories.map((c) => c.name))).not.toContain('eigen uitgaven');
    expect(list.flatMap((g) => g.categories.map((c) => c.name))).not.toContain('nieuw');
  });

  it('gives a genre its categories with shelves (no top-10 lists) and says which are all-books only', async () => {
    const spanning = await genres.byName('Spanning');
    expect(spanning).toMatchObject({
      name: 'spanning',
      displayValue: 'Thrillers en spanning',
      href: '/genre/spanning',
    });
    expect(spanning?.categories).toEqual([
      {
        name: 'thrillers',
        displayValue: 'Thrillers en spanning',
        href: '/category/thrillers',
        allBooksOnly: true,
        subcategories: [
          {
            name: 'psychologische-thrillers',
            displayValue: 'Psychologische thrillers',
            href: '/subcategory/psychologische-thrillers',
          },
          { name: 'detectives', displayValue: 'Detectives', href: '/subcategory/detectives' },
          {
            name: 'literaire-thrillers',
            displayValue: 'Literaire thrillers',
            href: '/subcategory/literaire-thrillers',
          },
        ],
      },
    ]);
    expect((await genres.byName('zelfhulp'))?.categories[0]?.allBooksOnly).toBe(false);
  });

  it('knows no genre outside the list', async () => {
    expect(await genres.byName('poezie')).toBeNull();
    expect(await genres.byName('')).toBeNull();
  });
});
