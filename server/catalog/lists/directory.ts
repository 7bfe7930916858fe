// The catalogue's subjects for API clients (spec 1 §7.2 getCategories/getSubCategories, getLanguages,
// /v2/products/groups and subgroups, an author's profile): the same rows the shell and the list pages use,
// whole, with their children. Same for every visitor, so cached briefly like the shell.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { HIDDEN_CATEGORY_NAMES } from '../../../domain/labels.ts';
import { isShop, type Shop } from '../../../domain/shop.ts';
import type { Db } from '../../db/client.ts';
import { authors, categories, languages, productGroups, productSubgroups, subcategories } from '../schema.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { fullName } from './list-query.ts';

export interface NamedEntry {
  name: string;
  displayValue: string;
}

export interface CategoryEntry extends NamedEntry {
  isMainCat: boolean;
  shops: Shop[];
  subcategories: NamedEntry[];
}

export interface LanguageEntry {
  abbr: string;
  displayValue: string;
  queryValue: string;
}

export interface ProductGroupEntry extends NamedEntry {
  queryValue: string;
  subgroups: NamedEntry[];
}

export interface AuthorProfile {
  id: number;
  name: string;
  firstname: string;
  prefix: string;
  lastname: string;
  isSb: boolean;
  description: string | null;
  profilePicture: string | null;
}

export interface CatalogDirectory {
  /** The categories shown in a shop (hidden names excluded), each with its subcategories (no top-10 lists). */
  categoryTree(shop: Shop): Promise<CategoryEntry[]>;
  /** The languages offered in a shop (show_on_sb or show_on_all), Dutch included. */
  languagesOf(shop: Shop): Promise<LanguageEntry[]>;
  productGroupTree(): Promise<ProductGroupEntry[]>;
  authorProfile(id: number): Promise<AuthorProfile | null>;
}

export function createCatalogDirectory(db: Db): CatalogDirectory {
  const categoryCache = createTtlCache<Shop, CategoryEntry[]>();
  const languageCache = createTtlCache<Shop, LanguageEntry[]>();
  const groupCache = createTtlCache<'all', ProductGroupEntry[]>();

  return {
    categoryTree: (shop) =>
      categoryCache.get(shop, async () => {
        const rows = await db
          .select()
          .from(categories)
          .where(
            and(
              sql`${shop} = any(${categories.shops})`,
              notInArray(sql`lower(trim(${categories.name}))`, [...HIDDEN_CATEGORY_NAMES]),
            ),
          )
          .orderBy(asc(categories.position), asc(categories.displayValue));
        const subs = rows.length
          ? await db
              .select()
              .from(subcategories)
              .where(
                and(
                  inArray(
                    subcategories.categoryId,
                    rows.map((c) => c.id),
                  ),
                  sql`${subcategories.name} not like 'top10%'`,
                ),
              )
              .orderBy(asc(subcategories.position), asc(subcategories.displayValue))
          : [];
        return rows.map((c) => ({
          name: c.name,
          displayValue: c.displayValue,
          isMainCat: c.isMainCat,
          shops: c.shops.filter(isShop),
          subcategories: subs
            .filter((s) => s.categoryId === c.id)
            .map((s) => ({ name: s.name, displayValue: s.displayValue })),
        }));
      }),

    languagesOf: (shop) =>
      languageCache.get(shop, () =>
        db
          .select({
            abbr: languages.abbr,
            displayValue: languages.displayValue,
            queryValue: languages.queryValue,
          })
          .from(languages)
          .where(shop === 'SHOP_ALL' ? eq(languages.showOnAll, true) : eq(languages.showOnSb, true))
          .orderBy(asc(languages.position)),
      ),

    productGroupTree: () =>
      groupCache.get('all', async () => {
        const [groups, subgroups] = await Promise.all([
          db
            .select()
            .from(productGroups)
            .orderBy(asc(productGroups.position), asc(productGroups.displayValue)),
          db.select().from(productSubgroups).orderBy(asc(productSubgroups.displayValue)),
        ]);
        return groups.map((g) => ({
          name: g.name,
          displayValue: g.displayValue,
          queryValue: g.queryValue,
          subgroups: subgroups
            .filter((s) => s.groupId === g.id)
            .map((s) => ({ name: s.name, displayValue: s.displayValue })),
        }));
      }),

    async authorProfile(id) {
      const [a] = await db.select().from(authors).where(eq(authors.id, id)).limit(1);
      if (!a) return null;
      return {
        id: a.id,
        name: fullName(a.firstname, a.prefix, a.lastname),
        firstname: a.firstname,
        prefix: a.prefix,
        lastname: a.lastname,
        isSb: a.isSb,
        description: a.description?.trim() || null,
        profilePicture: a.profilePicture,
      };
    },
  };
}
