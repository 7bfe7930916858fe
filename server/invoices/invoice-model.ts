// What an invoice says (issue 14 #9), as a plain, fully computed model: the orders capability fills it from the
// paid order's snapshot (its lines, shipping line, VAT per rate and total, never the catalogue) and the PDF
// renderer (./invoice-pdf.ts) only lays it out. Before anything is printed, checkInvoiceModel proves the numbers
// agree with each other and with the shop's rules, so an invoice can never show a total its lines do not make.
//
// The Dutch invoice rules (art. 35a Wet OB) ask for: the invoice date and a consecutive number, the seller's VAT
// number (and, for a business customer abroad, theirs), both parties' names and addresses, what was sold and
// how many, the unit price without VAT and any discount, and per VAT rate the amount and the VAT.
import { lineAmountCents } from '../../domain/cart-pricing.ts';
import { parseInvoiceNumber } from '../../domain/invoice-number.ts';
import { type Cents, cents, sumCents } from '../../domain/money.ts';
import type { PostalAddress } from '../../domain/postal-address.ts';
import { type VatPerRate, vatPerRate } from '../../domain/vat.ts';

/** The shop as seller (settings, see ./seller-settings.ts). */
export interface SellerDetails {
  name: string;
  /** Street and number, zipcode and city, (country). */
  addressLines: string[];
  kvk: string;
  vatNumber: string;
  iban: string;
  bic: string;
  email: string;
  /** The shop's web address as shown ('www.leeswijzer.nl'); '' for none. */
  website: string;
}

/** Spec 3 §3 company_profile: given in the checkout's optional business part. */
export interface InvoiceBusiness {
  company: string;
  kvk: string;
  vatNumber: string;
}

/** Spec 2 §3 Order line: description, costs (unit price incl. VAT), amount, discount (percent). */
export interface InvoiceLine {
  description: string;
  amount: number;
  /** Price per copy incl. VAT, as it was when the order was placed. */
  unitPriceCents: Cents;
  discountPercent: number;
  /** Spec 3 §9 line amount: unit price × amount × (1 − discount/100), incl. VAT. */
  totalCents: Cents;
  vatPercent: number;
}

/** Spec 2 §3 "A line described 'Verzendkosten' is the shipping cost"; null when the order has no shipping row. */
export interface InvoiceShipping {
  totalCents: Cents;
  vatPercent: number;
}

export interface InvoiceModel {
  seller: SellerDetails;
  /** domain/invoice-number.ts: '2026-000123'. */
  invoiceNumber: string;
  /** The moment the order was paid (ISO instant) or a plain date; shown as the Amsterdam date DD-MM-YYYY. */
  invoiceDate: string;
  orderNumber: string;
  /** When the order was placed (ISO instant or plain date); the delivery date is not known at invoicing. */
  orderDate: string;
  billing: PostalAddress;
  /** Shown only when given and different from the billing address. */
  delivery: PostalAddress | null;
  business: InvoiceBusiness | null;
  lines: InvoiceLine[];
  shipping: InvoiceShipping | null;
  /** Per rate, lines and shipping together (domain/vat.ts vatPerRate), by rate ascending. */
  vat: VatPerRate[];
  /** Σ lines + shipping, incl. VAT: what was paid. */
  totalCents: Cents;
  /** How and when it was paid ('iDEAL', ISO instant); null for an invoice not (yet) paid. */
  payment: { method: string; paidAt: string } | null;
  /** Issue 30 (decision 611): an invoice on account not yet paid is due on this day ('YYYY-MM-DD'). */
  dueOn?: string | null;
  /**
   * Issue 30 (decision 568): a credit invoice — the correction of invoice `corrects` for a refund. Its number is
   * a credit number ('C2026-000007'), its amounts are negative (what is given back), its date the refund's, and
   * `refund` says how the money went back ('iDEAL', 'handmatig overgemaakt').
   */
  credit?: { corrects: string; refund: string };
}

/** The Dutch description of the shipping row (spec 2 §3). */
export const SHIPPING_DESCRIPTION = 'Verzendkosten';

