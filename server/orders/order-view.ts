// An order as the pages, the mails and the invoice see it (issue 14): its snapshot turned into one plain summary
// — client, billing and delivery address, business data, lines, shipping line, VAT per rate, total, payment and
// invoice — and from that summary the mails' OrderMailModel and the invoice's InvoiceModel. Everything comes from
// the order's own rows, never from the catalogue: an order shows what was charged.
import { displayText } from '../../domain/account-input.ts';
import { type Cents, cents } from '../../domain/money.ts';
import { isOrderStatus, type OrderStatus } from '../../domain/order-status.ts';
import { methodTitle } from '../../domain/payment-methods.ts';
import type { PostalAddress } from '../../domain/postal-address.ts';
import { type TrackTraceLink, trackTraceLinks } from '../../domain/track-trace.ts';
import type { VatPerRate } from '../../domain/vat.ts';
import type { InvoiceModel, SellerDetails } from '../invoices/invoice-model.ts';
import { sellerFromSettings } from '../invoices/seller-settings.ts';
import type { OrderMailModel } from './mails.ts';
import type { OrderLineRow, OrderRow } from './store.ts';

/** The payment methods' names as shoppers know them (the providers' ids: domain/payment-methods.ts). */
export interface OrderLineView {
  sku: string;
  description: string;
  amount: number;
  /** Price per copy incl. VAT, as charged. */
  unitPriceCents: Cents;
  discountPercent: number;
  discountCents: Cents;
  vatPercent: number;
  vatCents: Cents;
  totalCents: Cents;
  /** Issue 32: an e-book, delivered as a download (never shipped). */
  ebook: boolean;
}

/** Issue 32 (decision 812): how the mails and the invoice name an e-book line, so they say it is a download. */
export function deliveredDescription(line: { description: string; ebook: boolean }): string {
  return line.ebook ? `${line.description} (e-book, download)` : line.description;
}

/** Issue 32: every line of the order is an e-book — nothing is shipped (spec 3 §9: no shipping line, no parcel). */
export function downloadOnly(lines: readonly { ebook: boolean }[]): boolean {
  return lines.length > 0 && lines.every((line) => line.ebook);
}

/** Spec 3 §3 order data as one summary (the review step, the result page, the orders tab). */
export interface OrderSummary {
  guid: string;
  /** The readable order number ('10042'): the bank-transfer reference. */
  number: string;
  status: OrderStatus;
  /** ISO instants. */
  createdAt: string;
  paidAt: string | null;
  client: { firstname: string; lastname: string; email: string; phonenr: string };
  billing: PostalAddress;
  /** Null: delivered to the billing address. */
  delivery: PostalAddress | null;
  business: { company: string; kvk: string; vatNumber: string; validVat: boolean } | null;
  remark: string;
  lines: OrderLineView[];
  /** The shipping line; null when the order has none, costCents 0 when it ships free. */
  shipping: { costCents: Cents; vatPercent: number; vatCents: Cents } | null;
  goodsGrossCents: Cents;
  discountCents: Cents;
  goodsCents: Cents;
  vat: VatPerRate[];
  vatCents: Cents;
  totalCents: Cents;
  /** The method chosen last ('ideal'), and its name ('iDEAL'). */
  paymentMethod: string | null;
  paymentMethodTitle: string;
  invoiceNumber: string | null;
  /** When the invoice was made (ISO instant): when paid, or when staff let the order go on account. */
  invoiceDate: string | null;
  /** Spec 2 §3 order_onaccount (decision 611): since when, and the day it is due ('YYYY-MM-DD'); null when not. */
  onAccount: { since: string; dueOn: string } | null;
  /** The invoice's path (/invoice/{guid}) once paid; null before. */
  invoicePath: string | null;
  /** Spec 2 §2 PostNL links (paid orders that were shipped). */
  trackTrace: TrackTraceLink[];
  /** Spec 3 §3 order settings (staff). */
  settings: { customShippingCents: Cents | null; noShippingCosts: boolean; discountsOverruled: boolean };
  /** Whether the order belongs to an account (it then shows under Mijn bestellingen). */
  hasAccount: boolean;
}

