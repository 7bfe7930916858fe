// Hand-written parts of the catalogue: the publisher's own authors and titles, famous self-help books that
// later tests search for ('Meer zelfvertrouwen', Stephen Covey), and the two event tickets.
import type { Lang } from './reference-data.ts';

export interface FixedAuthor {
  key: string;
  firstname: string;
  prefix: string;
  lastname: string;
  isSb: boolean;
  description: string | null;
}

type RawOwnAuthor = [firstname: string, prefix: string, lastname: string, work: string, city: string];

// One row per entry reads as a table.
// prettier-ignore
const RAW_OWN_AUTHORS: RawOwnAuthor[] = [
  ['Annemiek', 'van der', 'Berg', 'psycholoog en trainer', 'Utrecht'],
  ['Joost', '', 'Hendriks', 'coach voor mensen met een vol hoofd', 'Zwolle'],
  ['Marieke', 'de', 'Wit', 'mindfulnesstrainer', 'Haarlem'],
  ['Sanne', '', 'Verhoeven', 'psychotherapeut', 'Eindhoven'],
  ['Pieter', 'van', 'Dam', 'schrijver en meditatieleraar', 'Deventer'],
  ['Ingrid', '', 'Bakker', 'cognitief gedragstherapeut', 'Leiden'],
  ['Ruben', 'ter', 'Horst', 'loopbaancoach', 'Enschede'],
  ['Els', 'van den', 'Broek', 'orthopedagoog', 'Nijmegen'],
  ['Floor', '', 'Jansen', 'organisatieadviseur', 'Amsterdam'],
  ['Hans', '', 'Kuipers', 'bedrijfsarts', 'Groningen'],
  ['Noor', '', 'El Amrani', 'relatietherapeut', 'Rotterdam'],
  ['Wouter', 'de', 'Graaf', 'filosoof en schrijver', 'Maastricht'],
  ['Lieke', '', 'Smeets', 'diëtist en slaapcoach', 'Venlo'],
  ['Martin', 'van', 'Loon', 'financieel planner', 'Amersfoort'],
  ['Petra', '', 'Dijkstra', 'coach en schrijfdocent', 'Leeuwarden'],
  ['Thomas', "van 't", 'Hof', 'psycholoog', 'Den Haag'],
  ['Karin', '', 'Mulder', 'yogadocent', 'Alkmaar'],
  ['Bas', 'van', 'Leeuwen', 'relatiecoach', 'Breda'],
  ['Ellen', '', 'Vos', 'rouwbegeleider', 'Arnhem'],
  ['Jeroen', 'de', 'Bruijn', 'managementtrainer', 'Tilburg'],
];

export const OWN_AUTHORS: readonly FixedAuthor[] = RAW_OWN_AUTHORS.map(
  ([firstname, prefix, lastname, work, city]) => {
    const name = [firstname, prefix, lastname].filter(Boolean).join(' ');
    return {
      key: `${firstname} ${lastname}`,
      firstname,
      prefix,
      lastname,
      isSb: true,
      description: `${name} is ${work} en woont in ${city}. Bij Leeswijzer verschenen meerdere boeken van haar of zijn hand, die samen door tienduizenden lezers werden gelezen.`,
    };
  },
);

