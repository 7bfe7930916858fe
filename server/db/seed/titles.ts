// Titles and subtitles per genre, built from the word lists. Each generator takes the book's own random
// stream, so a title depends only on the book.
import type { Genre, ProductTemplate } from './catalogue.ts';
import type { Random } from './random.ts';
import type { Lang } from './reference-data.ts';
import * as w from './words.ts';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withArticle = (r: Random, adjectives: readonly string[], nouns: readonly w.Noun[]) => {
  const [article, noun] = r.pick(nouns);
  return `${cap(article)} ${r.pick(adjectives)} ${noun}`;
};

type Pattern = (r: Random) => string;

const SELF_HELP_PATTERNS: Pattern[] = [
  (r) => `Meer ${r.pick(w.QUALITIES)}`,
  (r) => `Stoppen met ${r.pick(w.HABITS)}`,
  (r) => `${r.pick(w.PRACTICES)} voor beginners`,
  (r) => `De kracht van ${r.pick(w.POWERS)}`,
  (r) => `Leven zonder ${r.pick(w.FEARS)}`,
  (r) => `Het geheim van ${r.pick(w.SECRETS)}`,
  (r) => `${r.pick([5, 7, 10, 12, 21, 30])} stappen naar ${r.pick(w.GOALS)}`,
  (r) => `Grip op ${r.pick(w.GRIPS)}`,
  (r) => {
    const [from, to] = r.pick(w.FROM_TO);
    return `Van ${from} naar ${to}`;
  },
  (r) => `Het ${r.pick(w.BRAINS)} brein`,
  (r) => `Leer ${r.pick(w.LEARN)}`,
  (r) => `Zo word je ${r.pick(w.BECOME)}`,
  (r) => `Handboek ${r.pick(w.HANDBOOKS)}`,
  (r) => `Werken aan ${r.pick(w.GOALS)}`,
  (r) => `${cap(r.pick(w.QUALITIES))} in ${r.pick([7, 21, 30, 40])} dagen`,
];

const NOVEL_PATTERNS: Pattern[] = [
  (r) => {
    const [article, noun] = r.pick(w.NOVEL_NOUNS);
    return `${cap(article)} ${noun} van ${r.pick(w.PLACES)}`;
  },
  (r) => withArticle(r, w.NOVEL_ADJECTIVES, w.NOVEL_NOUNS),
  (r) => `Een ${r.pick(w.NOVEL_NOUNS)[1]} aan zee`,
  (r) => `Wat ${r.pick(w.FIRST_NAMES)} niet wist`,
  (r) => `Brieven aan ${r.pick(w.FIRST_NAMES)}`,
  (r) => `Het jaar van ${r.pick(w.FIRST_NAMES)}`,
  (r) => r.pick(w.FIRST_NAMES),
  (r) => `Alles wat we ${r.pick(w.NOVEL_VERBS)}${r.chance(0.6) ? ` in ${r.pick(w.PLACES)}` : ''}`,
  (r) => `${r.pick(['Zomer', 'Winter', 'Herfst', 'Lente'])} in ${r.pick(w.PLACES)}`,
];

const THRILLER_PATTERNS: Pattern[] = [
  (r) => withArticle(r, w.THRILLER_ADJECTIVES, w.THRILLER_NOUNS),
  (r) => withArticle(r, w.THRILLER_ADJECTIVES, w.THRILLER_NOUNS),
  (r) => `${r.pick(['Moord', 'Dood', 'Vermist'])} in ${r.pick(w.PLACES)}`,
  (r) => `Operatie ${r.pick(w.CODENAMES)}`,
  (r) => `${r.pick(w.FIRST_NAMES)} moet sterven`,
  (r) => `Dossier ${r.pick(w.SURNAMES)}`,
  (r) => r.pick(w.THRILLER_SHORT),
  (r) => {
    const [article, noun] = r.pick(w.THRILLER_NOUNS);
    return `${cap(article)} ${noun}`;
  },
];

