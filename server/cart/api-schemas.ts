// Issue 13 #8: the shapes of the cart, wishlist and shipping API — strict request bodies that refuse, by name, any
// field a client might send to set a price, a discount, VAT, shipping, a total or whose cart it is (the server
// computes those and takes the owner from the session or the lw_guest cookie), and the answers as JSON.
import { z } from 'zod';
import { MAX_AMOUNT, MIN_AMOUNT } from '../../domain/cart-lines.ts';
import { renderStockText } from '../../domain/stock-texts.ts';
import type { Texts } from '../../domain/texts.ts';
import type { CartView, CartViewLine, WishlistView } from './view.ts';
import { CART_REMARK_MAX } from './lines.ts';

/** Field names that would set what only the server computes (any case, with or without Cents/Incl/Percent). */
const COMPUTED_FIELD = /(price|prijs|discount|korting|vat|btw|shipping|verzend|total|totaal|cost|kosten)/i;
const OWNER_FIELD = /(^id$|id$|owner|token|guest|user|account|cart)/i;

/** The message for a field the route does not take: a computed or an owner field says why it is refused. */
export function refusedFieldMessage(name: string): string {
  if (COMPUTED_FIELD.test(name))
    return `Het veld ${name} wordt niet aangenomen: prijzen, kortingen, btw, verzendkosten en totalen berekent de winkel zelf.`;
  if (OWNER_FIELD.test(name))
    return `Het veld ${name} wordt niet aangenomen: je winkelwagentje volgt uit je sessie of je cookie, nooit uit het verzoek.`;
  return `Onbekend veld: ${name}.`;
}

const refusedField = z.lazy(() =>
  z.never({ error: (issue) => refusedFieldMessage((issue.path ?? []).map(String).join('.')) }),
);

/** A request body that takes exactly these fields; each other field is its own 400 problem entry, named. */
export function cartBody<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).catchall(refusedField);
}

export const skuField = z
  .string({ error: 'sku is verplicht.' })
  .trim()
  .min(1, { error: 'sku is verplicht.' })
  .max(32, { error: 'sku is te lang.' })
  .meta({ description: 'Het ISBN-13 (de sku) van het boek' });

const amountMessage = `Vul een heel aantal in van ${MIN_AMOUNT} tot en met ${MAX_AMOUNT}.`;
export const amountField = z
  .number({ error: amountMessage })
  .int({ error: amountMessage })
  .min(MIN_AMOUNT, { error: amountMessage })
  .max(MAX_AMOUNT, { error: amountMessage });

export const addLineBody = cartBody({
  sku: skuField,
  amount: amountField
    .optional()
    .meta({ description: `Aantal exemplaren erbij (${MIN_AMOUNT}–${MAX_AMOUNT}, standaard 1)` }),
});
export const replaceLineBody = cartBody({
  amount: amountField.meta({
    description: `Het nieuwe aantal (${MIN_AMOUNT}–${MAX_AMOUNT}); 0 is verwijderen (DELETE)`,
  }),
});
export const remarkBody = cartBody({
  remark: z
    .string({ error: 'remark moet tekst zijn.' })
    .max(CART_REMARK_MAX * 2, { error: `remark is te lang (hoogstens ${CART_REMARK_MAX} tekens).` })
    .meta({ description: `Opmerking bij de bestelling (hoogstens ${CART_REMARK_MAX} tekens)` }),
});
export const countryBody = cartBody({
  country: z
    .string({ error: 'country is verplicht.' })
    .max(8, { error: 'Kies een land uit de lijst.' })
    .meta({ description: 'Landcode (GET /countries), bijvoorbeeld NL of BE' }),
});
export const wishlistBody = cartBody({ sku: skuField });
export const compareBody = cartBody({
  choice: z
    .enum(['saved', 'merge'], { error: "choice is 'saved' of 'merge'." })
    .meta({ description: "'saved': het bewaarde winkelwagentje houden; 'merge': samenvoegen (spec 3 §4)" }),
});
export const skuParams = z.object({ sku: skuField });
export const noQuery = z.object({});

// ── Answers ───────────────────────────────────────────────────────────────

const cents = z.number().int();

const cartLine = z.object({
  sku: z.string(),
  title: z.string(),
  description: z.string().meta({ description: 'Spec 3 §3: reeks: titel deel (versie)' }),
  coverUrl: z.string(),
  pageUrl: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(['added', 'ok', 'deletedx']),
  kind: z.enum(['book', 'ebook', 'other']).nullable(),
  orderable: z.boolean(),
  stockText: z.string().nullable(),
  priced: z
    .boolean()
    .meta({ description: 'false: getoond maar niet meegeteld (onbekend of nu niet te bestellen)' }),
  notPricedReason: z.enum(['unknown', 'not-orderable']).nullable(),
  priceCents: cents.nullable().meta({ description: 'Prijs per stuk incl. btw' }),
  grossCents: cents.nullable(),
  discountPercent: z.number().int().nullable(),
  discountSource: z
    .enum(['none', 'standard', 'reseller', 'rule', 'overruled', 'excluded', 'inactive', 'fixed-price'])
    .nullable(),
  discountCents: cents.nullable(),
  lineTotalCents: cents
    .nullable()
    .meta({ description: 'prijs × aantal × (1 − korting/100), afgerond op centen' }),
  vatPercent: z.number().int().nullable(),
  vatCents: cents.nullable(),
});

