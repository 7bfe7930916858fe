// Categories (with NUR codes and the shops they show in), subcategories, product groups and subgroups. Ids are
// fixed (position in these lists), so books can refer to them before anything is inserted.
import { type Column, insertRows, type SqlConn, syncSequence } from './sql.ts';

/** What kind of text a book gets: decides title, subtitle, description, pages and price. */
export type Genre =
  | 'selfhelp'
  | 'novel'
  | 'thriller'
  | 'kids'
  | 'cooking'
  | 'history'
  | 'biography'
  | 'travel'
  | 'hobby'
  | 'science';

export const SHOPS_SB = ['SHOP_SB', 'SHOP_ALL'];
export const SHOPS_ALL = ['SHOP_ALL'];

export interface SubcategoryDef {
  id: number;
  categoryId: number;
  name: string;
  displayValue: string;
  nur: string | null;
  /** 'top10…' subcategories are lists, not shelves: no book is filed under them. */
  isTopList: boolean;
}

export interface CategoryDef {
  id: number;
  name: string;
  displayValue: string;
  nur: string;
  shops: string[];
  genre: Genre;
  /** Hidden categories (spec 1 §5: 'eigen uitgaven', 'nieuw') hold no shelf of their own. */
  hidden: boolean;
  /** Share of the regular books of its part (self-help part or all-books part). */
  weight: number;
  subcategories: SubcategoryDef[];
}

type RawCategory = [name: string, display: string, nur: string, genre: Genre, weight: number, subs: RawSub[]];
type RawSub = [name: string, display: string, nur?: string];

// One row per entry reads as a table.
// prettier-ignore
const SELF_HELP: RawCategory[] = [
  ['zelfontwikkeling', 'Zelfontwikkeling', '770', 'selfhelp', 24, [
    ['zelfvertrouwen', 'Zelfvertrouwen'],
    ['persoonlijke-groei', 'Persoonlijke groei'],
    ['succes-en-motivatie', 'Succes en motivatie'],
    ['top10zelfhulp', 'Top 10 zelfhulp'],
  ]],
  ['psychologie', 'Psychologie', '770', 'selfhelp', 18, [
    ['emoties', 'Emoties'],
    ['angst-en-piekeren', 'Angst en piekeren'],
    ['stress-en-burn-out', 'Stress en burn-out'],
    ['hooggevoeligheid', 'Hooggevoeligheid'],
  ]],
  ['spiritualiteit', 'Spiritualiteit', '720', 'selfhelp', 16, [
    ['meditatie', 'Meditatie', '728'],
    ['mindfulness', 'Mindfulness', '728'],
    ['boeddhisme', 'Boeddhisme', '721'],
    ['energie-en-chakras', "Energie en chakra's"],
    ['top10spiritualiteit', 'Top 10 spiritualiteit'],
  ]],
  ['relaties', 'Relaties en liefde', '770', 'selfhelp', 10, [
    ['liefde-en-partnerschap', 'Liefde en partnerschap'],
    ['communicatie', 'Communicatie'],
    ['rouw-en-verlies', 'Rouw en verlies'],
  ]],
  ['gezondheid', 'Gezondheid en voeding', '860', 'selfhelp', 12, [
    ['gezonde-voeding', 'Gezonde voeding', '443'],
    ['beter-slapen', 'Beter slapen'],
    ['yoga-en-beweging', 'Yoga en beweging', '861'],
  ]],
  ['opvoeding', 'Opvoeding en gezin', '854', 'selfhelp', 8, [
    ['kinderen-opvoeden', 'Kinderen opvoeden'],
    ['pubers', 'Pubers'],
    ['ouderschap', 'Ouderschap'],
  ]],
  ['management', 'Management en succes', '800', 'selfhelp', 12, [
    ['leiderschap', 'Leiderschap', '808'],
    ['timemanagement', 'Timemanagement', '801'],
    ['ondernemen', 'Ondernemen', '801'],
    ['top10management', 'Top 10 management'],
  ]],
];

