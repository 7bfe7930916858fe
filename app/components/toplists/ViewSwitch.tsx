import { LayoutGrid } from '../ui/icons/LayoutGrid';
import { LayoutList } from '../ui/icons/LayoutList';
import { List } from '../ui/icons/List';
import { Link, useLocation } from 'react-router';
import { LIST_VIEWS, type ListView } from '../../../domain/paging';
import { useT } from '../../lib/texts';
import styles from './TopLists.module.css';

const ICONS = { summaries: LayoutList, covers: LayoutGrid, list: List } as const;

/** Spec 1 §2.4 and §2.7 view switch: summaries, covers and list as links (`?view=`), so it works without script. */
export function ViewSwitch({ view, defaultView }: { view: ListView; defaultView: ListView }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav className={styles.views} aria-label={t('toplists.view_label')}>
      {LIST_VIEWS.map((option) => {
        const Icon = ICONS[option];
        return (
          <Link
            key={option}
            to={{ pathname, search: option === defaultView ? '' : `?view=${option}` }}
            className={styles.viewLink}
            aria-current={option === view ? 'page' : undefined}
            preventScrollReset
          >
            <Icon aria-hidden="true" size={18} />
            {t(`toplists.view.${option}`)}
          </Link>
        );
      })}
    </nav>
  );
}
