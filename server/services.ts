// Every capability's service, created once per process over one database and handed to loaders and API
// handlers. Loaders and handlers call these; they never touch tables themselves.
import { type AuditService, createAuditService } from './audit/service.ts';
import { createStaffDashboardService, type StaffDashboardService } from './dashboard/service.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCoversService, type CoverLog, type CoversService } from './catalog/covers/service.ts';
import { type CoverSource, createHttpCoverSource } from './catalog/covers/source.ts';
import { bookPath } from '../domain/book-identifier.ts';
import { DEFAULT_PAGE_VIEW, OWN_BOOKS_PER_PAGE } from '../domain/paging.ts';
import { type AccountsService, createAccountsService } from './accounts/service.ts';
import type { HashParams } from './accounts/passwords.ts';
import { hit, take } from './accounts/throttle.ts';
import { type CartService, createCartService, GUEST_CARTS_PER_ADDRESS } from './cart/service.ts';
import { type BookPageService, createBookPageService } from './catalog/book-page.ts';
import { createHomeService, type HomeService } from './catalog/home.ts';
import { type CatalogueImportService, createCatalogueImportService } from './catalog/import-runs.ts';
import { createOrderInfoService, type OrderInfoService } from './catalog/order-info.ts';
import { createStaffBooksService, type StaffBooksService } from './catalog/staff-books.ts';
import { createStaffTipsService, type StaffTipsService } from './catalog/staff-tips.ts';
import { createStaffTop10Service, type StaffTop10Service } from './catalog/staff-top10.ts';
import { createPartnersService, type PartnersService } from './partners/service.ts';
import { createPartnerApplicationService, type PartnerApplicationService } from './partners/application.ts';
import { createPartnerPagesService, type PartnerPagesService } from './partners/pages.ts';
import { createStaffPartnerService, type StaffPartnerService } from './partners/staff-partner.ts';
import { createStaffPayoutsService, type StaffPayoutsService } from './partners/staff-payouts.ts';
import { createListService, type ListService } from './catalog/lists/service.ts';
import { createContentImageStore } from './catalog/content-images.ts';
import { createStaffAuthorsService, type StaffAuthorsService } from './catalog/staff-authors.ts';
import { createStaffCategoriesService, type StaffCategoriesService } from './catalog/staff-categories.ts';
import { createTopListsService, type TopListsService } from './catalog/top-lists-service.ts';
import { createGenreService, type GenreService } from './content/genres.ts';
import { createMediaFiles, type MediaFiles, NO_MEDIA_FILES } from './content/media-files.ts';
import { createMediaStore, type MediaStore } from './content/media-store.ts';
import {
  createStaffBannerImagesService,
  type StaffBannerImagesService,
} from './content/staff-banner-images.ts';
import { createStaffNewslettersService, type StaffNewslettersService } from './content/staff-newsletters.ts';
import { createStaffVideosService, type StaffVideosService } from './content/staff-videos.ts';
import { createStaticPagesService, type StaticPagesService } from './content/static-pages.ts';
import { createNewsletterService, type NewsletterService } from './content/newsletters.ts';
import { createStaffTextsService, type StaffTextsService } from './content/staff-texts.ts';
import {
  createStaffNotificationsService,
  type StaffNotificationsService,
} from './content/staff-notifications.ts';
import { createStaffBannersService, type StaffBannersService } from './content/staff-banners.ts';
import { createStaffQuotesService, type StaffQuotesService } from './content/staff-quotes.ts';
import { createTextsService, type TextsService } from './content/texts.ts';
import { createVideoService, type VideoService } from './content/videos.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { SmsSender } from './integrations/sms/sms.ts';
import type { VatChecker } from './integrations/vies/vies.ts';
import { createFormsService, type FormsService } from './forms/service.ts';
import { createReviewsService, type ReviewsService } from './reviews/service.ts';
import { createSendToFriendService, type SendToFriendService } from './forms/send-to-friend.ts';
import { pruneFormMessages } from './forms/retention.ts';
import { createPrivacyService, type PrivacyService } from './privacy/service.ts';
import {
  createEventsService,
  createStaffEventsService,
  createStaffRegistrationsService,
  type EventsService,
  type StaffEventsService,
  type StaffRegistrationsService,
} from './events/service.ts';
import { createEbooksService, type EbooksService } from './ebooks/service.ts';
import { createDelivery, type DeliveryLog, type MessageDelivery } from './outbox/delivery.ts';
import { createStaffQueueService, type StaffQueueService } from './outbox/staff-queue.ts';
import { type CheckoutMonitorService, createCheckoutMonitorService } from './monitoring/service.ts';
import { invoiceAttachment } from './orders/invoice-attachment.ts';
import { type AddressService, createAddressService } from './address/service.ts';
import type { AddressLookup } from './integrations/address/address-lookup.ts';
import {
  type CheckoutService,
  createOrdersCapability,
  type OrdersService,
  type StaffOrdersService,
} from './orders/service.ts';
import { choosePaymentProvider, type PaymentProviderChoice } from './payments/providers/index.ts';
import { createPaymentsService, type PaymentLog, type PaymentsService } from './payments/service.ts';
import { type AdvancedFormService, createAdvancedFormService } from './search/advanced-form.ts';
import { searchLimiters } from './search/client-limit.ts';
import { createSearchService, type SearchService } from './search/service.ts';
import { createTypingSource, type TypingSource } from './search/typing-source.ts';
import { createSeoService, type SeoService } from './seo/service.ts';
import { createSettingsService, type SettingsService } from './settings/service.ts';
import { createStaffSettingsService, type StaffSettingsService } from './settings/staff-settings.ts';
import { createShellService, type ShellService } from './shell/service.ts';