// One row per entry reads as a table.
// prettier-ignore
export const FAMOUS_AUTHORS: readonly FixedAuthor[] = [
  { key: 'covey', firstname: 'Stephen', prefix: '', lastname: 'Covey', isSb: true, description: 'Stephen Covey (1932-2012) was een Amerikaanse managementdenker en schrijver. Zijn boek over de zeven eigenschappen van effectief leiderschap werd wereldwijd miljoenen keren verkocht.' },
  { key: 'tolle', firstname: 'Eckhart', prefix: '', lastname: 'Tolle', isSb: true, description: 'Eckhart Tolle is een spiritueel leraar en schrijver, geboren in Duitsland. Hij woont in Canada.' },
  { key: 'carnegie', firstname: 'Dale', prefix: '', lastname: 'Carnegie', isSb: true, description: 'Dale Carnegie (1888-1955) was een Amerikaanse schrijver en trainer op het gebied van communicatie en zelfvertrouwen.' },
  { key: 'chapman', firstname: 'Gary', prefix: '', lastname: 'Chapman', isSb: true, description: null },
  { key: 'brown', firstname: 'Brené', prefix: '', lastname: 'Brown', isSb: true, description: 'Brené Brown is onderzoeker aan de Universiteit van Houston en schrijft over moed, kwetsbaarheid en schaamte.' },
  { key: 'dweck', firstname: 'Carol', prefix: '', lastname: 'Dweck', isSb: false, description: null },
  { key: 'clear', firstname: 'James', prefix: '', lastname: 'Clear', isSb: false, description: null },
  { key: 'garcia', firstname: 'Héctor', prefix: '', lastname: 'García', isSb: false, description: null },
  { key: 'miralles', firstname: 'Francesc', prefix: '', lastname: 'Miralles', isSb: false, description: null },
  { key: 'hay', firstname: 'Louise', prefix: '', lastname: 'Hay', isSb: false, description: null },
  { key: 'cain', firstname: 'Susan', prefix: '', lastname: 'Cain', isSb: false, description: null },
  { key: 'kahneman', firstname: 'Daniel', prefix: '', lastname: 'Kahneman', isSb: false, description: 'Daniel Kahneman (1934-2024) was psycholoog en won in 2002 de Nobelprijs voor de Economie.' },
  { key: 'kiyosaki', firstname: 'Robert', prefix: '', lastname: 'Kiyosaki', isSb: false, description: null },
];

export interface FixedBook {
  title: string;
  subtitle: string | null;
  /** OWN_AUTHORS index or FAMOUS_AUTHORS key. */
  author: number | string;
  author2?: string;
  category: string;
  subcategory: string;
  lang: Lang;
  version: 'Paperback' | 'Gebonden' | 'E-book';
  pages: number;
  priceCents: number;
  releaseDate: string;
  description?: string;
  state?: 'soon' | 'soldOut' | 'reprint';
  elevated?: boolean;
  collection?: [name: string, part: string];
}

