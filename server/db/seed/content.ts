// Editorial content: newsletters (spec 1 §4 newsletter file rules), quotes, banners, notifications, videos,
// downloads and book previews. Rows that point at books use the plan's skus and ids (id = index + 1).
import { addDays, CURRENT_WEEK, isoWeekOneMonday, isoWeekYyww, SEED_DATE } from './calendar.ts';
import type { SeedPlan } from './plan.ts';
import { randomFor } from './random.ts';
import { insertReviews } from './reviews.ts';
import { type Column, insertRows, type SqlConn, syncSequence } from './sql.ts';

const NEWSLETTER_STREAM = 17;
const FIRST_NEWSLETTER_YEAR = 2018;
/** Weeks on both sides of the spec's link rules (2030: pdf instead of url; 2105: web and pdf). */
const BOUNDARY_WEEKS = [2029, 2030, 2104, 2105];

interface NewsletterRow {
  id: number;
  tag: string;
  week: number;
  title: string;
  dir: string | null;
  url: string | null;
  hasFile: boolean;
  hasPdf: boolean;
  hasPhp: boolean;
  hasHtml: boolean;
  showOnSb: boolean;
}

const THEMES: Record<'winter' | 'spring' | 'summer' | 'autumn' | 'december', readonly string[]> = {
  winter: [
    'Goede voornemens die blijven',
    'Nieuwe energie voor het nieuwe jaar',
    'Rust in donkere dagen',
    'Leren loslaten',
  ],
  spring: [
    'Lentekriebels: tijd voor groei',
    'Nieuwe boeken in het voorjaar',
    'Opruimen, ook in je hoofd',
    'Meer balans in je week',
  ],
  summer: [
    'Zomerboeken voor aan het strand',
    'Vakantie voor je hoofd',
    'Lezen in de tuin',
    'Even helemaal niets',
  ],
  autumn: [
    'Najaarsnieuws van onze auteurs',
    'Herfst: tijd voor bezinning',
    'Beter slapen als de dagen korter worden',
    'Nieuw: de beste boeken van dit najaar',
  ],
  december: [
    'Cadeautips voor de feestdagen',
    'De mooiste boeken van het jaar',
    'Terugblikken en vooruitkijken',
  ],
};

function season(weekOfYear: number): keyof typeof THEMES {
  if (weekOfYear <= 8) return 'winter';
  if (weekOfYear <= 22) return 'spring';
  if (weekOfYear <= 35) return 'summer';
  if (weekOfYear <= 47) return 'autumn';
  return 'december';
}

/** Roughly every two weeks from week 1801 to the current week, plus the boundary weeks. */
export function newsletterRows(): NewsletterRow[] {
  const weeks = new Set<number>([...BOUNDARY_WEEKS, CURRENT_WEEK]);
  for (let date = isoWeekOneMonday(FIRST_NEWSLETTER_YEAR); date <= SEED_DATE; date = addDays(date, 14)) {
    weeks.add(isoWeekYyww(date));
  }
  return [...weeks]
    .sort((a, b) => a - b)
    .map((week, i) => {
      const r = randomFor(NEWSLETTER_STREAM, week);
      const yy = Math.floor(week / 100);
      const ww = week % 100;
      const pinned = week === CURRENT_WEEK || BOUNDARY_WEEKS.includes(week);
      const available = pinned || !r.chance(0.04);
      const external = week < 2030;
      return {
        id: i + 1,
        tag: `mailing${week}`,
        week,
        title: `Nieuwsbrief week ${ww}: ${r.pick(THEMES[season(ww)])}`,
        dir: external ? null : `newsletters/20${yy}`,
        url: external ? `https://nieuwsbrief.leeswijzer.nl/archief/wk${week}.htm` : null,
        hasFile: available,
        hasPdf: available && week >= 2030,
        hasPhp: available && week >= 2105,
        hasHtml: available && week >= 2105,
        showOnSb: pinned || r.chance(0.9),
      };
    });
}

export const LATEST_NEWSLETTER_TAG = `mailing${CURRENT_WEEK}`;