export interface Services {
  database: Database;
  settings: SettingsService;
  /** Issue 31: the settings, countries and features staff edit (/beheer/instellingen). */
  staffSettings: StaffSettingsService;
  texts: TextsService;
  /** Issue 31: /beheer/teksten, the interface texts staff override. */
  staffTexts: StaffTextsService;
  /** Issue 31: /beheer/mededelingen, the notifications and their window. */
  staffNotifications: StaffNotificationsService;
  /** Issue 31: /beheer/banners, the own shop's sidebar banners. */
  staffBanners: StaffBannersService;
  /** Issue 31: /beheer/citaten, the home page's quotes. */
  staffQuotes: StaffQuotesService;
  /** Issue 31: /beheer/evenementen, the events of 'Ontmoet de auteur' (decisions 720, 721). */
  staffEvents: StaffEventsService;
  /** Issue 31: /beheer/tips, the own shop's home tips (decision 722). */
  staffTips: StaffTipsService;
  /** Issue 31: /beheer/top10, the Top 10 sections and their entries (decisions 723, 724). */
  staffTop10: StaffTop10Service;
  /** Issue 31: /beheer/nieuwsbrieven, the newsletters' archive and their uploaded files. */
  staffNewsletters: StaffNewslettersService;
  /** Issue 31: /beheer/videos, the videos and their uploaded files (MP4, captions, poster). */
  staffVideos: StaffVideosService;
  /** Issue 31: a banner's uploaded image (/beheer/banners). */
  staffBannerImages: StaffBannerImagesService;
  /** Issue 31: where staff's uploads land (DATA_DIR/media; a temporary folder without one). */
  mediaStore: MediaStore;
  shell: ShellService;
  home: HomeService;
  bookPage: BookPageService;
  /** Issue 12 #4: price, VAT rate and orderability read fresh (no cache), for the cart and checkout. */
  catalog: OrderInfoService;
  lists: ListService;
  /** Issue 31: the ONIX uploads of /beheer/catalogus/import, run in the background, and their reports. */
  catalogueImports: CatalogueImportService;
  /** Issue 31: /beheer/catalogus, the books staff search, edit and add by hand. */
  staffBooks: StaffBooksService;
  /** Issue 31 content: the authors' descriptions and pictures (/beheer/auteurs). */
  staffAuthors: StaffAuthorsService;
  /** Issue 31 content: the categories' display values, shops and images (/beheer/categorieen). */
  staffCategories: StaffCategoriesService;
  search: SearchService;
  /** The overlay's in-memory index (issue 16, decision 504) when turned on: the server starts and stops it. */
  typingIndex: TypingSource | null;
  /** Spec 1 §2.1 /search-advanced: the form's choices, its parsing and its results. */
  advancedSearch: AdvancedFormService;
  seo: SeoService;
  topLists: TopListsService;
  /** The files in DATA_DIR/media (videos, captions, newsletters …). */
  mediaFiles: MediaFiles;
  /** Issue 15 #5: the static pages' placeholder values and download files. */
  staticPages: StaticPagesService;
  newsletters: NewsletterService;
  videos: VideoService;
  genres: GenreService;
  accounts: AccountsService;
  /** Issue 13: the guest's and the customer's cart and wishlist, priced on the server; the shipping quote. */
  cart: CartService;
  /** Issue 12 #2: the delivery loop of the transactional outbox (started by server/main.ts; tests run passes). */
  outbox: MessageDelivery;
  /** Issue 30: the staff's mail queue (/beheer/mail): the outbox's messages and "retry now". */
  staffQueue: StaffQueueService;
  /** Issue 14: payment attempts with the provider (test gateway or Mollie), webhook, return and poll. */
  payments: PaymentsService;
  /** Issue 14: the checkout steps, payment start and result (spec 3 §2–§5). */
  checkout: CheckoutService;
  /** Issue 14: the customer's orders tab, invoices and the open-order notice (spec 2 §2, §4). */
  orders: OrdersService;
  /** Issue 30: the staff's order list and order page (/beheer/bestellingen). */
  staffOrders: StaffOrdersService;
  /** Issue 30 (spec 3 §7): the checkout monitor's counters (/beheer/monitor); pruned by server/main.ts. */
  checkoutMonitor: CheckoutMonitorService;
  /** Issue 30: the log of every staff change (/beheer/logboek). */
  audit: AuditService;
  /** Issue 30: the staff dashboard /beheer, its figures from the orders, outbox, reviews, partners and forms. */
  dashboard: StaffDashboardService;
  /** Issue 29 #2: street and city from a Dutch postcode and house number (off unless ADDRESS_LOOKUP is set). */
  address: AddressService;
  /** Issue 15: the contact, call-me-back and press forms (stored, mailed to staff and the sender); staff's list. */
  forms: FormsService;
  /** Issue 15 #3: the book page's review form (stored as pending, mailed) and its moderation at /beheer/recensies. */
  reviews: ReviewsService;
  /** Issue 15 #4: tell a friend about a book (stored, one mail per recipient, limits per sender and recipient). */
  sendToFriend: SendToFriendService;
  /**
   * Decision 392: stored form messages older than 12 months deleted; issue 32 (decision 823): closed accounts'
   * orders past the legal 7 years lose the rest of their personal fields. Run periodically by server/main.ts.
   */
  formRetention: { prune(now: Date): Promise<number> };
  /** Issue 32: "Mijn gegevens" — the data export, closing an account (customer or staff) and its retention. */
  privacy: PrivacyService;
  /** Issue 15 #2: 'Ontmoet de auteur', the coupon check and the registrations (places never oversold). */
  events: EventsService;
  /** Issue 30: the events' registrations for staff (/beheer/aanmeldingen) and their CSV export. */
  eventRegistrations: StaffRegistrationsService;
  /** Issue 17: the partner record, commissions tab, partner-code tracking and short links (ledger: partners/). */
  partners: PartnersService;
  /** Issue 17 #1, #2: the partner application (/partner-registration) and its approval (/beheer/partners). */
  partnerApplications: PartnerApplicationService;
  /** Issue 17 #6–#8: the partner area's tabs and the short links /s/{code}. */
  partnerPages: PartnerPagesService;
  /** Issue 30 /beheer/klanten/{id}: a partner's commission rates and status as staff set them. */
  staffPartners: StaffPartnerService;
  /** Issue 30 /beheer/uitbetalingen: a quarter's payouts, the run, marking paid and the SEPA file. */
  staffPayouts: StaffPayoutsService;
  /**
   * Issue 31: the covers job's round (fetch the ONIX links' images, resize, store; run by server/main.ts) and staff's
   * own cover upload.
   */
  covers: CoversService;
  /** Issue 32: e-book files, paid e-books' personal download links and free downloads (server/ebooks/). */
  ebooks: EbooksService;
}

