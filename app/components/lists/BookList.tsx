import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { PageView } from '../../../domain/paging';
import { showsStockPriority } from '../../../domain/paging';
import type { BookListPage } from '../../../server/catalog/lists/types';
import { type Crumb, shopHomePath } from '../../lib/breadcrumbs';
import { useShell } from '../../lib/shell';
import { useT } from '../../lib/texts';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import type { KeptParams } from './list-url';
import { ListBookItem } from './ListBookItem';
import { useCountText } from './ListCount';
import styles from './ListControls.module.css';
import { Pagination } from './Pagination';
import { PerPage } from './PerPage';
import { SortBar } from './SortBar';
import { StockPriority } from './StockPriority';
import { ViewSwitch } from './ViewSwitch';

/** How many covers load at once: the first screenful in any view. */
const EAGER_COVERS = 4;

export interface BookListProps {
  title: string;
  page: BookListPage;
  /** This page's own defaults (e.g. 250 per page for the own books), left out of its addresses. */
  defaults?: Partial<PageView>;
  /** What the list shows when it is empty (spec 1 §2.4 empty states). */
  emptyText: string;
  /** Above the controls: intro, author profile, subcategory chips, breadcrumbs. */
  children?: ReactNode;
  /** Sort bar and per-page selector; the Top 10 and other short lists leave them out. */
  controls?: boolean;
  /** 2 when the list sits under a page's own h1. */
  level?: 1 | 2;
  /** The trail after the shop's home, ending with this list (shown with its BreadcrumbList). */
  crumbs?: readonly Crumb[];
  /** Page parameters every list link keeps (the search term and scope). */
  keep?: KeptParams;
}

/**
 * Spec 1 §2.4 book list: title with count, sort bar, view switch, stock priority, the books in the chosen view
 * and pagination with a per-page selector. All state is in the address.
 */
export function BookList({
  title,
  page,
  defaults = {},
  emptyText,
  children,
  controls = true,
  level = 1,
  crumbs,
  keep = {},
}: BookListProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const t = useT();
  const countText = useCountText();
  const shell = useShell();
  const navigation = useNavigation();
  const location = useLocation();
  const { view, total, books, listType } = page;
  // Loading another state of this same list: keep the old books visible, dimmed, and say so.
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const first = (view.page - 1) * view.perPage + 1;
  return (
    <section className={styles.list} aria-labelledby="list-title">
      <header className={styles.header}>
        {crumbs ? (
          <Breadcrumbs
            items={[{ label: t('seo.home'), href: shopHomePath(shell?.shop ?? 'SHOP_SB') }, ...crumbs]}
          />
        ) : null}
        <Heading id="list-title" className={styles.title}>
          {title} <span className={styles.count}>({countText(total, page.capped)})</span>
        </Heading>
        {children}
      </header>
      {total > 0 && controls ? (
        <div className={styles.controls} role="group" aria-label={t('list.controls_label')}>
          <SortBar listType={listType} view={view} defaults={defaults} keep={keep} />
          <div className={styles.controlRow}>
            <ViewSwitch view={view} defaults={defaults} keep={keep} />
            {showsStockPriority(listType, view.sort) ? (
              <StockPriority view={view} defaults={defaults} keep={keep} />
            ) : null}
            <PerPage view={view} total={total} defaults={defaults} keep={keep} id="per-page-top" />
          </div>
        </div>
      ) : null}
      <p className={styles.status} role="status" aria-live="polite">
        {loading ? t('list.loading') : null}
      </p>
      {total === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          {controls ? (
            <p className={styles.range}>
              {t(page.capped ? 'list.range_more' : 'list.range', {
                from: first.toLocaleString('nl-NL'),
                to: (first + books.length - 1).toLocaleString('nl-NL'),
                total: total.toLocaleString('nl-NL'),
              })}
            </p>
          ) : null}
          <ol
            aria-label={t('list.books_label')}
            className={`${styles.books} ${styles[`books_${view.view}`]} ${loading ? styles.loading : ''}`}
          >
            {books.map((book, index) => (
              <li key={book.sku}>
                <ListBookItem
                  book={book}
                  view={view.view}
                  eager={index < EAGER_COVERS}
                  isAdmin={shell?.viewer.isAdmin ?? false}
                />
              </li>
            ))}
          </ol>
          <div className={styles.footer}>
            <Pagination view={view} total={total} defaults={defaults} keep={keep} />
          </div>
        </>
      )}
    </section>
  );
}
