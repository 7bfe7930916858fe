// The shared pdfkit setup (A4, Helvetica, safe text) and the test reader that gets the text back out of a PDF.
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { createPdf, FONT_BOLD, finishPdf, pdfSafeText } from './pdf.ts';

describe('pdfSafeText', () => {
  it.each([
    ['Café – “Boeken” € 19,95 • naïef', 'Café – “Boeken” € 19,95 • naïef'],
    ['Łódź en Gdańsk', 'Lódz en Gdansk'],
    ['Erdős', 'Erdos'],
    ['tab\there', 'tab here'],
    ['regel 1\nregel 2', 'regel 1\nregel 2'],
    ['中文 ✓', '?? ?'],
    ['e\u0301 (combining accent)', 'é (combining accent)'],
  ])('%j → %j', (input, expected) => {
    expect(pdfSafeText(input)).toBe(expected);
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
      doc.fontSize(10).text(pdfSafeText('Prijs (incl. btw): € 19,95 – “boek”'), 56, 100);
      doc.font(FONT_BOLD).fontSize(12).text('Totaal', 56, 140);
      doc.text('€ 23,40', 300, 140, { width: 100, align: 'right' });
    });
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const { pages, title } = readPdfText(pdf);
    expect(title).toBe('Proef – één');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.lines).toEqual(['Prijs (incl. btw): € 19,95 – “boek”', 'Totaal | € 23,40']);
    expect(pages[0]!.runs[1]).toMatchObject({ text: 'Totaal', x: 56, font: 'Helvetica-Bold', size: 12 });
    expect(pages[0]!.runs[0]).toMatchObject({ font: 'Helvetica', size: 10 });
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

  it('notices text that was not made safe for the standard fonts', async () => {
    const pdf = await render((doc) => doc.text('Łódź'));
    expect(() => readPdfText(pdf)).toThrow(/WinAnsi/);
  });

  it('gives the same bytes for the same content and creation date', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const write = (doc: PDFKit.PDFDocument) => doc.text('zelfde');
    expect((await render(write, at)).equals(await render(write, at))).toBe(true);
  });
});
