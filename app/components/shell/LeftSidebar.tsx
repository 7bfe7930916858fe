import { Link } from 'react-router';
import type { ShellData } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import styles from './LeftSidebar.module.css';
import { LinkList } from './LinkList';
import { SidebarBlock } from './SidebarBlock';

/**
 * Spec 1 §2.2 left sidebar: welcome, categories, other languages, product groups and the own (is_sb) authors.
 * Groups and authors arrive empty in the all-books shop, so they simply do not show there.
 */
export function LeftSidebar({ shell }: { shell: ShellData }) {
  const t = useT();
  const { viewer } = shell;
  return (
    <aside className={styles.sidebar} aria-label={t('shell.sidebar_left')}>
      <section className={styles.welcome}>
        {viewer.loggedIn ? (
          <h2 className={styles.welcomeTitle}>
            {t('shell.welcome_named', { name: viewer.firstname ?? '' })}
          </h2>
        ) : (
          <>
            <h2 className={styles.welcomeTitle}>{t('shell.welcome_guest')}</h2>
            <p className={styles.welcomeText}>{t('shell.welcome_guest_text')}</p>
            <Link to="/login" className="button button-secondary">
              {t('shell.login')}
            </Link>
          </>
        )}
      </section>
      {shell.categories.length > 0 ? (
        <SidebarBlock title={t('shell.categories')}>
          <LinkList
            visible={20}
            items={shell.categories.map((c) => ({ key: c.name, href: c.href, label: c.displayValue }))}
          />
        </SidebarBlock>
      ) : null}
      {shell.languages.length > 0 ? (
        <SidebarBlock title={t('shell.languages')}>
          <LinkList
            items={shell.languages.map((l) => ({ key: l.abbr, href: l.href, label: l.displayValue }))}
          />
        </SidebarBlock>
      ) : null}
      {shell.productGroups.length > 0 ? (
        <SidebarBlock title={t('shell.product_groups')}>
          <LinkList
            items={shell.productGroups.map((g) => ({ key: g.name, href: g.href, label: g.displayValue }))}
          />
        </SidebarBlock>
      ) : null}
      {shell.sbAuthors.length > 0 ? (
        <SidebarBlock title={t('shell.sb_authors')}>
          <LinkList
            visible={10}
            items={shell.sbAuthors.map((a) => ({ key: String(a.id), href: a.href, label: a.name }))}
          />
        </SidebarBlock>
      ) : null}
    </aside>
  );
}