/** The first own publications; the rest of the 60 are generated. Index 0 is the book tests search for. */
// One row per entry reads as a table.
// prettier-ignore
export const OWN_BOOKS: readonly FixedBook[] = [
  {
    title: 'Meer zelfvertrouwen', subtitle: 'Durf te zijn wie je bent', author: 0, category: 'zelfontwikkeling',
    subcategory: 'zelfvertrouwen', lang: 'NL', version: 'Paperback', pages: 224, priceCents: 1999,
    releaseDate: '2019-03-14', elevated: true,
    description:
      'Twijfel je vaak aan jezelf? Vind je het lastig om je mening te geven of om nee te zeggen? In Meer zelfvertrouwen ' +
      'laat psycholoog Annemiek van der Berg zien dat zelfvertrouwen geen aangeboren eigenschap is, maar iets wat je kunt ' +
      'leren. Met veertig oefeningen, herkenbare voorbeelden uit haar praktijk en een stappenplan voor acht weken. ' +
      'Een warm en praktisch boek dat al meer dan 80.000 lezers hielp.',
  },
  { title: 'Stoppen met piekeren', subtitle: 'Zo krijg je rust in je hoofd', author: 1, category: 'psychologie', subcategory: 'angst-en-piekeren', lang: 'NL', version: 'Paperback', pages: 192, priceCents: 1799, releaseDate: '2017-09-05' },
  { title: 'Mindfulness voor beginners', subtitle: 'Acht weken naar meer aandacht', author: 2, category: 'spiritualiteit', subcategory: 'mindfulness', lang: 'NL', version: 'Paperback', pages: 176, priceCents: 1899, releaseDate: '2016-01-20' },
  { title: 'Rust in je hoofd', subtitle: null, author: 3, category: 'psychologie', subcategory: 'stress-en-burn-out', lang: 'NL', version: 'Gebonden', pages: 256, priceCents: 2499, releaseDate: '2021-05-11' },
  { title: 'Leven vanuit je hart', subtitle: 'Spirituele wijsheid voor elke dag', author: 4, category: 'spiritualiteit', subcategory: 'energie-en-chakras', lang: 'NL', version: 'Paperback', pages: 208, priceCents: 1999, releaseDate: '2015-10-01' },
  { title: 'Grip op je gedachten', subtitle: null, author: 5, category: 'psychologie', subcategory: 'emoties', lang: 'NL', version: 'Paperback', pages: 184, priceCents: 1899, releaseDate: '2020-02-18' },
  { title: 'De moed om nee te zeggen', subtitle: 'Grenzen stellen zonder schuldgevoel', author: 6, category: 'zelfontwikkeling', subcategory: 'persoonlijke-groei', lang: 'NL', version: 'Paperback', pages: 200, priceCents: 1999, releaseDate: '2022-04-05' },
  { title: 'Het hooggevoelige kind', subtitle: 'Een gids voor ouders en leerkrachten', author: 7, category: 'opvoeding', subcategory: 'kinderen-opvoeden', lang: 'NL', version: 'Paperback', pages: 240, priceCents: 2250, releaseDate: '2018-06-12' },
  { title: 'Werken zonder stress', subtitle: null, author: 8, category: 'management', subcategory: 'timemanagement', lang: 'NL', version: 'Paperback', pages: 192, priceCents: 2199, releaseDate: '2023-01-17' },
  { title: 'Van burn-out naar balans', subtitle: 'Herstellen en voorkomen', author: 9, category: 'psychologie', subcategory: 'stress-en-burn-out', lang: 'NL', version: 'Paperback', pages: 232, priceCents: 2250, releaseDate: '2019-11-05' },
  { title: 'Verbinding maken', subtitle: 'Echt contact in je relatie', author: 10, category: 'relaties', subcategory: 'communicatie', lang: 'NL', version: 'Paperback', pages: 208, priceCents: 1999, releaseDate: '2024-03-12' },
  { title: 'De stem van je intuïtie', subtitle: null, author: 11, category: 'spiritualiteit', subcategory: 'energie-en-chakras', lang: 'NL', version: 'Gebonden', pages: 176, priceCents: 2299, releaseDate: '2022-09-27' },
  { title: 'Slapen als een roos', subtitle: 'Het zesweekse slaapprogramma', author: 12, category: 'gezondheid', subcategory: 'beter-slapen', lang: 'NL', version: 'Paperback', pages: 160, priceCents: 1799, releaseDate: '2023-10-03' },
  { title: 'Geld en geluk', subtitle: 'Wat je echt rijk maakt', author: 13, category: 'management', subcategory: 'ondernemen', lang: 'NL', version: 'Paperback', pages: 224, priceCents: 2250, releaseDate: '2021-09-14' },
  { title: 'Zelfliefde in 30 dagen', subtitle: 'Het werkboek', author: 14, category: 'zelfontwikkeling', subcategory: 'persoonlijke-groei', lang: 'NL', version: 'Paperback', pages: 144, priceCents: 1699, releaseDate: '2024-01-09' },
  { title: 'Sterker uit de crisis', subtitle: null, author: 15, category: 'psychologie', subcategory: 'emoties', lang: 'NL', version: 'Paperback', pages: 216, priceCents: 1999, releaseDate: '2020-09-22' },
  { title: 'De kunst van het loslaten', subtitle: 'Boeddhistische wijsheid voor westerse mensen', author: 16, category: 'spiritualiteit', subcategory: 'boeddhisme', lang: 'NL', version: 'Paperback', pages: 192, priceCents: 1999, releaseDate: '2018-02-27' },
  { title: 'Ademruimte', subtitle: 'Meditaties voor elke dag', author: 2, category: 'spiritualiteit', subcategory: 'meditatie', lang: 'NL', version: 'Gebonden', pages: 128, priceCents: 2250, releaseDate: '2025-02-11' },
  { title: 'Samen verder', subtitle: 'Liefde na de kinderen', author: 17, category: 'relaties', subcategory: 'liefde-en-partnerschap', lang: 'NL', version: 'Paperback', pages: 208, priceCents: 1999, releaseDate: '2022-05-24' },
  { title: 'Opgroeien met vertrouwen', subtitle: null, author: 18, category: 'opvoeding', subcategory: 'ouderschap', lang: 'NL', version: 'Paperback', pages: 224, priceCents: 2099, releaseDate: '2019-08-20' },
  { title: 'Leiderschap begint bij jezelf', subtitle: null, author: 19, category: 'management', subcategory: 'leiderschap', lang: 'NL', version: 'Gebonden', pages: 272, priceCents: 2999, releaseDate: '2025-06-03' },
  { title: 'Gezond oud worden', subtitle: 'Voeding, beweging en levenslust', author: 12, category: 'gezondheid', subcategory: 'gezonde-voeding', lang: 'NL', version: 'Paperback', pages: 240, priceCents: 2250, releaseDate: '2026-09-15' },
  { title: 'Innerlijke rust', subtitle: 'Een werkboek met geleide meditaties', author: 16, category: 'spiritualiteit', subcategory: 'meditatie', lang: 'NL', version: 'Paperback', pages: 152, priceCents: 1899, releaseDate: '2026-10-20' },
  { title: 'Het nieuwe beginnen', subtitle: 'Kiezen voor een leven dat bij je past', author: 0, category: 'zelfontwikkeling', subcategory: 'persoonlijke-groei', lang: 'NL', version: 'Paperback', pages: 240, priceCents: 2199, releaseDate: '2027-01-19', state: 'soon' },
  { title: 'Vertrouwen in jezelf', subtitle: 'Het werkboek bij Meer zelfvertrouwen', author: 0, category: 'zelfontwikkeling', subcategory: 'zelfvertrouwen', lang: 'NL', version: 'Paperback', pages: 128, priceCents: 1499, releaseDate: '2020-10-06', collection: ['Meer zelfvertrouwen', '2'] },
  { title: 'Omgaan met verlies', subtitle: null, author: 18, category: 'relaties', subcategory: 'rouw-en-verlies', lang: 'NL', version: 'Paperback', pages: 184, priceCents: 1899, releaseDate: '2014-04-15', state: 'soldOut' },
  { title: 'Focus!', subtitle: 'Werken met aandacht in een wereld vol afleiding', author: 8, category: 'management', subcategory: 'timemanagement', lang: 'NL', version: 'Paperback', pages: 208, priceCents: 2099, releaseDate: '2018-09-11', state: 'reprint' },
];

