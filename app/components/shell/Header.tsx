import { Link } from 'react-router';
import { Truck } from '../ui/icons/Truck';
import { formatEuro } from '../../../domain/money';
import type { ShellData } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import styles from './Header.module.css';
import { HeaderTools } from './HeaderTools';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { SearchBox } from './SearchBox';
import { ShopToggle } from './ShopToggle';

/** Spec 1 §2.2 header: logo and payoff, search, tools, the shop toggle and both menus. */
export function Header({ shell }: { shell: ShellData | undefined }) {
  const t = useT();
  const payoff = t(shell?.shop === 'SHOP_ALL' ? 'shell.payoff_all' : 'shell.payoff_sb');
  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={styles.inner}>
          {shell ? (
            <p className={styles.usp}>
              <Truck aria-hidden="true" size={16} />
              {t('shell.usp_shipping', { amount: formatEuro(shell.shipping.freeFromCents) })}
            </p>
          ) : null}
          {shell && shell.nav.sub.length > 0 ? (
            <nav aria-label={t('shell.nav_sub')} className={styles.subnav}>
              <NavLinks links={shell.nav.sub} className={styles.subList} linkClassName={styles.subLink} />
            </nav>
          ) : null}
        </div>
      </div>
      <div className={`${styles.inner} ${styles.main}`}>
        <div className={styles.menu}>
          <MobileMenu shell={shell} />
        </div>
        <div className={styles.brand}>
          <Logo />
        </div>
        <p className={styles.payoff}>{payoff}</p>
        <div className={styles.search}>
          <SearchBox />
          <Link to="/search-advanced" className={styles.advanced}>
            {t('advanced.link')}
          </Link>
        </div>
        <div className={styles.tools}>
          <HeaderTools shell={shell} />
        </div>
      </div>
      {shell && (shell.shopAllAvailable || shell.nav.main.length > 0) ? (
        <div className={styles.navrow}>
          <div className={`${styles.inner} ${styles.navInner}`}>
            {shell.shopAllAvailable ? <ShopToggle active={shell.toggle} /> : null}
            {shell.nav.main.length > 0 ? (
              <nav aria-label={t('shell.nav_main')} className={styles.mainnav}>
                <NavLinks
                  links={shell.nav.main}
                  className={styles.mainList}
                  linkClassName={styles.mainLink}
                  activeClassName={styles.mainActive}
                />
              </nav>
            ) : null}
          </div>
        </div>
      ) : null}
    </header>
  );
}
