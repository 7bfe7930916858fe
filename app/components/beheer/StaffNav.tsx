// The staff area's navigation (issue 31, decision 741): the /beheer pages in a few groups, as Shopify's admin does,
// because one flat row had grown to four rows on a desktop and a whole phone screen. Below 1100 px the lot folds
// behind one <details> (the page's own content shows at once; it opens without JavaScript) and inside it only the
// current page's group is open; from 1100 px it is a side column with every group shown (CSS opens the folds).
import { Link } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './StaffNav.module.css';

/** One link of the navigation: its path, whether only the exact path is it (the home), its title key. */
export interface StaffNavPage {
  to: string;
  end: boolean;
  label: string;
}

/** A named group of links (its label key); the home page stands alone above the groups. */
export interface StaffNavGroup {
  label: string;
  pages: readonly StaffNavPage[];
}

/** The page the address is on: the longest path that holds it (the import's own entry, not the books' above it). */
export function currentStaffPage(pages: readonly StaffNavPage[], pathname: string): string | null {
  const holding = pages.filter((p) => pathname === p.to || (!p.end && pathname.startsWith(`${p.to}/`)));
  return holding.reduce<string | null>((best, p) => (best && best.length >= p.to.length ? best : p.to), null);
}

function PageLink({ page, current }: { page: StaffNavPage; current: string | null }) {
  const t = useT();
  return (
    <li>
      <Link to={page.to} aria-current={page.to === current ? 'page' : undefined}>
        {t(page.label)}
      </Link>
    </li>
  );
}

export function StaffNav({
  home,
  groups,
  pathname,
}: {
  home: StaffNavPage | null;
  groups: readonly StaffNavGroup[];
  pathname: string;
}) {
  const t = useT();
  const all = [...(home ? [home] : []), ...groups.flatMap((g) => g.pages)];
  const current = currentStaffPage(all, pathname);
  const currentGroup = groups.find((g) => g.pages.some((p) => p.to === current)) ?? null;
  const currentLabel = all.find((p) => p.to === current)?.label;
  return (
    <nav className={styles.nav} aria-label={t('beheer.nav_label')}>
      {/* Keyed by the page, so a client-side move renders the fold closed again and the new page's group open. */}
      <details className={styles.fold} key={current ?? ''}>
        <summary className={styles.foldSummary}>
          <span className={styles.menu}>{t('beheer.nav_menu')}</span>
          {currentLabel ? (
            <span className={styles.where}>
              {currentGroup ? `${t(currentGroup.label)} · ` : ''}
              {t(currentLabel)}
            </span>
          ) : null}
        </summary>
        <div className={styles.groups}>
          {home ? (
            <ul className={styles.home}>
              <PageLink page={home} current={current} />
            </ul>
          ) : null}
          {groups.map((group) => (
            <details key={group.label} className={styles.group} open={group === currentGroup}>
              <summary className={styles.groupSummary}>{t(group.label)}</summary>
              <p className={styles.groupLabel} aria-hidden="true">
                {t(group.label)}
              </p>
              <ul aria-label={t(group.label)}>
                {group.pages.map((page) => (
                  <PageLink key={page.to} page={page} current={current} />
                ))}
              </ul>
            </details>
          ))}
        </div>
      </details>
    </nav>
  );
}
