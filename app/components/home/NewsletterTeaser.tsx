import { Link } from 'react-router';
import type { NewsletterTeaser as Teaser } from '../../../server/catalog/home';
import { useT } from '../../lib/texts';
import { NewsletterActions } from '../shell/NewsletterActions';
import styles from './NewsletterTeaser.module.css';

/**
 * Spec 1 §2.3 mobile newsletter teaser: web and pdf links of the latest newsletter (the web link opens the
 * reading dialog, the pdf link is the file), all newsletters and the signup. Wide screens have the newsletter
 * block in the right sidebar instead.
 */
export function NewsletterTeaser({ newsletter }: { newsletter: Teaser | null }) {
  const t = useT();
  return (
    <section className={styles.teaser} aria-labelledby="newsletter-teaser-title">
      <h2 id="newsletter-teaser-title" className={styles.title}>
        {t('shell.newsletter_title')}
      </h2>
      <p className={styles.text}>{t('shell.newsletter_text')}</p>
      {newsletter ? (
        <p className={styles.latest}>
          <span className={styles.latestTitle}>{newsletter.title}</span>
          {newsletter.webHref?.startsWith('/') ? (
            <Link to={newsletter.webHref}>{t('home.newsletter_web')}</Link>
          ) : newsletter.webHref ? (
            <a href={newsletter.webHref}>{t('home.newsletter_web')}</a>
          ) : null}
          {newsletter.pdfHref ? (
            <a href={newsletter.pdfHref} type="application/pdf">
              {t('home.newsletter_pdf')}
            </a>
          ) : null}
        </p>
      ) : null}
      <NewsletterActions />
    </section>
  );
}
