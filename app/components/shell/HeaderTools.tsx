import { Heart } from '../ui/icons/Heart';
import { LogIn } from '../ui/icons/LogIn';
import { LogOut } from '../ui/icons/LogOut';
import { Settings } from '../ui/icons/Settings';
import { ShoppingBag } from '../ui/icons/ShoppingBag';
import { UserRound } from '../ui/icons/UserRound';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShellData } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import { LogoutForm } from './LogoutForm';
import styles from './HeaderTools.module.css';

/** Spec 1 §2.2 header tools: wishlist and cart with counters, login / my details / logout, 'Beheer' for admins. */
export function HeaderTools({ shell }: { shell: ShellData | undefined }) {
  const t = useT();
  const loggedIn = shell?.viewer.loggedIn ?? false;
  return (
    <nav aria-label={t('shell.tools_label')} className={styles.tools}>
      <ul className={styles.list}>
        {shell?.adminUrl ? (
          <li className={styles.account}>
            <Tool
              href={shell.adminUrl}
              external
              icon={<Settings aria-hidden="true" size={22} />}
              label={t('shell.admin_link')}
            />
          </li>
        ) : null}
        {loggedIn ? (
          <>
            <li className={styles.account}>
              <Tool
                href="/account"
                icon={<UserRound aria-hidden="true" size={22} />}
                label={t('account.my_details')}
              />
            </li>
            <li className={styles.account}>
              <LogoutForm className={styles.tool}>
                <LogOut aria-hidden="true" size={22} />
                <span className={styles.label}>{t('shell.logout')}</span>
              </LogoutForm>
            </li>
          </>
        ) : (
          <li className={styles.account}>
            <Tool href="/login" icon={<LogIn aria-hidden="true" size={22} />} label={t('shell.login')} />
          </li>
        )}
        <li>
          <Tool
            href="/wishlist"
            icon={<Heart aria-hidden="true" size={22} />}
            label={t('shell.wishlist')}
            count={shell?.counts.wishlist ?? 0}
          />
        </li>
        <li>
          <Tool
            href="/shoppingcart"
            icon={<ShoppingBag aria-hidden="true" size={22} />}
            label={t('shell.cart')}
            count={shell?.counts.cart ?? 0}
          />
        </li>
      </ul>
    </nav>
  );
}

function Tool({
  href,
  icon,
  label,
  count,
  external = false,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  count?: number;
  external?: boolean;
}) {
  const t = useT();
  const content = (
    <>
      <span className={styles.icon}>
        {icon}
        {count ? (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className={styles.label}>{label}</span>
      {count ? <span className="visually-hidden">{t('shell.count_items', { count })}</span> : null}
    </>
  );
  return external ? (
    <a href={href} className={styles.tool}>
      {content}
    </a>
  ) : (
    <Link to={href} className={styles.tool}>
      {content}
    </Link>
  );
}
