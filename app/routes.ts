import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { STATIC_PAGE_SEGMENTS } from './components/content/pages';

export default [
  index('routes/home.tsx'),
  route('all-books', 'routes/all-books.tsx'),
  // Spec 1 §2.1 book page: /book/{sku}, /book/{sku}/{tab or title slug}, /book/{sku}/{slug}/{tab}; /boek/... too.
  ...(['book', 'boek'] as const).flatMap((prefix) => [
    route(`${prefix}/:sku`, 'routes/book.tsx', { id: `${prefix}-page` }),
    route(`${prefix}/:sku/:second`, 'routes/book.tsx', { id: `${prefix}-page-second` }),
    route(`${prefix}/:sku/:slug/:tab`, 'routes/book.tsx', { id: `${prefix}-page-slug-tab` }),
  ]),
  // Spec 1 §2.1 book lists, with their Dutch aliases.
  ...(['category', 'categorie', 'subcategory', 'subcategorie'] as const).map((prefix) =>
    route(`${prefix}/:name`, 'routes/shelf.tsx', { id: `${prefix}-list` }),
  ),
  ...(['author', 'auteur'] as const).map((prefix) =>
    route(`${prefix}/:key`, 'routes/author.tsx', { id: `${prefix}-list` }),
  ),
  route('authors', 'routes/authors.tsx'),
  ...(['languages', 'taal'] as const).map((prefix) =>
    route(`${prefix}/:language`, 'routes/language.tsx', { id: `${prefix}-list` }),
  ),
  route('products/:name', 'routes/products.tsx'),
  route('new-books/:view?', 'routes/new-books.tsx'),
  route('overzichtnw/:view?', 'routes/new-books.tsx', { id: 'overzichtnw' }),
  ...(['our-publications', 'onze-publicaties', 'eigen-uitgaven'] as const).map((prefix) =>
    route(`${prefix}/:view?`, 'routes/our-publications.tsx', { id: `${prefix}-list` }),
  ),
  route('ebooks', 'routes/ebooks.tsx'),
  // Spec 3 §2: the human sitemap (the XML sitemaps are served by server/seo/routes.ts).
  route('sitemap', 'routes/sitemap.tsx'),
  // Spec 1 §2.1, §2.7 top lists: the Top 60, the Top 10 overview and the top-10 lists by section.
  route('top60', 'routes/top60.tsx'),
  ...(['category', 'categorie'] as const).map((prefix) =>
    route(`${prefix}/top10`, 'routes/top10-overview.tsx', { id: `${prefix}-top10-overview` }),
  ),
  // Spec 1 §2.1 newsletters, videos and genres.
  route('overview-newsletters', 'routes/newsletters-overview.tsx', { id: 'newsletters-overview' }),
  route('overview-newsletters/:week', 'routes/newsletters-overview.tsx', { id: 'newsletters-overview-week' }),
  route('videos', 'routes/videos.tsx', { id: 'videos' }),
  route('videos/:reference', 'routes/videos.tsx', { id: 'video' }),
  route('videos-overview', 'routes/videos-overview.tsx', { id: 'videos-overview' }),
  route('videos-overview/:reference', 'routes/videos-overview.tsx', { id: 'videos-overview-focus' }),
  route('genres', 'routes/genres.tsx'),
  route('genre/:name', 'routes/genre.tsx'),
  // Spec 1 §2.1 search results (the plain header form works without JavaScript).
  route('search-results', 'routes/search-results.tsx'),
  route('search-advanced', 'routes/search-advanced.tsx'),
  // Spec 2 §2 accounts (issue 5) and spec 1 §2.1 newsletter signup.
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('register', 'routes/register.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  // Issue 14: the orders tab has its own module (its forms: pay, delete).
  route('account/orders', 'routes/account-orders.tsx'),
  // Spec 2 §2: the commissions and technical tabs, for partners only (issue 17).
  route('account/commissions', 'routes/account-partner.tsx', { id: 'account-commissions' }),
  route('account/technical', 'routes/account-partner.tsx', { id: 'account-technical' }),
  // Issue 32: the privacy tab (export, closing the account) and the export's download.
  route('account/privacy', 'routes/account-privacy.tsx'),
  route('account/privacy/export', 'routes/account-privacy-export.ts'),
  route('account/:tab?', 'routes/account.tsx'),
  // Issue 11 #9: the link mailed to a new email address; its button makes the change.
  route('confirm-email/:token', 'routes/confirm-email.tsx'),
  ...(['unsubscribe', 'uitschrijven'] as const).map((path) =>
    route(path, 'routes/unsubscribe.tsx', { id: `${path}-page` }),
  ),
  ...(['newsletter', 'nieuwsbrief2'] as const).map((path) =>
    route(path, 'routes/newsletter-signup.tsx', { id: `${path}-page` }),
  ),
  route('newsletter/confirm/:token', 'routes/newsletter-confirm.tsx'),
  // Spec 3 §2 cart (issue 13): /shoppingcart and /shoppingcart/cart are the cart view; /wishlist.
  route('shoppingcart', 'routes/shoppingcart.tsx', { id: 'shoppingcart' }),
  route('shoppingcart/cart', 'routes/shoppingcart.tsx', { id: 'shoppingcart-cart' }),
  // Spec 3 §2 checkout (issue 14): the steps client (with login), review and payment, the confirmation after a
  // bank transfer; /payment sends the browser to the provider, /payment-result shows the outcome.
  route('shoppingcart/client', 'routes/shoppingcart-client.tsx'),
  route('shoppingcart/login', 'routes/shoppingcart-login.tsx'),
  route('shoppingcart/review', 'routes/shoppingcart-review.tsx'),
  route('shoppingcart/payment', 'routes/shoppingcart-payment.tsx'),
  route('shoppingcart/confirmation', 'routes/shoppingcart-confirmation.tsx'),
  route('payment', 'routes/payment.tsx'),
  route('payment-result', 'routes/payment-result.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  // Spec 3 §2 events (issue 15 #2): 'Ontmoet de auteur' under its aliases, the registration under both names.
  ...(['events', 'ontmoet-de-schrijver', 'ontmoetdeschrijver'] as const).map((path) =>
    route(path, 'routes/events.tsx', { id: `${path}-page` }),
  ),
  ...(['inschrijving', 'subscription'] as const).map((path) =>
    route(`${path}/:ref?`, 'routes/event-registration.tsx', { id: `${path}-registration` }),
  ),
  // Spec 3 §2/§3 the contact-type forms (issue 15 #1), each under its aliases.
  ...(['contact', 'remarks', 'vragen'] as const).map((path) =>
    route(path, 'routes/contact.tsx', { id: `${path}-form` }),
  ),
  ...(['call-me-back', 'belterug', 'belmeterug'] as const).map((path) =>
    route(path, 'routes/call-me-back.tsx', { id: `${path}-form` }),
  ),
  ...(['press', 'pers', 'media'] as const).map((path) =>
    route(path, 'routes/press.tsx', { id: `${path}-form` }),
  ),
  // Issue 15 #4: the tell-a-friend form of a book (the book page's section fetches and posts here too).
  route('send-to-friend/:sku', 'routes/send-to-friend.tsx'),
  // Issue 15 #3: where the book page's review form posts (and shows its answer without JavaScript).
  route('recensie/:sku', 'routes/review-form.tsx'),
  // Issue 15 #3: the staff area, admins only; later issues add their pages as children here.
  route('beheer', 'routes/beheer.tsx', [
    index('routes/beheer-home.tsx'),
    route('berichten', 'routes/beheer-messages.tsx'),
    route('recensies', 'routes/beheer-reviews.tsx'),
    route('partners', 'routes/beheer-partners.tsx'),
    route('commissies', 'routes/beheer-commissions.tsx'),
    route('uitbetalingen', 'routes/beheer-payouts.tsx'),
    route('uitbetalingen/betaalbestand.xml', 'routes/beheer-payouts-sepa.ts'),
    route('bestellingen', 'routes/beheer-orders.tsx'),
    route('bestellingen/bestellingen.csv', 'routes/beheer-orders-csv.ts'),
    route('bestellingen/:number', 'routes/beheer-order.tsx'),
    route('bestellingen/:number/aanpassen', 'routes/beheer-order-adjust.tsx'),
    route('bestellingen/:number/pakbon', 'routes/beheer-packing-slip.tsx'),
    route('bestellingen/:number/creditfactuur/:credit', 'routes/beheer-credit-invoice.tsx'),
    route('mail', 'routes/beheer-mail.tsx'),
    route('monitor', 'routes/beheer-monitor.tsx'),
    route('klanten', 'routes/beheer-customers.tsx'),
    route('klanten/:id', 'routes/beheer-customer.tsx'),
    route('klanten/:id/gegevens.zip', 'routes/beheer-customer-export.ts'),
    route('logboek', 'routes/beheer-audit.tsx'),
    route('aanmeldingen', 'routes/beheer-signups.tsx'),
    route('aanmeldingen/:id', 'routes/beheer-signups-event.tsx'),
    route('aanmeldingen/:id/aanmeldingen.csv', 'routes/beheer-signups-csv.ts'),
    route('nieuwsbrief', 'routes/beheer-newsletter.tsx'),
    route('nieuwsbrief/abonnees.csv', 'routes/beheer-newsletter-csv.ts'),
    route('medewerkers', 'routes/beheer-staff.tsx'),
    route('instellingen', 'routes/beheer-settings.tsx'),
    route('teksten', 'routes/beheer-texts.tsx'),
    route('teksten/:key', 'routes/beheer-text.tsx'),
    route('mededelingen', 'routes/beheer-notifications.tsx'),
    route('banners', 'routes/beheer-banners.tsx'),
    route('citaten', 'routes/beheer-quotes.tsx'),
    route('auteurs', 'routes/beheer-authors.tsx'),
    route('auteurs/:author', 'routes/beheer-author.tsx'),
    route('categorieen', 'routes/beheer-categories.tsx'),
    route('categorieen/:category', 'routes/beheer-category.tsx'),
    route('evenementen', 'routes/beheer-events.tsx'),
    route('tips', 'routes/beheer-tips.tsx'),
    route('top10', 'routes/beheer-top10.tsx'),
    route('nieuwsbrieven', 'routes/beheer-newsletters.tsx'),
    route('videos', 'routes/beheer-videos.tsx'),
    route('catalogus/import', 'routes/beheer-catalogue-import.tsx'),
    route('catalogus/import/:id', 'routes/beheer-catalogue-report.tsx'),
    route('catalogus', 'routes/beheer-books.tsx'),
    route('catalogus/nieuw', 'routes/beheer-book-new.tsx'),
    route('catalogus/:sku', 'routes/beheer-book.tsx'),
  ]),
  // Spec 2 §2 / spec 3 §2 the partner programme (issue 17): the application, the agreement, the partner area with
  // its tabs; issue 17 #8 our own short links (/s/{code}; POST /s makes one).
  route('partner-registration', 'routes/partner-registration.tsx'),
  route('partner-agreement', 'routes/partner-agreement.tsx'),
  route('partner/:tab?', 'routes/partner.tsx'),
  route('s/:code', 'routes/short-link.tsx', { id: 'short-link' }),
  route('s', 'routes/short-link.tsx', { id: 'short-link-new' }),
  // Spec 3 §2 static pages (issue 15 #5), Dutch aliases and the download pages included: one module, the page
  // chosen by the address (app/components/content/pages.ts).
  ...STATIC_PAGE_SEGMENTS.map((segment) =>
    route(segment, 'routes/static-page.tsx', { id: `static-${segment}` }),
  ),
  // Spec 3 §2: the test pages (a file upload, a request broken off), nothing stored.
  route('test-upload', 'routes/test-upload.tsx'),
  route('test-abort', 'routes/test-abort.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'not-found-explicit' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
