// Spec 1 §1 / spec 3 §4: when the running version is outdated, clear the caches and the locally stored order
// and user data, then load the new version.
export const STALE_LOCAL_KEYS = ['order', 'user'] as const;

export async function hardReload(): Promise<void> {
  try {
    for (const key of STALE_LOCAL_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing stored, nothing to clear.
  }
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
    // Spec 3 §4: any service worker is unregistered, so it cannot serve the old version again.
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((r) => r.unregister()));
  } catch {
    // A failed cache cleanup must not block the reload itself.
  }
  window.location.reload();
}