const shippingAnswer = z.object({
  costCents: cents,
  rule: z.enum([
    'empty',
    'ebooks-only',
    'no-shipping-row',
    'custom',
    'no-shipping-costs',
    'free-zero-total',
    'free-threshold',
    'letter',
    'package',
    'abroad',
  ]),
  parcelType: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .meta({ description: '1 brief, 2 pakket' }),
  weightG: z.number().int(),
  vatPercent: z.number().int(),
  vatCents: cents,
  freeFromCents: cents,
});

export const cartAnswer = z.object({
  lines: z.array(cartLine),
  totals: z.object({
    goodsGrossCents: cents,
    discountCents: cents,
    goodsTotalCents: cents,
    shipping: shippingAnswer,
    vat: z.array(
      z.object({ vatPercent: z.number().int(), inclCents: cents, vatCents: cents, exclCents: cents }),
    ),
    vatTotalCents: cents,
    totalCents: cents,
    discountApplied: z.boolean(),
  }),
  freeShippingNote: z.object({ show: z.boolean(), freeFromCents: cents, missingCents: cents }),
  remark: z.string(),
  countryCode: z.string(),
  counts: z.object({ cart: z.number().int(), wishlist: z.number().int() }),
  mixedDelivery: z.boolean(),
});

export const wishlistAnswer = z.object({
  entries: z.array(
    z.object({
      sku: z.string(),
      title: z.string(),
      description: z.string(),
      coverUrl: z.string(),
      pageUrl: z.string().nullable(),
      priceCents: cents
        .nullable()
        .meta({ description: 'De getoonde prijs; null als die niet getoond wordt' }),
      orderable: z.boolean(),
      wishlistable: z.boolean(),
      soldOut: z.boolean(),
      stockText: z.string().nullable(),
    }),
  ),
  counts: z.object({ cart: z.number().int(), wishlist: z.number().int() }),
});

export const compareAnswer = z.object({ guest: cartAnswer, saved: cartAnswer });

export const quoteQuery = z.object({
  country: z
    .string({ error: 'country is verplicht.' })
    .max(8)
    .meta({ description: 'Landcode, bijvoorbeeld NL' }),
  weight: z.coerce
    .number({ error: 'weight is een gewicht in grammen.' })
    .int({ error: 'weight is een heel aantal grammen.' })
    .meta({ description: 'Gewicht van het pakket in grammen (doos inbegrepen)' }),
});

export const quoteAnswer = shippingAnswer.extend({ countryCode: z.string() });

export const countriesAnswer = z.array(z.object({ code: z.string(), name: z.string() }));

function lineJson(texts: Texts, line: CartViewLine): z.infer<typeof cartLine> {
  const base = {
    sku: line.sku,
    title: line.title,
    description: line.description,
    coverUrl: line.coverUrl,
    pageUrl: line.href,
    amount: line.amount,
    status: line.status,
    kind: line.kind,
    orderable: line.orderable,
    stockText: line.stockText ? renderStockText(texts, line.stockText) : null,
  };
  if (!line.priced)
    return {
      ...base,
      priced: false,
      notPricedReason: line.reason,
      priceCents: line.priceCents,
      grossCents: null,
      discountPercent: null,
      discountSource: null,
      discountCents: null,
      lineTotalCents: null,
      vatPercent: null,
      vatCents: null,
    };
  return {
    ...base,
    priced: true,
    notPricedReason: null,
    priceCents: line.priceCents,
    grossCents: line.grossCents,
    discountPercent: line.discountPercent,
    discountSource: line.discountSource,
    discountCents: line.discountCents,
    lineTotalCents: line.lineTotalCents,
    vatPercent: line.vatPercent,
    vatCents: line.vatCents,
  };
}

export function cartJson(texts: Texts, view: CartView): z.infer<typeof cartAnswer> {
  const { pricing } = view;
  const { costCents, rule, parcelType, weightG, vatPercent, vatCents, freeFromCents } = pricing.shipping;
  return {
    lines: view.lines.map((line) => lineJson(texts, line)),
    totals: {
      goodsGrossCents: pricing.goodsGrossCents,
      discountCents: pricing.discountCents,
      goodsTotalCents: pricing.goodsTotalCents,
      shipping: { costCents, rule, parcelType, weightG, vatPercent, vatCents, freeFromCents },
      vat: pricing.vat.map(({ vatPercent, inclCents, vatCents, exclCents }) => ({
        vatPercent,
        inclCents,
        vatCents,
        exclCents,
      })),
      vatTotalCents: pricing.vatTotalCents,
      totalCents: pricing.totalCents,
      discountApplied: pricing.discountApplied,
    },
    freeShippingNote: view.freeShippingNote,
    remark: view.remark,
    countryCode: view.countryCode,
    counts: view.counts,
    mixedDelivery: view.mixedDelivery,
  };
}

export function wishlistJson(texts: Texts, view: WishlistView): z.infer<typeof wishlistAnswer> {
  return {
    entries: view.entries.map((e) => ({
      sku: e.sku,
      title: e.title,
      description: e.description,
      coverUrl: e.coverUrl,
      pageUrl: e.href,
      priceCents: e.priceCents,
      orderable: e.orderable,
      wishlistable: e.wishlistable,
      soldOut: e.soldOut,
      stockText: e.stockText ? renderStockText(texts, e.stockText) : null,
    })),
    counts: view.counts,
  };
}
