// Issue 14 #9: the invoice PDF, read back as text (tests/support/pdf-text.ts): what it says, that its printed
// totals are the model's and add up, that a long order runs onto more pages with the header again, and that a
// model whose numbers disagree is never printed.
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../tests/support/seller-fixture.ts';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { lineAmountCents } from '../../domain/cart-pricing.ts';
import { type Cents, cents, sumCents } from '../../domain/money.ts';
import type { PostalAddress } from '../../domain/postal-address.ts';
import { vatPerRate } from '../../domain/vat.ts';
import type { InvoiceLine, InvoiceModel } from './invoice-model.ts';
import { InvoiceModelError, renderInvoicePdf } from './invoice-pdf.ts';

const seller = DEMO_SELLER;

const billing: PostalAddress = {
  name: 'Anna de Vries',
  company: '',
  address: 'Dorpsstraat',
  housenr: '7',
  addition: 'bis',
  zipcode: '3511 AB',
  city: 'Utrecht',
  countryCode: 'NL',
  countryName: 'Nederland',
};

function line(
  description: string,
  amount: number,
  price: number,
  discount: number,
  vat: number,
): InvoiceLine {
  const unitPriceCents = cents(price);
  return {
    description,
    amount,
    unitPriceCents,
    discountPercent: discount,
    totalCents: lineAmountCents(unitPriceCents, amount, discount),
    vatPercent: vat,
  };
}

/** A consistent model: the total and the VAT per rate computed by the domain's rules. */
function invoice(
  lines: InvoiceLine[],
  shipping: { totalCents: Cents; vatPercent: number } | null,
  extra: Partial<InvoiceModel> = {},
): InvoiceModel {
  const vatLines = lines.map((l) => ({ inclCents: l.totalCents, vatPercent: l.vatPercent }));
  if (shipping) vatLines.push({ inclCents: shipping.totalCents, vatPercent: shipping.vatPercent });
  return {
    seller,
    invoiceNumber: '2027-000123',
    // 23:30 UTC on 31 December is 00:30 on 1 January in Amsterdam.
    invoiceDate: '2026-12-31T23:30:00Z',
    orderNumber: 'LW-260457',
    orderDate: '2026-12-30T10:15:00Z',
    billing,
    delivery: null,
    business: null,
    lines,
    shipping,
    vat: vatPerRate(vatLines),
    totalCents: sumCents([...lines.map((l) => l.totalCents), shipping?.totalCents ?? cents(0)]),
    payment: { method: 'iDEAL', paidAt: '2026-12-31T23:30:00Z' },
    ...extra,
  };
}

// Spec 3 §9: a book of 19,95 twice at 10 % discount (35,91 at 9 %), a card set of 14,95 at 21 %, and the default
// shipping of 8,45 at the highest line rate (21 %).
const order = invoice(
  [line('Meer zelfvertrouwen (paperback)', 2, 1995, 10, 9), line('Mindfulness-kaartenset', 1, 1495, 0, 21)],
  { totalCents: cents(845), vatPercent: 21 },
);

