// Configuration rows: languages, features, settings (spec 1 §3, spec 3 §3 and §9) and tooltips.
import { CURRENT_WEEK } from './calendar.ts';
import { type Column, insertRows, type SqlConn } from './sql.ts';

export type Lang = 'NL' | 'EN' | 'DE' | 'FR' | 'ES';

interface LanguageRow {
  abbr: Lang;
  displayValue: string;
  queryValue: string;
  showOnSb: boolean;
  showOnAll: boolean;
}

/** Spec 1 §3 Language; German, French and Spanish are only offered in the all-books shop's sidebar. */
export const LANGUAGES: readonly LanguageRow[] = [
  { abbr: 'NL', displayValue: 'Nederlands', queryValue: 'nederlands', showOnSb: true, showOnAll: true },
  { abbr: 'EN', displayValue: 'Engels', queryValue: 'engels', showOnSb: true, showOnAll: true },
  { abbr: 'DE', displayValue: 'Duits', queryValue: 'duits', showOnSb: false, showOnAll: true },
  { abbr: 'FR', displayValue: 'Frans', queryValue: 'frans', showOnSb: false, showOnAll: true },
  { abbr: 'ES', displayValue: 'Spaans', queryValue: 'spaans', showOnSb: false, showOnAll: false },
];

interface FeatureRow {
  sku: string;
  accessLevel: number;
  enabled: boolean;
  description: string;
}

/** Spec 1 §1: a feature is available at access level 0, or to users logged in at that level or higher. */
export const FEATURES: readonly FeatureRow[] = [
  {
    sku: 'SHOP_ALL',
    accessLevel: 0,
    enabled: true,
    description: 'De winkel met alle boeken (schakelaar in de kop)',
  },
  { sku: 'SMS_PW', accessLevel: 0, enabled: true, description: 'Wachtwoord herstellen via een sms-code' },
  { sku: 'REVIEWS', accessLevel: 0, enabled: true, description: 'Recensies lezen en schrijven bij boeken' },
  { sku: 'PARTNER_PROGRAMME', accessLevel: 0, enabled: true, description: 'Partnerprogramma (affiliates)' },
  {
    sku: 'EBOOK_DOWNLOADS',
    accessLevel: 1,
    enabled: true,
    description: 'Gratis e-books downloaden na inloggen',
  },
];

/** The skus that settings point at; the plan knows them before any book is inserted. */
export interface SettingSkus {
  soonAvailable: string;
  segmentOwn: string;
  segmentSb: string;
  segmentAll: string;
  /** Spec 3 §9 "One specific sku is excluded from discounts". */
  noDiscount: string;
}

export function buildSettings(skus: SettingSkus, latestNewsletterTag: string): [string, string][] {
  return [
    // Spec 1 §3
    ['seoTitles', '1'],
    ['tagLatestNewsletter', latestNewsletterTag],
    ['latestNewsletter', String(CURRENT_WEEK)],
    ['sidebarTop10', 'thrillers'],
    ['minLengthSearchSuggestion', '5'],
    ['skuSoonAvailable', skus.soonAvailable],
    ['skuSegmentOwn', skus.segmentOwn],
    ['skuSegmentSB', skus.segmentSb],
    ['skuSegmentALL', skus.segmentAll],
    // Spec 3 §3 and §9
    ['defaultCountry', 'Nederland'],
    ['defaultCountryCode', 'NL'],
    ['resellerMinAmount', '5'],
    ['maxLengthProfile', '1000'],
    ['weightBox', '80'],
    ['maxDaysExpected', '30'],
    ['btwLow', '9'],
    ['btwHigh', '21'],
    ['isNL', 'NL'],
    ['isBE', 'BE'],
    ['requiredHousenr', '0'],
    // Issue 32 (decision 803): a paid e-book's download link works 30 days, for 5 downloads.
    ['ebookLinkDays', '30'],
    ['ebookLinkDownloads', '5'],
    // Money in cents (DESIGN: integer cents everywhere)
    ['shippingFree', '2000'],
    ['shippingFreeResellers', '25000'],
    ['shippingDefault', '845'],
    // Issue 13: a PostNL letterbox parcel (domain/shipping.ts DEFAULT_SHIPPING_SETTINGS) and the one sku
    // without discounts (spec 3 §9).
    ['shippingLetter', '495'],
    ['skuNoDiscount', skus.noDiscount],
    ['businessData', '1'],
    ['deliveryAddress', '1'],
    ['paymentProviders', 'iDEAL,Bancontact,PayPal,Creditcard,Overboeking,EPS'],
    ['socialFacebook', 'https://www.facebook.com/leeswijzer'],
    ['socialInstagram', 'https://www.instagram.com/leeswijzer'],
    ['socialLinkedin', 'https://www.linkedin.com/company/leeswijzer'],
    ['socialYoutube', 'https://www.youtube.com/@leeswijzer'],
    ['adminUrl', 'https://beheer.leeswijzer.nl'],
    ['contactEmail', 'info@leeswijzer.nl'],
    ['contactPhone', '020 123 45 67'],
    // Issue 14 #9: the seller on the invoices (server/invoices/seller-settings.ts; demo values).
    ['sellerName', 'Leeswijzer B.V.'],
    ['sellerAddress', 'Keizersgracht 123'],
    ['sellerZipcode', '1015 CJ'],
    ['sellerCity', 'Amsterdam'],
    ['sellerKvK', '12345678'],
    ['sellerVatNumber', 'NL123456789B01'],
    ['sellerIban', 'NL91ABNA0417164300'],
    ['sellerBic', 'ABNANL2A'],
    ['sellerWebsite', 'www.leeswijzer.nl'],
    // Issue 14 #6, spec 2 §9: the bank-transfer accounts (domain/bank-transfer.ts BANK_SETTINGS; demo values).
    ['bankAccountHolder', 'Leeswijzer B.V.'],
    ['bankNl1', 'NL91ABNA0417164300'],
    ['bankNl1Name', 'ABN AMRO'],
    ['bankNl2', 'NL20INGB0001234567'],
    ['bankNl2Name', 'ING'],
    ['bankBe', 'BE36734012345681'],
    ['bankBeName', 'KBC'],
    ['bankForeignIban', 'NL44RABO0123456789'],
    ['bankForeignBic', 'RABONL2U'],
    ['bankForeignName', 'Rabobank'],
    // Issue 29: the days a customer has to pay a bank transfer (domain/bank-transfer.ts, decision 558).
    ['bankTransferDays', '7'],
  ];
}