// One row per entry reads as a table.
// prettier-ignore
const HIDDEN: RawCategory[] = [
  ['eigen uitgaven', 'Eigen uitgaven', '770', 'selfhelp', 0, [
    ['eigen-boeken', 'Boeken'],
    ['eigen-werkboeken', 'Werkboeken'],
  ]],
  ['nieuw', 'Nieuw', '770', 'selfhelp', 0, [
    ['nieuw-deze-week', 'Nieuw deze week'],
    ['nieuw-deze-maand', 'Nieuw deze maand'],
  ]],
];

// One row per entry reads as a table.
// prettier-ignore
const ALL_BOOKS: RawCategory[] = [
  ['romans', 'Romans', '300', 'novel', 24, [
    ['literaire-romans', 'Literaire romans', '301'],
    ['vertaalde-romans', 'Vertaalde romans', '302'],
    ['historische-romans', 'Historische romans', '311'],
    ['feelgoodromans', 'Feelgoodromans', '340'],
    ['top10romans', 'Top 10 romans'],
  ]],
  ['thrillers', 'Thrillers en spanning', '330', 'thriller', 22, [
    ['psychologische-thrillers', 'Psychologische thrillers', '332'],
    ['detectives', 'Detectives', '331'],
    ['literaire-thrillers', 'Literaire thrillers', '305'],
    ['top10thrillers', 'Top 10 thrillers'],
  ]],
  ['kinderboeken', 'Kinderboeken', '280', 'kids', 15, [
    ['prentenboeken', 'Prentenboeken', '273'],
    ['voorleesboeken', 'Voorleesboeken', '281'],
    ['zelf-lezen', 'Zelf lezen', '282'],
    ['young-adult', 'Young adult', '284'],
    ['top10kinderboeken', 'Top 10 kinderboeken'],
  ]],
  ['kookboeken', 'Koken en eten', '440', 'cooking', 8, [
    ['vegetarisch-koken', 'Vegetarisch koken', '441'],
    ['bakken', 'Bakken', '442'],
    ['wereldkeuken', 'Wereldkeuken', '441'],
    ['top10kookboeken', 'Top 10 kookboeken'],
  ]],
  ['geschiedenis', 'Geschiedenis', '680', 'history', 8, [
    ['vaderlandse-geschiedenis', 'Vaderlandse geschiedenis', '688'],
    ['tweede-wereldoorlog', 'Tweede Wereldoorlog', '689'],
    ['oudheid', 'Oudheid', '682'],
  ]],
  ['biografieen', 'Biografieën en memoires', '320', 'biography', 6, [
    ['biografie', 'Biografieën', '321'],
    ['memoires', 'Memoires', '320'],
    ['waargebeurd', 'Waargebeurde verhalen', '320'],
  ]],
  ['reizen', 'Reizen', '500', 'travel', 5, [
    ['reisgidsen', 'Reisgidsen', '510'],
    ['reisverhalen', 'Reisverhalen', '508'],
    ['wandelen-en-fietsen', 'Wandelen en fietsen', '502'],
  ]],
  ['vrije-tijd', 'Hobby en vrije tijd', '400', 'hobby', 6, [
    ['tuinieren', 'Tuinieren', '421'],
    ['spellen-en-puzzels', 'Spellen en puzzels', '430'],
    ['sport', 'Sport', '480'],
    ['kalenders-en-agendas', "Kalenders en agenda's", '400'],
  ]],
  ['wetenschap', 'Wetenschap en natuur', '900', 'science', 6, [
    ['populaire-wetenschap', 'Populaire wetenschap', '900'],
    ['natuur', 'Natuur', '940'],
    ['sterrenkunde', 'Sterrenkunde', '910'],
  ]],
];

