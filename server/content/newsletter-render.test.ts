// The generated newsletter web page and pdf for newsletters without a stored file (the pdf read back as text).
import { describe, expect, it } from 'vitest';
import { renderNewsletterHtml } from './newsletter-html.ts';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { A4 } from '../lib/pdf.ts';
import { renderNewsletterPdf } from './newsletter-pdf.ts';
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
  const read = async (value: NewsletterIssue) =>
    readPdfText(await renderNewsletterPdf(value, { compress: false }));

  it('is a PDF with the issue’s title, compressed when served', async () => {
    const served = await renderNewsletterPdf(issue);
    expect(served.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(served.toString('latin1')).toContain('/FlateDecode');
    expect((await read(issue)).title).toBe('Nieuwsbrief week 47: Herfst & <bezinning> – Leeswijzer');
  });

  it('holds the header, the title, the book and the quote, with brackets and typographic dashes and quotes', async () => {
    const { lines } = await read(issue);
    expect(lines.slice(0, 3)).toEqual([
      'Leeswijzer',
      'Week 47, 16 november 2026',
      'Nieuwsbrief week 47: Herfst & <bezinning>',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Uit onze eigen uitgeverij',
        'Meer zelfvertrouwen',
        'Annemiek van der Berg',
        'Een boek over durven (en doen) – met oefeningen.',
        'Bekijk het boek op leeswijzer.nl/book/9789493000001',
        '‘Wie niet waagt, wie niet wint.’',
        '— Nederlands spreekwoord',
        'Hartelijke groet,',
      ]),
    );
  });

  it('shows the title big and bold, the book title in the brand colour’s bold, the text in regular', async () => {
    const { runs } = (await read(issue)).pages[0]!;
    const run = (text: string) => runs.find((r) => r.text === text);
    expect(run('Nieuwsbrief week 47: Herfst & <bezinning>')).toMatchObject({
      font: 'NotoSans-Bold',
      size: 20,
    });
    expect(run('Meer zelfvertrouwen')).toMatchObject({ font: 'NotoSans-Bold', size: 12 });
    expect(run('Annemiek van der Berg')).toMatchObject({ font: 'NotoSans-Regular', size: 10 });
  });

  it('keeps every line within the text width and every word of a long paragraph, in order', async () => {
    const description =
      'Deze week staat onze nieuwsbrief in het teken van rust, aandacht en nieuwe boeken om te lezen. ' +
      'Een Kinderboekenweekgeschenkenactie-woord dat langer is dan gewoon, en nog veel meer woorden erachter.';
    const long = { ...issue, books: [{ ...issue.books[0]!, description }] };
    const { runs } = (await read(long)).pages[0]!;
    for (const run of runs) {
      expect(run.x).toBeGreaterThanOrEqual(56);
      // The run's width as the embedded font's widths give it.
      expect(run.x + run.width!).toBeLessThanOrEqual(A4.width - 56 + 0.01);
    }
    const start = runs.findIndex((r) => r.text.startsWith('Deze week staat'));
    const paragraph = runs.slice(start).filter((r) => r.size === 10.5);
    expect(paragraph.length).toBeGreaterThan(1);
    expect(paragraph.map((r) => r.text.trim()).join(' ')).toBe(description);
  });

  it('breaks onto more pages when the content does not fit one, every block kept', async () => {
    const long = { ...issue, books: Array.from({ length: 12 }, () => issue.books[0]!) };
    const { pages, lines } = await read(long);
    expect(pages.length).toBeGreaterThan(1);
    expect(lines.filter((l) => l === 'Meer zelfvertrouwen')).toHaveLength(12);
    expect(pages.at(-1)!.lines).toContain('Hartelijke groet,');
  });

  it('gives the same bytes for the same issue', async () => {
    expect((await renderNewsletterPdf(issue)).equals(await renderNewsletterPdf(issue))).toBe(true);
  });
});