const TOOLTIPS: { name: string; title: string; text: string; showOnSb: boolean }[] = [
  {
    name: 'foreign_delivery',
    title: 'Levertijd buitenlandse boeken',
    text:
      'Boeken in een andere taal dan het Nederlands bestellen wij bij onze leverancier in het buitenland. ' +
      'Daardoor is de levertijd langer: reken op 1 tot 3 weken. Je ontvangt bericht zodra je bestelling is verzonden.',
    showOnSb: true,
  },
  {
    name: 'shipping_info',
    title: 'Verzendkosten',
    text: 'Binnen Nederland verzenden wij gratis vanaf € 20,- . Daaronder betaal je € 8,45 verzendkosten.',
    showOnSb: true,
  },
  {
    name: 'ebook_download',
    title: 'Gratis e-book',
    text: 'Log in of meld je aan voor gratis download. Het e-book staat daarna ook bij Mijn gegevens.',
    showOnSb: true,
  },
];

/** Languages, features and tooltips: needed before the books (books.lang references languages). */
export async function insertReferenceData(conn: SqlConn): Promise<void> {
  await insertRows(
    conn,
    'languages',
    [
      { name: 'abbr', type: 'text', value: (l) => l.abbr },
      { name: 'display_value', type: 'text', value: (l) => l.displayValue },
      { name: 'query_value', type: 'text', value: (l) => l.queryValue },
      { name: 'show_on_sb', type: 'boolean', value: (l) => l.showOnSb },
      { name: 'show_on_all', type: 'boolean', value: (l) => l.showOnAll },
      { name: 'position', type: 'int', value: (l) => LANGUAGES.indexOf(l) + 1 },
    ] satisfies Column<LanguageRow>[],
    LANGUAGES,
  );
  await insertRows(
    conn,
    'features',
    [
      { name: 'sku', type: 'text', value: (f) => f.sku },
      { name: 'access_level', type: 'int', value: (f) => f.accessLevel },
      { name: 'enabled', type: 'boolean', value: (f) => f.enabled },
      { name: 'description', type: 'text', value: (f) => f.description },
    ] satisfies Column<FeatureRow>[],
    FEATURES,
  );
  await insertRows(
    conn,
    'tooltips',
    [
      { name: 'name', type: 'text', value: (t) => t.name },
      { name: 'title', type: 'text', value: (t) => t.title },
      { name: 'text', type: 'text', value: (t) => t.text },
      { name: 'show_on_sb', type: 'boolean', value: (t) => t.showOnSb },
    ] satisfies Column<(typeof TOOLTIPS)[number]>[],
    TOOLTIPS,
  );
}

/** Settings last: several point at books by sku. */
export async function insertSettings(conn: SqlConn, settings: [string, string][]): Promise<void> {
  await insertRows(
    conn,
    'settings',
    [
      { name: 'name', type: 'text', value: (s) => s[0] },
      { name: 'value', type: 'text', value: (s) => s[1] },
    ] satisfies Column<[string, string]>[],
    settings,
  );
}