function build(): CategoryDef[] {
  let subId = 0;
  const raw: [RawCategory, string[], boolean][] = [
    ...SELF_HELP.map((c): [RawCategory, string[], boolean] => [c, SHOPS_SB, false]),
    ...HIDDEN.map((c): [RawCategory, string[], boolean] => [c, SHOPS_SB, true]),
    ...ALL_BOOKS.map((c): [RawCategory, string[], boolean] => [c, SHOPS_ALL, false]),
  ];
  return raw.map(([[name, displayValue, nur, genre, weight, subs], shops, hidden], index) => {
    const id = index + 1;
    return {
      id,
      name,
      displayValue,
      nur,
      shops,
      genre,
      hidden,
      weight,
      subcategories: subs.map(([subName, subDisplay, subNur]) => ({
        id: ++subId,
        categoryId: id,
        name: subName,
        displayValue: subDisplay,
        nur: subNur ?? null,
        isTopList: subName.startsWith('top10'),
      })),
    };
  });
}

export const CATEGORIES: readonly CategoryDef[] = build();
export const SELF_HELP_CATEGORIES = CATEGORIES.filter((c) => c.shops.includes('SHOP_SB') && !c.hidden);
export const ALL_BOOK_CATEGORIES = CATEGORIES.filter((c) => !c.shops.includes('SHOP_SB'));

export function categoryByName(name: string): CategoryDef {
  const category = CATEGORIES.find((c) => c.name === name);
  if (!category) throw new Error(`Unknown seed category ${name}`);
  return category;
}

export function subcategoryByName(name: string): SubcategoryDef {
  for (const category of CATEGORIES) {
    const sub = category.subcategories.find((s) => s.name === name);
    if (sub) return sub;
  }
  throw new Error(`Unknown seed subcategory ${name}`);
}

// ── Product groups (non-book products; spec 1 §3 Product group: name, query_value) ─────────────────────

export interface ProductGroupDef {
  id: number;
  name: string;
  displayValue: string;
  queryValue: string;
  subgroups: { id: number; name: string; displayValue: string }[];
}

// One row per entry reads as a table.
// prettier-ignore
const RAW_GROUPS: [name: string, display: string, query: string, subs: [string, string][]][] = [
  ['cd', "CD's", 'cd', [
    ['cd-meditatie', 'Meditatie'],
    ['cd-luisterboeken', 'Luisterboeken'],
    ['cd-ontspanningsmuziek', 'Ontspanningsmuziek'],
  ]],
  ['dvd', "DVD's", 'dvd', [
    ['dvd-yoga', 'Yoga en beweging'],
    ['dvd-lezingen', 'Lezingen'],
  ]],
  ['kaarten', 'Kaarten', 'kaarten', [
    ['kaarten-inspiratie', 'Inspiratiekaarten'],
    ['kaarten-wenskaarten', 'Wenskaarten'],
  ]],
  ['agendas', "Agenda's", 'agendas', [
    ['agendas-week', "Weekagenda's"],
    ['agendas-dag', "Dagboeken en journals"],
  ]],
  ['kalenders', 'Kalenders', 'kalenders', [
    ['kalenders-scheur', 'Scheurkalenders'],
    ['kalenders-verjaardag', 'Verjaardagskalenders'],
  ]],
  ['spellen', 'Spellen', 'spellen', [
    ['spellen-gesprek', 'Gespreksspellen'],
    ['spellen-familie', 'Familiespellen'],
  ]],
];

function buildGroups(): ProductGroupDef[] {
  let subId = 0;
  return RAW_GROUPS.map(([name, displayValue, queryValue, subs], index) => ({
    id: index + 1,
    name,
    displayValue,
    queryValue,
    subgroups: subs.map(([subName, subDisplay]) => ({
      id: ++subId,
      name: subName,
      displayValue: subDisplay,
    })),
  }));
}

export const PRODUCT_GROUPS: readonly ProductGroupDef[] = buildGroups();

export function productSubgroup(name: string): { groupId: number; subgroupId: number } {
  for (const group of PRODUCT_GROUPS) {
    const sub = group.subgroups.find((s) => s.name === name);
    if (sub) return { groupId: group.id, subgroupId: sub.id };
  }
  throw new Error(`Unknown seed product subgroup ${name}`);
}

