// What the shop's PDFs (invoices, newsletters) share on top of pdfkit (DESIGN "PDFs"): A4, the embedded Noto
// fonts (./pdf-fonts.ts: any name prints as typed, issue 27), text written through writeText so that each
// character is drawn by a font that has it, and the finished file as one Buffer.
//
// Text in the text font alone (nearly all of it) is laid out by pdfkit itself. Text that needs a fallback font
// (Japanese, emoji) is laid out here, because pdfkit has no font fallback and its `continued` fragments cannot
// align a mixed line right: the words are placed greedily on lines of the given width (breaking after spaces and
// hyphens, and between CJK characters and emoji), each font's run on the text font's baseline, each line as high
// as a line of the text font — so a mixed line takes exactly the room a plain one does.
//
// Line metrics: Noto Sans declares a tall line (1.362 em, room for stacked accents) where the layouts were made
// with Helvetica's 1.156 em and its baseline 0.718 em below the top. Every text is written with Helvetica's
// metrics (LINE_HEIGHT, BASELINE), so each label, column and row sits where the layout put it; Noto Sans's cap
// and x-heights are Helvetica's within 3 %, so the text looks the same size.
import PDFDocument from 'pdfkit';
import { type FontName, type FontRun, fontRuns, loadFont } from './pdf-fonts.ts';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const FONT: FontName = 'text';
export const FONT_BOLD: FontName = 'text-bold';
/** Baseline to baseline of a text's lines with no extra gap, in ems. */
export const LINE_HEIGHT = 1.156;
/** From the top of a line to its baseline, in ems. */
const BASELINE = 0.718;
const FONT_NAMES: readonly FontName[] = ['text', 'text-bold', 'jp', 'jp-bold', 'emoji', 'emoji-bold'];

export interface PdfOptions {
  title: string;
  /** The document's creation date; a fixed one (the invoice date) makes the same input give the same bytes. */
  createdAt?: Date;
  margins?: { top: number; bottom: number; left: number; right: number };
  /** Keep every page in memory until the end, so page numbers ('Pagina 1 van 3') can be written last. */
  bufferPages?: boolean;
  /** false only in tests that read the text back (tests/support/pdf-text.ts); true by default. */
  compress?: boolean;
}

/** A new A4 document with the Noto fonts registered (FONT, FONT_BOLD and the fallbacks), in FONT. */
export function createPdf(options: PdfOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    pdfVersion: '1.4',
    margins: options.margins ?? { top: 56, bottom: 56, left: 56, right: 56 },
    bufferPages: options.bufferPages ?? false,
    compress: options.compress ?? true,
    lang: 'nl-NL',
    displayTitle: true,
    // Info strings are UTF-16 in the file: any title is kept as typed.
    info: {
      Title: options.title,
      Producer: 'Leeswijzer',
      Creator: 'Leeswijzer',
      ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
    },
  });
  // Registering only names the font; it is embedded (as a subset) once text is drawn in it. pdfkit 0.20 takes a
  // parsed fontkit font as well as a file: each process parses a font once, not every document (a plain invoice
  // took 210 ms when each document parsed Noto Sans anew, 29 ms with the shared one).
  for (const name of FONT_NAMES)
    doc.registerFont(name, loadFont(name) as unknown as PDFKit.Mixins.PDFFontSource);
  return doc.font(FONT);
}

export interface TextOptions {
  /** Font size in points. */
  size: number;
  width: number;
  align?: 'left' | 'right';
  lineGap?: number;
  bold?: boolean;
}

interface Piece {
  font: FontName;
  text: string;
  width: number;
}

type Line = Piece[];

const BREAK_AROUND =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Extended_Pictographic}\u3000-\u303f]/u;

/** A run cut into the pieces a line may break after: words with their trailing spaces, hyphens, CJK characters. */
function pieces(doc: PDFKit.PDFDocument, run: FontRun): Piece[] {
  doc.font(run.font);
  const out: Piece[] = [];
  let current = '';
  const flush = () => {
    if (current) out.push({ font: run.font, text: current, width: doc.widthOfString(current) });
    current = '';
  };
  const chars = [...run.text];
  chars.forEach((char, i) => {
    const next = chars[i + 1];
    if (BREAK_AROUND.test(char) && current && !/\s$/u.test(current)) flush();
    current += char;
    const breakAfter =
      (/\s/u.test(char) && !(next && /\s/u.test(next))) || char === '-' || BREAK_AROUND.test(char);
    if (breakAfter && !(next && /^(?:\p{M}|\u200d|[\ufe00-\ufe0f]|[\u{1f3fb}-\u{1f3ff}])$/u.test(next)))
      flush();
  });
  flush();
  return out;
}

