// Authors: the publisher's own authors and famous names first (fixed ids), then a pool of Dutch (70 %) and
// international (30 %) names from faker with a fixed seed. Each pool author writes in one genre, so an
// author's list looks like a real author's list.
import type { Genre } from './catalogue.ts';
import { FAMOUS_AUTHORS, type FixedAuthor, OWN_AUTHORS } from './fixed-books.ts';
import { type Random, randomFor, SEED } from './random.ts';
import { type Column, insertRows, type SqlConn, syncSequence } from './sql.ts';
import { CITIES } from './words.ts';

export interface Author {
  id: number;
  firstname: string;
  prefix: string;
  lastname: string;
  isSb: boolean;
  description: string | null;
  profilePicture: string | null;
  international: boolean;
  /** books.author_sort for books whose first author this is: lower(lastname || ' ' || firstname). */
  sortKey: string;
}

const GENRE_SHARES: readonly (readonly [Genre, number])[] = [
  ['selfhelp', 0.2],
  ['novel', 0.2],
  ['thriller', 0.18],
  ['kids', 0.12],
  ['cooking', 0.06],
  ['history', 0.06],
  ['biography', 0.05],
  ['travel', 0.04],
  ['hobby', 0.045],
  ['science', 0.045],
];

const WORK: Record<Genre, readonly string[]> = {
  selfhelp: [
    'is coach en trainer',
    'is psycholoog',
    'werkt als therapeut',
    'is mindfulnesstrainer',
    'is loopbaanadviseur',
  ],
  novel: [
    'is schrijver',
    'debuteerde met een verhalenbundel',
    'werkte jarenlang als journalist',
    'is docent Nederlands',
  ],
  thriller: ['werkte twintig jaar bij de recherche', 'is advocaat', 'is journalist', 'schrijft thrillers'],
  kids: ['is juf op een basisschool', 'is illustrator', 'schrijft voor kinderen', 'is theatermaker'],
  cooking: ['is kok', 'is foodfotograaf en receptontwikkelaar', 'heeft een kookschool', 'is foodblogger'],
  history: ['is historicus', 'is archivaris', 'doceert geschiedenis'],
  biography: ['is journalist', 'is biograaf'],
  travel: ['is reisjournalist', 'is fotograaf en wandelaar'],
  hobby: ['is hovenier', 'is sportjournalist', 'geeft workshops'],
  science: ['is wetenschapsjournalist', 'is bioloog', 'is sterrenkundige'],
};

export interface AuthorPool {
  authors: Author[];
  own: Author[];
  famous: ReadonlyMap<string, Author>;
  /** A pool author for a book of this genre; international authors for foreign-language books. */
  pick(r: Random, genre: Genre, international: boolean): Author;
}

const AUTHOR_STREAM = 7;
const INTERNATIONAL_EVERY = 10; // positions 0, 1 and 2 of every ten pool authors are international

function fromFixed(id: number, author: FixedAuthor, picture: boolean): Author {
  return {
    id,
    firstname: author.firstname,
    prefix: author.prefix,
    lastname: author.lastname,
    isSb: author.isSb,
    description: author.description,
    profilePicture: picture ? `authors/${id}.jpg` : null,
    international: false,
    sortKey: sortKey(author.firstname, author.lastname),
  };
}

export function sortKey(firstname: string, lastname: string): string {
  return `${lastname} ${firstname}`.trim().toLowerCase();
}

