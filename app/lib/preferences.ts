// Small UI preferences the spec keeps "locally" (cookie notice, carousel play/pause, foldouts, dismissed
// notifications). We keep them in one readable cookie instead of localStorage so the server renders the
// first paint in the remembered state (no flash of a dismissed notice). No personal data is stored in it.
import { z } from 'zod';

export const PREFS_COOKIE = 'lw_prefs';

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

export function serializePreferences(prefs: Preferences): string {
  return `${PREFS_COOKIE}=${encodeURIComponent(JSON.stringify(prefs))}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Browser only: merges a change into the cookie and returns the new preferences. */
export function savePreference(change: Partial<Preferences>): Preferences {
  const next = { ...parsePreferences(document.cookie), ...change };
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie is the point here
  document.cookie = serializePreferences(next);
  return next;
}
