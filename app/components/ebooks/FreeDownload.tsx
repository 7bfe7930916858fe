// Spec 1 §2.8 (issue 32, decision 808): a free e-book's download. A logged-in visitor gets the download link
// (server/http/ebook-routes.ts checks the login and the EBOOK_DOWNLOADS feature again); a guest the spec's words
// 'Log in of meld je aan voor gratis download' with the login and registration links, both returning to the book
// page afterwards (?next=, checked by domain/redirect.ts); in the e-books page's list a guest gets the link to the
// book's page instead. Plain links: it works without JavaScript.
import type { EbookFormat } from '../../../domain/ebooks';
import { useShell } from '../../lib/shell';
import { useT } from '../../lib/texts';
import styles from '../lists/Ebooks.module.css';

export function FreeDownload({
  sku,
  title,
  format,
  headingLevel = 'p',
}: {
  sku: string;
  title: string;
  format: EbookFormat;
  /**
   * 'p': a list item (the e-books page) names the book with a link to its page, and a guest — whom the page's
   * sign-up block already addresses — gets only that link; 'none': the book page, with the guest's links.
   */
  headingLevel?: 'p' | 'none';
}) {
  const t = useT();
  const loggedIn = useShell()?.viewer.loggedIn ?? false;
  const back = encodeURIComponent(`/book/${sku}`);
  return (
    <div className={styles.download}>
      {headingLevel === 'p' ? (
        <p className={styles.downloadTitle}>
          <a href={`/book/${encodeURIComponent(sku)}`}>{title}</a>
        </p>
      ) : null}
      {loggedIn ? (
        <a href={`/ebooks/${encodeURIComponent(sku)}/download`} className="button button-primary" download>
          {t(format === 'pdf' ? 'ebooks.download' : 'ebooks.download_epub')}
          <span className="visually-hidden"> {title}</span>
        </a>
      ) : headingLevel === 'p' ? null : (
        <>
          <p>{t('ebooks.login_for_download')}</p>
          <p className={styles.registerActions}>
            <a href={`/login?next=${back}`} className="button button-primary">
              {t('ebooks.login_link')}
            </a>
            <a href={`/register?next=${back}`} className="button button-secondary">
              {t('ebooks.register_link')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
