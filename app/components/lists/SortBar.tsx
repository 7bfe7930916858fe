import { Link } from 'react-router';
import { changeSort, type ListType, type PageView, resetSort, sortOptions } from '../../../domain/paging';
import { useT } from '../../lib/texts';
import { type KeptParams, searchFor } from './list-url';
import styles from './ListControls.module.css';

/**
 * Spec 1 §2.4 sort bar: title, price, author (not on author pages), release date; clicking the active item
 * flips asc/desc; 'Verwijder sortering' goes back to ID descending.
 */
export function SortBar({
  listType,
  view,
  defaults,
  keep = {},
}: {
  listType: ListType;
  view: PageView;
  defaults: Partial<PageView>;
  keep?: KeptParams;
}) {
  const t = useT();
  const sortedByDefault = view.sort === (defaults.sort ?? 'id') && view.order === (defaults.order ?? 'desc');
  return (
    <div className={styles.sortBar}>
      <span className={styles.controlLabel} id={`sort-${listType}`}>
        {t('list.sort_label')}
      </span>
      <ul className={styles.chips} aria-labelledby={`sort-${listType}`}>
        {sortOptions(listType).map((key) => {
          const active = view.sort === key;
          return (
            <li key={key}>
              <Link
                to={{ search: searchFor(changeSort(view, key), defaults, keep) }}
                className={`${styles.chip} ${active ? styles.chipActive : ''}`}
                aria-current={active ? 'true' : undefined}
                title={active ? t('list.sort.toggle_hint') : undefined}
              >
                {t(`list.sort.${key}`)}
                {active ? (
                  <>
                    <span aria-hidden="true">{view.order === 'asc' ? '↑' : '↓'}</span>
                    <span className="visually-hidden"> ({t(`list.sort.${view.order}`)})</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
        {view.sort !== 'id' || !sortedByDefault ? (
          <li>
            <Link to={{ search: searchFor(resetSort(view), defaults, keep) }} className={styles.reset}>
              <span aria-hidden="true">×</span>
              {t('list.sort.reset')}
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
