import { hardReload } from '../../lib/hard-reload';
import { useT } from '../../lib/texts';
import { Dialog } from '../ui/Dialog';

/** Spec 1 §1: the offer of a hard reload to a client older than the published version. */
export default function VersionDialog({ version, onClose }: { version: string; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      title={t('version.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('version.later')}
          </button>
          <button type="button" className="button button-primary" onClick={() => void hardReload()}>
            {t('version.reload')}
          </button>
        </>
      }
    >
      <p>{t('version.text', { version })}</p>
    </Dialog>
  );
}