const KIDS_PATTERNS: Pattern[] = [
  (r) => {
    const [article, animal] = r.pick(w.ANIMALS);
    return `${r.pick(w.KID_NAMES)} en ${article} ${r.pick(w.KID_ADJECTIVES)} ${animal}`;
  },
  (r) => `De avonturen van ${r.pick(w.KID_NAMES)}`,
  (r) => {
    const [article, animal] = r.pick(w.ANIMALS);
    return `Waar is ${article} ${animal}?`;
  },
  (r) => `Het grote ${r.pick(w.KID_TOPICS)}boek`,
  (r) =>
    `${r.pick(w.KID_NAMES)} gaat ${r.pick(['naar school', 'logeren', 'naar zee', 'verhuizen', 'op reis'])}`,
  (r) => `Welterusten, ${r.pick(w.KID_ADJECTIVES)} ${r.pick(w.ANIMALS)[1]}`,
  (r) => `Het geheim van ${r.pick(w.KID_HIDEOUTS)}`,
];

const COOKING_PATTERNS: Pattern[] = [
  (r) => `${r.pick(w.CUISINES)} koken`,
  (r) => `Koken met ${r.pick(w.INGREDIENTS)}`,
  (r) => `De ${r.pick(w.KITCHEN_ADJECTIVES)} keuken`,
  (r) => `${r.pick([50, 75, 100, 120])} recepten voor ${r.pick(w.OCCASIONS)}`,
  (r) => `Bakken met ${r.pick(w.FIRST_NAMES)}`,
  (r) =>
    `Het grote ${r.pick(['bak', 'soep', 'pasta', 'salade', 'ovenschotel', 'airfryer', 'taarten', 'brood'])}boek`,
  (r) =>
    `${r.pick(['Snel', 'Simpel', 'Gezond', 'Zoet', 'Hartig', 'Groen'])} en ${r.pick(['gezond', 'lekker', 'snel', 'voordelig'])}`,
];

const HISTORY_PATTERNS: Pattern[] = [
  (r) => `De geschiedenis van ${r.pick(w.HISTORY_SUBJECTS)}`,
  (r) => `Het jaar ${r.pick(w.HISTORY_YEARS)}`,
  (r) => `De val van ${r.pick(w.HISTORY_FALLS)}`,
  (r) => `Verzet in ${r.pick(w.PLACES)}`,
  (r) =>
    `${r.pick(['Leven', 'Werken', 'Liefde', 'Oorlog', 'Geloof'])} in ${r.pick(['de Gouden Eeuw', 'de middeleeuwen', 'de Romeinse tijd', 'de Franse tijd', 'de jaren dertig', 'de wederopbouw'])}`,
  (r) =>
    `Kastelen ${r.pick(['van Nederland', 'van Gelderland', 'van Limburg', 'van Utrecht', 'in Vlaanderen', 'aan de Loire', 'in Wales', 'langs de Rijn', 'van Friesland', 'in Schotland'])}`,
];

const BIOGRAPHY_PATTERNS: Pattern[] = [
  (r) => `${r.pick(w.BIOGRAPHY_SUBJECTS)}: een leven`,
  (r) => `Mijn leven als ${r.pick(w.PROFESSIONS)}`,
  (r) => `Herinneringen van een ${r.pick(w.PROFESSIONS)}`,
  (r) => r.pick(w.LIFE_TURNS),
];

const TRAVEL_PATTERNS: Pattern[] = [
  (r) => `Reisgids ${r.pick(w.COUNTRIES_NL)}`,
  (r) => `Wandelen in ${r.pick(w.REGIONS)}`,
  (r) => `Op de fiets door ${r.pick(w.COUNTRIES_NL)}`,
  (r) => `Onderweg in ${r.pick(w.COUNTRIES_NL)}`,
  (r) =>
    `De mooiste ${r.pick([25, 50, 100])} ${r.pick(['wandelingen', 'fietstochten', 'dagtochten'])} ${r.pick(['van Nederland', 'in België', 'langs de kust', 'rond Amsterdam'])}`,
];

const HOBBY_PATTERNS: Pattern[] = [
  (r) => r.pick(w.HOBBY_TITLES),
  (r) => `${r.pick(w.HOBBIES)} voor beginners`,
  (r) => `${r.pick(w.HOBBIES)}: de basis`,
  (r) => `Alles over ${r.pick(w.SPORTS)}`,
  (r) => `Het ${r.pick(w.SPORTS)}jaarboek ${r.int(2019, 2026)}`,
];

