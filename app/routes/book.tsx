import { data, isRouteErrorResponse, redirect, useLoaderData } from 'react-router';
import { z } from 'zod';
import { availability } from '../../domain/availability';
import { BOOK_TABS, bookPath } from '../../domain/book-identifier';
import { amsterdamCalendarDate } from '../../domain/dates';
import { coverPath } from '../../domain/covers';
import { bookLabels } from '../../domain/labels';
import { isFreeCoverStyle, toolsType } from '../../domain/media-type';
import { displayPriceCents } from '../../domain/price-display';
import { showsForeignDeliveryTooltip, stockText } from '../../domain/stock-texts';
import { BookBuyBox } from '../components/book/BookBuyBox';
import { BookCover } from '../components/book/BookCover';
import { BookHeader } from '../components/book/BookHeader';
import styles from '../components/book/BookPage.module.css';
import { BookTabs } from '../components/book/BookTabs';
import { BookTools } from '../components/book/BookTools';
import { TellAFriend } from '../components/book/tell-a-friend/TellAFriend';
import { DownloadsList } from '../components/book/DownloadsList';
import { MoreByAuthor } from '../components/book/MoreByAuthor';
import { ReplacedNotice } from '../components/book/ReplacedNotice';
import { useRecordRecentlyViewed } from '../components/book/use-record-recently-viewed';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { UnknownSubject } from '../components/ui/UnknownSubject';
import { affiliateHeaders } from '../lib/affiliate.server';
import { bookJsonLd } from '../lib/book-json-ld';
import { inlineJson } from '../lib/inline-json';
import { bookCrumbs } from '../lib/book-crumbs';
import { metaT, pageTitle } from '../lib/meta';
import { useNonce } from '../lib/nonce';
import { clipDescription, seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/book';

export type BookTab = (typeof BOOK_TABS)[number];

/** Spec 1 §2.6 extra sample-reading links: two own publications, each with its chapter. */
export const SAMPLE_READINGS: Readonly<Record<string, string>> = {
  '9789493000032': 'Water',
  '9789493000049': 'Bibliografie',
};

const paramsSchema = z.object({
  sku: z.string().min(1).max(64),
  second: z.string().min(1).max(200).optional(),
  slug: z.string().min(1).max(200).optional(),
  tab: z.string().min(1).max(40).optional(),
});
const tabSchema = z.enum(BOOK_TABS);

/** /book/:sku, /book/:sku/:second (a tab or the title slug) and /book/:sku/:slug/:tab. */
function parseAddress(params: Record<string, string | undefined>) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) return null;
  const { sku, second, slug, tab } = parsed.data;
  if (tab !== undefined) {
    const t = tabSchema.safeParse(tab);
    return t.success ? { sku, slug: slug ?? null, tab: t.data } : null;
  }
  const asTab = tabSchema.safeParse(second);
  if (asTab.success) return { sku, slug: null, tab: asTab.data };
  return { sku, slug: second ?? null, tab: null };
}

function notFound(): never {
  throw data(null, { status: 404 });
}

function withTab(path: string, tab: BookTab | null): string {
  return tab === null ? path : `${path}/${tab}`;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const address = parseAddress(params);
  if (!address) notFound();
  const url = new URL(request.url);
  const headers = await affiliateHeaders(url, request, context.services.partners);
  const result = await context.services.bookPage.bookPage(address.sku);
  if (result.kind === 'unknown') notFound();
  if (result.kind === 'moved')
    throw redirect(withTab(bookPath(result.sku, result.title, result.seoTitles), address.tab), {
      status: 301,
      headers,
    });

  const { book, alternativeBook, settings } = result.page;
  // Spec 1 §2.6: a replaced book sends the visitor on to its replacement (302: the replacement may change).
  if (alternativeBook)
    throw redirect(bookPath(alternativeBook.sku, alternativeBook.title, settings.seoTitles), {
      status: 302,
      headers,
    });
  const canonical = bookPath(book.sku, book.title, settings.seoTitles);
  const expectedSlug = canonical.split('/')[3] ?? null;
  if (expectedSlug !== null && address.slug !== expectedSlug)
    throw redirect(withTab(canonical, address.tab) + url.search, { status: 301, headers });

  // Issue 12 #4: the one orderability rule (e-books included), as on list cards and in the API.
  const { orderable, wishlistable } = availability(book, {
    today: amsterdamCalendarDate(new Date()),
    maxDaysExpected: settings.maxDaysExpected,
  });
  const tooltip = result.page.foreignDeliveryTooltip;
  return data(
    {
      ...result.page,
      tab: address.tab ?? ('description' as BookTab),
      canonical,
      origin: context.origin,
      shop: context.shop,
      orderable,
      wishlistable,
      priceCents: displayPriceCents(book),
      stockText: stockText(book, { orderable }),
      labels: bookLabels(book, settings),
      freeCover: isFreeCoverStyle(book.version),
      toolsType: toolsType(book.version),
      foreignTooltip:
        tooltip && showsForeignDeliveryTooltip(book) && (context.shop === 'SHOP_ALL' || tooltip.showOnSb)
          ? tooltip
          : null,
      sampleChapter: SAMPLE_READINGS[book.sku] ?? null,
      partnerCode: context.viewer.isPartner ? context.viewer.partnerCode : null,
      // Issue 15 #3: the review form's profile limit and, logged in, the account (email read-only).
      reviewForm: await context.services.reviews.formContext(context.viewer),
      // Issue 32: a free e-book's download (or, for a guest, the way to log in and come back).
      freeEbook: book.isEbook ? await context.services.ebooks.freeOffer(book.sku) : null,
    },
    { headers },
  );
}

