// Issue 30 "Ship": the packing slip staff put in the parcel (decision 567) — A4 from pdfkit (server/lib/pdf.ts,
// the invoice's fonts): the shop, the order's number and date, the address the parcel goes to, each book with its
// ISBN and number of copies, and the customer's remark. No prices: a parcel is often a present, and the invoice
// has them. Lines run over as many pages as needed, each new page repeating the column titles.
import { formatDateNl } from '../../domain/dates.ts';
import { addressLines } from '../../domain/postal-address.ts';
import { A4, createPdf, finishPdf, writeText } from '../lib/pdf.ts';
import type { OrderSummary } from './order-view.ts';

const LEFT = 50;
const RIGHT = A4.width - 50;
const TOP = 50;
const BOTTOM = A4.height - 60;
const AMOUNT_WIDTH = 50;
const ISBN_WIDTH = 110;
const INK = '#1d1f23';
const BRAND = '#1f3a5f';
const MUTED = '#5b616a';

export async function renderPackingSlip(summary: OrderSummary, shopName: string): Promise<Buffer> {
  const doc = createPdf({
    title: `Pakbon bestelling ${summary.number} – ${shopName}`,
    createdAt: new Date(summary.createdAt),
    margins: { top: TOP, bottom: A4.height - BOTTOM, left: LEFT, right: A4.width - RIGHT },
  });
  const text = (
    value: string,
    x: number,
    y: number,
    width: number,
    options: { size?: number; bold?: boolean; color?: string; align?: 'left' | 'right' } = {},
  ) => {
    doc.fillColor(options.color ?? INK);
    return writeText(doc, value, x, y, {
      size: options.size ?? 10,
      width,
      bold: options.bold ?? false,
      align: options.align ?? 'left',
      lineGap: 1,
    });
  };
  let y = TOP;
  y += text(shopName, LEFT, y, 300, { size: 18, bold: true, color: BRAND });
  y += text('Pakbon', LEFT, y + 4, 300, { size: 14, bold: true }) + 12;
  y += text(`Bestelling ${summary.number} · ${formatDateNl(summary.createdAt)}`, LEFT, y, 300, {
    color: MUTED,
  });
  y += 16;
  const address = summary.delivery ?? summary.billing;
  y += text('Verzenden naar', LEFT, y, 300, { bold: true });
  for (const line of addressLines(address)) y += text(line, LEFT, y, 300, { size: 12 });
  y += 20;

  const titleWidth = RIGHT - LEFT - AMOUNT_WIDTH - ISBN_WIDTH;
  const header = () => {
    text('Aantal', LEFT, y, AMOUNT_WIDTH, { bold: true });
    text('ISBN', LEFT + AMOUNT_WIDTH, y, ISBN_WIDTH, { bold: true });
    y += text('Titel', LEFT + AMOUNT_WIDTH + ISBN_WIDTH, y, titleWidth, { bold: true }) + 4;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#c9ced6').stroke();
    y += 6;
  };
  header();
  for (const line of summary.lines) {
    if (y + 30 > BOTTOM) {
      doc.addPage();
      y = TOP;
      y += text(`Pakbon bestelling ${summary.number} (vervolg)`, LEFT, y, 300, { color: MUTED }) + 8;
      header();
    }
    text(String(line.amount), LEFT, y, AMOUNT_WIDTH);
    text(line.sku, LEFT + AMOUNT_WIDTH, y, ISBN_WIDTH);
    y += text(line.description, LEFT + AMOUNT_WIDTH + ISBN_WIDTH, y, titleWidth) + 6;
  }
  const copies = summary.lines.reduce((sum, line) => sum + line.amount, 0);
  y += 6;
  y += text(`${copies} ${copies === 1 ? 'boek' : 'boeken'}`, LEFT, y, 300, { bold: true });
  if (summary.remark.trim() !== '') {
    if (y + 60 > BOTTOM) {
      doc.addPage();
      y = TOP;
    }
    y += 16;
    y += text('Opmerking van de klant', LEFT, y, 300, { bold: true });
    text(summary.remark, LEFT, y, RIGHT - LEFT);
  }
  return finishPdf(doc);
}
