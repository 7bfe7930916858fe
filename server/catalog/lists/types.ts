// What a book list page gets from the server (spec 1 §2.4, §2.5): the books of one page, shaped for the three
// views, plus the total and the page view actually used (clamped to the last page).
import type { BookLabel } from '../../../domain/labels.ts';
import type { Cents } from '../../../domain/money.ts';
import type { ListType, PageView } from '../../../domain/paging.ts';
import type { Shop } from '../../../domain/shop.ts';
import type { StockText } from '../../../domain/stock-texts.ts';

export interface ListBookAuthor {
  id: number;
  name: string;
}

/** One book card in a list (summaries, covers and list view). */
export interface ListBook {
  sku: string;
  title: string;
  subtitle: string | null;
  authors: ListBookAuthor[];
  /** Cents to show, or null when the display rule hides the price (spec 1 §5). */
  priceCents: Cents | null;
  labels: BookLabel[];
  soldOut: boolean;
  coverUrl: string;
  /** Spec 1 §2.5 '--free' cover style for discs and cases. */
  freeCover: boolean;
  href: string;
  /** The short description, cut at a word boundary, for the summaries view. */
  summary: string | null;
  releaseDate: string | null;
  version: string | null;
  stockText: StockText;
  orderable: boolean;
  wishlistable: boolean;
  pdfPreviewUrl: string | null;
  /** Spec 1 §2.8 'Engelstalig'. */
  english: boolean;
  isEbook: boolean;
}

export interface BookListPage {
  listType: ListType;
  total: number;
  view: PageView;
  books: ListBook[];
  /** There are more books than the total (a broad search counts no further): shown as 'meer dan …'. */
  capped?: boolean;
}

/** A list's subject as shown in its heading (category, author …); null when the subject is unknown. */
export interface ListSubject {
  name: string;
  displayValue: string;
  /** The shops a category belongs to (spec 1 §3 Category.shop); empty for other subjects. */
  shops: Shop[];
}
