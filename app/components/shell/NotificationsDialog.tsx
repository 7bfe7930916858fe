import { useEffect, useState } from 'react';
import type { ShellData } from '../../../server/shell/types';
import { savePreference } from '../../lib/preferences-cookie';
import { usePreferences } from '../../lib/root-data';
import { useT } from '../../lib/texts';
import { Dialog } from '../ui/Dialog';
import styles from './NotificationsDialog.module.css';

/**
 * Spec 1 §2.2 / spec 3 §4: the notifications dialog opens by itself when there are notifications. It opens
 * after hydration (never in the server HTML) and only for notifications this browser has not closed before.
 */
export function NotificationsDialog({ notifications }: { notifications: ShellData['notifications'] }) {
  const t = useT();
  const seen = usePreferences().notificationsSeen;
  const [open, setOpen] = useState(false);
  const unseen = notifications.filter((n) => !(seen ?? []).includes(n.id));

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once per page load, not on every render
  useEffect(() => {
    if (unseen.length > 0) setOpen(true);
  }, []);

  if (!open) return null;
  return (
    <Dialog
      open
      title={t('notifications.title')}
      onClose={() => {
        setOpen(false);
        // Keep the newest 50 ids (the cookie's limit), most recent last.
        savePreference({ notificationsSeen: [...(seen ?? []), ...unseen.map((n) => n.id)].slice(-50) });
      }}
    >
      {unseen.map((n) => (
        <section key={n.id} className={styles.item}>
          <h3 className={styles.title}>{n.title}</h3>
          <p className={styles.text}>{n.description}</p>
        </section>
      ))}
    </Dialog>
  );
}
