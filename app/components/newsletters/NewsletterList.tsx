import { Link } from 'react-router';
import { longDateNl } from '../../../domain/newsletters';
import type { NewsletterSummary } from '../../../server/content/newsletters';
import { useT } from '../../lib/texts';
import { AdminLinks } from './NewsletterDialog';
import styles from './Newsletters.module.css';

/** Spec 1 §2.1, §2.8 overview: the newsletters per year, newest first; the newest year and the chosen one open. */
export function NewsletterList({
  newsletters,
  openWeek,
}: {
  newsletters: NewsletterSummary[];
  openWeek: number | null;
}) {
  const t = useT();
  const years = new Map<number, NewsletterSummary[]>();
  for (const n of newsletters) years.set(n.isoYear, [...(years.get(n.isoYear) ?? []), n]);
  const latestTag = newsletters[0]?.tag;
  return (
    <div className={styles.years}>
      {[...years].map(([year, items], index) => (
        <details
          key={year}
          className={styles.year}
          open={index === 0 || items.some((n) => n.week === openWeek)}
        >
          <summary className={styles.yearSummary}>
            <span className={styles.yearTitle}>{t('newsletters.year', { year })}</span>
            <span className={styles.yearCount}>{t('newsletters.year_count', { count: items.length })}</span>
          </summary>
          <ul className={styles.list}>
            {items.map((n) => (
              <NewsletterItem key={n.tag} newsletter={n} latest={n.tag === latestTag} />
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

function NewsletterItem({ newsletter: n, latest }: { newsletter: NewsletterSummary; latest: boolean }) {
  const t = useT();
  const named = (label: string) => (
    <>
      {label}
      <span className="visually-hidden">: {n.title}</span>
    </>
  );
  return (
    <li className={styles.item}>
      <p className={styles.week}>
        {t('newsletters.week', { week: n.isoWeek, date: longDateNl(n.monday) })}
        {latest ? <span className={styles.badge}>{t('newsletters.latest')}</span> : null}
      </p>
      <h3 className={styles.itemTitle}>{n.title}</h3>
      <p className={styles.links}>
        {n.webHref?.startsWith('/') ? (
          <Link to={n.webHref} preventScrollReset>
            {named(t('newsletters.web'))}
          </Link>
        ) : n.webHref ? (
          <a href={n.webHref} target="_blank" rel="noopener noreferrer">
            {named(t('newsletters.external'))}
          </a>
        ) : null}
        {n.pdfHref ? (
          <Link to={n.pdfHref} preventScrollReset>
            {named(t('newsletters.pdf'))}
          </Link>
        ) : null}
        {n.available ? null : <span className={styles.unavailableInline}>{t('newsletter.unavailable')}</span>}
      </p>
      {n.direct ? <AdminLinks direct={n.direct} /> : null}
    </li>
  );
}
