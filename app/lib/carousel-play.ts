// Spec 1 §4 "Carousels": every carousel autoplays only while the saved state is 'play' (the default). One
// store keeps all carousels on a page in step when the visitor presses play or pause on one of them.
import { useSyncExternalStore } from 'react';
import { savePreference } from './preferences-cookie';
import { usePreferences } from './root-data';

type PlayState = 'play' | 'pause';

let chosen: PlayState | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCarouselPlay(): [PlayState, (next: PlayState) => void] {
  const saved = usePreferences().carousel ?? 'play';
  const state = useSyncExternalStore(
    subscribe,
    () => chosen ?? saved,
    () => saved,
  );
  const set = (next: PlayState) => {
    chosen = next;
    for (const listener of listeners) listener();
    savePreference({ carousel: next });
  };
  return [state, set];
}
