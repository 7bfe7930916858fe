// The shared pdfkit setup (A4, the embedded Noto fonts with their fallbacks, writeText) and the test reader that
// gets the text back out of a PDF.
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { createPdf, finishPdf, measureText, writeText } from './pdf.ts';
import { fontRuns } from './pdf-fonts.ts';

describe('fontRuns: which font draws which character', () => {
  it.each([
    ['Café – “Boeken” € 19,95 • naïef', [['text', 'Café – “Boeken” € 19,95 • naïef']]],
    ['Łódź, Erdős, Şahin, Γιώργος, Мария', [['text', 'Łódź, Erdős, Şahin, Γιώργος, Мария']]],
    ['tab\there', [['text', 'tab here']]],
    ['regel 1\nregel 2', [['text', 'regel 1\nregel 2']]],
    ['e\u0301 (combining accent)', [['text', 'é (combining accent)']]],
    [
      'Yamada 山田 🎉!',
      [
        ['text', 'Yamada '],
        ['jp', '山田'],
        ['text', ' '],
        ['emoji', '🎉'],
        ['text', '!'],
      ],
    ],
    [
      '👨‍👩‍👧 ❤️',
      [
        ['emoji', '👨‍👩‍👧'],
        ['text', ' '],
        ['emoji', '❤️'],
      ],
    ],
    ['مرحبا', [['text', '?????']]],
  ])('%j', (input, expected) => {
    expect(fontRuns(input).map((run) => [run.font, run.text])).toEqual(expected);
  });

  it('uses the bold fonts for bold text', () => {
    expect(fontRuns('Tarō 太郎', true).map((run) => run.font)).toEqual(['text-bold', 'jp-bold']);
  });
});

describe('a PDF written with createPdf and read back', () => {
  async function render(write: (doc: PDFKit.PDFDocument) => void, createdAt?: Date): Promise<Buffer> {
    const doc = createPdf({ title: 'Proef – één', compress: false, ...(createdAt ? { createdAt } : {}) });
    write(doc);
    return finishPdf(doc);
  }

  it('is A4 and gives back each text with its font, size and place, in reading order', async () => {
    const pdf = await render((doc) => {
      writeText(doc, 'Prijs (incl. btw): € 19,95 – “boek”', 56, 100, { size: 10, width: 400 });
      writeText(doc, 'Totaal', 56, 140, { size: 12, width: 100, bold: true });
      writeText(doc, '€ 23,40', 300, 140, { size: 12, width: 100, align: 'right', bold: true });
    });
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const { pages, title } = readPdfText(pdf);
    expect(title).toBe('Proef – één');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.lines).toEqual(['Prijs (incl. btw): € 19,95 – “boek”', 'Totaal | € 23,40']);
    expect(pages[0]!.runs[1]).toMatchObject({ text: 'Totaal', x: 56, font: 'NotoSans-Bold', size: 12 });
    expect(pages[0]!.runs[0]).toMatchObject({ font: 'NotoSans-Regular', size: 10 });
  });

  it('writes mixed-font text on one baseline, right-aligned as a whole, and wraps it within the width', async () => {
    let measured = 0;
    let written = 0;
    const pdf = await render((doc) => {
      writeText(doc, 'Yamada 山田 🎉', 56, 100, { size: 10, width: 300, align: 'right' });
      const long = 'Γιώργος 山田太郎 🎉 '.repeat(6).trim();
      measured = measureText(doc, long, { size: 10, width: 150 });
      written = writeText(doc, long, 56, 200, { size: 10, width: 150 });
    });
    const [page] = readPdfText(pdf).pages;
    expect(page!.lines[0]).toBe('Yamada 山田 🎉');
    const first = page!.runs.filter((run) => run.top === page!.runs[0]!.top);
    expect(first.map((run) => run.font)).toEqual([
      'NotoSans-Regular',
      'NotoSansJP-Regular',
      'NotoSans-Regular',
      'NotoEmoji-Regular',
    ]);
    const last = first.at(-1)!;
    expect(last.x + last.width!).toBeCloseTo(356, 1);
    expect(written).toBeCloseTo(measured, 6);
    expect(written).toBeGreaterThan(30);
    const wrapped = page!.runs.filter((run) => run.top > 150);
    for (const run of wrapped) expect(run.x + run.width!).toBeLessThanOrEqual(206.01);
    // Every character in order (lines may break between two kanji, so spaces are not compared).
    const chars = (text: string) => text.replace(/\s+/g, '');
    expect(page!.lines.slice(1).map(chars).join('')).toBe(chars('Γιώργος 山田太郎 🎉 '.repeat(6)));
    expect(page!.lines.length).toBeGreaterThan(3);
  });

  it('keeps pages apart', async () => {
    const pdf = await render((doc) => {
      doc.text('een');
      doc.addPage().text('twee');
    });
    expect(readPdfText(pdf).pages.map((page) => page.lines)).toEqual([['een'], ['twee']]);
  });

  it('reads a compressed PDF as the shop serves it, and refuses what is no PDF', async () => {
    const doc = createPdf({ title: 'x' });
    doc.text('ingepakt');
    expect(() => readPdfText(Buffer.from([]))).toThrow('not a PDF');
    expect(() => readPdfText(Buffer.from('%PDF-1.3\n'))).toThrow();
    const pdf = await finishPdf(doc);
    expect(Buffer.from(pdf).toString('latin1')).toContain('/FlateDecode');
    expect(readPdfText(pdf).lines).toEqual(['ingepakt']);
  });

  it('notices text a standard font cannot show', async () => {
    const pdf = await render((doc) => doc.font('Helvetica').text('Łódź'));
    expect(() => readPdfText(pdf)).toThrow(/WinAnsi/);
  });

  it('gives the same bytes for the same content and creation date', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const write = (doc: PDFKit.PDFDocument) => doc.text('zelfde');
    expect((await render(write, at)).equals(await render(write, at))).toBe(true);
  });
});
