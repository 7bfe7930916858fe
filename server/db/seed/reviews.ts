// Reviews of own publications and popular books (spec 1 §2.6 review list): a handful of reviewers, some of
// whom keep their name hidden ('(Naam bekend bij redactie)', spec 1 §8). Deterministic like the rest.
import { addDays, SEED_DATE } from './calendar.ts';
import type { SeedPlan } from './plan.ts';
import { randomFor } from './random.ts';
import { insertRows, type SqlConn, syncSequence } from './sql.ts';

const REVIEW_STREAM = 19;

interface ReviewerRow {
  id: number;
  firstname: string;
  lastname: string;
  website: string | null;
  description: string | null;
  showFirstname: boolean;
  showLastname: boolean;
  showProfession: boolean;
  showWebsite: boolean;
}

/** [firstname, lastname, profession, website, show firstname, show lastname] */
const REVIEWERS: [string, string, string | null, string | null, boolean, boolean][] = [
  ['Els', 'Verhoeven', 'Psycholoog', 'https://www.praktijkverhoeven.nl', true, true],
  ['Pieter', 'Janssen', 'Leraar Nederlands', null, true, true],
  ['Fatima', 'El Amrani', 'Coach', 'https://www.coachfatima.nl', true, false],
  ['Hans', 'de Groot', null, null, false, false],
  ['Sanne', 'Bakker', 'Boekhandelaar', null, true, true],
  ['Ingrid', 'Vos', 'Verpleegkundige', null, false, false],
  ['Tom', 'Kuipers', 'Journalist', 'https://www.tomkuipers.nl', true, true],
  ['Lotte', 'Meijer', null, null, true, false],
];

const OPENINGS = [
  'Een boek dat je niet snel vergeet.',
  'Helder geschreven en direct toepasbaar.',
  'Ik las het in één weekend uit.',
  'Warm, eerlijk en zonder opgeheven vingertje.',
  'Precies wat ik nodig had in een drukke periode.',
  'Prettig om bij de hand te houden.',
];
const MIDDLES = [
  'De oefeningen aan het eind van elk hoofdstuk zijn eenvoudig maar doeltreffend.',
  'De auteur weet ingewikkelde ideeën in gewone taal uit te leggen.',
  'Vooral de persoonlijke voorbeelden maakten indruk op mij.',
  'Sommige hoofdstukken lees ik nog regelmatig opnieuw.',
  'Het is geen boek om in één keer uit te lezen, en dat is juist de kracht.',
  'Het verhaal blijft ook na het dichtslaan van het boek nog lang hangen.',
];
const ENDINGS = [
  'Een aanrader voor iedereen die ermee aan de slag wil.',
  'Ik heb het inmiddels drie keer cadeau gedaan.',
  'Vier sterren, en dat geef ik niet snel.',
  'Ik kijk uit naar het volgende boek van deze auteur.',
  '',
];
const TITLES = [
  'Een echte aanrader',
  'Eerlijk en praktisch',
  'Raakte me',
  'Goed leesbaar',
  'Een blijvertje',
  'Mooi boek',
];
const SOURCES = [null, null, null, 'Nieuwsbrief Leeswijzer', 'Lezersreactie', 'Boekenrubriek De Stentor'];

export interface ReviewRow {
  id: number;
  bookId: number;
  reviewerId: number;
  title: string;
  review: string;
  source: string | null;
  createdAt: string;
}

/** Reviews for the first own publications (1 to 3 each) and for the famous books (1 each). */
export function reviewRows(plan: SeedPlan): ReviewRow[] {
  const ownIndexes = plan.ownEntries.flatMap((e, index) => (e.ebook ? [] : [index])).slice(0, 20);
  const famousIndexes = [...plan.famousIndex.values()].slice(0, 12);
  const rows: ReviewRow[] = [];
  const add = (index: number, count: number) => {
    for (let n = 0; n < count; n++) {
      const r = randomFor(REVIEW_STREAM, index * 8 + n);
      const review = [r.pick(OPENINGS), r.pick(MIDDLES), r.pick(ENDINGS)].filter(Boolean).join(' ');
      rows.push({
        id: rows.length + 1,
        bookId: index + 1,
        reviewerId: r.int(1, REVIEWERS.length),
        title: r.pick(TITLES),
        review,
        source: r.pick(SOURCES),
        createdAt: `${addDays(SEED_DATE, -r.int(5, 900))}T10:00:00Z`,
      });
    }
  };
  for (const [i, index] of ownIndexes.entries()) add(index, (i % 3) + 1);
  for (const index of famousIndexes) add(index, 1);
  return rows;
}

export async function insertReviews(conn: SqlConn, plan: SeedPlan): Promise<void> {
  await insertRows(
    conn,
    'reviewers',
    [
      { name: 'id', type: 'int', value: (r: ReviewerRow) => r.id },
      { name: 'firstname', type: 'text', value: (r: ReviewerRow) => r.firstname },
      { name: 'lastname', type: 'text', value: (r: ReviewerRow) => r.lastname },
      { name: 'website', type: 'text', value: (r: ReviewerRow) => r.website },
      { name: 'description', type: 'text', value: (r: ReviewerRow) => r.description },
      { name: 'show_firstname', type: 'boolean', value: (r: ReviewerRow) => r.showFirstname },
      { name: 'show_lastname', type: 'boolean', value: (r: ReviewerRow) => r.showLastname },
      { name: 'show_profession', type: 'boolean', value: (r: ReviewerRow) => r.showProfession },
      { name: 'show_website', type: 'boolean', value: (r: ReviewerRow) => r.showWebsite },
    ],
    REVIEWERS.map(([firstname, lastname, profession, website, showFirstname, showLastname], i) => ({
      id: i + 1,
      firstname,
      lastname,
      website,
      description: profession,
      showFirstname,
      showLastname,
      showProfession: profession !== null,
      showWebsite: website !== null,
    })),
  );
  await insertRows(
    conn,
    'reviews',
    [
      { name: 'id', type: 'int', value: (r: ReviewRow) => r.id },
      { name: 'book_id', type: 'int', value: (r: ReviewRow) => r.bookId },
      { name: 'reviewer_id', type: 'int', value: (r: ReviewRow) => r.reviewerId },
      { name: 'title', type: 'text', value: (r: ReviewRow) => r.title },
      { name: 'review', type: 'text', value: (r: ReviewRow) => r.review },
      { name: 'source', type: 'text', value: (r: ReviewRow) => r.source },
      { name: 'created_at', type: 'timestamptz', value: (r: ReviewRow) => r.createdAt },
    ],
    reviewRows(plan),
  );
  await syncSequence(conn, 'reviewers');
  await syncSequence(conn, 'reviews');
}