/** The outside world the services talk to (mail, SMS, VIES): real adapters in the app, outboxes and fakes in tests. */
export interface Integrations {
  mailer: Mailer;
  sms: SmsSender;
  vat: VatChecker;
  /** Issue 29 #2: the address completion's source; null or absent: off. */
  address?: AddressLookup | null;
  /** Tests: handed the delivery loop, so reading the sent messages can run a delivery pass first. */
  attachOutbox?: (outbox: MessageDelivery) => void;
}

export interface ServiceOptions {
  /** DATA_DIR/media; without it (service tests) no media file exists. */
  mediaDir?: string;
  /** Issue 32: DATA_DIR/ebooks, the e-book files (served by no route); a temporary folder without it. */
  ebookDir?: string;
  /** Issue 32: the clock of the e-book links' expiry (tests move it); the real time without it. */
  ebookClock?: () => Date;
  /** DATA_DIR/imports, where an ONIX upload waits for its run; without it (service tests) uploads are off. */
  importDir?: string;
  /** OWN_PUBLISHER: the publisher whose ONIX titles are the shop's own editions (sb_edition). */
  ownPublisher?: string | null;
  integrations: Integrations;
  /** Password hashing cost; tests use a cheap one (server/accounts/passwords.ts). */
  hashParams?: HashParams;
  /** Where the delivery loop reports a message it could not send (the app's log; the console without it). */
  deliveryLog?: DeliveryLog;
  /**
   * Per-client search limits (server/search/client-limit.ts: in memory on PGlite, shared through the database on
   * PostgreSQL); false only with SEARCH_RATE_LIMIT=off.
   */
  searchRateLimit?: boolean;
  /**
   * Issue 16 (decision 504): answer the overlay's broad searches from the books' heading words held in memory
   * (server/search/typing-source.ts); the server turns it on, service tests choose.
   */
  typingIndex?: boolean;
  /** The clock the search limits count their windows in (ms); tests freeze it, so a window never ends mid-test. */
  searchLimitClock?: () => number;
  /** Issue 31: the clock the interface texts check their version by (ms); tests move it. The real time without it. */
  textsClock?: () => number;
  /**
   * The public origin (server/seo/origin.ts publicOrigin): links in order mails, the payment provider's return
   * and webhook URLs. http://localhost without it (service tests).
   */
  origin?: string;
  /** The payment provider (server/payments/providers/index.ts choosePaymentProvider); the test gateway without it. */
  payments?: PaymentProviderChoice;
  /** Where payments and orders log what staff must see (a double payment, a refused amount); the console without it. */
  paymentLog?: PaymentLog;
  /** Issue 31: where the covers job fetches linked images (server/covers/source.ts); the real HTTP one without it. */
  coverSource?: CoverSource;
  /** Where the covers job reports a link it could not fetch (the app's log); nowhere without it. */
  coverLog?: CoverLog;
}

