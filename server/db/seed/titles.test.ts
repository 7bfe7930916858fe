// Issue 16: the demo's titles kept apart. A title is on at most three books, whatever the catalogue's size; a
// fourth book draws another, then a longer one, then becomes a numbered part. The same books give the same titles.
import { describe, expect, it } from 'vitest';
import { randomFor } from './random.ts';
import { MAX_TITLE_REPEATS, TitleSpread, titleWithSubtitle } from './titles.ts';

describe('TitleSpread', () => {
  it('gives a title to at most three books, then another one', () => {
    const spread = new TitleSpread();
    const draws = ['Mijn leven als notaris', 'Mijn leven als boer'];
    const claimed = Array.from({ length: 5 }, () =>
      spread.claim('Mijn leven als notaris', () => draws.shift() ?? 'Mijn leven als boer', { lang: 'NL' }),
    );
    expect(MAX_TITLE_REPEATS).toBe(3);
    expect(claimed).toEqual([
      'Mijn leven als notaris',
      'Mijn leven als notaris',
      'Mijn leven als notaris',
      'Mijn leven als boer',
      'Mijn leven als boer',
    ]);
  });

  it('counts titles alike in any case, and taken titles (own publications) too', () => {
    const spread = new TitleSpread();
    spread.take('Meer Zelfvertrouwen');
    spread.take('meer zelfvertrouwen');
    spread.take('MEER ZELFVERTROUWEN');
    expect(spread.claim('Meer zelfvertrouwen', () => 'Meer rust', { lang: 'NL' })).toBe('Meer rust');
  });

  it('makes a longer title, then a numbered part, when every draw is taken', () => {
    const spread = new TitleSpread();
    const claim = () =>
      spread.claim('Waar is de uil?', () => 'Waar is de uil?', {
        lang: 'NL',
        longer: () => 'Waar is de uil?: voorlezen vanaf 3 jaar',
      });
    const titles = Array.from({ length: 9 }, claim);
    expect(titles.slice(3, 6)).toEqual(Array(3).fill('Waar is de uil?: voorlezen vanaf 3 jaar'));
    expect(titles.slice(6)).toEqual(Array(3).fill('Waar is de uil? – deel 2'));
    expect(spread.claim('Murder in York', () => 'Murder in York', { lang: 'EN' })).toBe('Murder in York');
    for (let i = 0; i < 2; i++) spread.claim('Murder in York', () => 'Murder in York', { lang: 'EN' });
    expect(spread.claim('Murder in York', () => 'Murder in York', { lang: 'EN' })).toBe(
      'Murder in York – Part 2',
    );
    for (let i = 0; i < 3; i++)
      spread.claim('Klankschalen', () => 'Klankschalen', { lang: 'NL', product: true });
    expect(spread.claim('Klankschalen', () => 'Klankschalen', { lang: 'NL', product: true })).toBe(
      'Klankschalen – editie 2',
    );
  });

  it('keeps 100,000 claims of a few thousand titles to three each', () => {
    const spread = new TitleSpread();
    const counts = new Map<string, number>();
    const r = randomFor(99, 1);
    for (let i = 0; i < 100_000; i++) {
      const title = spread.claim(`Titel ${r.int(1, 5_000)}`, () => `Titel ${r.int(1, 5_000)}`, {
        lang: 'NL',
      });
      counts.set(title, (counts.get(title) ?? 0) + 1);
    }
    let most = 0;
    for (const n of counts.values()) most = Math.max(most, n);
    expect(most).toBe(MAX_TITLE_REPEATS);
  });
});

describe('titleWithSubtitle', () => {
  it('puts a subtitle of the genre after a colon, the same for the same stream', () => {
    const a = titleWithSubtitle(randomFor(23, 7), 'cooking', 'Koken', 'NL');
    expect(a).toMatch(/^[^:]+: [a-z0-9]/);
    expect(titleWithSubtitle(randomFor(23, 7), 'cooking', 'Koken', 'NL')).toBe(a);
    expect(titleWithSubtitle(randomFor(23, 7), 'novel', 'Romans', 'EN')).toMatch(/: [A-Z]/);
  });
});
