import type { ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { LayoutName } from '../../lib/layout';
import { useShell } from '../../lib/shell';
import { useRouteFocus } from '../../lib/use-route-focus';
import { useT } from '../../lib/texts';
import { AddedDialogScope } from '../cart/add/AddedDialogScope';
import { BackButton } from './BackButton';
import { OpenOrderNotice } from './OpenOrderNotice';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { LeftSidebar } from './LeftSidebar';
import { NotificationsPanel } from './NotificationsPanel';
import { RightSidebar } from './RightSidebar';
import { ScrollTopButton } from './ScrollTopButton';
import styles from './Shell.module.css';
import { StickyBar } from './StickyBar';
import { TechnicalErrorDialog } from './TechnicalErrorDialog';
import { VersionCheck } from './VersionCheck';

const HOME_PATHS = new Set(['/', '/all-books', '/all-books/']);

/**
 * Spec 1 §2.2 page shell around every page. Default and error layouts have both sidebars; custom-authors and
 * single-column give the page the full width. Without shell data (the root loader itself failed) it still
 * renders a usable header and footer.
 */
export function Shell({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const shell = useShell();
  const t = useT();
  const { pathname } = useLocation();
  // Issue 14: pages after a payment (handle.backButton false) have their own ways on; history.back() would lead
  // into the provider's page or repeat a form post.
  const noBack = useMatches().some(
    (m) => (m.handle as { backButton?: boolean } | undefined)?.backButton === false,
  );
  const sidebars = shell && (layout === 'default' || layout === 'error');
  useRouteFocus('inhoud');
  return (
    <>
      <a href="#inhoud" className={styles.skip} id="top">
        {t('shell.skip_link')}
      </a>
      {/* Fixed at the bottom of the screen, but second in the Tab order (issue 29: 'Begrepen' was 158 Tabs away). */}
      <CookieNotice />
      <Header shell={shell} />
      <StickyBar shell={shell} />
      <div className={`${styles.page} ${sidebars ? styles.withSidebars : styles[layout]}`}>
        {/* tabIndex -1: the skip link and route changes can move focus to the content itself. */}
        <main id="inhoud" tabIndex={-1} className={styles.main}>
          {shell ? <NotificationsPanel notifications={shell.notifications} /> : null}
          {HOME_PATHS.has(pathname) || noBack ? null : <BackButton />}
          <OpenOrderNotice />
          {/* One added-to-cart dialog per add, however often the book shows on the page. */}
          <AddedDialogScope>{children}</AddedDialogScope>
        </main>
        {sidebars ? (
          <>
            <div className={styles.left}>
              <LeftSidebar shell={shell} />
            </div>
            <div className={styles.right}>
              <RightSidebar shell={shell} />
            </div>
          </>
        ) : null}
      </div>
      <Footer shell={shell} />
      <ScrollTopButton />
      <TechnicalErrorDialog />
      <VersionCheck />
    </>
  );
}
