import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BOOK_TABS } from '../../../domain/book-identifier';
import { formatDateNl } from '../../../domain/dates';
import { OWN_EDITION } from '../../../domain/labels';
import type { BookPageData, BookTab } from '../../routes/book';
import { useT } from '../../lib/texts';
import styles from './BookPage.module.css';

// Issue 15 #3: the review form's code loads with the reviews tab only (the book page's first load stays in budget);
// the server renders it in full, so it works before (and without) its script.
const ReviewForm = lazy(() => import('./reviews/ReviewForm').then((m) => ({ default: m.ReviewForm })));

/** Spec 1 §2.1 and §2.6: description, reviews and specifications, each a real link with its own address. */
export function BookTabs({ page }: { page: BookPageData }) {
  const t = useT();
  const hrefOf = (tab: BookTab) => (tab === 'description' ? page.canonical : `${page.canonical}/${tab}`);
  return (
    <section className={styles.tabsSection}>
      <nav aria-label={t('book.tabs_label')}>
        <ul className={styles.tabs}>
          {BOOK_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={hrefOf(tab)}
                className={styles.tab}
                aria-current={page.tab === tab ? 'page' : undefined}
                preventScrollReset
              >
                {tab === 'reviews' && page.reviews.length > 0
                  ? t('book.reviews_count', { count: page.reviews.length })
                  : t(`book.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel}>
        <h2 className="visually-hidden">{t(`book.tab.${page.tab}`)}</h2>
        {page.tab === 'description' ? <Description page={page} /> : null}
        {page.tab === 'reviews' ? <Reviews page={page} /> : null}
        {page.tab === 'reviews' ? (
          <Suspense fallback={null}>
            <ReviewForm sku={page.book.sku} setup={page.reviewForm} heading="h3" />
          </Suspense>
        ) : null}
        {page.tab === 'specifications' ? <Specifications page={page} /> : null}
      </div>
    </section>
  );
}

/** 'Er is geen beschrijving aanwezig' when there is none; the string '0' means none too. */
function Description({ page }: { page: BookPageData }) {
  const t = useT();
  const text = page.book.description?.trim() ?? '';
  if (text === '' || text === '0') return <p className={styles.muted}>{t('book.no_description')}</p>;
  return (
    <div className={styles.description}>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

function Reviews({ page }: { page: BookPageData }) {
  const t = useT();
  if (page.reviews.length === 0) return <p className={styles.muted}>{t('book.no_reviews')}</p>;
  return (
    <ul className={styles.reviews}>
      {page.reviews.map((r) => (
        <li key={r.id} className={styles.review}>
          {r.title ? <h3 className={styles.reviewTitle}>{r.title}</h3> : null}
          <p>{r.review}</p>
          <p className={styles.reviewer}>
            <span>{r.reviewerName ?? t('review.name_hidden')}</span>
            {r.profession ? <span>, {r.profession}</span> : null}
            {r.website ? (
              <>
                {' · '}
                <a href={r.website} rel="nofollow noopener">
                  {r.website.replace(/^https?:\/\/(www\.)?/, '')}
                </a>
              </>
            ) : null}
            {' · '}
            <time dateTime={r.date}>{formatDateNl(r.date)}</time>
            {r.source ? <span> · {t('book.review_source', { source: r.source })}</span> : null}
          </p>
          {r.profile ? <p className={styles.reviewer}>{r.profile}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Specifications({ page }: { page: BookPageData }) {
  const t = useT();
  const { book } = page;
  const rows: [string, string | null][] = [
    ['book.spec.isbn', book.sku],
    [
      'book.spec.publisher',
      t(book.sbEdition === OWN_EDITION ? 'book.spec.publisher_own' : 'book.spec.publisher_unknown'),
    ],
    ['book.spec.language', book.languageName ?? book.lang],
    ['book.spec.version', book.version],
    ['book.spec.pages', book.pages ? String(book.pages) : null],
    ['book.spec.release_date', book.releaseDate ? formatDateNl(book.releaseDate) : null],
    ['book.spec.nur', book.nur ? String(book.nur) : null],
    [
      'book.spec.collection',
      book.collectionName
        ? book.collectionPart
          ? t('book.spec.collection_part', { name: book.collectionName, part: book.collectionPart })
          : book.collectionName
        : null,
    ],
    ['book.spec.category', book.subcategory?.displayValue ?? book.category?.displayValue ?? null],
    // Spec 1 §2.6: dimensions and weight only when non-zero.
    ['book.spec.width', book.widthMm ? t('book.spec.mm', { value: book.widthMm }) : null],
    ['book.spec.length', book.lengthMm ? t('book.spec.mm', { value: book.lengthMm }) : null],
    ['book.spec.thickness', book.thicknessMm ? t('book.spec.mm', { value: book.thicknessMm }) : null],
    ['book.spec.weight', book.weightG ? t('book.spec.g', { value: book.weightG }) : null],
  ];
  return (
    <dl className={styles.specs}>
      {rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
        .map(([key, value]) => (
          <div key={key} className={styles.specRow}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
