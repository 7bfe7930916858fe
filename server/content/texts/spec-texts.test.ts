// Every Dutch text the specification quotes must be present, verbatim, among the default interface texts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellTextsNl } from './shell.nl.ts';
import { specTextsNl } from './spec.nl.ts';

const fixtureUrl = new URL('../../../tests/fixtures/spec-quoted-texts.json', import.meta.url);
const quotedTexts: string[] = JSON.parse(readFileSync(fixtureUrl, 'utf8'));
const source = readFileSync(new URL('./spec.nl.ts', import.meta.url), 'utf8');

const entries = Object.entries(specTextsNl);
const values = Object.values(specTextsNl);

// The spec writes placeholders as {name}, as the count word N ('Toon alle N resultaten'), as n+2 / n+4
// ('Levertijd: n+2-n+4 werkdagen') and as ' ... ' in mid-sentence for a scope name ('Er zijn wel resultaten
// in ... gevonden'). A trailing '...' is literal text ('Een dag zonder boek ...') and stays.
function normalise(text: string): string {
  return text
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/\bn\+\d+\b/g, '{}')
    .replace(/(?<=\s)N(?=\s)/g, '{}')
    .replace(/ \.\.\. (?=\S)/g, ' {} ');
}

function keysWithText(quoted: string): string[] {
  const wanted = normalise(quoted);
  return entries.filter(([, value]) => value === quoted || normalise(value) === wanted).map(([key]) => key);
}

describe('the spec-quoted texts fixture', () => {
  it('lists each quoted Dutch text once, without internal or legacy values', () => {
    expect(quotedTexts.length).toBeGreaterThan(90);
    expect(new Set(quotedTexts).size).toBe(quotedTexts.length);
    for (const internal of [
      'An error has occurred',
      'XX',
      'banktransfer',
      'eigen uitgaven',
      'nieuw',
      'CD',
      'Event',
    ]) {
      expect(quotedTexts, `internal value '${internal}' is not a user text`).not.toContain(internal);
    }
  });
});

describe('specTextsNl holds every text the specification quotes', () => {
  it.each(quotedTexts)("has a text for '%s'", (quoted) => {
    expect(keysWithText(quoted), `spec text missing or misspelled in spec.nl.ts: '${quoted}'`).not.toEqual(
      [],
    );
  });

  it('writes the spec placeholders as {name}', () => {
    expect(specTextsNl['search.no_results_in_scope']).toBe('Er zijn geen resultaten in {scope} gevonden.');
    expect(specTextsNl['search.results_in_wider_scope']).toBe('Er zijn wel resultaten in {scope} gevonden');
    expect(specTextsNl['search.show_all']).toBe('Toon alle {count} resultaten');
    expect(specTextsNl['stock.delivery_n']).toBe('Levertijd: {from}-{to} werkdagen');
    expect(specTextsNl['list.empty_author']).toBe('Er zijn momenteel geen boeken van {author} beschikbaar');
    expect(specTextsNl['form_errors.min_length']).toBe('Gebruik minimaal {n} karakters');
  });

  it('keeps a literal "..." where it is text, not a placeholder', () => {
    expect(specTextsNl['shell.payoff_all']).toBe('Een dag zonder boek ...');
    expect(specTextsNl['search.loading']).toBe('We zoeken een resultaat voor je ...');
  });

  it('keeps the stock and delivery texts of DESIGN.md under their own keys', () => {
    expect(specTextsNl).toMatchObject({
      'stock.sold_out': 'Uitverkocht',
      'stock.not_yet_published': 'Nog niet verschenen',
      'stock.expected_on': ', verwacht op {date}',
      'stock.order_now': ', nu te bestellen',
      'stock.delivery_1_3': 'Levertijd: 1-3 werkdagen',
      'stock.delivery_7_9': 'Levertijd: 7-9 werkdagen',
      'stock.temporarily_unavailable': '(Tijdelijk) niet leverbaar',
      'stock.available_within_7_days': 'Binnen 7 dagen weer leverbaar',
      'stock.reprint': 'In herdruk',
      'stock.not_in_assortment': 'Niet of niet meer in assortiment',
    });
  });
});

