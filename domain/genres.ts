// Spec 1 §2.1 /genre/{name} and /genres ("placeholder pages, unfinished"). Categories carry a NUR code (the Dutch
// book trade's subject classification); a genre is a range of NUR codes, so every category, now or imported
// later, falls into a genre by its code without a separate link table.

export interface Genre {
  /** The address name: /genre/{name}. */
  name: string;
  displayValue: string;
  /** Inclusive NUR code ranges. */
  nur: readonly (readonly [from: number, to: number])[];
}

export const GENRES: readonly Genre[] = [
  { name: 'zelfhulp', displayValue: 'Zelfhulp en psychologie', nur: [[770, 779]] },
  { name: 'spiritualiteit', displayValue: 'Spiritualiteit en levensbeschouwing', nur: [[700, 739]] },
  { name: 'management', displayValue: 'Management en ondernemen', nur: [[800, 849]] },
  { name: 'gezondheid', displayValue: 'Gezondheid, gezin en opvoeding', nur: [[850, 899]] },
  {
    name: 'literatuur',
    displayValue: 'Romans en literatuur',
    nur: [
      [300, 329],
      [340, 399],
    ],
  },
  { name: 'spanning', displayValue: 'Thrillers en spanning', nur: [[330, 339]] },
  { name: 'kinderboeken', displayValue: 'Kinder- en jeugdboeken', nur: [[200, 299]] },
  { name: 'vrije-tijd', displayValue: 'Vrije tijd, koken en sport', nur: [[400, 499]] },
  { name: 'reizen', displayValue: 'Reizen', nur: [[500, 599]] },
  { name: 'geschiedenis', displayValue: 'Geschiedenis en kunst', nur: [[600, 699]] },
  { name: 'wetenschap', displayValue: 'Wetenschap en natuur', nur: [[900, 999]] },
];

/** The genre a NUR code belongs to; null for a missing, malformed or unassigned code. */
export function genreOfNur(nur: string | number | null | undefined): Genre | null {
  const text = typeof nur === 'number' ? String(nur) : (nur ?? '').trim();
  if (!/^\d{3}$/.test(text)) return null;
  const code = Number(text);
  return GENRES.find((g) => g.nur.some(([from, to]) => code >= from && code <= to)) ?? null;
}

/** A genre by its address name, ignoring case and surrounding spaces. */
export function genreByName(name: string): Genre | null {
  const wanted = name.trim().toLowerCase();
  return GENRES.find((g) => g.name === wanted) ?? null;
}
