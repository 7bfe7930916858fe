// The settings a page of book cards reads (spec 1 §5: the sku shown as "binnenkort leverbaar", SEO titles, how
// many days a supply date may lie ahead and still count as orderable, and the shop's calendar day). One reader
// for the catalogue lists and search's result pages, so both judge a card by the same settings.
import { amsterdamCalendarDate } from '../../../domain/dates.ts';
import { type SettingsService, settingNumber } from '../../settings/service.ts';
import type { ListSettings } from './list-query.ts';

/** Spec 1 §5 maxDaysExpected when the setting is missing. */
export const DEFAULT_MAX_DAYS_EXPECTED = 30;

export async function readListSettings(
  settingsService: SettingsService,
  now = new Date(),
): Promise<ListSettings> {
  const map = await settingsService.all();
  return {
    skuSoonAvailable: map.get('skuSoonAvailable') ?? null,
    seoTitles: map.get('seoTitles') ?? null,
    maxDaysExpected: settingNumber(map, 'maxDaysExpected', DEFAULT_MAX_DAYS_EXPECTED),
    today: amsterdamCalendarDate(now),
  };
}