/** One kind of non-book product; the plan cycles through these so that every version and media occurs. */
export interface ProductTemplate {
  part: 'sb' | 'all';
  subgroup: string;
  version: string;
  media: string;
  category: string;
  subcategory: string | null;
  /** Title source: see titles.ts productTitle. */
  theme:
    | 'meditation'
    | 'audiobook'
    | 'music'
    | 'software'
    | 'yoga'
    | 'lecture'
    | 'cards'
    | 'greeting'
    | 'agenda'
    | 'journal'
    | 'calendar'
    | 'birthday'
    | 'talkgame'
    | 'familygame'
    | 'novelAudio';
  priceEuros: [number, number];
  dims: [width: number, length: number, thickness: number, weight: number];
  hasAuthor: boolean;
}

// One row per entry reads as a table.
// prettier-ignore
export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  { part: 'sb', subgroup: 'cd-meditatie', version: 'CD', media: 'CD', category: 'spiritualiteit', subcategory: 'meditatie', theme: 'meditation', priceEuros: [15, 22], dims: [142, 125, 10, 95], hasAuthor: true },
  { part: 'sb', subgroup: 'cd-luisterboeken', version: 'Audioboek', media: 'Luisterboek', category: 'zelfontwikkeling', subcategory: 'persoonlijke-groei', theme: 'audiobook', priceEuros: [18, 25], dims: [142, 125, 22, 180], hasAuthor: true },
  { part: 'sb', subgroup: 'cd-luisterboeken', version: 'MP3 audio', media: 'Luisterboek', category: 'psychologie', subcategory: 'emoties', theme: 'audiobook', priceEuros: [13, 20], dims: [142, 125, 10, 90], hasAuthor: true },
  { part: 'sb', subgroup: 'cd-luisterboeken', version: 'CD-audio', media: 'Luisterboek', category: 'zelfontwikkeling', subcategory: 'zelfvertrouwen', theme: 'audiobook', priceEuros: [18, 28], dims: [142, 125, 14, 120], hasAuthor: true },
  { part: 'sb', subgroup: 'cd-ontspanningsmuziek', version: 'CD pack', media: 'CD', category: 'spiritualiteit', subcategory: 'mindfulness', theme: 'music', priceEuros: [20, 30], dims: [142, 125, 30, 260], hasAuthor: false },
  { part: 'sb', subgroup: 'cd-meditatie', version: 'CD-Rom', media: 'CD', category: 'management', subcategory: 'timemanagement', theme: 'software', priceEuros: [20, 35], dims: [142, 125, 10, 100], hasAuthor: true },
  { part: 'sb', subgroup: 'dvd-yoga', version: 'DVD', media: 'DVD', category: 'gezondheid', subcategory: 'yoga-en-beweging', theme: 'yoga', priceEuros: [20, 30], dims: [135, 190, 14, 120], hasAuthor: true },
  { part: 'sb', subgroup: 'dvd-lezingen', version: 'DVD', media: 'DVD', category: 'zelfontwikkeling', subcategory: 'succes-en-motivatie', theme: 'lecture', priceEuros: [20, 30], dims: [135, 190, 14, 120], hasAuthor: true },
  { part: 'sb', subgroup: 'kaarten-inspiratie', version: 'Kaartenset', media: 'Kaarten', category: 'zelfontwikkeling', subcategory: 'persoonlijke-groei', theme: 'cards', priceEuros: [15, 25], dims: [95, 135, 40, 260], hasAuthor: true },
  { part: 'sb', subgroup: 'kaarten-wenskaarten', version: 'Wenskaarten', media: 'Kaarten', category: 'relaties', subcategory: 'communicatie', theme: 'greeting', priceEuros: [8, 13], dims: [120, 170, 15, 150], hasAuthor: false },
  { part: 'sb', subgroup: 'agendas-week', version: 'Agenda', media: 'Agenda', category: 'management', subcategory: 'timemanagement', theme: 'agenda', priceEuros: [15, 23], dims: [150, 210, 20, 420], hasAuthor: false },
  { part: 'sb', subgroup: 'agendas-dag', version: 'Journal', media: 'Agenda', category: 'zelfontwikkeling', subcategory: 'persoonlijke-groei', theme: 'journal', priceEuros: [13, 20], dims: [150, 210, 18, 360], hasAuthor: true },
  { part: 'sb', subgroup: 'kalenders-scheur', version: 'Kalender', media: 'Kalender', category: 'spiritualiteit', subcategory: 'mindfulness', theme: 'calendar', priceEuros: [10, 17], dims: [120, 160, 30, 330], hasAuthor: false },
  { part: 'sb', subgroup: 'spellen-gesprek', version: 'Spel', media: 'Spel', category: 'relaties', subcategory: 'communicatie', theme: 'talkgame', priceEuros: [20, 35], dims: [200, 200, 50, 650], hasAuthor: false },
  { part: 'all', subgroup: 'kalenders-verjaardag', version: 'Kalender', media: 'Kalender', category: 'vrije-tijd', subcategory: 'kalenders-en-agendas', theme: 'birthday', priceEuros: [8, 15], dims: [150, 330, 5, 210], hasAuthor: false },
  { part: 'all', subgroup: 'spellen-familie', version: 'Spel', media: 'Spel', category: 'vrije-tijd', subcategory: 'spellen-en-puzzels', theme: 'familygame', priceEuros: [20, 40], dims: [270, 270, 60, 900], hasAuthor: false },
  { part: 'all', subgroup: 'cd-luisterboeken', version: 'Audioboek', media: 'Luisterboek', category: 'thrillers', subcategory: 'detectives', theme: 'novelAudio', priceEuros: [18, 28], dims: [142, 125, 22, 180], hasAuthor: true },
];