/** Splits Dutch surnames like 'van der Berg' into prefix 'van der' and lastname 'Berg'. */
export function splitPrefix(surname: string): { prefix: string; lastname: string } {
  const match = /^((?:[a-z']+ )+)(\p{Lu}.*)$/u.exec(surname);
  return match ? { prefix: match[1]!.trim(), lastname: match[2]! } : { prefix: '', lastname: surname };
}

/** faker is loaded only when seeding: importing it costs ~0.2 s, too much for every server start. */
export async function buildAuthorPool(poolSize: number): Promise<AuthorPool> {
  const { base, de, en, es, Faker, fr, nl } = await import('@faker-js/faker');
  const authors: Author[] = [
    ...OWN_AUTHORS.map((a, i) => fromFixed(i + 1, a, true)),
    ...FAMOUS_AUTHORS.map((a, i) => fromFixed(OWN_AUTHORS.length + i + 1, a, false)),
  ];
  const own = authors.slice(0, OWN_AUTHORS.length);
  const famous = new Map(FAMOUS_AUTHORS.map((a, i) => [a.key, authors[OWN_AUTHORS.length + i]!]));

  // One faker per locale, each with its own fixed seed: the nth Dutch name never depends on the foreign ones.
  const fakers = [nl, en, de, fr, es].map((locale, i) => {
    const faker = new Faker({ locale: [locale, en, base] });
    faker.seed(SEED + i);
    return faker;
  });
  const poolStart = authors.length;
  const slices: { genre: Genre; start: number; end: number }[] = [];
  let cursor = poolStart;
  for (const [genre, share] of GENRE_SHARES) {
    const size = Math.max(20, Math.round(poolSize * share));
    slices.push({ genre, start: cursor, end: cursor + size });
    cursor += size;
  }
  for (const slice of slices) {
    for (let index = slice.start; index < slice.end; index++) {
      const k = index - poolStart;
      const slot = k % INTERNATIONAL_EVERY;
      const international = slot < 3;
      const faker = international ? fakers[slot === 1 ? 2 + (Math.floor(k / 10) % 3) : 1]! : fakers[0]!;
      const firstname = faker.person.firstName();
      const { prefix, lastname } = international
        ? { prefix: '', lastname: faker.person.lastName() }
        : splitPrefix(faker.person.lastName());
      const r = randomFor(AUTHOR_STREAM, index);
      const id = index + 1;
      authors.push({
        id,
        firstname,
        prefix,
        lastname,
        isSb: false,
        description: r.chance(0.3) ? biography(r, [firstname, prefix, lastname], slice.genre) : null,
        profilePicture: null,
        international,
        sortKey: sortKey(firstname, lastname),
      });
    }
  }

  const byGenre = new Map(slices.map((s) => [s.genre, s]));
  return {
    authors,
    own,
    famous,
    pick(r, genre, international) {
      const slice = byGenre.get(genre)!;
      // A skewed pick: some authors write many books, most write a few.
      let index = slice.start + Math.floor(r.next() ** 1.4 * (slice.end - slice.start));
      if (international) {
        const k = index - poolStart;
        index = poolStart + k - (k % INTERNATIONAL_EVERY) + (k % 3);
        if (index < slice.start) index += INTERNATIONAL_EVERY;
      }
      return authors[Math.min(index, slice.end - 1)]!;
    },
  };
}

function biography(r: Random, names: [string, string, string], genre: Genre): string {
  const name = names.filter(Boolean).join(' ');
  const born = r.int(1945, 1995);
  const tail = r.pick([
    'Eerder verschenen van deze auteur meerdere veelgelezen boeken.',
    'Dit is het debuut.',
    `Woont en werkt in ${r.pick(CITIES)}.`,
    'Schrijft daarnaast columns voor verschillende tijdschriften.',
  ]);
  return `${name} (${born}) ${r.pick(WORK[genre])}. ${tail}`;
}

export async function insertAuthors(conn: SqlConn, pool: AuthorPool): Promise<void> {
  const columns: Column<Author>[] = [
    { name: 'id', type: 'int', value: (a) => a.id },
    { name: 'firstname', type: 'text', value: (a) => a.firstname },
    { name: 'prefix', type: 'text', value: (a) => a.prefix },
    { name: 'lastname', type: 'text', value: (a) => a.lastname },
    { name: 'is_sb', type: 'boolean', value: (a) => a.isSb },
    { name: 'description', type: 'text', value: (a) => a.description },
    { name: 'profile_picture', type: 'text', value: (a) => a.profilePicture },
  ];
  for (let start = 0; start < pool.authors.length; start += 20_000) {
    await insertRows(conn, 'authors', columns, pool.authors.slice(start, start + 20_000));
  }
  await syncSequence(conn, 'authors');
}