export type CountryName = (code: string) => string;

function billingOf(order: OrderRow, countryName: CountryName): PostalAddress {
  return {
    name: `${order.firstname} ${order.lastname}`.trim(),
    company: order.company,
    address: order.address,
    housenr: order.housenr,
    addition: order.addition,
    zipcode: order.zipcode,
    city: order.city,
    countryCode: order.countryCode,
    countryName: countryName(order.countryCode),
  };
}

function deliveryOf(order: OrderRow, countryName: CountryName): PostalAddress | null {
  if (order.deliveryAddress === null || order.deliveryCity === null) return null;
  const code = order.deliveryCountryCode ?? 'NL';
  return {
    name: order.deliveryName ?? '',
    company: order.deliveryCompany ?? '',
    address: order.deliveryAddress,
    housenr: order.deliveryHousenr ?? '',
    addition: order.deliveryAddition ?? '',
    zipcode: order.deliveryZipcode ?? '',
    city: order.deliveryCity,
    countryCode: code,
    countryName: countryName(code),
  };
}

/** The country an order ships to: the delivery address's, else the billing address's. */
export function destinationOf(
  order: Pick<OrderRow, 'countryCode' | 'deliveryCountryCode' | 'deliveryCity'>,
): string {
  return order.deliveryCity !== null && order.deliveryCountryCode
    ? order.deliveryCountryCode
    : order.countryCode;
}

export function orderSummary(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  countryName: CountryName,
): OrderSummary {
  const bookLines = lines.filter((line) => line.kind === 'book');
  const shipping = lines.find((line) => line.kind === 'shipping');
  const delivery = deliveryOf(order, countryName);
  const status: OrderStatus = isOrderStatus(order.status) ? order.status : 'open';
  return {
    guid: order.guid,
    number: String(order.number),
    status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    client: {
      firstname: displayText(order.firstname),
      lastname: displayText(order.lastname),
      email: order.email,
      phonenr: order.phonenr,
    },
    billing: billingOf(order, countryName),
    delivery,
    business:
      order.company || order.nrKvk || order.nrVat
        ? {
            company: displayText(order.company),
            kvk: order.nrKvk,
            vatNumber: order.nrVat,
            validVat: order.validVat,
          }
        : null,
    remark: displayText(order.remark),
    lines: bookLines.map((line) => ({
      sku: line.sku ?? '',
      description: line.description,
      amount: line.amount,
      unitPriceCents: cents(line.unitPriceCents),
      discountPercent: line.discountPercent,
      discountCents: cents(line.discountCents),
      vatPercent: line.vatPercent,
      vatCents: cents(line.vatCents),
      totalCents: cents(line.totalCents),
      ebook: line.ebook,
    })),
    shipping: shipping
      ? {
          costCents: cents(shipping.totalCents),
          vatPercent: shipping.vatPercent,
          vatCents: cents(shipping.vatCents),
        }
      : null,
    goodsGrossCents: cents(order.goodsGrossCents),
    discountCents: cents(order.discountCents),
    goodsCents: cents(order.goodsCents),
    vat: order.vat.map((rate) => ({
      vatPercent: rate.vatPercent,
      inclCents: cents(rate.inclCents),
      vatCents: cents(rate.vatCents),
      exclCents: cents(rate.exclCents),
    })),
    vatCents: cents(order.vatCents),
    totalCents: cents(order.totalCents),
    paymentMethod: order.paymentMethod,
    paymentMethodTitle: methodTitle(order.paymentMethod),
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoiceDate?.toISOString() ?? null,
    onAccount:
      order.onAccountAt && order.paymentDueOn
        ? { since: order.onAccountAt.toISOString(), dueOn: order.paymentDueOn }
        : null,
    invoicePath: order.invoiceNumber ? `/invoice/${encodeURIComponent(order.guid)}` : null,
    trackTrace:
      status === 'paid' || order.onAccountAt !== null
        ? trackTraceLinks(
            order.tracktrace,
            delivery?.countryCode ?? order.countryCode,
            delivery?.zipcode ?? order.zipcode,
          )
        : [],
    settings: {
      customShippingCents: order.customShippingCents === null ? null : cents(order.customShippingCents),
      noShippingCosts: order.noShippingCosts,
      discountsOverruled: order.discountsOverruled,
    },
    hasAccount: order.userId !== null,
  };
}

