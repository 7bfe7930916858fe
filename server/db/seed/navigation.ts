// Navigation items exactly as the shop needs them (spec 1 §2.2, §6; domain/navigation.ts has the rules).
// Partner-menu items come in pairs: value 'false' for anonymous visitors, NULL for logged-in non-partners,
// a non-empty value for partners.
import { type Column, insertRows, type SqlConn, syncSequence } from './sql.ts';

type Show = 'SB' | 'ALL' | 'BOTH';
type Use = 'all' | 'restricted' | 'partner' | 'no-partner';

interface NavRow {
  menu: 'main' | 'sub' | 'footer';
  name: string;
  path: string;
  title: string;
  use: Use;
  show: string[];
  value: string | null;
  position: number;
  column: string | null;
}

type Item = [name: string, path: string, title: string, show?: Show, use?: Use, value?: string | null];

const MAIN: Item[] = [
  ['Nieuwe boeken', '/new-books', 'Bekijk onze nieuwste boeken', 'SB'],
  ['E-books', '/ebooks', 'E-books om te lezen en te downloaden', 'SB'],
  ['Nieuw deze maand', '/new-books/month', 'Boeken die deze maand verschijnen', 'ALL'],
  ['Nieuw deze week', '/new-books/week', 'Boeken die deze week verschijnen', 'ALL'],
  ['Top 10', '/category/top10', 'Alle top 10-lijsten', 'BOTH'],
  ['Top 60', '/top60', 'De 60 best verkochte boeken van deze week', 'ALL'],
  ['Mijn bestellingen', '/account/orders', 'Bekijk je bestellingen', 'BOTH', 'restricted'],
];

const SUB: Item[] = [
  ["Video's", '/videos', "Video's van onze auteurs", 'SB'],
  ['Partner worden', '/partners', 'Verdien mee met ons partnerprogramma', 'BOTH', 'no-partner', 'false'],
  ['Partner worden', '/partners', 'Verdien mee met ons partnerprogramma', 'BOTH', 'no-partner', null],
  ['Partnerpagina', '/partner', 'Jouw partnergegevens en commissies', 'BOTH', 'partner', '1'],
  ['Vacatures', '/jobs', 'Werken bij Leeswijzer', 'BOTH'],
  ['Sitemap', '/sitemap', 'Alle pagina’s op een rij', 'BOTH'],
];

const FOOTER: [column: string, use: Use, items: Item[]][] = [
  [
    'Winkel',
    'all',
    [
      ['Onze uitgaven', '/our-publications', 'Boeken van onze eigen uitgeverij'],
      ['Alle boeken', '/all-books', 'Zoek in alle boeken', 'BOTH'],
      ['Nieuwe boeken', '/new-books', 'Bekijk onze nieuwste boeken'],
      ['E-books', '/ebooks', 'E-books om te lezen en te downloaden'],
      ['Ontmoet de auteur', '/events', 'Lezingen en workshops van onze auteurs'],
      ['Pers', '/press', 'Informatie voor de pers'],
      ["Video's", '/videos', "Video's van onze auteurs"],
    ],
  ],
  [
    'Over Leeswijzer',
    'all',
    [
      ['Missie', '/mission', 'Waar wij voor staan'],
      ['Adres en route', '/address', 'Adres en routebeschrijving'],
      ['Zakelijk', '/business', 'Bestellen voor bedrijven en boekhandels'],
      ['Vacatures', '/jobs', 'Werken bij Leeswijzer'],
      ['Eigen boek uitgeven', '/own-book', 'Je eigen boek uitgeven bij Leeswijzer'],
      ['Sitemap', '/sitemap', 'Alle pagina’s op een rij'],
      [
        'Partnerprogramma',
        '/partners',
        'Verdien mee met ons partnerprogramma',
        'BOTH',
        'no-partner',
        'false',
      ],
      ['Partnerprogramma', '/partners', 'Verdien mee met ons partnerprogramma', 'BOTH', 'no-partner', null],
      ['Partnerpagina', '/partner', 'Jouw partnergegevens en commissies', 'BOTH', 'partner', '1'],
    ],
  ],
  [
    'Klantenservice',
    'all',
    [
      ['Contact', '/contact', 'Neem contact met ons op'],
      ['Bel mij terug', '/call-me-back', 'Laat ons je terugbellen'],
      ['Algemene voorwaarden', '/terms-conditions', 'Onze algemene voorwaarden'],
      ['Privacybeleid', '/privacy-policy', 'Hoe wij met je gegevens omgaan'],
      ['Disclaimer', '/disclaimer', 'Disclaimer', 'SB'],
    ],
  ],
  [
    'Mijn account',
    'restricted',
    [
      ['Mijn gegevens', '/account/profile', 'Je naam, adres en wachtwoord'],
      ['Mijn bestellingen', '/account/orders', 'Bekijk je bestellingen'],
      ['Verlanglijstje', '/wishlist', 'Je verlanglijstje'],
      ['Winkelwagentje', '/shoppingcart', 'Je winkelwagentje'],
    ],
  ],
];

const SHOW: Record<Show, string[]> = { SB: ['SHOP_SB'], ALL: ['SHOP_ALL'], BOTH: ['SHOP_SB', 'SHOP_ALL'] };

function row(menu: NavRow['menu'], item: Item, position: number, column: string | null, use: Use): NavRow {
  const [name, path, title, show = 'BOTH', itemUse = use, value = null] = item;
  return { menu, name, path, title, use: itemUse, show: SHOW[show], value, position, column };
}

export function navigationRows(): NavRow[] {
  return [
    ...MAIN.map((item, i) => row('main', item, i + 1, null, 'all')),
    ...SUB.map((item, i) => row('sub', item, i + 1, null, 'all')),
    ...FOOTER.flatMap(([column, use], c) =>
      FOOTER[c]![2].map((item, i) => row('footer', item, (c + 1) * 100 + i + 1, column, use)),
    ),
  ];
}

export async function insertNavigation(conn: SqlConn): Promise<void> {
  const rows = navigationRows().map((r, i) => ({ ...r, id: i + 1 }));
  const columns: Column<NavRow & { id: number }>[] = [
    { name: 'id', type: 'int', value: (r) => r.id },
    { name: 'menu', type: 'text', value: (r) => r.menu },
    { name: 'name', type: 'text', value: (r) => r.name },
    { name: 'path', type: 'text', value: (r) => r.path },
    { name: 'title', type: 'text', value: (r) => r.title },
    { name: 'use', type: 'text', value: (r) => r.use },
    { name: 'show', type: 'text[]', value: (r) => r.show },
    { name: 'value', type: 'text', value: (r) => r.value },
    { name: 'position', type: 'int', value: (r) => r.position },
    { name: 'column', type: 'text', value: (r) => r.column },
  ];
  await insertRows(conn, 'navigation_items', columns, rows);
  await syncSequence(conn, 'navigation_items');
}
