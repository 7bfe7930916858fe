// The values the static pages' texts name (issue 15 #5, server/content/texts/static.nl.ts): the shop's details
// from the settings (the same rows the invoices use) and the real limits from the code, so the privacy policy
// states what the shop really does; and the download pages' files with their sizes (DATA_DIR/media).
import { stat } from 'node:fs/promises';
import { DOWNLOAD_PAGES, downloadPath, type DownloadPageKey } from '../../domain/downloads.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../accounts/sessions.ts';
import { GUEST_CART_DAYS } from '../cart/guest-cookie.ts';
import { FORM_MESSAGE_MONTHS } from '../forms/service.ts';
import { formatEuro } from '../../domain/money.ts';
import { SELLER_SETTINGS } from '../invoices/seller-settings.ts';
// The affiliate cookie's lifetime (setting affiliateCookieDays), the value app/lib/affiliate.server.ts sets.
import { affiliateCookieDays } from '../partners/service.ts';
import { settingNumber, type SettingsService } from '../settings/service.ts';
import { MONITOR_RETENTION_DAYS } from '../../domain/checkout-monitor.ts';
import {
  ERASED_REVIEWER_NAME,
  exportContentsSentence,
  INVOICE_RETENTION_YEARS,
} from '../../domain/personal-data.ts';
import { DEFAULT_DISCOUNT_SETTINGS } from '../../domain/discounts.ts';
import { DEFAULT_SHIPPING_SETTINGS } from '../../domain/shipping.ts';
import type { MediaFiles } from './media-files.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DownloadItem {
  key: string;
  href: string;
  /** Bytes, or null when the file is not in the media folder. */
  size: number | null;
}

export interface StaticPagesService {
  /** {placeholder} values for the static pages' texts. */
  params(): Promise<Record<string, string | number>>;
  /** A download page's files, each with its size when the file is there. */
  downloads(page: DownloadPageKey): Promise<DownloadItem[]>;
}

export function createStaticPagesService(
  settings: SettingsService,
  mediaFiles: MediaFiles,
): StaticPagesService {
  return {
    async params() {
      const all = await settings.all();
      const setting = (name: string) => all.get(name)?.trim() ?? '';
      // The settings and defaults the cart reads (server/cart/pricing-settings.ts), so the pages say what it does.
      const shipping = DEFAULT_SHIPPING_SETTINGS;
      return {
        seller_name: setting(SELLER_SETTINGS.name),
        seller_address: setting(SELLER_SETTINGS.address),
        seller_zipcode: setting(SELLER_SETTINGS.zipcode),
        seller_city: setting(SELLER_SETTINGS.city),
        seller_kvk: setting(SELLER_SETTINGS.kvk),
        seller_vat: setting(SELLER_SETTINGS.vatNumber),
        contact_email: setting(SELLER_SETTINGS.email),
        session_idle_days: Math.round(SESSION_IDLE_MS / DAY_MS),
        session_max_days: Math.round(SESSION_ABSOLUTE_MS / DAY_MS),
        guest_cart_days: GUEST_CART_DAYS,
        form_message_months: FORM_MESSAGE_MONTHS,
        checkout_count_days: MONITOR_RETENTION_DAYS,
        // Issue 32: the export's contents and the keeping period, as the export and the retention job have them.
        invoice_retention_years: INVOICE_RETENTION_YEARS,
        export_contents: exportContentsSentence(),
        erased_reviewer_name: ERASED_REVIEWER_NAME,
        affiliate_days: affiliateCookieDays(all),
        shipping_free: formatEuro(settingNumber(all, 'shippingFree', shipping.freeFromCents)),
        shipping_free_resellers: formatEuro(
          settingNumber(all, 'shippingFreeResellers', shipping.freeFromResellersCents),
        ),
        reseller_min_amount: settingNumber(
          all,
          'resellerMinAmount',
          DEFAULT_DISCOUNT_SETTINGS.resellerMinAmount,
        ),
      };
    },
    downloads(page) {
      return Promise.all(
        DOWNLOAD_PAGES[page].map(async (file) => {
          const relative = downloadPath(file);
          const found = await mediaFiles.find(relative);
          const info = found ? await stat(found).catch(() => null) : null;
          return { key: file.key, href: `/media/${relative}`, size: info?.size ?? null };
        }),
      );
    },
  };
}
