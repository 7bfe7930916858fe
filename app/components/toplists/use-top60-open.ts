// Spec 1 §2.7 and §4 "Foldouts": the Top 60 show-more/show-less state is remembered. The cookie is the one
// source of truth: the server renders the first paint from it, and in the browser it is read again, because
// the root data that carried it may be older than a choice made since (on the home page, say).
import { useSyncExternalStore } from 'react';
import { currentPreferences, savePreference } from '../../lib/preferences-cookie';
import { usePreferences } from '../../lib/root-data';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function fromCookie(): boolean | undefined {
  const value = currentPreferences().top60Open;
  return typeof value === 'boolean' ? value : undefined;
}

export function useTop60Open(): [boolean, (open: boolean) => void] {
  const saved = usePreferences().top60Open ?? false;
  const open = useSyncExternalStore(
    subscribe,
    () => fromCookie() ?? saved,
    () => saved,
  );
  const set = (next: boolean) => {
    savePreference({ top60Open: next });
    for (const listener of listeners) listener();
  };
  return [open, set];
}