/** The sum of the printed amounts without VAT: the total minus all VAT. */
export function totalExclCents(model: Pick<InvoiceModel, 'vat'>): Cents {
  return sumCents(model.vat.map((rate) => rate.exclCents));
}

export function totalVatCents(model: Pick<InvoiceModel, 'vat'>): Cents {
  return sumCents(model.vat.map((rate) => rate.vatCents));
}

/**
 * Every way the model's numbers could disagree: a line amount that is not unit price × amount less its discount,
 * a total that is not the lines plus shipping, a VAT summary that is not the one VAT rule (domain/vat.ts) over the
 * lines and shipping, an unreadable invoice number, an empty invoice. [] when the invoice may be printed.
 */
export function invoiceModelProblems(model: InvoiceModel): string[] {
  if (model.credit) return creditModelProblems(model);
  const problems: string[] = [];
  if (!parseInvoiceNumber(model.invoiceNumber)) problems.push(`invoice number '${model.invoiceNumber}'`);
  if (model.lines.length === 0) problems.push('no lines');
  model.lines.forEach((line, index) => {
    const expected = lineAmountCents(line.unitPriceCents, line.amount, line.discountPercent);
    if (line.totalCents !== expected)
      problems.push(`line ${index + 1}: total ${line.totalCents}, expected ${expected}`);
  });
  const shipping = model.shipping?.totalCents ?? 0;
  const sum = sumCents(model.lines.map((line) => line.totalCents)) + shipping;
  if (sum !== model.totalCents) problems.push(`total ${model.totalCents}, lines and shipping make ${sum}`);

  const vatLines = model.lines.map((line) => ({ inclCents: line.totalCents, vatPercent: line.vatPercent }));
  if (model.shipping)
    vatLines.push({ inclCents: model.shipping.totalCents, vatPercent: model.shipping.vatPercent });
  // A rate whose amounts are all 0 (a free shipping row, a line at 100 % discount) may be listed or not.
  const shown = (rates: readonly VatPerRate[]) =>
    rates
      .filter((rate) => rate.inclCents !== 0)
      .map((rate) => `${rate.vatPercent}%: ${rate.exclCents} + ${rate.vatCents} = ${rate.inclCents}`)
      .join('; ');
  const [given, expected] = [shown(model.vat), shown(vatPerRate(vatLines))];
  if (given !== expected) problems.push(`VAT per rate ${given}, expected ${expected}`);
  return problems;
}

/**
 * A credit invoice's checks: a credit number, the invoice it corrects, and — with the signs turned — totals and
 * VAT that agree as an invoice's must. Its lines give back shares of the frozen line totals (a copy of two), so
 * the per-line price check of an invoice does not apply.
 */
function creditModelProblems(model: InvoiceModel): string[] {
  const problems: string[] = [];
  const number = model.invoiceNumber;
  if (!number.startsWith('C') || !parseInvoiceNumber(number.slice(1)))
    problems.push(`credit number '${number}'`);
  if (!parseInvoiceNumber(model.credit!.corrects))
    problems.push(`corrected invoice '${model.credit!.corrects}'`);
  if (model.lines.some((line) => line.totalCents > 0) || (model.shipping?.totalCents ?? 0) > 0)
    problems.push('a credit line that is not negative');
  const turn = (value: number) => cents(-value);
  const positive: InvoiceModel = {
    ...model,
    invoiceNumber: number.slice(1),
    lines: model.lines.map((line) => ({ ...line, totalCents: turn(line.totalCents) })),
    shipping: model.shipping ? { ...model.shipping, totalCents: turn(model.shipping.totalCents) } : null,
    vat: model.vat.map((rate) => ({
      vatPercent: rate.vatPercent,
      inclCents: turn(rate.inclCents),
      vatCents: turn(rate.vatCents),
      exclCents: turn(rate.exclCents),
    })),
    totalCents: turn(model.totalCents),
  };
  delete positive.credit;
  return [...problems, ...invoiceModelProblems(positive).filter((problem) => !problem.startsWith('line '))];
}
