import { lazy, Suspense, useEffect, useState } from 'react';
import { isOutdated } from '../../../domain/versions';

// The dialog and the hard reload are needed only by an outdated client: loaded then, not on every first load.
const VersionDialog = lazy(() => import('./VersionDialog'));

/**
 * Spec 1 §1 version check: after hydration, compare the published version (/version.json, never cached) with
 * the version this client was built from, and offer a hard reload when the client is outdated.
 */
export function VersionCheck() {
  const [published, setPublished] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/version.json', { cache: 'no-store', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { version?: unknown } | null) => {
        if (typeof body?.version === 'string' && isOutdated(__APP_VERSION__, body.version))
          setPublished(body.version);
      })
      .catch(() => {
        // Offline or aborted: check again on the next page load.
      });
    return () => controller.abort();
  }, []);

  if (!published) return null;
  return (
    <Suspense fallback={null}>
      <VersionDialog version={published} onClose={() => setPublished(null)} />
    </Suspense>
  );
}
