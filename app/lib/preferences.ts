// Small UI preferences the spec keeps "locally" (cookie notice, carousel play/pause, foldouts, dismissed
// notifications). We keep them in one readable cookie instead of localStorage so the server renders the
// first paint in the remembered state (no flash of a dismissed notice). No personal data is stored in it.
import { z } from 'zod';

import { PREFS_COOKIE, serializePreferences } from './preferences-cookie';

export const preferencesSchema = z.object({
  cookies: z.literal(1).optional(),
  carousel: z.enum(['play', 'pause']).optional(),
  top60Open: z.boolean().optional(),
  top10Open: z.boolean().optional(),
  notificationsSeen: z.array(z.number().int()).max(50).optional(),
});

export type Preferences = z.infer<typeof preferencesSchema>;

/** Reads the preferences from a Cookie header (server) or document.cookie (browser); bad values are ignored. */
export function parsePreferences(cookieHeader: string | null | undefined): Preferences {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${PREFS_COOKIE}=`))
    ?.slice(PREFS_COOKIE.length + 1);
  if (!raw) return {};
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Server: the Set-Cookie value that merges a change into the visitor's preferences (forms without script). */
export function preferencesCookieWith(
  cookieHeader: string | null | undefined,
  change: Partial<Preferences>,
): string {
  return serializePreferences({ ...parsePreferences(cookieHeader), ...change });
}
