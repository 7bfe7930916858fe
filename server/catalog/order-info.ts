// Issue 12 #4: what the cart and checkout need of a book to price and accept it — the stored price incl. VAT,
// the book's VAT rate (books.vat_perc) and the one orderability rule — read FRESH from `books` on every call.
// The book page and lists keep a 30-second cache; a cart must never charge or accept a book from it, so this
// reads no cache for books (only the settings, which the admin changes rarely, come from their short cache).
import { inArray } from 'drizzle-orm';
import { type Availability, availability } from '../../domain/availability.ts';
import type { ProductKind } from '../../domain/cart-pricing.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { type Cents, centsOrNull } from '../../domain/money.ts';
import { mediaType } from '../../domain/media-type.ts';
import { isPriceShown } from '../../domain/price-display.ts';
import { type StockText, stockText } from '../../domain/stock-texts.ts';
import { isVatRate } from '../../domain/vat.ts';
import type { Db } from '../db/client.ts';
import { books } from './schema.ts';
import { type SettingsService, settingNumber } from '../settings/service.ts';
import { OWN_EDITION } from './book-summary.ts';

/** Spec 1 §5 maxDaysExpected when the setting is missing (as the book page and lists). */
const DEFAULT_MAX_DAYS_EXPECTED = 30;

/** Skus per call: a cart is small; a bigger request is a bug or abuse, and one `in (…)` stays cheap. */
export const MAX_ORDER_INFO_SKUS = 500;

export interface OrderInfo extends Availability {
  sku: string;
  title: string;
  /** The stored price incl. VAT — what an order line charges; null when the book has none. */
  priceCents: Cents | null;
  /** Spec 1 §5: whether pages show that price (not 0 or 99.99, not sold out, no replacement). */
  priceShown: boolean;
  /** The book's VAT rate in percent (books.vat_perc; spec 3 §3 cart line vat_perc). */
  vatPercent: number;
  isEbook: boolean;
  /** Spec 3 §9 discounts: own editions use the user discount, others discount_3party. */
  ownEdition: boolean;
  /** Spec 3 §9 shipping: grams; 0 = unknown (the shipping rule counts 300 g). */
  weightG: number;
  /**
   * Issue 13: e-book, book (a book or audiobook medium, domain/media-type.ts) or another product — the VAT class
   * of spec 3 §9 (books and e-books btwLow, other products btwHigh).
   */
  kind: ProductKind;
  /** Spec 3 §3 cart line discount_active: false switches every discount off for this product. */
  discountActive: boolean;
  /** Issue 31 (decision 630): the book has a fixed retail price; a consumer's discount is held to the law's. */
  fixedPrice: boolean;
  /** Spec 3 §9 "a line is flagged": ships as a package, never as a letter. */
  packageOnly: boolean;
  /** Spec 3 §3 cart line description: collection name, part and version tag (null when none). */
  collectionName: string | null;
  collectionPart: string | null;
  versionTag: string | null;
  /** The edition (Paperback, CD …): spec 1 §2.5 cover style. */
  version: string | null;
  /** Spec 1 §9 stock and delivery text, as interface-text keys (as list cards carry it). */
  stockText: StockText;
}

export interface OrderInfoOptions {
  /** Read within the caller's unit of work (server/db/transaction.ts), e.g. the transaction creating an order. */
  db?: Db;
  /** The moment that decides "today" for the supply-date rule (tests pass a fixed one). */
  now?: Date;
}

export interface OrderInfoService {
  /** The order facts of these skus, fresh from the database; unknown skus are absent from the map. */
  orderInfo(skus: readonly string[], options?: OrderInfoOptions): Promise<Map<string, OrderInfo>>;
}

export function createOrderInfoService(database: Db, settingsService: SettingsService): OrderInfoService {
  return {
    async orderInfo(skus, options = {}) {
      const unique = [...new Set(skus)];
      if (unique.length === 0) return new Map();
      if (unique.length > MAX_ORDER_INFO_SKUS)
        throw new RangeError(`orderInfo takes at most ${MAX_ORDER_INFO_SKUS} skus`);
      const db = options.db ?? database;
      const [settings, rows] = await Promise.all([
        settingsService.all(),
        db
          .select({
            sku: books.sku,
            title: books.title,
            priceInclCents: books.priceInclCents,
            vatPerc: books.vatPerc,
            stock: books.stock,
            stockCode: books.stockCode,
            supplyDate: books.supplyDate,
            alternative: books.alternative,
            isEbook: books.isEbook,
            sbEdition: books.sbEdition,
            weightG: books.weightG,
            media: books.media,
            discountActive: books.discountActive,
            fixedPrice: books.fixedPrice,
            packageOnly: books.packageOnly,
            collectionName: books.collectionName,
            collectionPart: books.collectionPart,
            versionTag: books.versionTag,
            version: books.version,
            delivery: books.delivery,
            releaseDate: books.releaseDate,
          })
          .from(books)
          .where(inArray(books.sku, unique)),
      ]);
      const context = {
        today: amsterdamCalendarDate(options.now ?? new Date()),
        maxDaysExpected: settingNumber(settings, 'maxDaysExpected', DEFAULT_MAX_DAYS_EXPECTED),
      };
      return new Map(
        rows.map((row) => {
          const book = { ...row, priceInclCents: centsOrNull(row.priceInclCents) };
          // A rate outside 0–100 is bad data: refuse to sell rather than compute VAT from it.
          const rateOk = isVatRate(row.vatPerc);
          const rule = availability(book, context);
          const info: OrderInfo = {
            sku: row.sku,
            title: row.title,
            priceCents: book.priceInclCents,
            priceShown: isPriceShown(book),
            vatPercent: row.vatPerc,
            isEbook: row.isEbook,
            ownEdition: row.sbEdition === OWN_EDITION,
            weightG: row.weightG,
            kind: row.isEbook ? 'ebook' : mediaType(row.media) === 'book' ? 'book' : 'other',
            discountActive: row.discountActive,
            fixedPrice: row.fixedPrice,
            packageOnly: row.packageOnly,
            collectionName: row.collectionName,
            collectionPart: row.collectionPart,
            versionTag: row.versionTag,
            version: row.version,
            ...rule,
            orderable: rule.orderable && rateOk,
            stockText: stockText(row, { orderable: rule.orderable && rateOk }),
          };
          return [row.sku, info];
        }),
      );
    },
  };
}
