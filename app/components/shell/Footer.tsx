import type { ShellData } from '../../../server/shell/types';
import { discover, usePlainLinks } from '../../lib/plain-links';
import { useT } from '../../lib/texts';
import { StaticIsland } from '../ui/StaticIsland';
import styles from './Footer.module.css';
import { LogoMark } from './Logo';
import { PaymentBadges } from './PaymentBadges';
import { SocialIcon } from './SocialIcon';

interface FooterTexts {
  brand: string;
  toHome: string;
  payoff: string;
  partner: string;
  navLabel: string;
  social: string;
  /** One per network, in the order of `footer.social`. */
  socialLinks: string[];
  payment: string;
  copyright: string | null;
}

interface FooterInnerProps {
  footer: ShellData['footer'] | null;
  texts: FooterTexts;
}

/**
 * Spec 1 §2.2 footer: columns (the server leaves out 'Mijn account' for visitors and the disclaimer in the
 * all-books shop), social links, payment logos, the partner link and the copyright line with the version. It
 * changes with the shop and its texts only, so it is a static island (ui/StaticIsland.tsx); its links are plain
 * <a>s the router takes (issue 16, app/lib/plain-links.ts).
 */
export function Footer({ shell }: { shell: ShellData | undefined }) {
  const t = useT();
  const { onClick } = usePlainLinks();
  const footer = shell?.footer ?? null;
  const texts: FooterTexts = {
    brand: t('shell.brand'),
    toHome: t('shell.to_home'),
    payoff: t(shell?.shop === 'SHOP_ALL' ? 'shell.payoff_all' : 'shell.payoff_sb'),
    partner: t(footer?.partnerPath === '/partner' ? 'footer.partner_page' : 'footer.partner'),
    navLabel: t('footer.nav_label'),
    social: t('footer.social'),
    socialLinks: (footer?.social ?? []).map((s) => t('footer.social_link', { name: s.name })),
    payment: t('footer.payment'),
    copyright: shell ? t('footer.copyright', { year: shell.year, version: shell.version }) : null,
  };
  return (
    <footer className={styles.footer}>
      <StaticIsland
        as="div"
        name="footer"
        component={FooterInner}
        props={{ footer, texts }}
        className={styles.inner}
        onClick={onClick}
      />
    </footer>
  );
}

function FooterInner({ footer, texts }: FooterInnerProps) {
  return (
    <>
      <div className={styles.top}>
        <div className={styles.about}>
          <div className={styles.logo}>
            <LogoMark brand={texts.brand} toHome={texts.toHome} />
          </div>
          <p className={styles.payoff}>{texts.payoff}</p>
          {footer ? (
            <p>
              <a href={footer.partnerPath} {...discover(footer.partnerPath)} className={styles.partner}>
                {texts.partner}
              </a>
            </p>
          ) : null}
        </div>
        {footer && footer.columns.length > 0 ? (
          <nav aria-label={texts.navLabel} className={styles.columns}>
            {footer.columns.map((column) => (
              <section key={column.title} className={styles.column}>
                {column.title ? <h2 className={styles.columnTitle}>{column.title}</h2> : null}
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={link.path}>
                      <a href={link.path} {...discover(link.path)} className={styles.link}>
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
            <h2 className={styles.groupTitle}>{texts.social}</h2>
            <ul className={styles.social}>
              {footer.social.map((s, i) => (
                <li key={s.name}>
                  <a href={s.url} className={styles.socialLink} rel="noopener" target="_blank">
                    <SocialIcon name={s.name} />
                    <span className="visually-hidden">{texts.socialLinks[i]}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {footer && footer.paymentLogos.length > 0 ? (
          <section className={styles.group}>
            <h2 className={styles.groupTitle}>{texts.payment}</h2>
            <PaymentBadges providers={footer.paymentLogos} />
          </section>
        ) : null}
      </div>
      {texts.copyright !== null ? <p className={styles.copyright}>{texts.copyright}</p> : null}
    </>
  );
}
