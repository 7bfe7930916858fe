// The static pages' markup (issue 15 #5): blocks, inline links and bold, and no way for a text to link anywhere
// but this shop, https:, mailto: or tel:.
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkup, safeHref, slugOf } from './markup';

describe('parseMarkup', () => {
  it('reads headings, paragraphs, lists and tables, separated by empty lines', () => {
    const blocks = parseMarkup(
      '## Wie zijn wij?\n\nEen regel\nen nog een.\n\n- een\n- twee\n\n1. eerst\n2. dan\n\n| A | B |\n| 1 | 2 |',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'table']);
    expect(blocks[0]).toMatchObject({ level: 2, id: 'wie-zijn-wij' });
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      content: [{ kind: 'text', text: 'Een regel en nog een.' }],
    });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'een' }], [{ text: 'twee' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: 'eerst' }], [{ text: 'dan' }]] });
    expect(blocks[4]).toMatchObject({
      head: [[{ text: 'A' }], [{ text: 'B' }]],
      rows: [[[{ text: '1' }], [{ text: '2' }]]],
    });
  });

  it('takes Windows line ends and blank lines with spaces', () => {
    expect(parseMarkup('### Kop\r\n  \r\nTekst').map((b) => b.kind)).toEqual(['heading', 'paragraph']);
  });

  it('reads a mixed block as one paragraph', () => {
    expect(parseMarkup('- een\ngeen lijst').map((b) => b.kind)).toEqual(['paragraph']);
  });
});

describe('parseInline', () => {
  it('finds links and bold text between plain text', () => {
    expect(parseInline('Mail [ons](mailto:info@leeswijzer.nl) binnen **20 km**.')).toEqual([
      { kind: 'text', text: 'Mail ' },
      { kind: 'link', text: 'ons', href: 'mailto:info@leeswijzer.nl' },
      { kind: 'text', text: ' binnen ' },
      { kind: 'strong', text: '20 km' },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([['javascript:alert(1)'], ['//evil.example/x'], ['http://plain.example'], ['data:text/html,x']])(
    'makes no link of %s',
    (href) => {
      const parts = parseInline(`[klik](${href})`);
      expect(parts.filter((part) => part.kind === 'link')).toEqual([]);
      expect(parts[0]).toEqual({ kind: 'text', text: 'klik' });
    },
  );
});

describe('safeHref', () => {
  it.each([
    ['/contact', '/contact'],
    ['/account/orders', '/account/orders'],
    ['https://ec.europa.eu/consumers/odr', 'https://ec.europa.eu/consumers/odr'],
    ['tel:+31201234567', 'tel:+31201234567'],
    ['//host', null],
    ['JavaScript:x', null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe('slugOf', () => {
  it('makes an anchor of a Dutch heading', () => {
    expect(slugOf('Privacy & cookies: één overzicht')).toBe('privacy-cookies-een-overzicht');
  });
});
