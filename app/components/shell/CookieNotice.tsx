import { Cookie } from '../ui/icons/Cookie';
import { useState } from 'react';
import { savePreference } from '../../lib/preferences-cookie';
import { usePreferences } from '../../lib/root-data';
import { useT } from '../../lib/texts';
import styles from './CookieNotice.module.css';

/**
 * Spec 3 §4 "Start-up": the cookie notice shows until dismissed via a stored flag. The server reads the flag
 * from the preferences cookie, so a dismissed notice is not even in the HTML (no flash on the next page). It comes
 * right after the skip link in the page (app/components/shell/Shell.tsx), so the keyboard reaches it at once.
 */
export function CookieNotice() {
  const t = useT();
  const dismissed = usePreferences().cookies === 1;
  const [closed, setClosed] = useState(false);
  if (dismissed || closed) return null;
  return (
    <section className={styles.notice} aria-label={t('cookies.label')}>
      <Cookie aria-hidden="true" size={24} className={styles.icon} />
      <p className={styles.text}>{t('cookies.text')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          setClosed(true);
          savePreference({ cookies: 1 });
          // The button goes away with the notice: focus stays at this place in the Tab order, on the skip link
          // before it (issue 29: it fell back to the page's start, out of sight of a keyboard user).
          document.getElementById('top')?.focus();
        }}
      >
        {t('cookies.ok')}
      </button>
    </section>
  );
}