// ── Inserts ─────────────────────────────────────────────────────────────────────────────────────────────

export async function insertCatalogue(conn: SqlConn): Promise<void> {
  const categoryColumns: Column<CategoryDef>[] = [
    { name: 'id', type: 'int', value: (c) => c.id },
    { name: 'name', type: 'text', value: (c) => c.name },
    { name: 'display_value', type: 'text', value: (c) => c.displayValue },
    { name: 'nur', type: 'text', value: (c) => c.nur },
    // Issue 31 (decision 711): the category page shows its image; the demo has none (staff upload them).
    { name: 'img', type: 'text', value: () => null },
    { name: 'shops', type: 'text[]', value: (c) => c.shops },
    { name: 'is_main_cat', type: 'boolean', value: () => true },
    { name: 'position', type: 'int', value: (c) => c.id },
  ];
  await insertRows(conn, 'categories', categoryColumns, CATEGORIES);
  const subcategoryColumns: Column<SubcategoryDef & { position: number }>[] = [
    { name: 'id', type: 'int', value: (s) => s.id },
    { name: 'category_id', type: 'int', value: (s) => s.categoryId },
    { name: 'name', type: 'text', value: (s) => s.name },
    { name: 'display_value', type: 'text', value: (s) => s.displayValue },
    { name: 'nur', type: 'text', value: (s) => s.nur },
    { name: 'position', type: 'int', value: (s) => s.position },
  ];
  const subs = CATEGORIES.flatMap((c) => c.subcategories.map((s, i) => ({ ...s, position: i + 1 })));
  await insertRows(conn, 'subcategories', subcategoryColumns, subs);

  await insertRows(
    conn,
    'product_groups',
    [
      { name: 'id', type: 'int', value: (g) => g.id },
      { name: 'name', type: 'text', value: (g) => g.name },
      { name: 'display_value', type: 'text', value: (g) => g.displayValue },
      { name: 'query_value', type: 'text', value: (g) => g.queryValue },
      { name: 'position', type: 'int', value: (g) => g.id },
    ],
    PRODUCT_GROUPS,
  );
  const subgroups = PRODUCT_GROUPS.flatMap((g) => g.subgroups.map((s) => ({ ...s, groupId: g.id })));
  await insertRows(
    conn,
    'product_subgroups',
    [
      { name: 'id', type: 'int', value: (s) => s.id },
      { name: 'group_id', type: 'int', value: (s) => s.groupId },
      { name: 'name', type: 'text', value: (s) => s.name },
      { name: 'display_value', type: 'text', value: (s) => s.displayValue },
    ],
    subgroups,
  );
  for (const table of ['categories', 'subcategories', 'product_groups', 'product_subgroups']) {
    await syncSequence(conn, table);
  }
}
