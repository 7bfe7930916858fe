// Writing the preferences cookie in the browser. Kept free of zod so it is in the first load and writes
// synchronously (a lazy write could be lost when the visitor reloads at once); the server validates on read.
import type { Preferences } from './preferences';

export const PREFS_COOKIE = 'lw_prefs';

export function serializePreferences(prefs: Preferences): string {
  return `${PREFS_COOKIE}=${encodeURIComponent(JSON.stringify(prefs))}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Browser only: the preferences as the cookie holds them now (unvalidated; check each value's type). */
export function currentPreferences(): Record<string, unknown> {
  const raw = document.cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${PREFS_COOKIE}=`))
    ?.slice(PREFS_COOKIE.length + 1);
  try {
    const value: unknown = raw ? JSON.parse(decodeURIComponent(raw)) : {};
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Browser only: merges a change into the preferences cookie. */
export function savePreference(change: Partial<Preferences>): void {
  document.cookie = serializePreferences({ ...currentPreferences(), ...change } as Preferences);
}
