import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  canGoBack,
  canGoForward,
  goToPage,
  JUMP_STEP,
  jumpBack,
  jumpForward,
  next,
  type PageView,
  pageWindow,
  previous,
} from '../../../domain/paging';
import { useT } from '../../lib/texts';
import { type KeptParams, searchFor } from './list-url';
import styles from './Pagination.module.css';

/**
 * Spec 1 §2.4 and §4: a window of 6 page numbers, previous/next by one (shifting the window at its edge),
 * arrows that jump 6, back inactive on page 1 and forward on the last page.
 */
export function Pagination({
  view,
  total,
  defaults,
  keep = {},
}: {
  view: PageView;
  total: number;
  defaults: Partial<PageView>;
  keep?: KeptParams;
}) {
  const t = useT();
  const pages = pageWindow(view, total);
  if (pages.length <= 1) return null;
  const back = canGoBack(view);
  const forward = canGoForward(view, total);
  return (
    <nav className={styles.pagination} aria-label={t('list.pagination')}>
      <ul>
        <Step
          to={back ? jumpBack(view, total) : null}
          label={t('list.jump_back', { n: JUMP_STEP })}
          defaults={defaults}
        >
          <span aria-hidden="true">«</span>
        </Step>
        <Step
          to={back ? previous(view, total) : null}
          label={t('list.previous')}
          defaults={defaults}
          keep={keep}
        >
          <span aria-hidden="true">‹</span>
        </Step>
        {pages.map((page) =>
          page === view.page ? (
            <li key={page}>
              <span className={`${styles.item} ${styles.current}`} aria-current="page">
                <span className="visually-hidden">{t('list.page_current', { page })}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            </li>
          ) : (
            <li key={page}>
              <Link
                to={{ search: searchFor(goToPage(view, page, total), defaults, keep) }}
                className={styles.item}
                aria-label={t('list.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <Step to={forward ? next(view, total) : null} label={t('list.next')} defaults={defaults} keep={keep}>
          <span aria-hidden="true">›</span>
        </Step>
        <Step
          to={forward ? jumpForward(view, total) : null}
          label={t('list.jump_forward', { n: JUMP_STEP })}
          defaults={defaults}
        >
          <span aria-hidden="true">»</span>
        </Step>
      </ul>
    </nav>
  );
}

function Step({
  to,
  label,
  defaults,
  keep,
  children,
}: {
  to: PageView | null;
  label: string;
  defaults: Partial<PageView>;
  keep?: KeptParams;
  children: ReactNode;
}) {
  return (
    <li>
      {to ? (
        <Link
          to={{ search: searchFor(to, defaults, keep) }}
          className={styles.item}
          aria-label={label}
          title={label}
        >
          {children}
        </Link>
      ) : (
        <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true" title={label}>
          <span className="visually-hidden">{label}</span>
          {children}
        </span>
      )}
    </li>
  );
}
