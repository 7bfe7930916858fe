import { ExternalLink } from '../ui/icons/ExternalLink';
import { FileText } from '../ui/icons/FileText';
import { longDateNl } from '../../../domain/newsletters';
import type { NewsletterReading } from '../../../server/content/newsletters';
import { useT } from '../../lib/texts';
import { LinkedDialog } from './LinkedDialog';
import styles from './Newsletters.module.css';

/**
 * Spec 1 §2.1, §2.2, §2.8: a newsletter in a dialog — our web page in a frame, a link to our pdf, or the
 * external archive (before week 2030); '(Deze nieuwsbrief is momenteel niet beschikbaar)' without a file.
 */
export function NewsletterDialog({
  newsletter,
  closeHref,
}: {
  newsletter: NewsletterReading;
  closeHref: string;
}) {
  const t = useT();
  const n = newsletter;
  const webLink = n.webSrc ? (
    <a href={n.webSrc} target="_blank" rel="noopener" className={styles.action}>
      <ExternalLink aria-hidden="true" size={18} />
      {n.view === 'web' ? t('newsletters.open_web') : t('newsletters.web')}
    </a>
  ) : null;
  const pdfLink = n.pdfSrc ? (
    <a
      href={n.pdfSrc}
      className={n.view === 'pdf' ? 'button button-primary' : styles.action}
      type="application/pdf"
    >
      <FileText aria-hidden="true" size={18} />
      {n.view === 'pdf' ? t('newsletters.open_pdf') : t('newsletters.other_pdf')}
    </a>
  ) : null;

  let body;
  let actions = null;
  if (n.view === 'web' && n.webSrc) {
    body = (
      <iframe
        className={styles.frame}
        src={n.webSrc}
        title={t('newsletters.frame_title', { title: n.title })}
      />
    );
    actions = (
      <>
        {webLink}
        {pdfLink}
      </>
    );
  } else if (n.view === 'pdf' && n.pdfSrc) {
    body = (
      <div className={styles.message}>
        <FileText aria-hidden="true" size={40} className={styles.messageIcon} />
        <p>{t('newsletters.pdf_text')}</p>
        <p>{pdfLink}</p>
      </div>
    );
    actions = webLink;
  } else if (n.view === 'external' && n.externalHref) {
    body = (
      <div className={styles.message}>
        <p>{t('newsletters.external_text')}</p>
        <p>
          <a
            href={n.externalHref}
            target="_blank"
            rel="noopener noreferrer"
            className="button button-primary"
          >
            <ExternalLink aria-hidden="true" size={18} />
            {t('newsletters.open_external')}
          </a>
        </p>
      </div>
    );
  } else {
    body = <p className={styles.unavailable}>{t('newsletter.unavailable')}</p>;
  }

  return (
    <LinkedDialog
      title={n.title}
      subtitle={t('newsletters.week', { week: n.isoWeek, date: longDateNl(n.monday) })}
      closeHref={closeHref}
      actions={actions}
    >
      {body}
      {n.direct ? <AdminLinks direct={n.direct} /> : null}
    </LinkedDialog>
  );
}

/** Spec 1 §2.8 "Admins see direct web and pdf links": the stored files themselves. */
export function AdminLinks({ direct }: { direct: NonNullable<NewsletterReading['direct']> }) {
  const t = useT();
  return (
    <p className={styles.admin}>
      <span>{t('newsletters.admin')}</span>
      {direct.web ? <a href={direct.web}>{t('newsletters.admin_web')}</a> : null}
      {direct.pdf ? <a href={direct.pdf}>{t('newsletters.admin_pdf')}</a> : null}
      {!direct.web && !direct.pdf ? <span>{t('newsletters.admin_none')}</span> : null}
    </p>
  );
}
