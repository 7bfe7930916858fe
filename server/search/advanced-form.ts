// The advanced search form as the page and GET /api/v1/search/advanced use it: its choices (the categories and
// languages of the shops the visitor can use, the scopes on offer), the parsed criteria and their results.
import {
  type AdvancedOptions,
  type AdvancedParse,
  advancedSearchParams,
  parseAdvancedSearch,
} from '../../domain/advanced-search.ts';
import type { PageView } from '../../domain/paging.ts';
import { SEARCH_SCOPES, type SearchScope } from '../../domain/search.ts';
import type { Shop } from '../../domain/shop.ts';
import type { CatalogDirectory } from '../catalog/index.ts';
import type { AdvancedSearchResult } from './advanced.ts';
import type { SearchService } from './service.ts';

export interface Choice {
  value: string;
  label: string;
}

export interface AdvancedChoices {
  /** The self-help shop's categories, then (with the all-books shop) the categories only that shop has. */
  categoryGroups: { group: 'sb' | 'all'; options: Choice[] }[];
  languages: Choice[];
  scopes: SearchScope[];
  defaultScope: SearchScope;
}

export interface AdvancedOutcome {
  choices: AdvancedChoices;
  parse: AdvancedParse;
  /** The query every results link keeps (the criteria in canonical form); null unless the criteria are valid. */
  keep: Record<string, string> | null;
  result: AdvancedSearchResult | null;
}

export interface AdvancedContext {
  shop: Shop;
  shopAllAvailable: boolean;
  view: PageView;
  now?: Date;
}

export interface AdvancedFormService {
  choices(context: Pick<AdvancedContext, 'shop' | 'shopAllAvailable'>): Promise<AdvancedChoices>;
  /** Parses the form's parameters and, when they are valid, searches. */
  run(params: URLSearchParams, context: AdvancedContext): Promise<AdvancedOutcome>;
}

export function createAdvancedFormService(
  directory: CatalogDirectory,
  search: SearchService,
): AdvancedFormService {
  async function choices({
    shop,
    shopAllAvailable,
  }: Pick<AdvancedContext, 'shop' | 'shopAllAvailable'>): Promise<AdvancedChoices> {
    const [sbCategories, allCategories, sbLanguages, allLanguages] = await Promise.all([
      directory.categoryTree('SHOP_SB'),
      shopAllAvailable ? directory.categoryTree('SHOP_ALL') : Promise.resolve([]),
      directory.languagesOf('SHOP_SB'),
      shopAllAvailable ? directory.languagesOf('SHOP_ALL') : Promise.resolve([]),
    ]);
    const sbNames = new Set(sbCategories.map((c) => c.name));
    const toChoice = (c: { name: string; displayValue: string }) => ({
      value: c.name,
      label: c.displayValue,
    });
    const onlyAll = allCategories.filter((c) => !sbNames.has(c.name)).map(toChoice);
    const languages = new Map<string, Choice>();
    // The all-books shop lists every language the own shop has, in the order staff gave them.
    for (const l of [...allLanguages, ...sbLanguages])
      if (!languages.has(l.abbr)) languages.set(l.abbr, { value: l.abbr, label: l.displayValue });
    return {
      categoryGroups: [
        { group: 'sb', options: sbCategories.map(toChoice) },
        ...(onlyAll.length > 0 ? [{ group: 'all' as const, options: onlyAll }] : []),
      ],
      languages: [...languages.values()],
      scopes: SEARCH_SCOPES.filter((s) => s !== 'all' || shopAllAvailable),
      // DESIGN.md #99 as on the results page: the current shop's widest scope.
      defaultScope: shop === 'SHOP_ALL' && shopAllAvailable ? 'all' : 'sb',
    };
  }

  return {
    choices,
    async run(params, context) {
      const offered = await choices(context);
      const options: AdvancedOptions = {
        categories: offered.categoryGroups.flatMap((g) => g.options.map((o) => o.value)),
        languages: offered.languages.map((l) => l.value),
        scopes: offered.scopes,
        defaultScope: offered.defaultScope,
      };
      const parse = parseAdvancedSearch(params, options);
      if (parse.status !== 'ok') return { choices: offered, parse, keep: null, result: null };
      const result = await search.advanced({
        criteria: parse.criteria,
        view: context.view,
        now: context.now,
      });
      return { choices: offered, parse, keep: advancedSearchParams(parse.criteria), result };
    },
  };
}
