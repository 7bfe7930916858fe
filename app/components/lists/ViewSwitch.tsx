import { AlignJustify } from '../ui/icons/AlignJustify';
import { LayoutGrid } from '../ui/icons/LayoutGrid';
import { List } from '../ui/icons/List';
import { Link } from 'react-router';
import { LIST_VIEWS, type ListView, type PageView } from '../../../domain/paging';
import { useT } from '../../lib/texts';
import { type KeptParams, searchFor } from './list-url';
import styles from './ListControls.module.css';

const ICONS: Record<ListView, typeof List> = { summaries: AlignJustify, covers: LayoutGrid, list: List };

/** Spec 1 §2.4 view switch: summaries, covers, list. The page stays; only the presentation changes. */
export function ViewSwitch({
  view,
  defaults,
  keep = {},
}: {
  view: PageView;
  defaults: Partial<PageView>;
  keep?: KeptParams;
}) {
  const t = useT();
  return (
    <div className={styles.viewSwitch}>
      <span className={styles.controlLabel} id="view-switch-label">
        {t('list.view_label')}
      </span>
      <ul className={styles.segmented} aria-labelledby="view-switch-label">
        {LIST_VIEWS.map((v) => {
          const Icon = ICONS[v];
          const active = view.view === v;
          return (
            <li key={v}>
              <Link
                to={{ search: searchFor({ ...view, view: v }, defaults, keep) }}
                preventScrollReset
                className={`${styles.segment} ${active ? styles.segmentActive : ''}`}
                aria-current={active ? 'true' : undefined}
              >
                <Icon aria-hidden="true" size={18} />
                <span className={styles.segmentText}>{t(`list.view.${v}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