export type BookPageData = Awaited<ReturnType<typeof loader>>['data'];

function metaDescription(page: BookPageData): string {
  const short = page.book.shortDescription?.trim();
  if (short && short !== '0') return clipDescription(short);
  const long = page.book.description?.trim() ?? '';
  if (long === '' || long === '0') return page.book.subtitle ?? page.book.title;
  return clipDescription(long);
}

/** The share image and structured data name the large cover (decision #670). */
const largeCover = (sku: string) => coverPath(sku, 'groot');

/** Every tab shows the same book: the canonical address is the book's own (docs/decisions/ #29). */
export function meta(args: Route.MetaArgs) {
  const { matches, loaderData, error } = args;
  const t = metaT(matches);
  if (error || !loaderData) {
    const notFoundError = isRouteErrorResponse(error) && error.status === 404;
    return seoMeta(args, {
      title: pageTitle(matches, t(notFoundError ? 'book.unknown_title' : 'errors.technical_error_title')),
      description: t(notFoundError ? 'seo.404_description' : 'seo.error_description'),
      noindex: true,
    });
  }
  const { book } = loaderData;
  const author = book.authors[0]?.name;
  return seoMeta(args, {
    title: author
      ? t('book.page_title', { title: book.title, author })
      : t('book.page_title_no_author', { title: book.title }),
    ogTitle: book.title,
    description: metaDescription(loaderData),
    path: loaderData.canonical,
    image: largeCover(book.sku),
    type: 'book',
    extra: [
      { property: 'book:isbn', content: book.sku },
      ...(book.releaseDate ? [{ property: 'book:release_date', content: book.releaseDate }] : []),
    ],
  });
}

/** Spec 1 §2.6 book page. */
export default function BookPage() {
  const page = useLoaderData<typeof loader>();
  const nonce = useNonce();
  const t = useT();
  const { book } = page;
  useRecordRecentlyViewed(book);
  const jsonLd = bookJsonLd({
    book,
    url: `${page.origin}${page.canonical}`,
    imageUrl: `${page.origin}${largeCover(book.sku)}`,
    origin: page.origin,
    priceCents: page.priceCents,
    orderable: page.orderable,
  });
  const crumbs = bookCrumbs({ shop: page.shop, homeLabel: t('seo.home'), book, path: page.canonical });
  return (
    <article className={styles.page}>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: inlineJson(jsonLd) }}
      />
      <Breadcrumbs items={crumbs} />
      {book.alternative?.trim() ? <ReplacedNotice alternative={page.alternativeBook} /> : null}
      {page.notification ? (
        <aside className={styles.notification} aria-labelledby="book-notification-title">
          <h2 id="book-notification-title" className={styles.notificationTitle}>
            {page.notification.title}
          </h2>
          <p>{page.notification.description}</p>
        </aside>
      ) : null}
      {/* Title first: on a phone title, price and the cart button show without scrolling (issue 13 #5), the
          cover small beside the price; from 640 px the cover stands left of title and buy box. */}
      <div className={styles.top}>
        <BookHeader page={page} />
        <BookCover page={page} />
        <BookBuyBox page={page} />
      </div>
      <BookTabs page={page} />
      <DownloadsList downloads={page.downloads} />
      <BookTools page={page} />
      <TellAFriend sku={book.sku} title={book.title} />
      {book.authors[0] ? <MoreByAuthor author={book.authors[0]} books={page.moreByAuthor} /> : null}
    </article>
  );
}

/** Spec 1 §2.6 and §8: an unknown book shows 'Dit boek is nog niet in onze database opgenomen' in the shell. */
export function ErrorBoundary() {
  return <UnknownSubject textKey="book.unknown" adviceKey="book.unknown_advice" />;
}
