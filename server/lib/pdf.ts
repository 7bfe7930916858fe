// What the shop's PDFs (invoices, newsletters) share on top of pdfkit (DESIGN "PDFs"): A4, the two standard
// Helvetica fonts that ship with every PDF reader (no font files to embed), text made safe for those fonts, and
// the finished file as one Buffer.
//
// The standard fonts use WinAnsiEncoding: pdfkit writes each character as its WinAnsi byte, and a character
// outside that set (ł, ő, 中, a tab) as its raw UTF-16 code in hex, which corrupts the whole string. So every
// text goes through pdfSafeText first: accents that WinAnsi lacks are dropped (ő → o), a few letters get their
// base letter (ł → l), control characters become spaces and anything else a '?'.
import PDFDocument from 'pdfkit';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';

// WinAnsi's characters outside Latin-1 (bytes 0x80–0x9F), which pdfkit maps itself.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
// Letters that Unicode does not decompose into a base letter and an accent.
const BASE_LETTER: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

function isControl(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Text the standard fonts can show (see the header). Line breaks are kept. */
export function pdfSafeText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (char === '\n' || isWinAnsi(char)) out += char;
    else if (isControl(char)) out += ' ';
    else if (BASE_LETTER[char]) out += BASE_LETTER[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}

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

/** A new A4 document in Helvetica. */
export function createPdf(options: PdfOptions): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    pdfVersion: '1.4',
    margins: options.margins ?? { top: 56, bottom: 56, left: 56, right: 56 },
    bufferPages: options.bufferPages ?? false,
    compress: options.compress ?? true,
    lang: 'nl-NL',
    displayTitle: true,
    info: {
      Title: pdfSafeText(options.title),
      Producer: 'Leeswijzer',
      Creator: 'Leeswijzer',
      ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
    },
  }).font(FONT);
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