const SCIENCE_PATTERNS: Pattern[] = [
  (r) => `Het geheime leven van ${r.pick(w.SECRET_LIVES)}`,
  (r) => `De oorsprong van ${r.pick(w.ORIGINS)}`,
  (r) => `Hoe werkt ${r.pick(w.HOW_WORKS)}?`,
  (r) => `Een korte geschiedenis van ${r.pick(w.SCIENCE_SUBJECTS)}`,
  (r) => `Het raadsel van ${r.pick(w.SCIENCE_SUBJECTS)}`,
];

const PATTERNS: Record<Exclude<Genre, 'selfhelp'>, Pattern[]> = {
  novel: NOVEL_PATTERNS,
  thriller: THRILLER_PATTERNS,
  kids: KIDS_PATTERNS,
  cooking: COOKING_PATTERNS,
  history: HISTORY_PATTERNS,
  biography: BIOGRAPHY_PATTERNS,
  travel: TRAVEL_PATTERNS,
  hobby: HOBBY_PATTERNS,
  science: SCIENCE_PATTERNS,
};

/** A title for a book of this genre; `flavour` is the category name (self-help titles differ per category). */
export function bookTitle(r: Random, genre: Genre, flavour: string, lang: Lang): string {
  if (lang !== 'NL') return foreignTitle(r, genre, lang);
  if (genre === 'selfhelp') {
    const own = w.FLAVOUR_TITLES[flavour];
    if (own && r.chance(0.3)) return r.pick(own);
    return r.pick(SELF_HELP_PATTERNS)(r);
  }
  return r.pick(PATTERNS[genre])(r);
}

const SUBTITLES: Record<Genre, Pattern[]> = {
  selfhelp: [
    (r) => `Een praktische gids voor ${r.pick(w.AUDIENCES)}`,
    (r) => `In ${r.pick([5, 7, 10, 12])} stappen naar ${r.pick(w.GOALS)}`,
    (r) => `Inzichten en oefeningen voor een ${r.pick(w.LIFE_ADJECTIVES)} leven`,
    (r) => `Hoe je ${r.pick(w.HOW_TO)}`,
    () => 'Het werkboek',
    (r) => `Wat de wetenschap zegt over ${r.pick(w.POWERS)}`,
  ],
  novel: [() => 'Roman', () => 'Een familiegeschiedenis', () => 'Verhalen'],
  thriller: [() => 'Thriller', (r) => `Een zaak voor inspecteur ${r.pick(w.SURNAMES)}`],
  kids: [
    (r) => `Voorlezen vanaf ${r.int(2, 5)} jaar`,
    (r) => `Zelf lezen vanaf ${r.int(6, 9)} jaar`,
    (r) => `Leesniveau AVI ${r.pick(['M3', 'E3', 'M4', 'E4', 'M5'])}`,
  ],
  cooking: [
    () => 'Eenvoudige recepten voor elke dag',
    (r) => `Meer dan ${r.pick([60, 80, 100])} recepten`,
    () => 'Lekker en gezond',
  ],
  history: [
    () => 'Een geschiedenis van de twintigste eeuw',
    () => 'Van opkomst tot ondergang',
    () => 'Vijf eeuwen in vogelvlucht',
  ],
  biography: [() => 'Een biografie', () => 'Memoires', () => 'Een waargebeurd verhaal'],
  travel: [() => 'Praktische reisgids', () => 'Met uitneembare kaart', () => 'Verhalen van onderweg'],
  hobby: [() => 'Stap voor stap', () => 'Voor beginners en gevorderden'],
  science: [() => 'Een ontdekkingsreis', () => 'Wetenschap voor iedereen'],
};

const SUBTITLE_CHANCE: Record<Genre, number> = {
  selfhelp: 0.65,
  novel: 0.25,
  thriller: 0.3,
  kids: 0.5,
  cooking: 0.6,
  history: 0.5,
  biography: 0.5,
  travel: 0.6,
  hobby: 0.3,
  science: 0.4,
};

export function bookSubtitle(r: Random, genre: Genre, lang: Lang): string | null {
  if (lang !== 'NL' || !r.chance(SUBTITLE_CHANCE[genre])) return null;
  return r.pick(SUBTITLES[genre])(r);
}

