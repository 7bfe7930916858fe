// The pdf of a newsletter whose file is not on disk: the same content as the generated web page, made with
// pdfkit (DESIGN "PDFs", server/lib/pdf.ts) in the embedded Noto fonts on A4 (issue 27: any title or name prints as
// typed). The lines are broken by the fonts' metrics and a new page starts when one is full.
import { longDateNl } from '../../domain/newsletters.ts';
import { A4, createPdf, finishPdf, writeText } from '../lib/pdf.ts';
import { ISSUE_FOOTER, ISSUE_SIGNATURE, issueIntro } from './newsletter-html.ts';
import type { NewsletterIssue } from './newsletters.ts';

const MARGIN = 56;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
/** Space between a block's lines, as a multiple of the font size (baseline to baseline 1.58 with LINE_HEIGHT). */
const LINE_GAP = 0.425;

interface Block {
  text: string;
  size: number;
  bold?: boolean;
  /** Extra space above the block, in points. */
  before?: number;
  color?: 'ink' | 'brand' | 'muted';
}

const COLORS = { ink: '#1d1f23', brand: '#1f3a5f', muted: '#5b616a' } as const;

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

/** A complete PDF file for the issue; `compress: false` only for tests that read the text back. */
export function renderNewsletterPdf(
  issue: NewsletterIssue,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = createPdf({
    title: `${issue.title} – Leeswijzer`,
    // The issue's Monday: the same issue always gives the same bytes.
    createdAt: new Date(`${issue.monday}T00:00:00Z`),
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: options.compress ?? true,
  });
  for (const block of issueBlocks(issue)) {
    doc.fillColor(COLORS[block.color ?? 'ink']);
    doc.y += block.before ?? 0;
    writeText(doc, block.text, MARGIN, doc.y, {
      size: block.size,
      width: TEXT_WIDTH,
      lineGap: block.size * LINE_GAP,
      bold: block.bold ?? false,
    });
  }
  return finishPdf(doc);
}
