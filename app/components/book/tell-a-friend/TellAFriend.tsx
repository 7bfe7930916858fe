// Spec 1 §2.6 and spec 3 §2 the book page's 'Tip een vriend' (issue 15 #4). Without JavaScript a link to the form's
// own page /send-to-friend/{sku} (a plain post, then back to the book); with JavaScript a button that opens the
// form in this section, its data and its send fetched from that page's loader and action. The book page itself
// stays free of anything per visitor (token, profile), so it can be cached for everyone.
import { lazy, Suspense, useState } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '../../../lib/use-browser';
import { useT } from '../../../lib/texts';
import bookStyles from '../BookPage.module.css';
import styles from './TellAFriend.module.css';
import type { FriendFormData, FriendFormResult } from './types';

// Loaded when the visitor opens the section: the form is not part of the book page's first load (the budget).
const TellAFriendForm = lazy(() => import('./TellAFriendForm').then((m) => ({ default: m.TellAFriendForm })));

export const sendToFriendPath = (sku: string) => `/send-to-friend/${encodeURIComponent(sku)}`;

export function TellAFriend({ sku, title }: { sku: string; title: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const form = useFetcher<FriendFormData>();
  const send = useFetcher<FriendFormResult>();
  const path = sendToFriendPath(sku);
  const toggle = () => {
    if (!open && !form.data && form.state === 'idle') void form.load(path);
    setOpen(!open);
  };
  return (
    <section className={bookStyles.section} aria-labelledby="book-friend-title">
      <h2 id="book-friend-title" className={bookStyles.sectionTitle}>
        {t('friend.title')}
      </h2>
      <div>
        {hydrated ? (
          <button
            type="button"
            className={bookStyles.toolButton}
            aria-expanded={open}
            aria-controls="book-friend-panel"
            onClick={toggle}
          >
            {t('friend.open')}
          </button>
        ) : (
          <a href={path} className={bookStyles.toolButton}>
            {t('friend.open')}
          </a>
        )}
      </div>
      {open ? (
        <div id="book-friend-panel" className={styles.panel}>
          {form.data ? (
            <Suspense fallback={<p role="status">{t('friend.loading', { title })}</p>}>
              <TellAFriendForm
                form="book-friend"
                loaded={form.data}
                result={send.data}
                FormElement={send.Form}
                action={path}
                submitting={send.state !== 'idle'}
              />
            </Suspense>
          ) : (
            <p role="status">{t('friend.loading', { title })}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
