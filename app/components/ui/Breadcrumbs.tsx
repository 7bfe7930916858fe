import { Link } from 'react-router';
import { inlineJson } from '../../lib/inline-json';
import { breadcrumbJsonLd, type Crumb } from '../../lib/breadcrumbs';
import { useNonce } from '../../lib/nonce';
import { useOrigin } from '../../lib/seo';
import { useT } from '../../lib/texts';
import styles from './Breadcrumbs.module.css';

/**
 * The visible trail (the last crumb is the current page) and the same trail as schema.org BreadcrumbList, so
 * search results can show where a page sits in the shop.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  const nonce = useNonce();
  const origin = useOrigin();
  const last = items.length - 1;
  return (
    <>
      <nav aria-label={t('seo.breadcrumbs_label')} className={styles.nav}>
        <ol className={styles.list}>
          {items.map((crumb, index) => (
            <li key={`${index}-${crumb.href}`} className={styles.item}>
              {index < last ? (
                <Link to={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className={styles.current}>
                  {crumb.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: inlineJson(breadcrumbJsonLd(items, origin)) }}
      />
    </>
  );
}
