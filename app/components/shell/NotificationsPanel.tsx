// Spec 1 §2.2 / spec 3 §4: the shop's notifications show by themselves until closed. Issue 29: they arrived as a
// modal seconds after the page (once 12.9 s), took the focus and blocked every click, the cookie notice's included.
// Now they are part of the page from the first paint (the server reads which ones this browser closed from the
// preferences cookie), at the top of the content, never taking the focus, and only once the cookie notice is
// dealt with, so a first visit meets one notice at a time. Decision 556.
import { useState } from 'react';
import type { ShellData } from '../../../server/shell/types';
import { savePreference } from '../../lib/preferences-cookie';
import { usePreferences } from '../../lib/root-data';
import { useT } from '../../lib/texts';
import { X } from '../ui/icons/X';
import styles from './NotificationsPanel.module.css';

export function NotificationsPanel({ notifications }: { notifications: ShellData['notifications'] }) {
  const t = useT();
  const preferences = usePreferences();
  const [closed, setClosed] = useState(false);
  const seen = preferences.notificationsSeen ?? [];
  const unseen = notifications.filter((n) => !seen.includes(n.id));
  if (preferences.cookies !== 1 || closed || unseen.length === 0) return null;
  const close = () => {
    setClosed(true);
    // Keep the newest 50 ids (the cookie's limit), most recent last.
    savePreference({ notificationsSeen: [...seen, ...unseen.map((n) => n.id)].slice(-50) });
    // The close button goes with the panel: the focus goes on to the content it stood above.
    document.getElementById('inhoud')?.focus({ preventScroll: true });
  };
  return (
    <section
      className={styles.panel}
      aria-labelledby="notifications-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <h2 id="notifications-title" className={styles.heading}>
        {t('notifications.title')}
      </h2>
      <button type="button" className={`icon-button ${styles.close}`} onClick={close}>
        <X aria-hidden="true" size={20} />
        <span className="visually-hidden">{t('notifications.close')}</span>
      </button>
      <div className={styles.items}>
        {unseen.map((n) => (
          <section key={n.id} className={styles.item} aria-labelledby={`notification-${n.id}`}>
            <h3 id={`notification-${n.id}`} className={styles.title}>
              {n.title}
            </h3>
            <p className={styles.text}>{n.description}</p>
          </section>
        ))}
      </div>
    </section>
  );
}
