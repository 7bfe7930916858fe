// Spec 3 §2 "Other routes": each static page's key (its interface texts are 'static.<key>.title|description|lead|
// body') and its canonical address. The other addresses that show a page (Dutch aliases) are
// app/components/content/pages.ts's; staff's texts screen links a page's texts to the address here
// (domain/interface-texts.ts pageShowingText). Pure.
import type { DownloadPageKey } from './downloads.ts';

export type StaticPageKey =
  | 'address'
  | 'business'
  | 'disclaimer'
  | 'mission'
  | 'privacy'
  | 'terms'
  | 'jobs'
  | 'own_book'
  | 'partners'
  | `download_${DownloadPageKey}`;

export const STATIC_PAGE_PATHS: Readonly<Record<StaticPageKey, string>> = {
  address: '/address',
  business: '/business',
  disclaimer: '/disclaimer',
  mission: '/mission',
  privacy: '/privacy-policy',
  terms: '/terms-conditions',
  jobs: '/jobs',
  own_book: '/own-book',
  partners: '/partners',
  download_placebo: '/download-placebo',
  download_doorbreek: '/download-doorbreek',
};
