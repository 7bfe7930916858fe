// The cart and wishlist pages' loader data (issue 13), shaped from services.cart's views: only what the pages
// show, as plain numbers and texts. Server-only (*.server.ts).
import type { CartComparison, CartView, WishlistView } from '../../server/cart/service';
import type {
  CartPageData,
  CartPageLine,
  CompareLine,
  WishlistPageEntry,
} from '../components/cart/cart-view';

export function cartPageLines(view: CartView): CartPageLine[] {
  return view.lines.map((line) => {
    const common = {
      sku: line.sku,
      description: line.description,
      title: line.title,
      href: line.href,
      coverUrl: line.coverUrl,
      amount: line.amount,
      stock: line.stockText,
    };
    if (line.priced)
      return {
        ...common,
        priceCents: line.priceCents,
        grossCents: line.grossCents,
        discountPercent: line.discountPercent,
        discountCents: line.discountCents,
        lineTotalCents: line.lineTotalCents,
        fixedPrice:
          line.discountSource !== 'fixed-price' ? null : line.discountPercent > 0 ? 'limited' : 'none',
        problem: null,
      };
    return {
      ...common,
      priceCents: line.priceCents ?? 0,
      grossCents: 0,
      discountPercent: 0,
      discountCents: 0,
      lineTotalCents: 0,
      fixedPrice: null,
      problem: line.reason,
    };
  });
}

/** The overview (spec 3 §9): null when no line is priced (an empty cart, or only lines that cannot be ordered). */
export function cartTotals(view: CartView): CartPageData['totals'] {
  const { pricing } = view;
  if (!view.lines.some((line) => line.priced)) return null;
  const country = view.countries.find((c) => c.code === view.countryCode);
  return {
    goodsGrossCents: pricing.goodsGrossCents,
    discountCents: pricing.discountCents,
    goodsTotalCents: pricing.goodsTotalCents,
    shippingCents: pricing.shipping.costCents,
    shippingRule: pricing.shipping.rule,
    countryName: country?.name ?? view.countryCode,
    freeShippingMissingCents: view.freeShippingNote.show ? view.freeShippingNote.missingCents : null,
    freeFromCents: view.freeShippingNote.freeFromCents,
    vat: pricing.vat.map(({ vatPercent, vatCents }) => ({ vatPercent, vatCents })),
    vatTotalCents: pricing.vatTotalCents,
    totalCents: pricing.totalCents,
    discountApplied: pricing.discountApplied,
  };
}

export function compareLines(view: CartView): CompareLine[] {
  return view.lines.map((line) => ({ sku: line.sku, description: line.description, amount: line.amount }));
}

/** Spec 3 §4: the compare dialog's two carts, when the cart from before logging in still waits for a choice. */
export function comparison(found: CartComparison | null, open: boolean): CartPageData['compare'] {
  if (!found || found.guest.lines.length === 0) return null;
  return { saved: compareLines(found.saved), guest: compareLines(found.guest), open };
}

export function wishlistEntries(view: WishlistView): WishlistPageEntry[] {
  return view.entries.map((entry) => ({
    sku: entry.sku,
    title: entry.title,
    description: entry.description,
    href: entry.href,
    coverUrl: entry.coverUrl,
    priceCents: entry.priceCents,
    stock: entry.stockText,
    orderable: entry.orderable,
  }));
}
