import { Link } from 'react-router';
import type { ShellData } from '../../../server/shell/types';
import { discover, usePlainLinks } from '../../lib/plain-links';
import { useT } from '../../lib/texts';
import styles from './Footer.module.css';
import { Logo } from './Logo';
import { PaymentBadges } from './PaymentBadges';
import { SocialIcon } from './SocialIcon';

/**
 * Spec 1 §2.2 footer: columns (the server leaves out 'Mijn account' for visitors and the disclaimer in the
 * all-books shop), social links, payment logos, the partner link and the copyright line with the version. The
 * columns' links are plain <a>s (issue 16, app/lib/plain-links.ts).
 */
export function Footer({ shell }: { shell: ShellData | undefined }) {
  const t = useT();
  const { onClick } = usePlainLinks();
  const footer = shell?.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <div className={styles.logo}>
              <Logo />
            </div>
            <p className={styles.payoff}>
              {t(shell?.shop === 'SHOP_ALL' ? 'shell.payoff_all' : 'shell.payoff_sb')}
            </p>
            {footer ? (
              <p>
                <Link to={footer.partnerPath} className={styles.partner}>
                  {t(footer.partnerPath === '/partner' ? 'footer.partner_page' : 'footer.partner')}
                </Link>
              </p>
            ) : null}
          </div>
          {footer && footer.columns.length > 0 ? (
            <nav aria-label={t('footer.nav_label')} className={styles.columns}>
              {footer.columns.map((column) => (
                <section key={column.title} className={styles.column}>
                  {column.title ? <h2 className={styles.columnTitle}>{column.title}</h2> : null}
                  <ul className={styles.links}>
                    {column.links.map((link) => (
                      <li key={link.path}>
                        <a
                          href={link.path}
                          onClick={onClick}
                          {...discover(link.path)}
                          className={styles.link}
                        >
                          {link.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
          ) : null}
        </div>
        <div className={styles.bottom}>
          {footer && footer.social.length > 0 ? (
            <section className={styles.group}>
              <h2 className={styles.groupTitle}>{t('footer.social')}</h2>
              <ul className={styles.social}>
                {footer.social.map((s) => (
                  <li key={s.name}>
                    <a href={s.url} className={styles.socialLink} rel="noopener" target="_blank">
                      <SocialIcon name={s.name} />
                      <span className="visually-hidden">{t('footer.social_link', { name: s.name })}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {footer && footer.paymentLogos.length > 0 ? (
            <section className={styles.group}>
              <h2 className={styles.groupTitle}>{t('footer.payment')}</h2>
              <PaymentBadges providers={footer.paymentLogos} />
            </section>
          ) : null}
        </div>
        {shell ? (
          <p className={styles.copyright}>
            {t('footer.copyright', { year: shell.year, version: shell.version })}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