/** '€ 1.234,56' → 123456 (the PDF's amounts as the reader sees them). */
function printedCents(text: string): number {
  const match = /^€ (-?)([\d.]+),(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: '${text}'`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/\./g, '')) * 100 + Number(match[3]));
}

async function read(model: InvoiceModel) {
  return readPdfText(await renderInvoicePdf(model, { compress: false }));
}

const cellsOf = (lines: readonly string[], label: string) =>
  lines.find((l) => l.startsWith(`${label} | `))?.split(' | ') ?? [];

describe('the invoice PDF', () => {
  it('shows the seller, the invoice number, the Amsterdam dates, the order number and the billing address', async () => {
    const { pages, lines, title } = await read(order);
    expect(pages).toHaveLength(1);
    expect(title).toBe('Factuur 2027-000123 – Leeswijzer B.V.');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Keizersgracht 123',
        'Leeswijzer B.V.',
        '1015 CJ Amsterdam',
        'KvK 12345678',
        'Btw-nummer NL123456789B01',
        'IBAN NL91 ABNA 0417 1643 00',
        'BIC ABNANL2A',
        'Factuur',
        'Factuuradres | Factuurnummer | 2027-000123',
        'Anna de Vries | Factuurdatum | 01-01-2027',
        'Dorpsstraat 7 bis | Bestelnummer | LW-260457',
        '3511 AB Utrecht | Besteldatum | 30-12-2026',
        'Betaald | 01-01-2027, iDEAL',
        'Deze factuur is voldaan op 01-01-2027 (iDEAL). Bedankt voor je bestelling!',
        'Leeswijzer B.V. · KvK 12345678 · Btw-nummer NL123456789B01 · IBAN NL91 ABNA 0417 1643 00 | Pagina 1 van 1',
      ]),
    );
    expect(lines.some((l) => l.includes('Afleveradres'))).toBe(false);
    expect(lines.some((l) => l.includes('Bedrijfsgegevens'))).toBe(false);
  });

  it('lists every line with amount, unit prices, discount, VAT rate and amount, and the shipping row', async () => {
    const { lines } = await read(order);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Omschrijving | Aantal | Prijs excl. btw | Prijs incl. btw | Korting | Btw | Bedrag',
        // 19,95 at 9 %: 1,65 VAT, 18,30 without. 2 × 19,95 × 0,9 = 35,91.
        'Meer zelfvertrouwen (paperback) | 2 | € 18,30 | € 19,95 | 10% | 9% | € 35,91',
        // 14,95 at 21 %: 2,59 VAT, 12,36 without; no discount leaves the cell empty.
        'Mindfulness-kaartenset | 1 | € 12,36 | € 14,95 | 21% | € 14,95',
        'Verzendkosten | 1 | € 6,98 | € 8,45 | 21% | € 8,45',
      ]),
    );
  });

  it('prints the model’s totals, and the printed amounts add up', async () => {
    const { lines } = await read(order);
    const total = printedCents(cellsOf(lines, 'Totaal incl. btw')[1]!);
    const excl = printedCents(cellsOf(lines, 'Totaal excl. btw')[1]!);
    const vat = printedCents(cellsOf(lines, 'Btw')[1]!);
    expect(total).toBe(order.totalCents);
    expect(total).toBe(5931);
    expect(excl + vat).toBe(total);

    // The Bedrag column: the lines and the shipping row make the total.
    const rows = lines.filter((l) => /^(Meer|Mindfulness|Verzendkosten)/.test(l));
    expect(rows).toHaveLength(3);
    expect(sumCents(rows.map((row) => cents(printedCents(row.split(' | ').at(-1)!))))).toBe(total);
  });

  it('prints the VAT per rate, each rate’s excl. + VAT = incl., and the rates make the totals', async () => {
    const { lines } = await read(order);
    expect(lines).toContain('Tarief | Bedrag excl. btw | Btw | Bedrag incl. btw');
    const rates = lines
      .filter((l) => /^\d+% \| € /.test(l))
      .map((l) => l.split(' | '))
      .map(([rate, excl, vat, incl]) => ({
        rate,
        excl: printedCents(excl!),
        vat: printedCents(vat!),
        incl: printedCents(incl!),
      }));
    // 9 %: 35,91 → 2,97 VAT (32319 / 109 = 296,50… → 297); 21 %: 14,95 + 8,45 = 23,40 → 4,06.
    expect(rates).toEqual([
      { rate: '9%', excl: 3294, vat: 297, incl: 3591 },
      { rate: '21%', excl: 1934, vat: 406, incl: 2340 },
    ]);
    for (const rate of rates) expect(rate.excl + rate.vat).toBe(rate.incl);
    expect(rates.reduce((sum, r) => sum + r.incl, 0)).toBe(order.totalCents);
    expect(rates.reduce((sum, r) => sum + r.vat, 0)).toBe(printedCents(cellsOf(lines, 'Btw')[1]!));
    expect(rates.reduce((sum, r) => sum + r.excl, 0)).toBe(
      printedCents(cellsOf(lines, 'Totaal excl. btw')[1]!),
    );
  });

  it('shows a different delivery address and the business data with its VAT number', async () => {
    const { lines } = await read({
      ...order,
      delivery: {
        ...billing,
        name: 'Boekhandel De Zolder',
        company: 'T.a.v. inkoop',
        address: 'Meir',
        housenr: '50',
        addition: '',
        zipcode: '2000',
        city: 'Antwerpen',
        countryCode: 'BE',
        countryName: 'België',
      },
      business: { company: 'De Vries `Coaching`', kvk: '87654321', vatNumber: 'NL001234567B89' },
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        'Factuuradres | Afleveradres | Factuurnummer | 2027-000123',
        'Anna de Vries | Boekhandel De Zolder | Factuurdatum | 01-01-2027',
        'Dorpsstraat 7 bis | T.a.v. inkoop | Bestelnummer | LW-260457',
        '3511 AB Utrecht | Meir 50 | Besteldatum | 30-12-2026',
        '2000 Antwerpen | Betaald | 01-01-2027, iDEAL',
        'België',
        'Bedrijfsgegevens',
        "De Vries 'Coaching'",
        'KvK-nummer 87654321',
        'Btw-nummer NL001234567B89',
      ]),
    );
  });

  it('leaves out a delivery address that is the billing address written differently', async () => {
    const { lines } = await read({ ...order, delivery: { ...billing, zipcode: '3511ab', city: 'UTRECHT' } });
    expect(lines.some((l) => l.includes('Afleveradres'))).toBe(false);
  });

  it('asks for payment with the bank details when the invoice is not paid', async () => {
    const { lines } = await read({ ...order, payment: null });
    expect(lines.join(' ')).toContain(
      'Maak het totaalbedrag van € 59,31 over op NL91 ABNA 0417 1643 00 (BIC ABNANL2A) ten name van Leeswijzer B.V., onder vermelding van bestelnummer LW-260457.',
    );
    expect(lines.some((l) => l.startsWith('Betaald'))).toBe(false);
  });

  // Issue 27: the invoice printed Greek, Japanese and emoji as '?' and dropped Polish, Czech and Turkish accents.
  it('prints every name as typed: Latin accents, Greek, Japanese and emoji, in the embedded Noto fonts', async () => {
    const names = {
      billing: 'Łukasz Wałęsa-Dvořák Şahin',
      company: 'Γιώργος Παπαδόπουλος Ο.Ε.',
      delivery: '山田 太郎 (Yamada Tarō)',
      street: 'Ελευθερίου Βενιζέλου',
      description: 'Het grote verjaardagsboek 🎉📚 – 東京物語',
    };
    const model = invoice([line(names.description, 1, 1995, 0, 9)], null, {
      billing: { ...billing, name: names.billing, address: names.street },
      delivery: { ...billing, name: names.delivery, city: '東京', countryCode: 'JP', countryName: 'Japan' },
      business: { company: names.company, kvk: '', vatNumber: '' },
    });
    const compressed = readPdfText(await renderInvoicePdf(model));
    const { pages, lines } = await read(model);
    expect(compressed.lines).toEqual(lines);
    const text = lines.join('\n');
    for (const name of [names.billing, names.company, names.delivery, `${names.street} 7 bis`])
      expect(text).toContain(name);
    expect(lines.find((l) => l.startsWith('Het grote'))).toBe(
      `${names.description} | 1 | € 18,30 | € 19,95 | 9% | € 19,95`,
    );
    expect(text).not.toContain('?');
    const fonts = new Set(pages[0]!.runs.map((run) => run.font));
    expect([...fonts].sort()).toEqual([
      'NotoEmoji-Regular',
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansJP-Regular',
    ]);
    // The Japanese and emoji runs sit on the text's baseline, right after it.
    const description = pages[0]!.runs.find((run) => run.text.startsWith('Het grote'))!;
    const emoji = pages[0]!.runs.find((run) => run.font === 'NotoEmoji-Regular')!;
    expect(emoji.top).toBe(description.top);
    expect(emoji.x).toBeCloseTo(description.x + description.width!, 1);
  });

  it('keeps a plain invoice to the text font (no fallback font embedded) and a Japanese one small', async () => {
    const plain = await renderInvoicePdf(order);
    const japanese = await renderInvoicePdf({ ...order, billing: { ...billing, name: '山田太郎' } });
    expect(plain.toString('latin1')).not.toContain('NotoSansJP');
    expect(japanese.toString('latin1')).toContain('NotoSansJP');
    expect(plain.length).toBeLessThan(60_000);
    expect(japanese.length - plain.length).toBeLessThan(20_000);
  });

  it('runs a long order onto more pages, each with the invoice number and the column titles again', async () => {
    const many = Array.from({ length: 70 }, (_, i) =>
      line(
        `Boek ${i + 1}: ${i % 7 === 0 ? 'Een heel lange titel die over twee regels moet lopen in de kolom omschrijving' : 'Kort'}`,
        1 + (i % 3),
        995 + i * 10,
        i % 4 === 0 ? 30 : 0,
        i % 5 === 0 ? 21 : 9,
      ),
    );
    const long = invoice(many, { totalCents: cents(0), vatPercent: 21 });
    const { pages, lines } = await read(long);
    expect(pages.length).toBeGreaterThan(1);
    const header = 'Omschrijving | Aantal | Prijs excl. btw | Prijs incl. btw | Korting | Btw | Bedrag';
    pages.forEach((page, index) => {
      expect(page.lines).toContain(header);
      expect(page.lines.at(-1)).toMatch(new RegExp(`Pagina ${index + 1} van ${pages.length}$`));
      if (index > 0) {
        expect(page.lines[0]).toBe('Leeswijzer B.V. | Factuur 2027-000123 (vervolg)');
        expect(page.lines[1]).toBe('Bestelnummer LW-260457');
      }
    });
    // Every line once, in order; the totals after the last one.
    const positions = many.map((l) =>
      lines.findIndex((text) => text.startsWith(`Boek ${l.description.split(':')[0]!.slice(5)}:`)),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(lines.findIndex((l) => l.startsWith('Totaal incl. btw'))).toBeGreaterThan(positions.at(-1)!);
    expect(printedCents(cellsOf(lines, 'Totaal incl. btw')[1]!)).toBe(long.totalCents);
    expect(pages.at(-1)!.lines.some((l) => l.startsWith('Totaal incl. btw'))).toBe(true);
  });

  it('never writes into the footer, whatever the number of lines (1 to 60, paid and unpaid)', async () => {
    for (let count = 1; count <= 60; count++) {
      const lines = Array.from({ length: count }, (_, i) =>
        line(
          i % 6 === 0
            ? 'Een titel die over twee regels loopt in de kolom omschrijving, met ondertitel'
            : `Boek ${i}`,
          1,
          1995,
          0,
          9,
        ),
      );
      const model = invoice(
        lines,
        { totalCents: cents(845), vatPercent: 9 },
        count % 2 ? {} : { payment: null },
      );
      const { pages } = await read(model);
      // Every later page was started by the invoice (pdfkit starts one of its own for text below the margin).
      for (const page of pages.slice(1)) expect(page.lines[0], `${count} lines`).toMatch(/\(vervolg\)$/);
      // The totals, the VAT table and the note stay together on the last page.
      const last = pages.at(-1)!.lines;
      for (const start of [
        'Totaal excl. btw',
        'Totaal incl. btw',
        'Tarief',
        '9% |',
        'Deze factuur',
        'Maak het',
      ].slice(0, count % 2 ? 5 : 4))
        expect(
          last.some((l) => l.startsWith(start)),
          `${count} lines: ${start}`,
        ).toBe(true);
      for (const page of pages) {
        const footer = Math.max(...page.runs.map((run) => run.top));
        const content = page.runs.filter((run) => run.top < footer - 1);
        // The footer's baseline is the lowest; the content ends at least a line above it.
        expect(Math.max(...content.map((run) => run.top)), `${count} lines`).toBeLessThan(footer - 12);
      }
    }
  });

  it('refuses a model whose numbers disagree, saying what is wrong', async () => {
    const wrongTotal = { ...order, totalCents: cents(order.totalCents + 1) };
    await expect(renderInvoicePdf(wrongTotal)).rejects.toThrow(InvoiceModelError);
    await expect(renderInvoicePdf(wrongTotal)).rejects.toThrow('total 5932, lines and shipping make 5931');

    const wrongLine = { ...order, lines: [{ ...order.lines[0]!, totalCents: cents(3990) }, order.lines[1]!] };
    await expect(renderInvoicePdf(wrongLine)).rejects.toThrow('line 1: total 3990, expected 3591');

    const wrongVat = {
      ...order,
      vat: order.vat.map((r) => ({
        ...r,
        vatCents: cents(r.vatCents + 1),
        exclCents: cents(r.exclCents - 1),
      })),
    };
    await expect(renderInvoicePdf(wrongVat)).rejects.toThrow('VAT per rate');

    await expect(renderInvoicePdf({ ...order, invoiceNumber: '2027-123' })).rejects.toThrow(
      "invoice number '2027-123'",
    );
    await expect(renderInvoicePdf(invoice([], null))).rejects.toThrow('no lines');
  });

  it('gives the same compressed bytes for the same model, so an invoice can be made again at any time', async () => {
    const first = await renderInvoicePdf(order);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.toString('latin1')).toContain('/FlateDecode');
    expect((await renderInvoicePdf(order)).equals(first)).toBe(true);
  });
});
