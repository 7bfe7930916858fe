// Tracking of partner codes (issue 17 #3, spec 1 §2.1 pc/PC, spec 3 §3 partner code record and §7 activatePCUse):
// how long the affiliate cookie lasts (a setting, default 30 days; the privacy page states the same value) and
// the last day each partner's code brought a visitor. app/lib/affiliate.server.ts sets the cookie; a page with pc
// or PC is never served from the page cache (server/http/page-cache.ts), and the caller records a use only when
// the visitor's cookie changes, so a code costs at most one write per cookie set — and at most one per day here.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SettingsMap } from '../settings/service.ts';
import { partnerCodeUses, partners } from './schema.ts';

/** The setting that holds the affiliate cookie's lifetime in days. */
export const AFFILIATE_COOKIE_DAYS_SETTING = 'affiliateCookieDays';
/** Issue 17 #3: 30 days when the setting is missing or not a whole number of days from 1 to 365. */
export const DEFAULT_AFFILIATE_COOKIE_DAYS = 30;

/** The affiliate cookie's lifetime in days from the settings. */
export function affiliateCookieDays(settings: SettingsMap): number {
  const value = Number(settings.get(AFFILIATE_COOKIE_DAYS_SETTING));
  return Number.isInteger(value) && value >= 1 && value <= 365 ? value : DEFAULT_AFFILIATE_COOKIE_DAYS;
}

/**
 * Spec 3 §7 activatePCUse: the code's last_date becomes `today` (YYYY-MM-DD). Only an approved partner's code is
 * recorded (a made-up code writes nothing), and a code already used today is not written again.
 */
export async function recordCodeUse(db: Db, code: string, today: string): Promise<void> {
  await db.execute(sql`
    insert into ${partnerCodeUses} (code, last_date)
    select ${partners.code}, ${today}::date from ${partners}
    where ${partners.code} = ${code} and ${partners.status} = 'approved'
    on conflict (code) do update set last_date = excluded.last_date
    where ${partnerCodeUses.lastDate} < excluded.last_date`);
}