const PRODUCT_TITLES: Record<ProductTemplate['theme'], Pattern> = {
  meditation: (r) =>
    `Geleide meditaties voor ${r.pick(['innerlijke rust', 'een goede nachtrust', 'meer zelfvertrouwen', 'minder stress', 'elke ochtend'])}`,
  audiobook: (r) => `${r.pick(SELF_HELP_PATTERNS)(r)} (luisterboek)`,
  music: (r) =>
    `${r.pick(['Ontspanning aan zee', 'Stilte in het bos', 'Muziek voor meditatie', 'Klankschalen', 'Slaap zacht'])} (${r.int(2, 4)} cd's)`,
  software: (r) =>
    `${r.pick(['Plannen zonder stress', 'Werkmap timemanagement', 'Doelen stellen'])}: oefenprogramma`,
  yoga: (r) =>
    `${r.pick(['Yoga voor beginners', 'Yin yoga', 'Yoga voor een sterke rug', 'Ochtendyoga'])} (dvd)`,
  lecture: (r) => `Lezing: ${r.pick(SELF_HELP_PATTERNS)(r)}`,
  cards: (r) =>
    `${r.pick([36, 52, 60])} inspiratiekaarten voor ${r.pick(['meer zelfliefde', 'dankbaarheid', 'moeilijke momenten', 'elke dag', 'coaches'])}`,
  greeting: (r) =>
    `Wenskaarten ${r.pick(['Sterkte', 'Dankjewel', 'Voor jou', 'Gefeliciteerd'])} (set van ${r.pick([6, 8, 10])})`,
  agenda: (r) => `${r.pick(['Mindful', 'Leeswijzer', 'Balans', 'Focus'])} weekagenda ${r.pick([2026, 2027])}`,
  journal: (r) =>
    `${r.pick(['Dankbaarheidsdagboek', 'Mijn groeijournal', 'Vijf minuten per dag', 'Het ochtenddagboek'])}`,
  calendar: (r) =>
    `Scheurkalender ${r.pick([2026, 2027])}: ${r.pick(['Elke dag een inspiratie', 'Mindfulness', 'Positief denken', 'Wijsheden'])}`,
  birthday: (r) => `Verjaardagskalender ${r.pick(['Vogels', 'Bloemen', 'Hollandse meesters', 'Katten'])}`,
  talkgame: (r) =>
    `${r.pick(['Het gesprekkenspel', 'Kwaliteiten ontdekken', 'Diepgang', 'Praatkaarten voor stellen'])}`,
  familygame: (r) => `${r.pick(['Het grote familiespel', 'Boekenquiz', 'Weet jij het?', 'Woordjager'])}`,
  novelAudio: (r) => `${r.pick(THRILLER_PATTERNS)(r)} (luisterboek)`,
};

export function productTitle(r: Random, theme: ProductTemplate['theme']): string {
  return PRODUCT_TITLES[theme](r);
}

/** A series for some books: name and part number. */
export function bookSeries(r: Random, genre: Genre): { name: string; part: string } | null {
  const series = w.SERIES[genre];
  if (!series || !r.chance(0.06)) return null;
  return { name: r.pick(series), part: String(r.int(1, 14)) };
}

/** Fills '{slot}' placeholders from the word lists of one language. */
function fill(r: Random, pattern: string, slots: Record<string, readonly (string | number)[]>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, slot: string) => String(r.pick(slots[slot]!)));
}

function foreignTitle(r: Random, genre: Genre, lang: Exclude<Lang, 'NL'>): string {
  const words = w.FOREIGN_WORDS;
  switch (lang) {
    case 'EN': {
      const en = words.EN;
      if (genre === 'selfhelp') return fill(r, r.pick(en.selfhelpPatterns), { ...en, n: [5, 7, 10, 12] });
      return fill(r, r.pick(en.otherPatterns), {
        a: en.adjectives,
        noun: en.nouns,
        place: en.places,
        season: en.seasons,
        plural: en.plurals,
      });
    }
    case 'DE':
      if (genre === 'selfhelp') return r.pick(words.DE.selfhelp);
      return fill(r, r.pick(words.DE.otherPatterns), {
        water: words.DE.water,
        place: words.DE.places,
        adj: words.DE.adjectives,
      });
    case 'FR':
      if (genre === 'selfhelp') return r.pick(words.FR.selfhelp);
      return fill(r, r.pick(words.FR.otherPatterns), {
        name: words.FR.names,
        place: words.FR.places,
        noun: words.FR.nouns,
      });
    case 'ES':
      if (genre === 'selfhelp') return r.pick(words.ES.selfhelp);
      return fill(r, r.pick(words.ES.otherPatterns), {
        name: words.ES.names,
        place: words.ES.places,
        noun: words.ES.nouns,
      });
  }
}