const trailingSpaceWidth = (doc: PDFKit.PDFDocument, piece: Piece): number => {
  const trimmed = piece.text.trimEnd();
  if (trimmed === piece.text) return 0;
  doc.font(piece.font);
  return piece.width - doc.widthOfString(trimmed);
};

/** Mixed-font text broken into lines no wider than `width` (a piece wider than a line gets a line of its own). */
function layoutLines(doc: PDFKit.PDFDocument, runs: FontRun[], width: number): Line[] {
  const lines: Line[] = [];
  for (const paragraph of splitParagraphs(runs)) {
    let line: Line = [];
    let used = 0;
    for (const piece of paragraph.flatMap((run) => pieces(doc, run))) {
      const fits = used + piece.width - trailingSpaceWidth(doc, piece) <= width + 0.01;
      if (!fits && line.length > 0) {
        lines.push(line);
        line = [];
        used = 0;
      }
      line.push(piece);
      used += piece.width;
    }
    lines.push(line);
  }
  return lines;
}

function splitParagraphs(runs: FontRun[]): FontRun[][] {
  const paragraphs: FontRun[][] = [[]];
  for (const run of runs) {
    run.text.split('\n').forEach((text, i) => {
      if (i > 0) paragraphs.push([]);
      if (text) paragraphs.at(-1)!.push({ font: run.font, text });
    });
  }
  return paragraphs;
}

/** What pdfkit's text() needs to lay lines out with LINE_HEIGHT and BASELINE in the current font and size. */
function pdfkitOptions(doc: PDFKit.PDFDocument, options: TextOptions) {
  return {
    width: options.width,
    align: options.align ?? 'left',
    lineGap: (options.lineGap ?? 0) + LINE_HEIGHT * options.size - doc.currentLineHeight(true),
    baseline: -BASELINE * options.size,
  } as const;
}

const lineStep = (options: TextOptions) => LINE_HEIGHT * options.size + (options.lineGap ?? 0);

/** The height `writeText` would take. */
export function measureText(doc: PDFKit.PDFDocument, text: string, options: TextOptions): number {
  doc.fontSize(options.size);
  const runs = fontRuns(text, options.bold);
  const base = options.bold ? FONT_BOLD : FONT;
  if (runs.every((run) => run.font === base)) {
    doc.font(base);
    return doc.heightOfString(runs.map((run) => run.text).join(''), pdfkitOptions(doc, options));
  }
  return layoutLines(doc, runs, options.width).length * lineStep(options);
}

/**
 * Writes text at (x, y) in the document's current fill colour, in FONT (or FONT_BOLD) with the
 * fallback fonts where needed, starting a new page when a line would pass the bottom margin. Gives the height it
 * took on its last page and leaves doc.x and doc.y below the text, as pdfkit's own text() does.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: TextOptions,
): number {
  doc.fontSize(options.size);
  const runs = fontRuns(text, options.bold);
  const base = options.bold ? FONT_BOLD : FONT;
  if (runs.every((run) => run.font === base)) {
    doc.font(base);
    const plain = runs.map((run) => run.text).join('');
    const textOptions = pdfkitOptions(doc, options);
    const height = doc.heightOfString(plain, textOptions);
    doc.text(plain, x, y, textOptions);
    return height;
  }
  const step = lineStep(options);
  let top = y;
  let start = y;
  for (const line of layoutLines(doc, runs, options.width)) {
    if (top + step > doc.page.maxY() && top > doc.page.margins.top) {
      doc.addPage();
      top = doc.page.margins.top;
      start = top;
    }
    const last = line.at(-1);
    const lineWidth =
      line.reduce((sum, piece) => sum + piece.width, 0) - (last ? trailingSpaceWidth(doc, last) : 0);
    let at = options.align === 'right' ? x + options.width - lineWidth : x;
    // One text per font run on the line, not per word.
    const merged: Piece[] = [];
    for (const piece of line) {
      const previous = merged.at(-1);
      if (previous?.font === piece.font)
        merged[merged.length - 1] = {
          ...previous,
          text: previous.text + piece.text,
          width: previous.width + piece.width,
        };
      else merged.push(piece);
    }
    for (const piece of merged) {
      doc.font(piece.font);
      doc.text(piece.text, at, top, { lineBreak: false, baseline: -BASELINE * options.size });
      at += piece.width;
    }
    top += step;
  }
  doc.font(base);
  doc.x = x;
  doc.y = top;
  return top - start;
}

/** Ends the document and collects what it writes into one Buffer. */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
