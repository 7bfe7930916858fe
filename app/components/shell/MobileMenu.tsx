import { Menu } from '../ui/icons/Menu';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { ShellData } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import { Dialog } from '../ui/Dialog';
import { LogoutForm } from './LogoutForm';
import styles from './MobileMenu.module.css';
import { NavLinks } from './NavLinks';
import { ShopToggle } from './ShopToggle';

/** Spec 1 §2.2 mobile menu: a drawer with the shop toggle, both menus, the account links and the categories. */
export function MobileMenu({ shell }: { shell: ShellData | undefined }) {
  const t = useT();
  const location = useLocation();
  // The drawer belongs to the page it was opened on: a link inside navigates on the client and so closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpenedOn(location.key)}
        aria-haspopup="dialog"
      >
        <Menu aria-hidden="true" size={24} />
        <span className={styles.buttonLabel}>{t('shell.menu')}</span>
      </button>
      {/* Mounted only while open: the drawer repeats links the server already sent elsewhere on the page. */}
      {open && shell ? (
        <Dialog open title={t('shell.menu')} onClose={() => setOpenedOn(null)} variant="drawer">
          <div className={styles.drawer}>
            {shell.shopAllAvailable ? <ShopToggle active={shell.toggle} /> : null}
            <nav aria-label={t('shell.nav_main')}>
              <NavLinks
                links={shell.nav.main}
                className={styles.links}
                linkClassName={styles.link}
                activeClassName={styles.active}
              />
            </nav>
            <nav aria-label={t('shell.account_label')}>
              <ul className={styles.links}>
                {shell.viewer.loggedIn ? (
                  <>
                    <li>
                      <NavLink to="/account" className={styles.link}>
                        {t('account.my_details')}
                      </NavLink>
                    </li>
                    <li>
                      <LogoutForm className={styles.link}>{t('shell.logout')}</LogoutForm>
                    </li>
                  </>
                ) : (
                  <li>
                    <NavLink to="/login" className={styles.link}>
                      {t('shell.login')}
                    </NavLink>
                  </li>
                )}
                {shell.adminUrl ? (
                  <li>
                    <a href={shell.adminUrl} className={styles.link}>
                      {t('shell.admin_link')}
                    </a>
                  </li>
                ) : null}
              </ul>
            </nav>
            {shell.categories.length > 0 ? (
              <nav aria-label={t('shell.categories')}>
                <h3 className={styles.heading}>{t('shell.categories')}</h3>
                <ul className={styles.links}>
                  {shell.categories.map((c) => (
                    <li key={c.name}>
                      <NavLink
                        to={c.href}
                        className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                      >
                        {c.displayValue}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <nav aria-label={t('shell.nav_sub')}>
              <NavLinks
                links={shell.nav.sub}
                className={styles.links}
                linkClassName={styles.link}
                activeClassName={styles.active}
              />
            </nav>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
