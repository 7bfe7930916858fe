// Top 10 sections with ten ranked books each (one section on purpose without entries: spec 1 §2.7 'Er is
// hiervan geen top 10 gevonden'), and the weekly rankings 'top20' (self-help shop) and 'top60' (all books) for
// the current and the previous week. Candidates are collected while the books stream past, so nothing has to
// be read back from the database.
import type { BookRow } from './books.ts';
import { CURRENT_WEEK, PREVIOUS_WEEK } from './calendar.ts';
import { CATEGORIES, categoryByName } from './catalogue.ts';
import type { SeedPlan } from './plan.ts';
import { hash32, Random, SEED } from './random.ts';
import { type Column, insertRows, type SqlConn, syncSequence } from './sql.ts';

const PER_CATEGORY = 40;
const TOPLIST_STREAM = 13;

interface SectionDef {
  tag: string;
  section: 'SHOP_SB' | 'SHOP_ALL';
  displayValue: string;
  hasExcel: boolean;
  isAutofill: boolean;
  nur: string;
  categories: string[];
}

export const TOP10_SECTIONS: readonly SectionDef[] = [
  {
    tag: 'zelfhulp',
    section: 'SHOP_SB',
    displayValue: 'Top 10 Zelfhulp',
    hasExcel: true,
    isAutofill: false,
    nur: '770',
    categories: ['zelfontwikkeling', 'psychologie'],
  },
  {
    tag: 'spiritualiteit',
    section: 'SHOP_SB',
    displayValue: 'Top 10 Spiritualiteit',
    hasExcel: false,
    isAutofill: true,
    nur: '720',
    categories: ['spiritualiteit'],
  },
  {
    tag: 'management',
    section: 'SHOP_SB',
    displayValue: 'Top 10 Management',
    hasExcel: true,
    isAutofill: false,
    nur: '800',
    categories: ['management'],
  },
  {
    tag: 'thrillers',
    section: 'SHOP_ALL',
    displayValue: 'Top 10 Thrillers',
    hasExcel: false,
    isAutofill: true,
    nur: '330',
    categories: ['thrillers'],
  },
  {
    tag: 'romans',
    section: 'SHOP_ALL',
    displayValue: 'Top 10 Romans',
    hasExcel: true,
    isAutofill: false,
    nur: '300',
    categories: ['romans'],
  },
  {
    tag: 'kinderboeken',
    section: 'SHOP_ALL',
    displayValue: 'Top 10 Kinderboeken',
    hasExcel: false,
    isAutofill: true,
    nur: '280',
    categories: ['kinderboeken'],
  },
  {
    tag: 'kookboeken',
    section: 'SHOP_ALL',
    displayValue: 'Top 10 Kookboeken',
    hasExcel: false,
    isAutofill: true,
    nur: '440',
    categories: ['kookboeken'],
  },
  {
    tag: 'poezie',
    section: 'SHOP_ALL',
    displayValue: 'Top 10 Poëzie',
    hasExcel: false,
    isAutofill: false,
    nur: '306',
    categories: [],
  },
];

/** Remembers, per category, the first orderable Dutch books with a visible price: good list material. */
export class TopListCollector {
  private readonly byCategory = new Map<number, number[]>();
  private readonly own: number[] = [];

  observe(row: BookRow): void {
    if (
      row.media !== 'Boek' ||
      row.isEbook ||
      row.stock !== 1 ||
      row.alternative !== null ||
      row.lang !== 'NL'
    )
      return;
    if (row.priceInclCents === null || row.priceInclCents === 0 || row.priceInclCents === 9999) return;
    if (row.sbEdition !== null) {
      this.own.push(row.id);
      return;
    }
    const list = this.byCategory.get(row.categoryId) ?? [];
    if (list.length < PER_CATEGORY) list.push(row.id);
    this.byCategory.set(row.categoryId, list);
  }

  candidates(categoryName: string): number[] {
    return this.byCategory.get(categoryByName(categoryName).id) ?? [];
  }

  ownBooks(): number[] {
    return this.own;
  }
}

