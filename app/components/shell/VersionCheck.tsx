import { useEffect, useState } from 'react';
import { isOutdated } from '../../../domain/versions';
import { hardReload } from '../../lib/hard-reload';
import { useT } from '../../lib/texts';
import { Dialog } from '../ui/Dialog';

/**
 * Spec 1 §1 version check: after hydration, compare the published version (/version.json, never cached) with
 * the version this client was built from, and offer a hard reload when the client is outdated.
 */
export function VersionCheck() {
  const t = useT();
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
    <Dialog
      open
      title={t('version.title')}
      onClose={() => setPublished(null)}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => setPublished(null)}>
            {t('version.later')}
          </button>
          <button type="button" className="button button-primary" onClick={() => void hardReload()}>
            {t('version.reload')}
          </button>
        </>
      }
    >
      <p>{t('version.text', { version: published })}</p>
    </Dialog>
  );
}