export function createServices(database: Database, version: string, options: ServiceOptions): Services {
  const settings = createSettingsService(database.db);
  const mediaFiles = options.mediaDir ? createMediaFiles(options.mediaDir) : NO_MEDIA_FILES;
  const lists = createListService(database.db, settings);
  const searchClock = options.searchLimitClock ?? Date.now;
  const typingIndex = options.typingIndex ? createTypingSource(database.searchDb) : null;
  const search = createSearchService(database.searchDb, settings, {
    ...(typingIndex ? { typing: typingIndex } : {}),
    // On PostgreSQL several app processes share one limit per address: counted in accounts' rate_limits a batch
    // at a time (decision #470); the embedded database runs in one process, which counts in memory.
    clientLimiters: searchLimiters(
      options.searchRateLimit ?? true,
      database.kind === 'postgres'
        ? { take: (key, limit, wanted) => take(database.db, key, limit, wanted, new Date(searchClock())) }
        : undefined,
      searchClock,
    ),
  });
  const outbox = createDelivery({
    db: database.db,
    mailer: options.integrations.mailer,
    sms: options.integrations.sms,
    ...(options.deliveryLog ? { log: options.deliveryLog } : {}),
    // Issue 29: a paid order's mail carries its invoice, made when the mail is sent (the orders service is made
    // below; the loop only sends after start-up).
    attachment: (ref) => invoiceAttachment(orders, ref),
  });
  options.integrations.attachOutbox?.(outbox);
  const catalog = createOrderInfoService(database.db, settings);
  const accounts = createAccountsService({
    db: database.db,
    settings,
    vat: options.integrations.vat,
    messagesQueued: () => outbox.notify(),
    ...(options.hashParams ? { hashParams: options.hashParams } : {}),
  });
  const cart = createCartService({
    db: database.db,
    catalog,
    settings,
    pricingProfile: (userId) => accounts.pricingProfile(userId),
    // Counted in accounts' rate_limits table, as the login and registration limits are.
    admitGuestCart: (clientIp) => hit(database.db, `cart:guest:ip:${clientIp}`, GUEST_CARTS_PER_ADDRESS),
  });
  const origin = options.origin ?? 'http://localhost';
  const checkoutMonitor = createCheckoutMonitorService({ db: database.db });
  const ordersCapability = createOrdersCapability({
    db: database.db,
    settings,
    cart,
    accounts,
    vat: options.integrations.vat,
    origin,
    messagesQueued: () => outbox.notify(),
    monitor: checkoutMonitor,
    ...(options.paymentLog ? { log: options.paymentLog } : {}),
  });
  const payments = createPaymentsService({
    db: database.db,
    choice: options.payments ?? choosePaymentProvider({}, { db: database.db, origin }),
    hooks: ordersCapability.hooks,
    origin,
    messagesQueued: () => outbox.notify(),
    ...(options.paymentLog ? { log: options.paymentLog } : {}),
  });
  const { checkout, orders, staffOrders } = ordersCapability.withPayments(payments);
  const forms = createFormsService({
    db: database.db,
    settings,
    // Counted in accounts' rate_limits table, as the login and registration limits are.
    admit: (key, limit) => hit(database.db, key, limit),
    ownPublications: async () =>
      (
        await lists.ownPublications('our_books', {
          ...DEFAULT_PAGE_VIEW,
          perPage: OWN_BOOKS_PER_PAGE,
          sort: 'title',
          order: 'asc',
        })
      ).books.map((book) => ({ sku: book.sku, title: book.title })),
    messagesQueued: () => outbox.notify(),
    origin,
  });
  // The send-to-friend form's book lookup (its own 30-second cache of book pages).
  const friendBooks = createBookPageService(database.db, settings);
  const bookPage = createBookPageService(database.db, settings);
  const reviews = createReviewsService({
    db: database.db,
    settings,
    // Counted in accounts' rate_limits table, as the login and form limits are.
    admit: (key, limit) => hit(database.db, key, limit),
    accountOf: async (viewer) => {
      const profile = await accounts.profile(viewer);
      if (!profile) return null;
      const { firstname, lastname } = profile.personal;
      return { userId: viewer.userId, email: profile.email, firstname, lastname };
    },
    messagesQueued: () => outbox.notify(),
    origin,
  });
  // A published review shows on the book page's next view (its 30-second cache forgets).
  reviews.onPublished(() => bookPage.forgetCachedPages());
  const texts = createTextsService(database.db, options.textsClock);
  // Issue 31 (decision 702): a staff change to the notifications shows at once in this process's shell.
  const shell = createShellService(database.db, settings, version);
  const staffNotifications = createStaffNotificationsService(database.db);
  staffNotifications.onChanged(() => shell.invalidate());
  const staffBanners = createStaffBannersService(database.db);
  staffBanners.onChanged(() => shell.invalidate());
  const home = createHomeService(database.db, settings);
  const staffQuotes = createStaffQuotesService(database.db);
  staffQuotes.onChanged(() => home.forgetQuotes());
  // Issue 31 (decisions 722, 723): a staff change to the tips or a Top 10 section shows at once in this process.
  const topLists = createTopListsService(database.db, settings);
  const staffEvents = createStaffEventsService(database.db);
  const staffTips = createStaffTipsService(database.db);
  staffTips.onChanged(() => home.forgetLists());
  const staffTop10 = createStaffTop10Service(database.db);
  staffTop10.onChanged(() => {
    topLists.forgetTop10();
    home.forgetLists();
    shell.invalidate();
  });
  // Issue 31 (decisions 730–736): staff's uploads; without a media directory (service tests) a temporary one.
  const mediaStore = createMediaStore(options.mediaDir ?? path.join(tmpdir(), 'leeswijzer-media'));
  const newsletters = createNewsletterService(database.db);
  const videos = createVideoService(database.db, mediaFiles);
  const staffNewsletters = createStaffNewslettersService(database.db, mediaStore);
  staffNewsletters.onChanged(() => {
    newsletters.forget();
    mediaFiles.forget();
  });
  const staffVideos = createStaffVideosService(database.db, mediaStore);
  staffVideos.onChanged(() => {
    videos.forget();
    mediaFiles.forget();
  });
  const staffBannerImages = createStaffBannerImagesService(database.db, mediaStore);
  staffBannerImages.onChanged(() => shell.invalidate());
  const partners = createPartnersService({ db: database.db, settings });
  const ownBooks = async () =>
    (
      await lists.ownPublications('our_books', {
        ...DEFAULT_PAGE_VIEW,
        perPage: OWN_BOOKS_PER_PAGE,
        sort: 'title',
        order: 'asc',
      })
    ).books.map((book) => ({ sku: book.sku, title: book.title }));
  const partnerApplications = createPartnerApplicationService({
    db: database.db,
    accounts,
    programme: partners,
    settings,
    admit: (key, limit) => hit(database.db, key, limit),
    messagesQueued: () => outbox.notify(),
    origin,
  });
  const partnerPages = createPartnerPagesService({
    accounts,
    ledger: partners,
    catalog,
    resolveSku: async (identifier) => {
      const found = await bookPage.bookPage(identifier);
      return found.kind === 'found' ? found.page.book.sku : found.kind === 'moved' ? found.sku : null;
    },
    ownPublications: ownBooks,
    admit: (key, limit) => hit(database.db, key, limit),
  });
  const covers = createCoversService({
    db: database.db,
    // Without a media directory (service tests) a stored cover goes to the system's temporary directory.
    coversDir: path.join(options.mediaDir ?? path.join(tmpdir(), 'leeswijzer-media'), 'covers'),
    source: options.coverSource ?? createHttpCoverSource(),
    ...(options.coverLog ? { log: options.coverLog } : {}),
  });
  // Issue 31 content (decision 715): an author or category staff changed shows at once in this process.
  const contentImages = createContentImageStore(options.mediaDir ?? path.join(tmpdir(), 'leeswijzer-media'));
  const staffAuthors = createStaffAuthorsService(database.db, contentImages);
  const staffCategories = createStaffCategoriesService(database.db, contentImages);
  staffCategories.onChanged(() => {
    shell.invalidate();
    lists.forgetCachedPages();
  });
  const privacy = createPrivacyService({
    db: database.db,
    accounts,
    invoicePdf: (guid) => orders.invoice(guid),
    admit: (key, limit) => hit(database.db, key, limit),
    messagesQueued: () => outbox.notify(),
  });
  // Issue 32: the e-book files live outside the media folder, so no /media/ address reaches them (decision 800).
  const ebooks = createEbooksService({
    db: database.db,
    store: createMediaStore(options.ebookDir ?? path.join(tmpdir(), 'leeswijzer-ebooks')),
    bookOf: async (sku) => {
      const info = (await catalog.orderInfo([sku])).get(sku);
      return info ? { title: info.title, isEbook: info.isEbook, priceCents: info.priceCents } : null;
    },
    features: () => settings.features(),
    ...(options.ebookClock ? { now: options.ebookClock } : {}),
  });
  return {
    database,
    privacy,
    ebooks,
    covers,
    staffAuthors,
    staffCategories,
    partners,
    partnerApplications,
    partnerPages,
    staffPartners: createStaffPartnerService({ db: database.db, accounts }),
    staffPayouts: createStaffPayoutsService({
      db: database.db,
      accounts,
      settings,
      origin,
      messagesQueued: () => outbox.notify(),
    }),
    settings,
    reviews,
    outbox,
    staffQueue: createStaffQueueService({ db: database.db, messagesQueued: () => outbox.notify() }),
    payments,
    checkout,
    orders,
    staffOrders,
    checkoutMonitor,
    audit: createAuditService(database.db),
    staffSettings: createStaffSettingsService(database.db, settings),
    // A saved book shows at once in this process (its page and list caches emptied), elsewhere within the TTL.
    staffBooks: createStaffBooksService(database.db, settings, {
      forget: () => {
        bookPage.forgetCachedPages();
        lists.forgetCachedPages();
      },
    }),
    catalogueImports: createCatalogueImportService(database.db, {
      uploadDir: options.importDir ?? null,
      ownPublisher: options.ownPublisher ?? null,
      log: (message, error) => console.error(message, error),
    }),
    dashboard: createStaffDashboardService({
      orders: (now) => staffOrders.dashboard(now),
      failedMails: async () => (await outbox.health()).failed,
      pendingReviews: () => reviews.pendingCount(),
      partnerApplications: () => partners.applicationCount(),
      openMessages: () => forms.openMessageCount(),
    }),
    address: createAddressService({
      lookup: options.integrations.address ?? null,
      admit: (key, limit) => hit(database.db, key, limit),
    }),
    forms,
    events: createEventsService({
      db: database.db,
      settings,
      admit: (key, limit) => hit(database.db, key, limit),
      messagesQueued: () => outbox.notify(),
      origin,
    }),
    eventRegistrations: createStaffRegistrationsService(database.db),
    texts,
    staffTexts: createStaffTextsService(database.db, texts),
    staffNotifications,
    staffBanners,
    staffNewsletters,
    staffVideos,
    staffBannerImages,
    mediaStore,
    staffQuotes,
    staffEvents,
    staffTips,
    staffTop10,
    shell,
    home,
    bookPage,
    formRetention: {
      prune: async (now) => (await pruneFormMessages(database.db, now)) + (await privacy.pruneExpired(now)),
    },
    sendToFriend: createSendToFriendService({
      db: database.db,
      settings,
      admit: (key, limit) => hit(database.db, key, limit),
      findBook: async (sku) => {
        const found = await friendBooks.bookPage(sku);
        if (found.kind !== 'found') return null;
        const { book, settings: page } = found.page;
        return { sku: book.sku, title: book.title, path: bookPath(book.sku, book.title, page.seoTitles) };
      },
      messagesQueued: () => outbox.notify(),
      origin,
    }),
    catalog,
    lists,
    search,
    typingIndex,
    advancedSearch: createAdvancedFormService(lists, search),
    seo: createSeoService(database.db, settings),
    topLists,
    mediaFiles,
    staticPages: createStaticPagesService(settings, mediaFiles),
    newsletters,
    videos,
    genres: createGenreService(database.db),
    accounts,
    cart,
  };
}