/** Issue 16: no title is shared by more books than this in the demo catalogue. */
export const MAX_TITLE_REPEATS = 3;
/** Draws of another title of the same kind before one is made longer. */
const REDRAWS = 6;
/** …and of a title with a subtitle after a colon before a part number is added. */
const LONGER_DRAWS = 12;
/** Title counters kept by hash (8 MB at any catalogue size); a shared slot only makes a redraw likelier. */
const COUNTER_BITS = 23;

const PART_WORD: Record<Lang, string> = { NL: 'deel', EN: 'Part', DE: 'Teil', FR: 'tome', ES: 'parte' };

/** A title's counter slot: FNV-1a over its lowercase UTF-16 code units. */
function titleSlot(title: string): number {
  let h = 0x811c9dc5;
  const lower = title.toLowerCase();
  for (let i = 0; i < lower.length; i++) h = Math.imul(h ^ lower.charCodeAt(i), 0x01000193);
  return (h >>> 0) & ((1 << COUNTER_BITS) - 1);
}

/**
 * Issue 16: keeps the demo's titles apart ('Mijn leven als notaris' was the title of 23 books). The books are
 * made in index order, each claiming its title; a title that MAX_TITLE_REPEATS books have is drawn again from
 * the book's own retry stream (so the book's other fields, drawn from its main stream, stay as they were):
 * first another title of its kind, then one with a subtitle after a colon, then the title as a numbered part.
 */
export class TitleSpread {
  private readonly counts = new Uint8Array(1 << COUNTER_BITS);
  /** The next part number to try per numbered title (only titles whose every draw was taken). */
  private readonly parts = new Map<string, number>();

  /** Counts a title that is not drawn (own publications, famous books). */
  take(title: string): void {
    const slot = titleSlot(title);
    this.counts[slot] = Math.min(255, this.counts[slot]! + 1);
  }

  private free(title: string): boolean {
    return this.counts[titleSlot(title)]! < MAX_TITLE_REPEATS;
  }

  /**
   * The first title that is still free: `title`, else another from `draw` (the retry stream), else one of
   * those with a subtitle (`longer`), else the title numbered as a part ('… – deel 2').
   */
  claim(
    title: string,
    draw: () => string,
    options: { longer?: () => string; lang: Lang; product?: boolean },
  ): string {
    let chosen = title;
    for (let attempt = 0; attempt < REDRAWS && !this.free(chosen); attempt++) chosen = draw();
    for (let attempt = 0; options.longer && attempt < LONGER_DRAWS && !this.free(chosen); attempt++)
      chosen = options.longer();
    const numbered = (n: number) =>
      options.product ? `${title} – editie ${n}` : `${title} – ${PART_WORD[options.lang]} ${n}`;
    if (!this.free(chosen)) {
      let n = this.parts.get(title) ?? 2;
      while (!this.free(numbered(n))) n++;
      chosen = numbered(n);
      this.parts.set(title, n);
    }
    this.take(chosen);
    return chosen;
  }
}

/**
 * Issue 16: what follows the colon of a longer title — the genre's subtitles and more, from the larger word
 * lists (names, places, years), so the demo has many thousands of titles of every kind.
 */
