// The catalogue's subjects as JSON (spec 1 §7.1 getSettings/getLanguages, §7.2 getCategories and
// getSubCategories, /v2/authors, /v2/products/groups and subgroups): what a client needs to build its menus.
import { z } from 'zod';
import { AUTHOR_LETTERS } from '../../domain/author-letters.ts';
import type { ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';
import {
  authorIdParam,
  availableShop,
  cacheCatalogue,
  invalid,
  notFound,
  pageParam,
  shopParam,
} from './api-shared.ts';
import { AUTHORS_PER_PAGE } from './lists/authors-index.ts';

const TAGS = ['catalogus'];
const named = z.object({ name: z.string(), displayValue: z.string() });

/** Spec 1 §3 Settings: the names a client may read; anything else (addresses, providers, keys) stays inside. */
export const PUBLIC_SETTINGS = [
  'seoTitles',
  'tagLatestNewsletter',
  'latestNewsletter',
  'sidebarTop10',
  'minLengthSearchSuggestion',
  'skuSoonAvailable',
  'skuSegmentOwn',
  'skuSegmentSB',
  'skuSegmentALL',
  'maxDaysExpected',
] as const;

const publicSettings = z.object(
  Object.fromEntries(PUBLIC_SETTINGS.map((name) => [name, z.string().nullable()])) as Record<
    (typeof PUBLIC_SETTINGS)[number],
    z.ZodNullable<z.ZodString>
  >,
);

const shopQuery = z.object({ shop: shopParam });

export function registerDirectoryApi(api: ApiRegistry, services: Services): void {
  api.add({
    method: 'GET',
    path: '/categories',
    summary: 'De categorieën van een winkel met hun subcategorieën (verborgen categorieën niet)',
    tags: TAGS,
    query: shopQuery,
    response: z.array(
      named.extend({
        isMainCat: z.boolean(),
        shops: z.array(z.enum(['SHOP_SB', 'SHOP_ALL'])),
        subcategories: z.array(named),
      }),
    ),
    handler: async ({ query, reply }) => {
      const shop = await availableShop(services, query.shop);
      const tree = await services.lists.categoryTree(shop);
      cacheCatalogue(reply);
      return tree;
    },
  });

  api.add({
    method: 'GET',
    path: '/authors',
    summary: 'Alle auteurs met boeken in een winkel, per beginletter van de achternaam, 100 per pagina',
    tags: TAGS,
    query: z.object({
      letter: z
        .string()
        .trim()
        .toUpperCase()
        .pipe(z.enum(AUTHOR_LETTERS, { error: 'letter moet een letter A–Z of # zijn.' }))
        .default('A')
        .meta({ description: "Beginletter A–Z, of '#' voor de rest (standaard A)" }),
      page: pageParam,
      shop: shopParam,
    }),
    response: z.object({
      letter: z.string(),
      page: z.number().int(),
      perPage: z.number().int(),
      pages: z.number().int(),
      total: z.number().int(),
      items: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          sortName: z.string().meta({ description: "'Berg, Jana van der'" }),
          books: z.number().int(),
        }),
      ),
    }),
    handler: async ({ query, reply }) => {
      const shop = await availableShop(services, query.shop);
      const requested = query.page ?? 1;
      const index = await services.lists.authorsIndex(query.letter, requested, shop);
      if (index.page !== requested) {
        throw invalid('page', `Pagina ${requested} bestaat niet: er zijn ${index.pages} pagina’s.`);
      }
      cacheCatalogue(reply);
      return {
        letter: index.letter,
        page: index.page,
        perPage: AUTHORS_PER_PAGE,
        pages: index.pages,
        total: index.total,
        items: index.authors,
      };
    },
  });

  api.add({
    method: 'GET',
    path: '/authors/{id}',
    summary: 'Het profiel van een auteur',
    tags: TAGS,
    params: z.object({ id: authorIdParam }),
    response: z.object({
      id: z.number().int(),
      name: z.string(),
      firstname: z.string(),
      prefix: z.string(),
      lastname: z.string(),
      isSb: z.boolean().meta({ description: 'Auteur van het eigen aanbod (spec 1 §2.2 linkerkolom)' }),
      description: z.string().nullable(),
      profilePictureUrl: z.string().nullable(),
      booksUrl: z.string().meta({ description: 'De boeken van de auteur in deze API' }),
    }),
    notFound: 'Deze auteur is onbekend',
    handler: async ({ params, reply }) => {
      const author = await services.lists.authorProfile(params.id);
      if (!author) throw await notFound(services, 'author.unknown');
      cacheCatalogue(reply);
      const { profilePicture, ...rest } = author;
      return {
        ...rest,
        profilePictureUrl: profilePicture ? `/media/${profilePicture}` : null,
        booksUrl: `/api/v1/authors/${author.id}/books`,
      };
    },
  });

  api.add({
    method: 'GET',
    path: '/languages',
    summary: 'De talen van een winkel (show_on_sb of show_on_all), Nederlands inbegrepen',
    tags: TAGS,
    query: shopQuery,
    response: z.array(z.object({ abbr: z.string(), displayValue: z.string(), queryValue: z.string() })),
    handler: async ({ query, reply }) => {
      const shop = await availableShop(services, query.shop);
      const languages = await services.lists.languagesOf(shop);
      cacheCatalogue(reply);
      return languages;
    },
  });

  api.add({
    method: 'GET',
    path: '/product-groups',
    summary: 'De productgroepen met hun subgroepen',
    tags: TAGS,
    response: z.array(named.extend({ queryValue: z.string(), subgroups: z.array(named) })),
    handler: async ({ reply }) => {
      const groups = await services.lists.productGroupTree();
      cacheCatalogue(reply);
      return groups;
    },
  });

  api.add({
    method: 'GET',
    path: '/settings/public',
    summary:
      'De instellingen die een client mag lezen (spec 1 §3), als tekst zoals opgeslagen; null als niet gezet',
    tags: ['instellingen'],
    response: publicSettings,
    handler: async ({ reply }) => {
      const all = await services.settings.all();
      cacheCatalogue(reply);
      return Object.fromEntries(PUBLIC_SETTINGS.map((name) => [name, all.get(name) ?? null])) as z.infer<
        typeof publicSettings
      >;
    },
  });
}
