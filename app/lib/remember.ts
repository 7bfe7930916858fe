import type { Preferences } from './preferences';

/**
 * Saves a UI preference in the browser. preferences.ts validates with zod, which is too heavy for the first
 * load, so it is fetched only when a visitor actually changes something.
 */
export function rememberPreference(change: Partial<Preferences>): void {
  void import('./preferences').then((m) => m.savePreference(change));
}
