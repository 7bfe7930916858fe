// Default Dutch interface texts by key, split by topic. The database table interface_texts overrides any key.
import { accountTextsNl } from './accounts.nl.ts';
import { beheerMailTextsNl } from './beheer-mail.nl.ts';
import { beheerDashboardTextsNl } from './beheer-dashboard.nl.ts';
import { beheerCoversTextsNl } from './beheer-covers.nl.ts';
import { beheerBooksTextsNl } from './beheer-books.nl.ts';
import { beheerCustomersTextsNl } from './beheer-customers.nl.ts';
import { beheerMonitorTextsNl } from './beheer-monitor.nl.ts';
import { beheerOrdersTextsNl } from './beheer-orders.nl.ts';
import { beheerOrderAdjustTextsNl } from './beheer-order-adjust.nl.ts';
import { beheerOrderMoneyTextsNl } from './beheer-order-money.nl.ts';
import { beheerOrdersExportTextsNl } from './beheer-orders-export.nl.ts';
import { beheerPayoutsTextsNl } from './beheer-payouts.nl.ts';
import { beheerSignupsTextsNl } from './beheer-signups.nl.ts';
import { beheerStaffTextsNl } from './beheer-staff.nl.ts';
import { beheerSettingsTextsNl } from './beheer-settings.nl.ts';
import { beheerTextsTextsNl } from './beheer-texts.nl.ts';
import { beheerImportTextsNl } from './beheer-import.nl.ts';
import { beheerContentTextsNl } from './beheer-content.nl.ts';
import { beheerAuthorsCategoriesTextsNl } from './beheer-authors-categories.nl.ts';
import { beheerEventsTipsTextsNl } from './beheer-events-tips.nl.ts';
import { beheerMediaTextsNl } from './beheer-media.nl.ts';
import { bookTextsNl } from './book.nl.ts';
import { cartTextsNl } from './cart.nl.ts';
import { checkoutTextsNl } from './checkout.nl.ts';
import { eventsTextsNl } from './events.nl.ts';
import { formsTextsNl } from './forms.nl.ts';
import { listTextsNl } from './lists.nl.ts';
import { searchTextsNl } from './search.nl.ts';
import { searchAdvancedTextsNl } from './search-advanced.nl.ts';
import { seoTextsNl } from './seo.nl.ts';
import { contentTextsNl } from './content.nl.ts';
import { shellTextsNl } from './shell.nl.ts';
import { specTextsNl } from './spec.nl.ts';
import { staticTextsNl } from './static.nl.ts';
import { toplistsTextsNl } from './toplists.nl.ts';
import { reviewsTextsNl } from './reviews.nl.ts';
import { partnersTextsNl } from './partners.nl.ts';
import { privacyTextsNl } from './privacy.nl.ts';
import { testPagesTextsNl } from './test-pages.nl.ts';

export const defaultTextsNl: Readonly<Record<string, string>> = Object.freeze({
  ...shellTextsNl,
  ...bookTextsNl,
  ...listTextsNl,
  ...searchTextsNl,
  ...searchAdvancedTextsNl,
  ...seoTextsNl,
  ...toplistsTextsNl,
  ...contentTextsNl,
  ...accountTextsNl,
  ...cartTextsNl,
  ...checkoutTextsNl,
  ...formsTextsNl,
  ...beheerOrdersTextsNl,
  ...beheerOrderAdjustTextsNl,
  ...beheerOrderMoneyTextsNl,
  ...beheerOrdersExportTextsNl,
  ...beheerPayoutsTextsNl,
  ...beheerSignupsTextsNl,
  ...beheerMailTextsNl,
  ...beheerDashboardTextsNl,
  ...beheerCustomersTextsNl,
  ...beheerCoversTextsNl,
  ...beheerBooksTextsNl,
  ...beheerMonitorTextsNl,
  ...beheerStaffTextsNl,
  ...beheerContentTextsNl,
  ...beheerAuthorsCategoriesTextsNl,
  ...beheerEventsTipsTextsNl,
  ...beheerMediaTextsNl,
  ...beheerSettingsTextsNl,
  ...beheerTextsTextsNl,
  ...beheerImportTextsNl,
  ...eventsTextsNl,
  ...specTextsNl,
  ...staticTextsNl,
  ...reviewsTextsNl,
  ...partnersTextsNl,
  ...privacyTextsNl,
  ...testPagesTextsNl,
});