/** The mails' model (server/orders/mails.ts) of an order. */
export function mailModel(summary: OrderSummary, shop: MailShop): OrderMailModel {
  return {
    to: summary.client.email,
    firstname: summary.client.firstname,
    orderNumber: summary.number,
    guid: summary.guid,
    orderDate: summary.createdAt,
    lines: summary.lines.map((line) => ({
      description: deliveredDescription(line),
      amount: line.amount,
      discountPercent: line.discountPercent,
      totalCents: line.totalCents,
    })),
    fulfilment: downloadOnly(summary.lines)
      ? 'download'
      : summary.lines.some((line) => line.ebook)
        ? 'mixed'
        : 'parcel',
    shippingCents: summary.shipping?.costCents ?? null,
    vatCents: summary.vatCents,
    vat: summary.vat,
    totalCents: summary.totalCents,
    billing: summary.billing,
    delivery: summary.delivery,
    business: summary.business
      ? {
          company: summary.business.company,
          kvk: summary.business.kvk,
          vatNumber: summary.business.vatNumber,
        }
      : null,
    remark: summary.remark,
    seller: shop.seller,
    sellerPhone: shop.phone,
    payment: { method: summary.paymentMethodTitle, paidAt: summary.paidAt },
    invoiceNumber: summary.invoiceNumber,
    hasAccount: summary.hasAccount,
  };
}

/** The shop as the order mails name it: the seller (null while its settings are incomplete) and its phone. */
export interface MailShop {
  seller: SellerDetails | null;
  phone: string;
}

export function mailShop(settings: ReadonlyMap<string, string>): MailShop {
  const seller = sellerFromSettings(settings);
  return {
    seller: seller.kind === 'ok' ? seller.seller : null,
    phone: settings.get('contactPhone')?.trim() ?? '',
  };
}

/**
 * The invoice's model (server/invoices/invoice-model.ts) of a paid order or one on account; null before it has
 * its number. An order on account not paid yet gets the due day instead of the payment.
 */
export function invoiceModel(summary: OrderSummary, seller: SellerDetails): InvoiceModel | null {
  if (!summary.invoiceNumber || !summary.invoiceDate) return null;
  return {
    seller,
    invoiceNumber: summary.invoiceNumber,
    invoiceDate: summary.invoiceDate,
    orderNumber: summary.number,
    orderDate: summary.createdAt,
    billing: summary.billing,
    delivery: summary.delivery,
    business: summary.business
      ? {
          company: summary.business.company,
          kvk: summary.business.kvk,
          vatNumber: summary.business.vatNumber,
        }
      : null,
    lines: summary.lines.map((line) => ({
      description: deliveredDescription(line),
      amount: line.amount,
      unitPriceCents: line.unitPriceCents,
      discountPercent: line.discountPercent,
      totalCents: line.totalCents,
      vatPercent: line.vatPercent,
    })),
    shipping: summary.shipping
      ? { totalCents: summary.shipping.costCents, vatPercent: summary.shipping.vatPercent }
      : null,
    vat: summary.vat,
    totalCents: summary.totalCents,
    payment: summary.paidAt ? { method: summary.paymentMethodTitle, paidAt: summary.paidAt } : null,
    dueOn: summary.paidAt ? null : (summary.onAccount?.dueOn ?? null),
  };
}
