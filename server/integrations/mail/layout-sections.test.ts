// The mail layout's sections (the order mails' lines, totals, addresses and bank accounts) and closing paragraphs.
import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.ts';

const content = {
  title: 'Bedankt voor je bestelling!',
  paragraphs: ['We hebben je bestelling ontvangen.'],
  sections: [
    {
      heading: 'Je bestelling',
      rows: [
        { label: '2 × Meer zelfvertrouwen', value: '€ 35,91' },
        { label: 'Verzendkosten', value: '€ 8,45' },
        { label: 'Totaal (incl. btw)', value: '€ 44,36', strong: true },
      ],
    },
    { heading: 'Factuuradres', lines: ['Anna de Vries', 'Dorpsstraat 7', '3511 AB Utrecht'] },
  ],
  closing: ['Tot ziens!'],
  button: { label: 'Bekijk je bestelling', url: 'https://www.leeswijzer.nl/?guid=abc' },
};

describe('renderMail with sections', () => {
  it('puts the sections between the paragraphs and the closing, before the button', () => {
    const { html } = renderMail(content);
    const order = [
      'We hebben je bestelling ontvangen.',
      '>Je bestelling</h2>',
      '>Factuuradres</h2>',
      'Tot ziens!',
      '>Bekijk je bestelling</a>',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('renders rows as a two-column table with the amount right-aligned, a total in bold, lines with breaks', () => {
    const { html } = renderMail(content);
    expect(html).toMatch(
      /<td style="[^"]*">2 × Meer zelfvertrouwen<\/td><td align="right" style="[^"]*white-space:nowrap[^"]*">€ 35,91<\/td>/,
    );
    expect(html).toMatch(/font-weight:700;border-top:1px solid #e4dccf">Totaal \(incl\. btw\)<\/td>/);
    expect(html).toContain('>Anna de Vries<br>Dorpsstraat 7<br>3511 AB Utrecht</p>');
  });

  it('writes the same in text, with the amounts lined up', () => {
    expect(renderMail(content).text).toBe(
      'Bedankt voor je bestelling!\n' +
        '===========================\n\n' +
        'We hebben je bestelling ontvangen.\n\n' +
        'Je bestelling\n' +
        '-------------\n' +
        '2 × Meer zelfvertrouwen  € 35,91\n' +
        'Verzendkosten            € 8,45\n' +
        'Totaal (incl. btw)       € 44,36\n\n' +
        'Factuuradres\n' +
        '------------\n' +
        'Anna de Vries\nDorpsstraat 7\n3511 AB Utrecht\n\n' +
        'Tot ziens!\n\n' +
        'Bekijk je bestelling:\nhttps://www.leeswijzer.nl/?guid=abc\n',
    );
  });

  it('escapes headings, labels, values and lines', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { html } = renderMail({
      title: 'x',
      paragraphs: [],
      sections: [{ heading: hostile, rows: [{ label: hostile, value: hostile }], lines: [hostile] }],
      closing: [hostile],
    });
    expect(html).not.toContain('<img');
    expect(html.match(/&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/g)).toHaveLength(5);
  });
});
