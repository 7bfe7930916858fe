// The pdf of a newsletter whose file is not on disk: the same content as the generated web page, written as a
// plain PDF 1.4 with the two standard Helvetica fonts (no font files, no dependency). Text is laid out in
// lines by the fonts' published character widths; pages break when a page is full.
import { longDateNl } from '../../domain/newsletters.ts';
import { ISSUE_FOOTER, ISSUE_SIGNATURE, issueIntro } from './newsletter-html.ts';
import type { NewsletterIssue } from './newsletters.ts';

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

// Helvetica advance widths (per 1000 em) for the characters 32–126, from the standard AFM metrics.
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667,
  556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556,
  556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722,
  500, 500, 500, 334, 260, 334, 584,
];
// Helvetica-Bold runs about 6 % wider on average; erring wide only makes a line break a word early.
const BOLD_FACTOR = 1.07;

// WinAnsiEncoding bytes for the typographic characters outside Latin-1 that our texts use.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A character as one WinAnsi byte (kept in a latin1 string); '?' when the font cannot show it. */
function winAnsi(char: string): string {
  const code = char.codePointAt(0)!;
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return char;
  const mapped = WIN_ANSI[char];
  return mapped === undefined ? '?' : String.fromCharCode(mapped);
}

function charWidth(char: string): number {
  const code = char.charCodeAt(0);
  return code >= 32 && code <= 126 ? HELVETICA[code - 32]! : 556;
}

export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text) units += charWidth(winAnsi(char));
  return (units * size * (bold ? BOLD_FACTOR : 1)) / 1000;
}

/** Breaks a paragraph into lines that fit the width; a word longer than a line gets a line of its own. */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Block {
  text: string;
  size: number;
  bold?: boolean;
  /** Extra space above the block, in points. */
  before?: number;
  color?: 'ink' | 'brand' | 'muted';
}

const COLORS = { ink: '0.114 0.122 0.137', brand: '0.122 0.227 0.373', muted: '0.357 0.380 0.416' };

function issueBlocks(issue: NewsletterIssue): Block[] {
  const blocks: Block[] = [
    { text: 'Leeswijzer', size: 14, bold: true, color: 'brand' },
    { text: `Week ${issue.isoWeek}, ${longDateNl(issue.monday)}`, size: 10, color: 'muted' },
    { text: issue.title, size: 20, bold: true, before: 18 },
    ...issueIntro(issue).map((text, i): Block => ({ text, size: 11, before: i === 0 ? 12 : 6 })),
  ];
  if (issue.books.length > 0) {
    blocks.push({ text: 'Uit onze eigen uitgeverij', size: 14, bold: true, before: 18 });
    for (const book of issue.books) {
      blocks.push({ text: book.title, size: 12, bold: true, before: 12, color: 'brand' });
      if (book.author) blocks.push({ text: book.author, size: 10, color: 'muted' });
      if (book.description) blocks.push({ text: book.description, size: 10.5, before: 3 });
      blocks.push({
        text: `Bekijk het boek op leeswijzer.nl${book.href}`,
        size: 9.5,
        before: 3,
        color: 'brand',
      });
    }
  }
  if (issue.quote) {
    blocks.push({ text: `‘${issue.quote.text}’`, size: 12, before: 18 });
    blocks.push({ text: `— ${issue.quote.author}`, size: 10, color: 'muted' });
  }
  blocks.push({ text: 'Hartelijke groet,', size: 11, before: 18 });
  blocks.push({ text: ISSUE_SIGNATURE, size: 11 });
  blocks.push({ text: ISSUE_FOOTER, size: 8.5, before: 24, color: 'muted' });
  return blocks;
}

const pdfString = (text: string) =>
  `(${[...text]
    .map(winAnsi)
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** Lays the blocks out on as many pages as they need; each page is a content stream. */
function layout(blocks: Block[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of blocks) {
    const leading = block.size * 1.35;
    y -= block.before ?? 0;
    for (const line of wrapText(block.text, block.size, TEXT_WIDTH, block.bold)) {
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      pages[pages.length - 1]!.push(
        `BT ${COLORS[block.color ?? 'ink']} rg /${block.bold ? 'F2' : 'F1'} ${block.size} Tf ` +
          `1 0 0 1 ${MARGIN} ${y.toFixed(2)} Tm ${pdfString(line)} Tj ET`,
      );
    }
  }
  return pages.map((lines) => lines.join('\n'));
}

/** A complete PDF file for the issue. */
export function renderNewsletterPdf(issue: NewsletterIssue): Buffer {
  const streams = layout(issueBlocks(issue));
  const fontObject = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  // 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content stream per page.
  const pageIds = streams.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`,
    fontObject('Helvetica'),
    fontObject('Helvetica-Bold'),
    `<< /Title ${pdfString(`${issue.title} – Leeswijzer`)} /Producer (Leeswijzer) >>`,
  ];
  streams.forEach((stream, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  // One character is one byte (latin1), so string lengths are byte offsets.
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const offset = file.length;
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}
