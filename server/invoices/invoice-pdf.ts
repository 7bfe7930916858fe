// The invoice as a PDF (issue 14 #9, DESIGN "PDFs": pdfkit): A4 in Noto Sans (issue 27: names print as typed, with
// Japanese and emoji from fallback fonts, server/lib/pdf.ts), Dutch labels, laid out from a
// checked, fully computed model (./invoice-model.ts) — this file computes no amount, it only formats them
// (formatEuro) and places them. The first page has the seller, the invoice's numbers and dates, the customer's
// addresses and business data; the lines table runs over as many pages as it needs, each later page starting
// with a short 'vervolg' header and the table's column titles again; the totals, the VAT per rate and the payment
// note follow the last line; every page ends with the seller's registration details and 'Pagina n van m'.
import { displayText } from '../../domain/account-input.ts';
import { formatDateNl } from '../../domain/dates.ts';
import { formatEuro } from '../../domain/money.ts';
import { addressLines, sameAddress } from '../../domain/postal-address.ts';
import { exclFromIncl } from '../../domain/vat.ts';
import { A4, createPdf, finishPdf, measureText, writeText } from '../lib/pdf.ts';
import {
  type InvoiceLine,
  type InvoiceModel,
  invoiceModelProblems,
  SHIPPING_DESCRIPTION,
  totalExclCents,
  totalVatCents,
} from './invoice-model.ts';

const LEFT = 50;
const RIGHT = A4.width - 50;
const WIDTH = RIGHT - LEFT;
const TOP = 50;
/** Content stops here; the footer sits below. */
const CONTENT_BOTTOM = A4.height - 80;
const FOOTER_TOP = A4.height - 56;
const COLOR = { ink: '#1d1f23', brand: '#1f3a5f', muted: '#5b616a', rule: '#c9ced6' } as const;

interface TextStyle {
  width: number;
  size?: number;
  bold?: boolean;
  color?: keyof typeof COLOR;
  align?: 'left' | 'right';
}

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
  value: (line: InvoiceLine) => string;
}

// The unit price without VAT is asked for by art. 35a Wet OB; it is shown rounded per copy, for information —
// the VAT owed is the per-rate summary below the table (domain/vat.ts: one rounding per rate).
const COLUMNS: Column[] = [
  { label: 'Omschrijving', width: 175, align: 'left', value: (l) => l.description },
  { label: 'Aantal', width: 30, align: 'right', value: (l) => String(l.amount) },
  {
    label: 'Prijs excl. btw',
    width: 60,
    align: 'right',
    value: (l) => formatEuro(exclFromIncl(l.unitPriceCents, l.vatPercent)),
  },
  { label: 'Prijs incl. btw', width: 60, align: 'right', value: (l) => formatEuro(l.unitPriceCents) },
  {
    label: 'Korting',
    width: 38,
    align: 'right',
    value: (l) => (l.discountPercent ? `${l.discountPercent}%` : ''),
  },
  { label: 'Btw', width: 28, align: 'right', value: (l) => `${l.vatPercent}%` },
  { label: 'Bedrag', width: 62, align: 'right', value: (l) => formatEuro(l.totalCents) },
];
const COLUMN_GAP = (WIDTH - COLUMNS.reduce((sum, c) => sum + c.width, 0)) / (COLUMNS.length - 1);
const COLUMN_X = COLUMNS.map((_, i) => COLUMNS.slice(0, i).reduce((x, c) => x + c.width + COLUMN_GAP, LEFT));
const TABLE_SIZE = 8.5;

export class InvoiceModelError extends RangeError {
  constructor(readonly problems: string[]) {
    super(`The invoice does not add up: ${problems.join('; ')}`);
  }
}

/**
 * The invoice PDF. Throws InvoiceModelError when the model's numbers disagree (nothing half-right is printed).
 * `compress: false` only for tests that read the text back. The same model always gives the same bytes (the
 * document's creation date is the invoice date), so an invoice can be made again whenever it is asked for.
 */
