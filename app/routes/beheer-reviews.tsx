// /beheer/recensies (issue 15 #3): the reviews visitors sent, oldest first, each with the book, the reviewer, how the
// book page will name them and the text; staff approve (published on the book page at once) or reject. Each button
// is a plain POST form with the CSRF token; a second click on a decided review changes nothing (decision 383).
import { data, Form, Link, redirect, useLoaderData } from 'react-router';
import { displayText } from '../../domain/account-input';
import { bookPath } from '../../domain/book-identifier';
import { ReviewItem } from '../components/book/reviews/ReviewItem';
import { CsrfField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import styles from '../components/contact/Beheer.module.css';
import reviewStyles from '../components/book/reviews/Reviews.module.css';
import type { Route } from './+types/beheer-reviews';

const PER_PAGE = 20;
const DATE = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});
const OUTCOMES = ['approved', 'rejected', 'unchanged'] as const;
type Outcome = (typeof OUTCOMES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'reviews');
  const url = new URL(request.url);
  const raw = url.searchParams.get('pagina');
  const page = raw === null ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1) throw data(null, { status: 404 });
  const done = url.searchParams.get('gedaan');
  const { reviews, total } = await context.services.reviews.pending({ page, perPage: PER_PAGE });
  return data(
    {
      csrf: context.auth.csrfToken(),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      reviews: reviews.map((r) => ({
        id: r.id,
        book: r.book,
        name: displayText(`${r.input.firstname} ${r.input.lastname}`),
        email: r.input.email,
        fromAccount: r.fromAccount,
        date: DATE.format(r.createdAt),
        iso: r.createdAt.toISOString(),
        shown: r.shown,
        // What the reviewer gave, shown on the site or not: staff judge it all.
        given: [
          ['field.profession', r.input.profession],
          ['field.website', r.input.website],
          ['field.profile', r.input.profile],
        ].filter(([, value]) => value !== ''),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** Approve or reject one review; back to the list with what happened (303, also without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'reviews');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const id = Number(fields.id);
  if (!Number.isInteger(id) || id < 1 || (fields.decision !== 'approve' && fields.decision !== 'reject'))
    throw data(null, { status: 400 });
  const reviews = context.services.reviews;
  const result =
    fields.decision === 'approve' ? await reviews.approve(id, actor) : await reviews.reject(id, actor);
  throw redirect(`${new URL(request.url).pathname}?gedaan=${result.kind}`, 303);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Recensies · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerReviews() {
  const { csrf, reviews, page, pages, total, outcome } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t('beheer.reviews')}</h1>
      <p>{t('beheer.reviews_intro')}</p>
      {outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.review_${outcome}`)}</p>
        </Feedback>
      ) : null}
      <p className={styles.muted}>{t('beheer.reviews_count', { n: total })}</p>
      {reviews.length === 0 ? <p>{t('beheer.reviews_empty')}</p> : null}
      <ol className={styles.messages}>
        {reviews.map((r) => (
          <li key={r.id}>
            <article id={`recensie-${r.id}`} className={styles.message} aria-labelledby={`review-${r.id}`}>
              <h2 id={`review-${r.id}`} className={styles.messageTitle}>
                <Link to={`${bookPath(r.book.sku, r.book.title, null)}/reviews`}>{r.book.title}</Link>{' '}
                <time dateTime={r.iso}>{r.date}</time>
              </h2>
              <p className={styles.sender}>
                <span className="visually-hidden">{t('beheer.review_reviewer')}: </span>
                {r.name} · <a href={`mailto:${r.email}`}>{r.email}</a>
              </p>
              <dl className={styles.fields}>
                <div>
                  <dt>{t('beheer.review_shown_as')}</dt>
                  <dd>{r.shown.reviewerName ?? t('review.name_hidden')}</dd>
                </div>
                {r.given.map(([label, value]) => (
                  <div key={label}>
                    <dt>{t(label!)}</dt>
                    <dd>{displayText(value!)}</dd>
                  </div>
                ))}
              </dl>
              <ReviewItem review={r.shown} />
              <div className={`${styles.handle} ${reviewStyles.buttons}`}>
                {(['approve', 'reject'] as const).map((decision) => (
                  <Form method="post" key={decision}>
                    <CsrfField token={csrf} />
                    <input type="hidden" name="id" value={r.id} />
                    <input type="hidden" name="decision" value={decision} />
                    <button
                      type="submit"
                      className={`button ${decision === 'approve' ? 'button-primary' : 'button-secondary'}`}
                    >
                      {t(`beheer.review_${decision}`)}
                      <span className="visually-hidden">
                        {' '}
                        ({r.book.title}, {r.name})
                      </span>
                    </button>
                  </Form>
                ))}
              </div>
            </article>
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('beheer.page', { page, pages })}>
          {page > 1 ? <Link to={`?pagina=${page - 1}`}>{t('beheer.older')}</Link> : null}
          <span>{t('beheer.page', { page, pages })}</span>
          {page < pages ? <Link to={`?pagina=${page + 1}`}>{t('beheer.newer')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
