// Spec 1 §9 stock and delivery texts, mapped per DESIGN "Stock and delivery texts" (ONIX code list 65). The
// result is interface-text keys with parameters (server/content/texts, editable), never Dutch strings.
import { IN_STOCK, SOLD_OUT } from './availability.ts';
import { formatDateNl } from './dates.ts';
import { text, type Texts } from './texts.ts';

/** The interface-text keys a stock message is made of (texts stay editable; this rule only picks them). */
export const STOCK_TEXT_KEYS = [
  'stock.sold_out',
  'stock.not_in_assortment',
  'stock.delivery_1_3',
  'stock.delivery_7_9',
  'stock.delivery_n',
  'stock.not_yet_published',
  'stock.reprint',
  'stock.expected_on',
  'stock.order_now',
  'stock.temporarily_unavailable',
  'stock.available_within_7_days',
] as const;

export type StockTextKey = (typeof STOCK_TEXT_KEYS)[number];

export interface TextPart {
  key: StockTextKey;
  params?: Readonly<Record<string, string | number>>;
}

export interface StockText {
  parts: TextPart[];
}

export interface StockTextBook {
  stock: number;
  stockCode: number | null;
  /** Supplier delivery days as text; a whole number n ≥ 1 gives 'Levertijd: n+2-n+4 werkdagen'. */
  delivery: string | null;
  supplyDate: string | null;
  releaseDate: string | null;
}

/**
 * DESIGN "Stock and delivery texts": stock 2 overrides all; otherwise the stock code decides; a book in stock
 * (stock 1) without a code reads as available (code 21). `orderable` is canOrder's answer, for ', nu te
 * bestellen' on codes 10 and 32.
 */
export function stockText(book: StockTextBook, { orderable }: { orderable: boolean }): StockText {
  if (book.stock === SOLD_OUT) return only('stock.sold_out');
  const code = book.stockCode ?? (book.stock === IN_STOCK ? 21 : null);
  switch (code) {
    case 10:
      // Not yet published: the expected date is the supply date, else the announced release date.
      return expected('stock.not_yet_published', book.supplyDate ?? book.releaseDate, orderable);
    case 20:
    case 21:
      return deliveryText(book.delivery);
    case 22:
    case 23:
      return only('stock.delivery_7_9');
    case 30:
      return only('stock.temporarily_unavailable');
    case 31:
      return only('stock.available_within_7_days');
    case 32:
      // A reprint's release date is the first edition's, so only the supply date is an expected date.
      return expected('stock.reprint', book.supplyDate, orderable);
    default:
      // 40–52 (no longer available), codes DESIGN does not map, and stock 0 without a code.
      return only('stock.not_in_assortment');
  }
}

/** DESIGN: 'Levertijd: 1-3 werkdagen', or 'Levertijd: n+2-n+4 werkdagen' for a numeric delivery value n. */
export function deliveryText(delivery: string | null): StockText {
  const n = deliveryDays(delivery);
  return n === null
    ? only('stock.delivery_1_3')
    : { parts: [{ key: 'stock.delivery_n', params: { from: n + 2, to: n + 4 } }] };
}

/** The numeric delivery value: a whole number of at least 1 ('0', '', 'ca. 2' and null are no value). */
export function deliveryDays(delivery: string | null): number | null {
  const value = delivery?.trim() ?? '';
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** Spec 1 §2.6 and §9: the foreign-delivery tooltip shows for books not in Dutch, except stock code 21. */
export function showsForeignDeliveryTooltip(book: {
  lang: string | null;
  stockCode: number | null;
}): boolean {
  const lang = (book.lang ?? '').trim().toUpperCase();
  return lang !== '' && lang !== 'NL' && book.stockCode !== 21;
}

/** The message in one language: each part's text with its parameters, joined without separators. */
export function renderStockText(texts: Texts, message: StockText): string {
  return message.parts.map((part) => text(texts, part.key, part.params)).join('');
}

function only(key: StockTextKey): StockText {
  return { parts: [{ key }] };
}

function expected(key: StockTextKey, date: string | null, orderable: boolean): StockText {
  const parts: TextPart[] = [{ key }];
  if (date) parts.push({ key: 'stock.expected_on', params: { date: formatDateNl(date) } });
  if (orderable) parts.push({ key: 'stock.order_now' });
  return { parts };
}