export async function renderInvoicePdf(
  model: InvoiceModel,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const problems = invoiceModelProblems(model);
  if (problems.length > 0) throw new InvoiceModelError(problems);
  const doc = createPdf({
    title: `${kindOf(model)} ${model.invoiceNumber} – ${model.seller.name}`,
    createdAt: new Date(model.invoiceDate),
    margins: { top: TOP, bottom: A4.height - CONTENT_BOTTOM, left: LEFT, right: A4.width - RIGHT },
    bufferPages: true,
    compress: options.compress ?? true,
  });
  const invoice = new InvoiceWriter(doc, model);
  invoice.firstPageHeader();
  invoice.linesTable();
  invoice.totals();
  invoice.footers();
  return finishPdf(doc);
}

/** 'Factuur', or 'Creditfactuur' for a refund's correcting invoice (issue 30). */
function kindOf(model: InvoiceModel): string {
  return model.credit ? 'Creditfactuur' : 'Factuur';
}

class InvoiceWriter {
  private y = TOP;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly model: InvoiceModel,
  ) {}

  /** Writes text at (x, y) and gives the height it took. */
  private text(value: string, x: number, y: number, style: TextStyle): number {
    this.doc.fillColor(COLOR[style.color ?? 'ink']);
    return writeText(this.doc, value, x, y, {
      size: style.size ?? 9,
      width: style.width,
      align: style.align ?? 'left',
      lineGap: 1,
      bold: style.bold ?? false,
    });
  }

  /** Lines of text below each other; gives the y below the last. */
  private stack(lines: readonly string[], x: number, y: number, style: TextStyle): number {
    let at = y;
    for (const line of lines) at += this.text(line, x, at, style);
    return at;
  }

  private rule(y: number, weight = 0.5): void {
    this.doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(weight).strokeColor(COLOR.rule).stroke();
  }

  firstPageHeader(): void {
    const { model } = this;
    const { seller } = model;
    const nameBottom =
      TOP + this.text(seller.name, LEFT, TOP, { width: 260, size: 18, bold: true, color: 'brand' });
    const sellerLines = [
      ...seller.addressLines,
      `KvK ${seller.kvk}`,
      `Btw-nummer ${seller.vatNumber}`,
      `IBAN ${seller.iban}`,
      `BIC ${seller.bic}`,
      seller.email,
      seller.website,
    ].filter(Boolean);
    const sellerBottom = this.stack(sellerLines, RIGHT - 200, TOP, {
      width: 200,
      size: 8.5,
      color: 'muted',
      align: 'right',
    });
    let y = Math.max(nameBottom, sellerBottom) + 20;
    y += this.text(kindOf(model), LEFT, y, { width: WIDTH, size: 20, bold: true }) + 14;

    // Three columns: billing address and business data, delivery address, the invoice's numbers.
    const columnWidth = 160;
    let left = y + this.text('Factuuradres', LEFT, y, { width: columnWidth, bold: true, color: 'muted' }) + 2;
    left = this.stack(addressLines(model.billing), LEFT, left, { width: columnWidth, size: 9.5 });
    if (model.business) {
      left += 8;
      left +=
        this.text('Bedrijfsgegevens', LEFT, left, { width: columnWidth, bold: true, color: 'muted' }) + 2;
      const business = [
        displayText(model.business.company),
        model.business.kvk ? `KvK-nummer ${model.business.kvk}` : '',
        model.business.vatNumber ? `Btw-nummer ${model.business.vatNumber}` : '',
      ].filter(Boolean);
      left = this.stack(business, LEFT, left, { width: columnWidth, size: 9.5 });
    }

    let middle = y;
    const middleX = LEFT + columnWidth + 12;
    if (model.delivery && !sameAddress(model.delivery, model.billing)) {
      middle +=
        this.text('Afleveradres', middleX, middle, { width: columnWidth, bold: true, color: 'muted' }) + 2;
      middle = this.stack(addressLines(model.delivery), middleX, middle, { width: columnWidth, size: 9.5 });
    }

    const facts: [string, string][] = model.credit
      ? [
          ['Creditnummer', model.invoiceNumber],
          ['Datum', formatDateNl(model.invoiceDate)],
          ['Corrigeert', `factuur ${model.credit.corrects}`],
          ['Bestelnummer', model.orderNumber],
        ]
      : [
          ['Factuurnummer', model.invoiceNumber],
          ['Factuurdatum', formatDateNl(model.invoiceDate)],
          ['Bestelnummer', model.orderNumber],
          ['Besteldatum', formatDateNl(model.orderDate)],
        ];
    if (model.payment && !model.credit)
      facts.push(['Betaald', `${formatDateNl(model.payment.paidAt)}, ${model.payment.method}`]);
    else if (model.dueOn && !model.credit) facts.push(['Vervaldatum', formatDateNl(model.dueOn)]);
    let right = y;
    const labelX = RIGHT - 160;
    for (const [label, value] of facts) {
      this.text(label, labelX, right, { width: 72, color: 'muted' });
      right += this.text(value, labelX + 72, right, { width: 88, bold: true, align: 'right' }) + 1;
    }
    this.y = Math.max(left, middle, right) + 22;
  }

  /** The later pages' header: who, which invoice, which order. */
  private continuationHeader(): void {
    const { model } = this;
    this.text(model.seller.name, LEFT, TOP, { width: 240, size: 12, bold: true, color: 'brand' });
    this.text(`${kindOf(model)} ${model.invoiceNumber} (vervolg)`, RIGHT - 240, TOP, {
      width: 240,
      size: 10,
      bold: true,
      align: 'right',
    });
    this.text(`Bestelnummer ${model.orderNumber}`, RIGHT - 240, TOP + 14, {
      width: 240,
      color: 'muted',
      align: 'right',
    });
    this.y = TOP + 40;
  }

  private newPage(): void {
    this.doc.addPage();
    this.continuationHeader();
  }

  private tableHeader(): void {
    const height = Math.max(
      ...COLUMNS.map((column, i) =>
        this.text(column.label, COLUMN_X[i]!, this.y, {
          width: column.width,
          size: 8,
          bold: true,
          color: 'muted',
          align: column.align,
        }),
      ),
    );
    this.y += height + 3;
    this.rule(this.y, 0.8);
    this.y += 5;
  }

  private rowHeight(line: InvoiceLine): number {
    return Math.max(
      ...COLUMNS.map((column) =>
        measureText(this.doc, column.value(line), { size: TABLE_SIZE, width: column.width, lineGap: 1 }),
      ),
    );
  }

  linesTable(): void {
    this.tableHeader();
    const rows: InvoiceLine[] = [...this.model.lines];
    const { shipping } = this.model;
    if (shipping) {
      rows.push({
        description: SHIPPING_DESCRIPTION,
        amount: 1,
        unitPriceCents: shipping.totalCents,
        discountPercent: 0,
        totalCents: shipping.totalCents,
        vatPercent: shipping.vatPercent,
      });
    }
    for (const row of rows) {
      const height = this.rowHeight(row);
      if (this.y + height > CONTENT_BOTTOM) {
        this.newPage();
        this.tableHeader();
      }
      COLUMNS.forEach((column, i) => {
        this.text(column.value(row), COLUMN_X[i]!, this.y, {
          width: column.width,
          size: TABLE_SIZE,
          align: column.align,
        });
      });
      this.y += height + 3;
      this.rule(this.y);
      this.y += 4;
    }
  }

  totals(): void {
    const { model } = this;
    const { payment, seller } = model;
    const rateRows = model.vat.filter((rate) => rate.inclCents !== 0);
    const note = model.credit
      ? `Deze creditfactuur corrigeert factuur ${model.credit.corrects}. Het bedrag van ${formatEuro(-model.totalCents)} is terugbetaald op ${formatDateNl(model.invoiceDate)} (${model.credit.refund}).`
      : payment
        ? `Deze factuur is voldaan op ${formatDateNl(payment.paidAt)} (${payment.method}). Bedankt voor je bestelling!`
        : `Maak het totaalbedrag van ${formatEuro(model.totalCents)}${model.dueOn ? ` uiterlijk ${formatDateNl(model.dueOn)}` : ''} over op ${seller.iban} (BIC ${seller.bic}) ten name van ${seller.name}, onder vermelding van bestelnummer ${model.orderNumber}.`;
    // The totals, the VAT table and the payment note stay together: three sums, the VAT heading and rows, the note.
    const noteHeight = measureText(this.doc, note, { size: 9, width: WIDTH, lineGap: 1 });
    const needed = 8 + 52 + 28 + (rateRows.length + 1) * 13 + 14 + noteHeight;
    if (this.y + needed > CONTENT_BOTTOM) this.newPage();
    else this.y += 8;

    const labelX = RIGHT - 230;
    const sums: [string, string, boolean][] = [
      ['Totaal excl. btw', formatEuro(totalExclCents(model)), false],
      ['Btw', formatEuro(totalVatCents(model)), false],
      ['Totaal incl. btw', formatEuro(model.totalCents), true],
    ];
    for (const [label, value, strong] of sums) {
      const size = strong ? 11 : 9;
      if (strong)
        this.doc.moveTo(labelX, this.y).lineTo(RIGHT, this.y).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
      const top = strong ? this.y + 4 : this.y;
      this.text(label, labelX, top, { width: 130, size, bold: strong });
      this.y =
        top + this.text(value, RIGHT - 100, top, { width: 100, size, bold: strong, align: 'right' }) + 3;
    }

    this.y += 14;
    this.text('Btw-specificatie', LEFT, this.y, { width: 200, bold: true, color: 'muted' });
    this.y += 14;
    const vatColumns = [
      { x: LEFT, width: 60, align: 'left' as const },
      { x: LEFT + 70, width: 90, align: 'right' as const },
      { x: LEFT + 170, width: 80, align: 'right' as const },
      { x: LEFT + 260, width: 90, align: 'right' as const },
    ];
    const vatRow = (cells: string[], bold = false) => {
      cells.forEach((cell, i) => this.text(cell, vatColumns[i]!.x, this.y, { ...vatColumns[i]!, bold }));
      this.y += 13;
    };
    vatRow(['Tarief', 'Bedrag excl. btw', 'Btw', 'Bedrag incl. btw'], true);
    for (const rate of rateRows) {
      vatRow([
        `${rate.vatPercent}%`,
        formatEuro(rate.exclCents),
        formatEuro(rate.vatCents),
        formatEuro(rate.inclCents),
      ]);
    }

    this.y += 14;
    this.y += this.text(note, LEFT, this.y, { width: WIDTH, size: 9 });
  }

  /** On every page: the seller's registration details and the page number (written last, when the count is known). */
  footers(): void {
    const { doc, model } = this;
    const { start, count } = doc.bufferedPageRange();
    const details = [
      model.seller.name,
      `KvK ${model.seller.kvk}`,
      `Btw-nummer ${model.seller.vatNumber}`,
      `IBAN ${model.seller.iban}`,
    ].join(' · ');
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      // Below the content area: without this, pdfkit would start a new page for text under the bottom margin.
      doc.page.margins.bottom = 0;
      doc
        .moveTo(LEFT, FOOTER_TOP - 6)
        .lineTo(RIGHT, FOOTER_TOP - 6)
        .lineWidth(0.5)
        .strokeColor(COLOR.rule)
        .stroke();
      this.text(details, LEFT, FOOTER_TOP, { width: WIDTH - 80, size: 7.5, color: 'muted' });
      this.text(`Pagina ${index - start + 1} van ${count}`, RIGHT - 80, FOOTER_TOP, {
        width: 80,
        size: 7.5,
        color: 'muted',
        align: 'right',
      });
    }
  }
}
