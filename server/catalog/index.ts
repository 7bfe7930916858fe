// The catalogue's face for other capabilities (issue 12 #6): search, seo, content, shell and media import from
// here (or from api-shared.ts, the JSON API's shared list vocabulary), never from catalog's other files; the lint
// rule in eslint.config.js holds them to it. Catalog owns the `books` table and its neighbours (authors,
// categories, …): another capability gets books through these functions.
export {
  bookTitlesBySku,
  categoryIdsByName,
  coverBook,
  listedAuthorIdsInIdRange,
  listedBooksInIdRange,
  listedIdPages,
  newestOwnEditions,
  newestSelfHelpBooks,
  ownEditionSkus,
  shelvesNamed,
} from './book-lookups.ts';
export { type BookSummaryRow, cardSettings, toShellBook } from './book-summary.ts';
export { type CatalogDirectory } from './lists/directory.ts';
export { inStockFirst, notInStockSql, soldOutSql } from './stock-sql.ts';
export { notWithdrawnSql } from './listed-sql.ts';
export {
  type ListSettings,
  listOrder,
  loadListBooks,
  loadListBooksByIds,
  loadListBooksOf,
} from './lists/list-query.ts';
export { DEFAULT_MAX_DAYS_EXPECTED, readListSettings } from './lists/list-settings.ts';
export type { BookListPage, ListBook } from './lists/types.ts';
export { latestRanking, type Top10Section, top10Section } from './top-lists.ts';
// Issue 13: the cart prices and accepts books by their fresh order facts (services.catalog).
export type { OrderInfo, OrderInfoService } from './order-info.ts';
// Issue 31 content: what an author's picture or a category's image upload answers (server/http/content-image-upload.ts).
export type { PictureResult } from './row-images.ts';
