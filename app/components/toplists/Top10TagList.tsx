import { Link, useSearchParams } from 'react-router';
import { TOP10_DEFAULT_VIEW, topListView } from '../../../domain/top-lists';
import type { Top10List } from '../../../server/catalog/top-lists-service';
import { useT } from '../../lib/texts';
import { LoadingNotice } from './LoadingNotice';
import { TopEntries } from './TopEntries';
import styles from './TopLists.module.css';
import { ViewSwitch } from './ViewSwitch';

/**
 * Spec 1 §2.1, §2.7: /subcategory/top10{section} (and any category or subcategory name starting with 'top10')
 * shows that section's top-10 list in the three views; an empty section says 'Er is hiervan geen top 10
 * gevonden'.
 */
export function Top10TagList({ list }: { list: Top10List }) {
  const t = useT();
  const [params] = useSearchParams();
  const view = topListView(params.get('view'), TOP10_DEFAULT_VIEW);
  const titleId = `top10-${list.tag}-title`;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>
          <Link to="/category/top10">{t('toplists.all_top10')}</Link>
        </p>
        <h1 id={titleId}>{list.title}</h1>
        {list.books.length > 0 ? <p className={styles.lead}>{t('toplists.tag_lead')}</p> : null}
      </header>
      {list.books.length > 0 ? (
        <>
          <div className={styles.toolbar}>
            <ViewSwitch view={view} defaultView={TOP10_DEFAULT_VIEW} />
            <LoadingNotice />
          </div>
          <TopEntries id={`top10-${list.tag}-list`} books={list.books} view={view} />
        </>
      ) : (
        <p className={styles.empty}>{t('top10.none_found')}</p>
      )}
    </section>
  );
}
