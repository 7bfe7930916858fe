import { Link, useLoaderData } from 'react-router';
import styles from '../components/seo/SitemapPage.module.css';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { shopHomePath } from '../lib/breadcrumbs';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useShell } from '../lib/shell';
import { useT } from '../lib/texts';
import type { SitemapCategory } from '../../server/seo/service';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  return context.services.seo.sitemapPage(context.viewer);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('sitemap.title')),
    description: t('sitemap.description'),
    path: '/sitemap',
  });
}

function CategoryList({ categories }: { categories: SitemapCategory[] }) {
  const t = useT();
  return (
    <ul className={styles.categories}>
      {categories.map((category) => (
        <li key={category.name} className={styles.category}>
          <Link to={category.href} className={`${styles.link} ${styles.categoryLink}`}>
            {category.displayValue}
          </Link>
          {category.subcategories.length > 0 ? (
            <ul
              className={styles.subcategories}
              aria-label={t('sitemap.subcategories_of', { name: category.displayValue })}
            >
              {category.subcategories.map((sub) => (
                <li key={sub.name}>
                  <Link to={sub.href} className={styles.link}>
                    {sub.displayValue}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Spec 3 §2: /sitemap lists categories of the own shop and the all shop, other pages and authors. */
export default function SitemapPage() {
  const { ownCategories, allCategories, pages, authors } = useLoaderData<typeof loader>();
  const t = useT();
  const shell = useShell();
  const crumbs = [
    { label: t('seo.home'), href: shopHomePath(shell?.shop ?? 'SHOP_SB') },
    { label: t('sitemap.title'), href: '/sitemap' },
  ];
  return (
    <article className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1>{t('sitemap.title')}</h1>
      <p className={styles.lead}>{t('sitemap.lead')}</p>

      <section aria-labelledby="sitemap-own" className={styles.section}>
        <h2 id="sitemap-own">{t('sitemap.own_categories')}</h2>
        <CategoryList categories={ownCategories} />
      </section>

      {allCategories ? (
        <section aria-labelledby="sitemap-all" className={styles.section}>
          <h2 id="sitemap-all">{t('sitemap.all_categories')}</h2>
          <CategoryList categories={allCategories} />
        </section>
      ) : null}

      <section aria-labelledby="sitemap-pages" className={styles.section}>
        <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
        <ul className={styles.columns}>
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className={styles.link}>
                {t(page.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sitemap-authors" className={styles.section}>
        <h2 id="sitemap-authors">{t('sitemap.authors')}</h2>
        <ul className={styles.columns}>
          {authors.map((author) => (
            <li key={author.id}>
              <Link to={author.href} className={styles.link}>
                {author.name}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/authors" className="button button-secondary">
            {t('sitemap.all_authors')}
          </Link>
        </p>
      </section>
    </article>
  );
}
