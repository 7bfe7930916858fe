// One review as the book page's list shows it (spec 1 §2.6), and the form's preview of it: title, text, the
// reviewer's name — or '(Naam bekend bij redactie)' when both names are hidden (spec 1 §8) — with the profession,
// website and profile the reviewer allows, the date and the source.
import { formatDateNl } from '../../../../domain/dates';
import { useT } from '../../../lib/texts';
import styles from '../BookPage.module.css';
import own from './Reviews.module.css';

export interface ShownReview {
  title: string;
  review: string;
  reviewerName: string | null;
  profession: string | null;
  website: string | null;
  profile: string | null;
  /** 'YYYY-MM-DD'; none in a preview. */
  date?: string;
  source?: string | null;
}

export function ReviewItem({
  review: r,
  heading: Heading = 'h3',
}: {
  review: ShownReview;
  heading?: 'h3' | 'h4';
}) {
  const t = useT();
  return (
    <>
      {r.title ? <Heading className={styles.reviewTitle}>{r.title}</Heading> : null}
      {r.review.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className={own.text}>
          {paragraph}
        </p>
      ))}
      <p className={styles.reviewer}>
        <span>{r.reviewerName ?? t('review.name_hidden')}</span>
        {r.profession ? <span>, {r.profession}</span> : null}
        {r.website ? (
          <>
            {' · '}
            <a href={r.website} rel="nofollow noopener ugc">
              {r.website.replace(/^https?:\/\/(www\.)?/i, '')}
            </a>
          </>
        ) : null}
        {r.date ? (
          <>
            {' · '}
            <time dateTime={r.date}>{formatDateNl(r.date)}</time>
          </>
        ) : null}
        {r.source ? <span> · {t('book.review_source', { source: r.source })}</span> : null}
      </p>
      {r.profile ? <p className={`${styles.reviewer} ${own.profile}`}>{r.profile}</p> : null}
    </>
  );
}
