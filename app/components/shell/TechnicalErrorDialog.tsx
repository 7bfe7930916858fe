import { useEffect, useState } from 'react';
import { TECHNICAL_ERROR_EVENT } from '../../lib/technical-error';
import { useT } from '../../lib/texts';
import { Dialog } from '../ui/Dialog';

/** Spec 1 §2.2 technical-error dialog; opened from anywhere with showTechnicalError() (app/lib/technical-error). */
export function TechnicalErrorDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(TECHNICAL_ERROR_EVENT, show);
    return () => window.removeEventListener(TECHNICAL_ERROR_EVENT, show);
  }, []);
  if (!open) return null;
  return (
    <Dialog open title={t('errors.technical_error_title')} onClose={() => setOpen(false)}>
      <p>{t('errors.technical_error')}</p>
      <p>{t('errors.technical_error_advice')}</p>
    </Dialog>
  );
}
