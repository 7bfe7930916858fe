import { useState } from 'react';
import type { ShellData } from '../../../server/shell/types';
import { savePreference } from '../../lib/preferences-cookie';
import { usePreferences } from '../../lib/root-data';
import { useT } from '../../lib/texts';
import { useHydrated } from '../../lib/use-browser';
import { Dialog } from '../ui/Dialog';
import styles from './NotificationsDialog.module.css';

/**
 * Spec 1 §2.2 / spec 3 §4: the notifications dialog opens by itself when there are notifications. It opens
 * after hydration (never in the server HTML) and only for notifications this browser has not closed before.
 */
export function NotificationsDialog({ notifications }: { notifications: ShellData['notifications'] }) {
  const t = useT();
  const seen = usePreferences().notificationsSeen;
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const unseen = notifications.filter((n) => !(seen ?? []).includes(n.id));

  if (!hydrated || closed || unseen.length === 0) return null;
  return (
    <Dialog
      open
      title={t('notifications.title')}
      onClose={() => {
        setClosed(true);
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
