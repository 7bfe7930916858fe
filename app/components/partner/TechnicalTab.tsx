// Spec 2 §2/§5/§8 the technical tab (issue 17 #7): how partner links work, the own publications' covers (a click
// opens the link code with the partner code — a <details>, so also without JavaScript), the logo links (full
// logo, the mark, text), the ISBN link generator (a GET form; 'Dit boek is momenteel niet leverbaar …' for a book
// that cannot be ordered), social media and website explanations, links to /contact, /our-publications and
// /account/profile, and the warning of spec 2 §8 when the partner has no code.
import { Form, Link } from 'react-router';
import { linkHtml } from '../../../domain/partner-application-links';
import type { CoverLink, IsbnLink } from '../../../server/partners/pages';
import { RichText } from '../content/RichText';
import { Feedback } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useT } from '../../lib/texts';
import styles from './Partner.module.css';

function LinkCode({ id, href, html }: { id: string; href: string; html: string }) {
  const t = useT();
  return (
    <div className={styles.linkBox}>
      <label htmlFor={`${id}-link`}>{t('partner_tools.link_label')}</label>
      <input id={`${id}-link`} type="text" readOnly value={href} />
      <label htmlFor={`${id}-html`}>{t('partner_tools.html_label')}</label>
      <textarea id={`${id}-html`} readOnly rows={3} value={html} />
    </div>
  );
}

export function TechnicalTab(props: {
  code: string | null;
  origin: string;
  covers: readonly CoverLink[];
  isbn: IsbnLink;
  texts: Readonly<Record<string, string>>;
  /** The tab's own address: /partner/technical, or /account/technical on the account page. */
  action: string;
}) {
  const t = useT();
  const { origin, code, isbn } = props;
  const home = `${origin}/${code ? `?pc=${encodeURIComponent(code)}` : ''}`;
  const logos = [
    {
      id: 'logo-full',
      label: t('partner_tools.logo_full'),
      html: linkHtml(home, { img: `${origin}/logo.svg`, alt: 'Leeswijzer' }),
      img: '/logo.svg',
    },
    {
      id: 'logo-img',
      label: t('partner_tools.logo_img'),
      html: linkHtml(home, { img: `${origin}/icon-192.svg`, alt: 'Leeswijzer' }),
      img: '/icon-192.svg',
    },
    {
      id: 'logo-text',
      label: t('partner_tools.logo_text'),
      html: linkHtml(home, { text: t('partner_tools.logo_text_link') }),
      img: null,
    },
  ];
  return (
    <>
      {code ? null : (
        <p className={styles.warning} role="alert">
          {t('partner.code_missing')
            .split('dit formulier')
            .flatMap((part, i) =>
              i === 0
                ? [part]
                : [
                    <Link key="contact" to="/contact">
                      dit formulier
                    </Link>,
                    part,
                  ],
            )}
        </p>
      )}
      <RichText source={props.texts['static.partner_technical.intro'] ?? ''} />

      <section className={styles.section} aria-labelledby="partner-covers-title">
        <h2 id="partner-covers-title">{t('partner_tools.covers_title')}</h2>
        <p className={styles.note}>{t('partner_tools.covers_intro')}</p>
        <ul className={styles.covers}>
          {props.covers.map((cover) => (
            <li key={cover.sku}>
              <details className={styles.cover}>
                <summary>
                  <img src={`/media/covers/${cover.sku}`} alt="" width={120} height={180} loading="lazy" />
                  <span>{t('partner_tools.link_for', { title: cover.title })}</span>
                </summary>
                <LinkCode
                  id={`cover-${cover.sku}`}
                  href={`${origin}${cover.path}`}
                  html={linkHtml(`${origin}${cover.path}`, { text: cover.title })}
                />
              </details>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="partner-logos-title">
        <h2 id="partner-logos-title">{t('partner_tools.logo_title')}</h2>
        <p className={styles.note}>{t('partner_tools.logo_intro')}</p>
        <div className={styles.logos}>
          {logos.map((logo) => (
            <div key={logo.id} className={styles.linkBox}>
              <h3>{logo.label}</h3>
              <p className={styles.preview}>
                {logo.img ? (
                  <img
                    src={logo.img}
                    alt="Leeswijzer"
                    width={192}
                    height={logo.id === 'logo-img' ? 192 : 48}
                  />
                ) : (
                  <a href={home}>{t('partner_tools.logo_text_link')}</a>
                )}
              </p>
              <label htmlFor={`${logo.id}-html`}>{t('partner_tools.html_label')}</label>
              <textarea id={`${logo.id}-html`} readOnly rows={3} value={logo.html} />
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="partner-isbn-title">
        <h2 id="partner-isbn-title">{t('partner_tools.isbn_title')}</h2>
        <p className={styles.note}>{t('partner_tools.isbn_intro')}</p>
        <Form method="get" action={props.action} className={styles.isbnForm} preventScrollReset>
          <div className={formStyles.field}>
            <label htmlFor="partner-isbn" className={formStyles.label}>
              {t('field.isbn')}
            </label>
            <input
              id="partner-isbn"
              name="isbn"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              defaultValue={isbn.kind === 'empty' ? '' : isbn.identifier}
              className={formStyles.input}
            />
          </div>
          <button type="submit" className="button button-primary">
            {t('partner_tools.isbn_submit')}
          </button>
        </Form>
        {isbn.kind === 'unknown' ? (
          <Feedback tone="error">
            <p>{t('partner_tools.isbn_unknown')}</p>
          </Feedback>
        ) : null}
        {isbn.kind === 'ok' ? (
          <>
            {isbn.orderable ? null : (
              <Feedback tone="error">
                <p>{t('partner.link_book_unavailable')}</p>
              </Feedback>
            )}
            <LinkCode
              id="isbn"
              href={`${origin}${isbn.path}`}
              html={linkHtml(`${origin}${isbn.path}`, { text: isbn.title })}
            />
          </>
        ) : null}
      </section>

      <section className={styles.section}>
        <RichText source={props.texts['static.partner_technical.social'] ?? ''} />
        <RichText source={props.texts['static.partner_technical.cms'] ?? ''} />
      </section>

      <section className={styles.section} aria-labelledby="partner-more-title">
        <h2 id="partner-more-title">{t('partner_tools.more_title')}</h2>
        <ul className={styles.links}>
          <li>
            <Link to="/contact">{t('partner_tools.more_contact')}</Link>
          </li>
          <li>
            <Link to="/our-publications">{t('partner_tools.more_publications')}</Link>
          </li>
          <li>
            <Link to="/account/profile">{t('partner_tools.more_profile')}</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