const TAILS: Record<Genre, Pattern[]> = {
  selfhelp: [
    ...SUBTITLES.selfhelp,
    (r) => `${r.pick([21, 30, 40, 52, 100])} dagen ${r.pick(w.PRACTICES).toLowerCase()}`,
    (r) => `een gids voor ${r.pick(w.AUDIENCES)}`,
  ],
  novel: [
    ...SUBTITLES.novel,
    (r) => `een zomer in ${r.pick(w.PLACES)}`,
    (r) => `een roman over ${r.pick(w.NOVEL_THEMES)}`,
    (r) => `het verhaal van ${r.pick(w.FIRST_NAMES)} ${r.pick(w.SURNAMES)}`,
    (r) => `toen ${r.pick(w.NOVEL_EVENTS)}`,
  ],
  thriller: [
    ...SUBTITLES.thriller,
    (r) => `de ${r.int(2, 12)}e zaak van ${r.pick(w.FIRST_NAMES)} ${r.pick(w.SURNAMES)}`,
    (r) => `${r.pick(['moord', 'verdwijning', 'ontvoering', 'afrekening'])} in ${r.pick(w.CITIES)}`,
  ],
  kids: [
    ...SUBTITLES.kids,
    (r) => `${r.pick(w.KID_NAMES)} en de ${r.pick(w.KID_TOPICS)}`,
    (r) => `een verhaal over ${r.pick(w.KID_TOPICS)} en ${r.pick(w.KID_TOPICS)}`,
  ],
  cooking: [
    ...SUBTITLES.cooking,
    (r) => `${r.pick([40, 60, 75, 80, 100, 120])} recepten voor ${r.pick(w.OCCASIONS)}`,
    (r) => `${r.pick(w.CUISINES).toLowerCase()} koken met ${r.pick(w.INGREDIENTS)}`,
    (r) => `uit de keuken van ${r.pick(w.FIRST_NAMES)} ${r.pick(w.SURNAMES)}`,
  ],
  history: [
    ...SUBTITLES.history,
    (r) => `${r.pick(w.PLACES)} in ${r.pick(w.HISTORY_YEARS)}`,
    (r) => `van ${r.pick(w.HISTORY_YEARS)} tot nu`,
    (r) => `${r.pick(w.HISTORY_SUBJECTS)} in ${r.pick(w.HISTORY_YEARS)}`,
  ],
  biography: [
    ...SUBTITLES.biography,
    (r) => `mijn jaren in ${r.pick(w.CITIES)}`,
    (r) => `het leven van ${r.pick(w.FIRST_NAMES)} ${r.pick(w.SURNAMES)}`,
    (r) => `een ${r.pick(w.PROFESSIONS)} in ${r.pick(w.PLACES)}`,
  ],
  travel: [
    ...SUBTITLES.travel,
    (r) => `${r.pick([12, 20, 25, 30, 40])} routes door ${r.pick(w.REGIONS)}`,
    (r) => `editie ${r.pick([2025, 2026, 2027])}`,
    (r) => `van ${r.pick(w.CITIES)} naar ${r.pick(w.COUNTRIES_NL)}`,
  ],
  hobby: [
    ...SUBTITLES.hobby,
    (r) =>
      `${r.pick([10, 12, 15, 20, 25, 30])} projecten voor ${r.pick(['beginners', 'gevorderden', 'het hele jaar', 'kinderen'])}`,
    (r) => `${r.pick(w.HOBBIES).toLowerCase()} met ${r.pick(w.FIRST_NAMES)}`,
  ],
  science: [
    ...SUBTITLES.science,
    (r) => `wat we weten over ${r.pick(w.SCIENCE_SUBJECTS)}`,
    (r) => `van ${r.pick(w.SCIENCE_SUBJECTS)} tot ${r.pick(w.SCIENCE_SUBJECTS)}`,
  ],
};

/** Subtitles after a colon in the other languages. */
const FOREIGN_TAILS: Record<Exclude<Lang, 'NL'>, readonly string[]> = {
  EN: [
    'A Novel',
    'A Memoir',
    'Stories',
    'A Practical Guide',
    'The Workbook',
    'A Journey',
    'New Edition',
    'A Thriller',
    'Essays',
    'A History',
  ],
  DE: ['Roman', 'Ein Ratgeber', 'Erzählungen', 'Das Arbeitsbuch', 'Neuausgabe', 'Ein Krimi', 'Eine Reise'],
  FR: [
    'Roman',
    'Un guide pratique',
    'Nouvelles',
    'Le cahier d’exercices',
    'Nouvelle édition',
    'Un polar',
    'Récit',
  ],
  ES: ['Novela', 'Una guía práctica', 'Relatos', 'El cuaderno', 'Nueva edición', 'Una historia', 'Memorias'],
};

/**
 * A title with a subtitle after a colon ('Grip op stress: een gids voor drukke ouders'), for a title that
 * three books have already.
 */
export function titleWithSubtitle(r: Random, genre: Genre, flavour: string, lang: Lang): string {
  const title = bookTitle(r, genre, flavour, lang);
  if (lang !== 'NL') return `${title}: ${r.pick(FOREIGN_TAILS[lang])}`;
  const sub = r.pick(TAILS[genre])(r);
  return `${title}: ${sub.charAt(0).toLowerCase()}${sub.slice(1)}`;
}
