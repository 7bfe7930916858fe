// The generated newsletter web page and pdf for newsletters without a stored file.
import { describe, expect, it } from 'vitest';
import { renderNewsletterHtml } from './newsletter-html.ts';
import { renderNewsletterPdf, textWidth, wrapText } from './newsletter-pdf.ts';
import type { NewsletterIssue } from './newsletters.ts';

const issue: NewsletterIssue = {
  title: 'Nieuwsbrief week 47: Herfst & <bezinning>',
  week: 2647,
  isoYear: 2026,
  isoWeek: 47,
  monday: '2026-11-16',
  theme: 'Herfst & <bezinning>',
  books: [
    {
      sku: '9789493000001',
      title: 'Meer zelfvertrouwen',
      author: 'Annemiek van der Berg',
      description: 'Een boek over durven (en doen) – met oefeningen.',
      href: '/book/9789493000001',
      coverUrl: '/media/covers/9789493000001',
    },
  ],
  quote: { text: 'Wie niet waagt, wie niet wint.', author: 'Nederlands spreekwoord' },
};

describe('the generated newsletter web page', () => {
  const html = renderNewsletterHtml(issue);

  it('is a Dutch page with the title, the week, the books and the quote, escaped', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(html).toContain('<h1>Nieuwsbrief week 47: Herfst &amp; &lt;bezinning&gt;</h1>');
    expect(html).not.toContain('<bezinning>');
    expect(html).toContain('Week 47, 16 november 2026');
    expect(html).toContain('href="/book/9789493000001"');
    expect(html).toContain('alt="Omslag van Meer zelfvertrouwen"');
    expect(html).toContain('Wie niet waagt, wie niet wint.');
  });

  it('opens its links in the page around the reading frame and has no scripts', () => {
    expect(html).toContain('<base target="_top">');
    expect(html).not.toMatch(/<script/i);
  });
});

describe('the generated newsletter pdf', () => {
  const pdf = renderNewsletterPdf(issue);
  const text = pdf.toString('latin1');

  it('is a PDF whose cross-reference table points at each object', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThanOrEqual(7);
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it('declares each content stream’s exact length', () => {
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('holds the title, the book and the quote, with escaped brackets and WinAnsi dashes', () => {
    expect(text).toContain('(Nieuwsbrief week 47: Herfst & <bezinning>) Tj');
    expect(text).toContain('(Meer zelfvertrouwen) Tj');
    expect(text).toContain('\\(en doen\\) \x96 met oefeningen.');
    expect(text).toContain('Wie niet waagt, wie niet wint.');
  });

  it('breaks onto more pages when the content does not fit one', () => {
    const long = { ...issue, books: Array.from({ length: 12 }, () => issue.books[0]!) };
    const pages = Number(
      /\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(
        renderNewsletterPdf(long).toString('latin1'),
      )?.[1],
    );
    expect(pages).toBeGreaterThan(1);
  });
});

describe('pdf line breaking', () => {
  it('measures Helvetica: ten digits at 10 pt are 55.6 pt wide', () => {
    expect(textWidth('0123456789', 10)).toBeCloseTo(55.6);
  });

  it('keeps every line within the width and every word', () => {
    const paragraph =
      'Deze week staat onze nieuwsbrief in het teken van rust, aandacht en nieuwe boeken om te lezen.';
    const lines = wrapText(paragraph, 11, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(paragraph);
  });

  it('gives a word longer than the line a line of its own', () => {
    expect(wrapText('a Kinderboekenweekgeschenkenactie b', 11, 60)).toEqual([
      'a',
      'Kinderboekenweekgeschenkenactie',
      'b',
    ]);
  });
});
