// Issue 32 (decision 804): a PDF made personal — a footer line with the buyer's name and order number on every page,
// drawn with pdf-lib. pdf-lib edits a document held in memory, so a PDF cannot be streamed through it; instead it
// is watermarked once per link (server/ebooks/service.ts keeps the result beside the stored files under a random
// name and streams that file to every later download of the link), so the memory is spent once, not per download.
import { readFile } from 'node:fs/promises';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export class InvalidPdfError extends Error {}

/** WinAnsi (the standard fonts' encoding) has no em dash in every font version: plain characters only. */
function winAnsi(text: string): string {
  return text
    .replace(/[—–]/g, '-')
    .normalize('NFC')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

export async function watermarkedPdf(file: string, line: string): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(await readFile(file), { updateMetadata: false });
  } catch (error) {
    throw new InvalidPdfError(`unreadable PDF: ${(error as Error).message}`);
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = winAnsi(line);
  const size = 7;
  for (const page of doc.getPages()) {
    const { width } = page.getSize();
    const textWidth = font.widthOfTextAtSize(text, size);
    page.drawText(text, {
      x: Math.max(8, (width - textWidth) / 2),
      y: 10,
      size,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
  }
  doc.setSubject(text);
  // Classic cross-reference tables: every reader, however old, opens the file.
  return doc.save({ useObjectStreams: false });
}
