// Spec 1 §2.1 /genres and /genre/{name}: the genres that have categories, each with its categories (and their
// shelves) found by NUR code (domain/genres.ts). Hidden categories ('eigen uitgaven', 'nieuw') never show.
import { asc, notInArray } from 'drizzle-orm';
import { GENRES, genreByName, genreOfNur } from '../../domain/genres.ts';
import type { Db } from '../db/client.ts';
import { categories, subcategories } from '../catalog/schema.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { HIDDEN_CATEGORIES } from '../shell/service.ts';

export interface GenreCategory {
  name: string;
  displayValue: string;
  href: string;
  /** Whether the category is in the own shop's range (SHOP_SB) or only in the all-books shop. */
  allBooksOnly: boolean;
  subcategories: { name: string; displayValue: string; href: string }[];
}

export interface GenreOverview {
  name: string;
  displayValue: string;
  href: string;
  categories: GenreCategory[];
}

export interface GenreService {
  /** Genres with at least one category, in the genre list's order. */
  list(): Promise<GenreOverview[]>;
  /** One genre by its address name; null when unknown or without categories. */
  byName(name: string): Promise<GenreOverview | null>;
}

export function createGenreService(db: Db): GenreService {
  const cache = createTtlCache<'all', GenreOverview[]>();
  const list = () =>
    cache.get('all', async () => {
      const [categoryRows, subRows] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(notInArray(categories.name, HIDDEN_CATEGORIES))
          .orderBy(asc(categories.position), asc(categories.displayValue)),
        db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.displayValue)),
      ]);
      const byGenre = new Map<string, GenreCategory[]>();
      for (const category of categoryRows) {
        const genre = genreOfNur(category.nur);
        if (!genre) continue;
        const entry: GenreCategory = {
          name: category.name,
          displayValue: category.displayValue,
          href: `/category/${encodeURIComponent(category.name)}`,
          allBooksOnly: !category.shops.includes('SHOP_SB'),
          subcategories: subRows
            // Top-10 tag lists are lists, not shelves of the genre.
            .filter((s) => s.categoryId === category.id && !s.name.startsWith('top10'))
            .map((s) => ({
              name: s.name,
              displayValue: s.displayValue,
              href: `/subcategory/${encodeURIComponent(s.name)}`,
            })),
        };
        byGenre.set(genre.name, [...(byGenre.get(genre.name) ?? []), entry]);
      }
      return GENRES.flatMap((genre) => {
        const found = byGenre.get(genre.name);
        return found
          ? [
              {
                name: genre.name,
                displayValue: genre.displayValue,
                href: `/genre/${genre.name}`,
                categories: found,
              },
            ]
          : [];
      });
    });
  return {
    list,
    async byName(name) {
      const genre = genreByName(name);
      if (!genre) return null;
      return (await list()).find((g) => g.name === genre.name) ?? null;
    },
  };
}