export async function insertTopLists(
  conn: SqlConn,
  plan: SeedPlan,
  collector: TopListCollector,
): Promise<void> {
  const r = new Random(hash32(SEED, TOPLIST_STREAM));
  const famousIds = [...plan.famousIndex.values()].map((index) => index + 1);
  const famousIn = (categories: string[]) => {
    const ids = new Set(categories.map((name) => categoryByName(name).id));
    return famousIds.filter((id) => ids.has(famousCategory(plan, id)));
  };

  const sections = TOP10_SECTIONS.map((s, i) => ({ ...s, id: i + 1 }));
  await insertRows(
    conn,
    'top10_sections',
    [
      { name: 'id', type: 'int', value: (s) => s.id },
      { name: 'section', type: 'text', value: (s) => s.section },
      { name: 'tag', type: 'text', value: (s) => s.tag },
      { name: 'display_value', type: 'text', value: (s) => s.displayValue },
      { name: 'has_excel', type: 'boolean', value: (s) => s.hasExcel },
      { name: 'is_autofill', type: 'boolean', value: (s) => s.isAutofill },
      { name: 'nur', type: 'text', value: (s) => s.nur },
      { name: 'position', type: 'int', value: (s) => s.id },
    ] satisfies Column<SectionDef & { id: number }>[],
    sections,
  );
  await syncSequence(conn, 'top10_sections');

  const entries: { sectionId: number; rank: number; bookId: number }[] = [];
  for (const section of sections) {
    if (section.categories.length === 0) continue;
    const fromCategories = interleave(section.categories.map((name) => collector.candidates(name)));
    // Small catalogues may lack ten books in a category: fill up from the same shop.
    const backup =
      section.section === 'SHOP_SB'
        ? collector.ownBooks()
        : interleave(allCategoryLists(collector, 'SHOP_ALL'));
    const ids = unique([...famousIn(section.categories), ...fromCategories, ...backup]).slice(0, 10);
    for (const [i, bookId] of ids.entries()) entries.push({ sectionId: section.id, rank: i + 1, bookId });
  }
  await insertRows(
    conn,
    'top10_entries',
    [
      { name: 'section_id', type: 'int', value: (e) => e.sectionId },
      { name: 'rank', type: 'smallint', value: (e) => e.rank },
      { name: 'book_id', type: 'int', value: (e) => e.bookId },
    ],
    entries,
  );

  const sbPool = unique([
    ...famousIds.filter((id) => plan.langOf(id - 1) === 'NL'),
    ...collector.ownBooks().slice(0, 12),
    ...interleave(allCategoryLists(collector, 'SHOP_SB')).slice(0, 20),
  ]);
  const allPool = unique([
    ...famousIds,
    ...collector.ownBooks().slice(0, 10),
    ...interleave(allCategoryLists(collector, 'SHOP_ALL')).slice(0, 70),
    ...interleave(allCategoryLists(collector, 'SHOP_SB')).slice(0, 20),
  ]);
  const rankings: { list: string; week: number; rank: number; bookId: number }[] = [];
  for (const week of [PREVIOUS_WEEK, CURRENT_WEEK]) {
    for (const [list, pool, size] of [
      ['top20', sbPool, 20],
      ['top60', allPool, 60],
    ] as const) {
      for (const [i, bookId] of r.shuffle(pool).slice(0, size).entries())
        rankings.push({ list, week, rank: i + 1, bookId });
    }
  }
  await insertRows(
    conn,
    'rankings',
    [
      { name: 'list', type: 'text', value: (e) => e.list },
      { name: 'week', type: 'int', value: (e) => e.week },
      { name: 'rank', type: 'smallint', value: (e) => e.rank },
      { name: 'book_id', type: 'int', value: (e) => e.bookId },
    ],
    rankings,
  );
}

function famousCategory(plan: SeedPlan, bookId: number): number {
  const special = plan.specials.get(bookId - 1);
  return special?.kind === 'famous' ? categoryByName(special.book.category).id : -1;
}

function allCategoryLists(collector: TopListCollector, shop: 'SHOP_SB' | 'SHOP_ALL'): number[][] {
  return CATEGORIES.filter((c) => !c.hidden && (shop === 'SHOP_SB') === c.shops.includes('SHOP_SB')).map(
    (c) => collector.candidates(c.name),
  );
}

/** Takes one from each list in turn, so a mixed list does not start with one category only. */
function interleave(lists: number[][]): number[] {
  const result: number[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) result.push(list[i]!);
  return result;
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}