describe('keys the specification names without quoting their text', () => {
  // Keys the spec or the brief fixes, with the text where the spec gives it (null: our own wording).
  const named: Record<string, string | null> = {
    'form_errors.general': null,
    'form_errors.email': null,
    'form_errors.email_in_use_extended': null,
    'form_errors.email_not_matching': null,
    'form_errors.pw_not_matching': 'De wachtwoorden zijn niet gelijk',
    'form_errors.isbn': null,
    'form_errors.min_length': 'Gebruik minimaal {n} karakters',
    'errors.error_login': null,
    'errors.error_general': 'Er is een fout opgetreden. Controleer je invoergegevens.',
    'errors.error_retrieve': null,
    'form_feedback.success': null,
    payment_success: null,
    payment_pending: null,
    payment_processing: null,
    payment_error: null,
    'shell.payoff_sb': 'Uitgeverij & de grootste website voor zelfontwikkeling',
    'shell.payoff_all': 'Een dag zonder boek ...',
    'shell.page_title_sb': null,
    'shell.page_title_all': null,
    'top60.loading': 'De gegevens worden opgehaald',
    'top60.title': 'Top 60 Bestsellers',
    'ebooks.login_for_download': 'Log in of meld je aan voor gratis download',
    'ebooks.english': 'Engelstalig',
    'list.sort.reset': 'Verwijder sortering',
    'list.release_date': 'Verschijningsdatum',
    'book.label.own_edition': 'Eigen uitgave',
    'book.label.soon': 'Binnenkort',
    'book.label.sold_out': 'Uitverkocht',
    'search.elevated_default': 'aanbevolen',
  };

  it.each(Object.entries(named))('has %s', (key, text) => {
    expect(specTextsNl[key], `key ${key} is missing`).toBeTypeOf('string');
    if (text !== null) expect(specTextsNl[key]).toBe(text);
  });

  it('has the button texts the spec names without quotes', () => {
    expect(values).toContain('Annuleer');
    expect(values).toContain('Verwijder');
  });

  it('writes the email-in-use text with an invitation to log in', () => {
    expect(specTextsNl['form_errors.email_in_use_extended']).toMatch(/al in gebruik/);
    expect(specTextsNl['form_errors.email_in_use_extended']).toMatch(/log/i);
  });
});

describe('specTextsNl is well formed', () => {
  it('uses dotted lower-case identifiers as keys', () => {
    for (const key of Object.keys(specTextsNl)) {
      expect(key, `bad key ${key}`).toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/);
    }
  });

  it('declares every key once in the source (a repeated key would silently overwrite a text)', () => {
    const declared = [...source.matchAll(/^\s+'?([a-z0-9_.]+)'?:/gm)].map((m) => m[1]);
    const repeated = declared.filter((key, i) => declared.indexOf(key) !== i);
    expect(repeated).toEqual([]);
    expect(declared.length).toBe(entries.length);
  });

  it('has no empty text', () => {
    for (const [key, value] of entries) expect(value.trim(), `empty text for ${key}`).not.toBe('');
  });

  it('writes every placeholder as {word} and none in the spec notation', () => {
    for (const [key, value] of entries) {
      const rest = value.replace(/\{[a-z][a-z0-9_]*\}/g, '');
      expect(rest, `bad placeholder in ${key}: '${value}'`).not.toMatch(/[{}]/);
      expect(normalise(value), `spec-notation placeholder in ${key}: '${value}'`).toBe(
        value.replace(/\{[a-z][a-z0-9_]*\}/g, '{}'),
      );
    }
  });

  it('agrees with shell.nl.ts on every key both define', () => {
    for (const [key, value] of entries) {
      if (key in shellTextsNl)
        expect(shellTextsNl[key], `shell.nl.ts and spec.nl.ts differ on ${key}`).toBe(value);
    }
  });
});
