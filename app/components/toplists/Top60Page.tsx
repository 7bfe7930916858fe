import { Link, useSearchParams } from 'react-router';
import {
  TOP60_DEFAULT_VIEW,
  top60HasToggle,
  top60VisibleCount,
  topListView,
} from '../../../domain/top-lists';
import type { Top60List } from '../../../server/catalog/top-lists-service';
import { useT } from '../../lib/texts';
import { LoadingNotice } from './LoadingNotice';
import { ShowMoreToggle } from './ShowMoreToggle';
import { TopEntries } from './TopEntries';
import styles from './TopLists.module.css';
import { useTop60Open } from './use-top60-open';
import { ViewSwitch } from './ViewSwitch';

const LIST_ID = 'top60-list';

/** Spec 1 §2.7 Top 60 page: week heading, view switch, the entries, and show more / show less. */
export function Top60Page({ top60 }: { top60: Top60List }) {
  const t = useT();
  const [params] = useSearchParams();
  const view = topListView(params.get('view'), TOP60_DEFAULT_VIEW);
  const [expanded, setExpanded] = useTop60Open();
  const title = t('top60.title');
  const heading =
    top60.weekOfYear === null ? title : t('toplists.top60_heading', { week: top60.weekOfYear, title });
  const shown = top60.books.slice(0, top60VisibleCount(view, expanded));
  return (
    <section className={styles.page} aria-labelledby="top60-title">
      <header className={styles.head}>
        <h1 id="top60-title">{heading}</h1>
        <p className={styles.lead}>{t('toplists.top60_lead')}</p>
      </header>
      {top60.books.length === 0 ? (
        <p className={styles.empty}>{t('toplists.top60_empty')}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <ViewSwitch view={view} defaultView={TOP60_DEFAULT_VIEW} />
            <LoadingNotice />
          </div>
          <TopEntries id={LIST_ID} books={shown} view={view} />
          {top60HasToggle(view, top60.books.length) ? (
            <ShowMoreToggle
              expanded={expanded}
              total={top60.books.length}
              controls={LIST_ID}
              onToggle={setExpanded}
            />
          ) : null}
        </>
      )}
      <p className={styles.aside}>
        <Link to="/category/top10">{t('toplists.all_top10')}</Link>
      </p>
    </section>
  );
}