/** Own e-book editions, placed at the end of the own range. */
// One row per entry reads as a table.
// prettier-ignore
export const OWN_EBOOKS: readonly FixedBook[] = [
  { title: 'More Self-Confidence', subtitle: 'Dare to be who you are', author: 0, category: 'zelfontwikkeling', subcategory: 'zelfvertrouwen', lang: 'EN', version: 'E-book', pages: 224, priceCents: 999, releaseDate: '2021-06-01' },
];

// One row per entry reads as a table.
// prettier-ignore
export const FAMOUS_BOOKS: readonly FixedBook[] = [
  { title: 'De zeven eigenschappen van effectief leiderschap', subtitle: 'Persoonlijke ontwikkeling en verandering', author: 'covey', category: 'management', subcategory: 'leiderschap', lang: 'NL', version: 'Paperback', pages: 384, priceCents: 2499, releaseDate: '2017-08-29', elevated: true },
  { title: 'The 7 Habits of Highly Effective People', subtitle: null, author: 'covey', category: 'management', subcategory: 'leiderschap', lang: 'EN', version: 'Paperback', pages: 432, priceCents: 1699, releaseDate: '2020-05-19' },
  { title: 'De kracht van het nu', subtitle: 'Een gids voor spirituele verlichting', author: 'tolle', category: 'spiritualiteit', subcategory: 'mindfulness', lang: 'NL', version: 'Paperback', pages: 240, priceCents: 2099, releaseDate: '2015-03-10' },
  { title: 'Hoe je vrienden wint en mensen beïnvloedt', subtitle: null, author: 'carnegie', category: 'zelfontwikkeling', subcategory: 'succes-en-motivatie', lang: 'NL', version: 'Paperback', pages: 288, priceCents: 2250, releaseDate: '2016-05-03' },
  { title: 'De vijf talen van de liefde', subtitle: 'Hoe je liefde kunt uiten en ontvangen', author: 'chapman', category: 'relaties', subcategory: 'liefde-en-partnerschap', lang: 'NL', version: 'Paperback', pages: 224, priceCents: 1999, releaseDate: '2018-01-23' },
  { title: 'De moed van imperfectie', subtitle: null, author: 'brown', category: 'psychologie', subcategory: 'emoties', lang: 'NL', version: 'Paperback', pages: 192, priceCents: 2299, releaseDate: '2019-09-17' },
  { title: 'Mindset', subtitle: 'De weg naar een succesvol leven', author: 'dweck', category: 'zelfontwikkeling', subcategory: 'succes-en-motivatie', lang: 'NL', version: 'Paperback', pages: 320, priceCents: 2250, releaseDate: '2017-04-11' },
  { title: 'Atomic Habits', subtitle: 'Kleine veranderingen, opmerkelijke resultaten', author: 'clear', category: 'zelfontwikkeling', subcategory: 'persoonlijke-groei', lang: 'NL', version: 'Paperback', pages: 320, priceCents: 2299, releaseDate: '2019-10-08' },
  { title: 'Ikigai', subtitle: 'Het Japanse geheim voor een lang en gelukkig leven', author: 'garcia', author2: 'miralles', category: 'zelfontwikkeling', subcategory: 'persoonlijke-groei', lang: 'NL', version: 'Gebonden', pages: 208, priceCents: 2199, releaseDate: '2017-06-20' },
  { title: 'Je kunt je leven helen', subtitle: null, author: 'hay', category: 'spiritualiteit', subcategory: 'energie-en-chakras', lang: 'NL', version: 'Paperback', pages: 256, priceCents: 1999, releaseDate: '2014-09-02' },
  { title: 'Stil', subtitle: 'De kracht van introvert zijn in een wereld die niet ophoudt met praten', author: 'cain', category: 'psychologie', subcategory: 'hooggevoeligheid', lang: 'NL', version: 'Paperback', pages: 368, priceCents: 2299, releaseDate: '2016-11-15' },
  { title: 'Ons feilbare denken', subtitle: null, author: 'kahneman', category: 'psychologie', subcategory: 'emoties', lang: 'NL', version: 'Paperback', pages: 528, priceCents: 2999, releaseDate: '2016-02-09' },
  { title: 'Rijke pa, arme pa', subtitle: 'Wat rijke ouders hun kinderen leren over geld', author: 'kiyosaki', category: 'management', subcategory: 'ondernemen', lang: 'NL', version: 'Paperback', pages: 256, priceCents: 2099, releaseDate: '2018-03-20' },
];

export interface EventTicket {
  title: string;
  author: number;
  category: string;
  subcategory: string;
  description: string;
}

/** Spec 1 §2.6: media 'Event' forces the own shop; spec 3 §9: the example ticket costs 20 euro. */
export const EVENTS: readonly EventTicket[] = [
  {
    title: 'Lezing Meer zelfvertrouwen met Annemiek van der Berg (20 maart 2027)',
    author: 0,
    category: 'zelfontwikkeling',
    subcategory: 'zelfvertrouwen',
    description:
      'Een avond vol inzichten en oefeningen met de auteur van Meer zelfvertrouwen, in Utrecht. Inclusief koffie en thee.',
  },
  {
    title: 'Workshop Mindful leven met Marieke de Wit (15 mei 2027)',
    author: 2,
    category: 'spiritualiteit',
    subcategory: 'mindfulness',
    description:
      'Een workshop van een dag over mindfulness in het dagelijks leven, in Haarlem. Lunch inbegrepen.',
  },
];

export const RESERVED_TITLES: ReadonlySet<string> = new Set(
  [...OWN_BOOKS, ...OWN_EBOOKS, ...FAMOUS_BOOKS].map((b) => b.title.toLowerCase()),
);