export async function insertContent(conn: SqlConn, plan: SeedPlan): Promise<void> {
  const own = (title: string) => {
    const index = plan.ownEntries.findIndex((e) => e.fixed?.title === title);
    if (index < 0) throw new Error(`Own seed book ${title} missing`);
    return { index, id: index + 1, sku: plan.skuOf(index) };
  };
  const confidence = own('Meer zelfvertrouwen');
  const breathing = own('Ademruimte');
  const calm = own('Innerlijke rust');
  const soon = plan.ownEntries.findIndex((e) => e.fixed?.state === 'soon');
  const reprint = own('Focus!');

  await insertRows(
    conn,
    'newsletters',
    [
      { name: 'id', type: 'int', value: (n) => n.id },
      { name: 'tag', type: 'text', value: (n) => n.tag },
      { name: 'week', type: 'int', value: (n) => n.week },
      { name: 'title', type: 'text', value: (n) => n.title },
      { name: 'dir', type: 'text', value: (n) => n.dir },
      { name: 'url', type: 'text', value: (n) => n.url },
      { name: 'has_file', type: 'boolean', value: (n) => n.hasFile },
      { name: 'has_pdf', type: 'boolean', value: (n) => n.hasPdf },
      { name: 'has_php', type: 'boolean', value: (n) => n.hasPhp },
      { name: 'has_html', type: 'boolean', value: (n) => n.hasHtml },
      { name: 'show_on_sb', type: 'boolean', value: (n) => n.showOnSb },
    ] satisfies Column<NewsletterRow>[],
    newsletterRows(),
  );

  const quotes: [text: string, author: string, isbn: string | null][] = [
    [
      'Zelfvertrouwen is geen gevoel dat je afwacht, maar een keuze die je elke dag opnieuw maakt.',
      'Annemiek van der Berg',
      confidence.sku,
    ],
    ['Adem in, adem uit. Meer is er op dit moment niet nodig.', 'Marieke de Wit', breathing.sku],
    [
      'Rust vind je niet door de wereld stil te zetten, maar door zelf even stil te staan.',
      'Karin Mulder',
      calm.sku,
    ],
    ['Je gedachten zijn geen feiten.', 'Joost Hendriks', plan.skuOf(own('Stoppen met piekeren').index)],
    [
      'Nee zeggen tegen een ander is soms ja zeggen tegen jezelf.',
      'Ruben ter Horst',
      plan.skuOf(own('De moed om nee te zeggen').index),
    ],
    ['Wie niet waagt, wie niet wint.', 'Nederlands spreekwoord', null],
    ['Het leven is wat er gebeurt terwijl je andere plannen maakt.', 'John Lennon', null],
    ['De reis van duizend mijl begint met een enkele stap.', 'Lao Tse', null],
    ['Geluk is geen bestemming, het is een manier van reizen.', 'Margaret Lee Runbeck', null],
    ['Wees de verandering die je in de wereld wilt zien.', 'naar Mahatma Gandhi', null],
    [
      'Het is niet omdat dingen moeilijk zijn dat we ze niet durven, het is omdat we ze niet durven dat ze moeilijk zijn.',
      'Seneca',
      null,
    ],
    ['Doe wat je kunt, met wat je hebt, waar je bent.', 'Theodore Roosevelt', null],
    ['Elke dag is een nieuwe kans om het anders te doen.', 'Onbekend', null],
    ['Wie altijd doet wat hij altijd deed, krijgt altijd wat hij altijd kreeg.', 'Onbekend', null],
    [
      'Je hoeft niet groot te zijn om te beginnen, maar je moet beginnen om groot te worden.',
      'Zig Ziglar',
      null,
    ],
  ];
  await insertRows(
    conn,
    'quotes',
    [
      { name: 'id', type: 'int', value: (q) => q.id },
      { name: 'text', type: 'text', value: (q) => q.text },
      { name: 'author', type: 'text', value: (q) => q.author },
      { name: 'isbn', type: 'text', value: (q) => q.isbn },
    ],
    quotes.map(([text, author, isbn], i) => ({ id: i + 1, text, author, isbn })),
  );

  const banners: [text1: string, text2: string, index: number][] = [
    ['Meer zelfvertrouwen', 'Het boek dat al 80.000 lezers hielp', confidence.index],
    ['Binnenkort: Het nieuwe beginnen', 'Het nieuwe boek van Annemiek van der Berg', soon],
    ['Ademruimte', 'Meditaties voor elke dag, met gratis luisteroefeningen', breathing.index],
    ['Innerlijke rust', 'Het werkboek met geleide meditaties', calm.index],
    ['Gezond oud worden', 'Nieuw van Lieke Smeets', own('Gezond oud worden').index],
  ];
  await insertRows(
    conn,
    'banners',
    [
      { name: 'id', type: 'int', value: (b) => b.id },
      { name: 'text1', type: 'text', value: (b) => b.text1 },
      { name: 'text2', type: 'text', value: (b) => b.text2 },
      { name: 'img', type: 'text', value: (b) => `banners/${b.sku}.jpg` },
      { name: 'sku', type: 'text', value: (b) => b.sku },
      { name: 'position', type: 'int', value: (b) => b.id },
    ],
    banners.map(([text1, text2, index], i) => ({ id: i + 1, text1, text2, sku: plan.skuOf(index) })),
  );

  await insertRows(
    conn,
    'notifications',
    [
      { name: 'id', type: 'int', value: (n) => n.id },
      { name: 'sku', type: 'text', value: (n) => n.sku },
      { name: 'reason', type: 'text', value: (n) => n.reason },
      { name: 'title', type: 'text', value: (n) => n.title },
      { name: 'description', type: 'text', value: (n) => n.description },
      { name: 'active', type: 'boolean', value: (n) => n.active },
    ],
    [
      {
        id: 1,
        sku: null,
        reason: 'levertijden',
        title: 'Levertijden rond de feestdagen',
        description:
          'In december is het druk bij PostNL. Bestel je cadeaus uiterlijk 19 december om ze voor Kerstmis in huis te hebben. ' +
          'Tussen Kerst en Oud en Nieuw verzenden wij op werkdagen gewoon door.',
        active: true,
      },
      {
        id: 2,
        sku: reprint.sku,
        reason: 'herdruk',
        title: 'Dit boek wordt herdrukt',
        description:
          'Focus! is tijdelijk uitverkocht en wordt herdrukt. Je kunt het nu al bestellen; wij verzenden zodra de herdruk binnen is.',
        active: true,
      },
      {
        id: 3,
        sku: null,
        reason: 'onderhoud',
        title: 'Gepland onderhoud',
        description: 'Op zondagnacht kan de website korte tijd niet bereikbaar zijn.',
        active: false,
      },
    ],
  );

  const videos: [reference: string, title: string, description: string, cc: boolean, index: number | null][] =
    [
      [
        'meer-zelfvertrouwen',
        'Annemiek van der Berg over Meer zelfvertrouwen',
        'De auteur vertelt waarom zelfvertrouwen te leren is, en geeft drie oefeningen om mee te beginnen.',
        true,
        confidence.index,
      ],
      [
        'ademruimte-meditatie',
        'Een korte meditatie uit Ademruimte',
        'Marieke de Wit begeleidt een meditatie van vijf minuten.',
        true,
        breathing.index,
      ],
      [
        'stoppen-met-piekeren',
        'Drie tips tegen piekeren',
        'Joost Hendriks laat zien hoe je piekergedachten herkent en onderbreekt.',
        false,
        own('Stoppen met piekeren').index,
      ],
      [
        'leiderschap-begint-bij-jezelf',
        'Leiderschap begint bij jezelf',
        'Jeroen de Bruijn over leidinggeven vanuit rust en vertrouwen.',
        false,
        own('Leiderschap begint bij jezelf').index,
      ],
      [
        'innerlijke-rust-yoga',
        'Ochtendoefening voor innerlijke rust',
        'Karin Mulder doet een rustige ochtendreeks voor, geschikt voor beginners.',
        true,
        calm.index,
      ],
      [
        'achter-de-schermen',
        'Achter de schermen bij Leeswijzer',
        'Hoe een boek bij onze uitgeverij ontstaat: van manuscript tot boekwinkel.',
        false,
        null,
      ],
    ];
  await insertRows(
    conn,
    'videos',
    [
      { name: 'id', type: 'int', value: (v) => v.id },
      { name: 'reference', type: 'text', value: (v) => v.reference },
      { name: 'title', type: 'text', value: (v) => v.title },
      { name: 'description', type: 'text', value: (v) => v.description },
      { name: 'file', type: 'text', value: (v) => `videos/${v.reference}.mp4` },
      { name: 'cc_file', type: 'text', value: (v) => (v.cc ? `videos/${v.reference}.nl.vtt` : null) },
      { name: 'sku', type: 'text', value: (v) => v.sku },
      { name: 'position', type: 'int', value: (v) => v.id },
    ],
    videos.map(([reference, title, description, cc, index], i) => ({
      id: i + 1,
      reference,
      title,
      description,
      cc,
      sku: index === null ? null : plan.skuOf(index),
    })),
  );

  const downloads = [
    [breathing.id, 'Geleide meditatie: Ademruimte (10 minuten)', 'mp3/ademruimte-01-ademruimte.mp3'],
    [breathing.id, 'Geleide meditatie: De bodyscan (20 minuten)', 'mp3/ademruimte-02-bodyscan.mp3'],
    [breathing.id, 'Geleide meditatie: Slapen (15 minuten)', 'mp3/ademruimte-03-slapen.mp3'],
    [calm.id, 'Meditatie: Thuiskomen in jezelf (12 minuten)', 'mp3/innerlijke-rust-01-thuiskomen.mp3'],
    [calm.id, 'Meditatie: Loslaten (18 minuten)', 'mp3/innerlijke-rust-02-loslaten.mp3'],
  ] as const;
  await insertRows(
    conn,
    'downloads',
    [
      { name: 'id', type: 'int', value: (d) => d.id },
      { name: 'book_id', type: 'int', value: (d) => d.bookId },
      { name: 'title', type: 'text', value: (d) => d.title },
      { name: 'filename', type: 'text', value: (d) => d.filename },
    ],
    downloads.map(([bookId, title, filename], i) => ({ id: i + 1, bookId, title, filename })),
  );

  // Previews for the first own paper books: a pdf fragment for ten, a back cover for six.
  const paperOwn = plan.ownEntries.flatMap((e, index) => (e.ebook ? [] : [index])).slice(0, 10);
  const media = [
    ...paperOwn.map((index) => ({
      bookId: index + 1,
      kind: 'pdf',
      title: 'Lees een fragment',
      file: `preview-pdf/${plan.skuOf(index)}.pdf`,
    })),
    ...paperOwn.slice(0, 6).map((index) => ({
      bookId: index + 1,
      kind: 'back',
      title: 'Achterkant',
      file: `covers/back/${plan.skuOf(index)}.jpg`,
    })),
    {
      bookId: breathing.id,
      kind: 'audio',
      title: 'Luister een meditatie',
      file: `preview-audio/${breathing.sku}.mp3`,
    },
    {
      bookId: confidence.id,
      kind: 'video',
      title: 'De auteur over dit boek',
      file: 'videos/meer-zelfvertrouwen.mp4',
    },
  ];
  await insertRows(
    conn,
    'book_media',
    [
      { name: 'id', type: 'int', value: (m) => m.id },
      { name: 'book_id', type: 'int', value: (m) => m.bookId },
      { name: 'kind', type: 'text', value: (m) => m.kind },
      { name: 'title', type: 'text', value: (m) => m.title },
      { name: 'file', type: 'text', value: (m) => m.file },
    ],
    media.map((m, i) => ({ ...m, id: i + 1 })),
  );

  for (const table of [
    'newsletters',
    'quotes',
    'banners',
    'notifications',
    'videos',
    'downloads',
    'book_media',
  ]) {
    await syncSequence(conn, table);
  }
  await insertReviews(conn, plan);
}
