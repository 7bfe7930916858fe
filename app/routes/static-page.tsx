// Spec 3 §2 static pages (issue 15 #5): address, business, disclaimer, mission, privacy policy, terms, jobs,
// own book, the partner programme and the meditation downloads — one module for all, the page chosen by the
// address (app/components/content/pages.ts). The content is interface texts staff can change; this loader sends
// the page's own texts (the root leaves them out) with their placeholders filled.
import { data, Link, useLoaderData } from 'react-router';
import { textsWithPrefixes } from '../components/content/page-texts';
import { staticPageOf } from '../components/content/pages';
import { RichText } from '../components/content/RichText';
import styles from '../components/content/StaticPage.module.css';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { shopHomePath } from '../lib/breadcrumbs';
import { pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useShell } from '../lib/shell';
import { useT } from '../lib/texts';
import { formatText } from '../../domain/texts';
import type { Route } from './+types/static-page';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = staticPageOf(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const [all, params, downloads] = await Promise.all([
    context.services.texts.texts('nl'),
    context.services.staticPages.params(),
    page.downloads ? context.services.staticPages.downloads(page.downloads) : null,
  ]);
  const own = textsWithPrefixes(all, [`static.${page.key}.`, ...(downloads ? ['static.download.'] : [])]);
  const texts = Object.fromEntries(
    Object.entries(own).map(([key, value]) => [key, formatText(value, params)]),
  );
  const isPartner = context.viewer.loggedIn && Boolean(context.viewer.partnerCode);
  return { page, texts, downloads, isPartner };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return [];
  const { page, texts } = loaderData;
  return seoMeta(args, {
    title: pageTitle(args.matches, texts[`static.${page.key}.title`] ?? ''),
    description: texts[`static.${page.key}.description`] ?? '',
    path: page.path,
  });
}

/** '19 kB', '1,2 MB' — Dutch number format. */
function fileSize(bytes: number): string {
  const format = (n: number) => n.toLocaleString('nl-NL', { maximumFractionDigits: 1 });
  return bytes < 1_000_000
    ? `${format(Math.max(1, Math.round(bytes / 1000)))} kB`
    : `${format(bytes / 1_000_000)} MB`;
}

export default function StaticPageView() {
  const { page, texts, downloads, isPartner } = useLoaderData<typeof loader>();
  const shellT = useT();
  const shell = useShell();
  const t = (key: string, params?: Record<string, string>) => formatText(texts[key] ?? key, params);
  const title = t(`static.${page.key}.title`);
  const crumbs = [
    { label: shellT('seo.home'), href: shopHomePath(shell?.shop ?? 'SHOP_SB') },
    { label: title, href: page.path },
  ];
  return (
    <article className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1>{title}</h1>
      <p className={styles.lead}>{t(`static.${page.key}.lead`)}</p>
      {page.key === 'partners' ? (
        <p className={styles.actions}>
          {isPartner ? (
            <Link to="/partner" className="button button-primary">
              {t('static.partners.own_page')}
            </Link>
          ) : (
            <Link to="/partner-registration" className="button button-primary">
              {t('static.partners.apply')}
            </Link>
          )}
        </p>
      ) : null}
      {downloads ? (
        <ul className={styles.downloads}>
          {downloads.map((item) => {
            const label = t(`static.download.${item.key}`);
            const size = item.size === null ? null : fileSize(item.size);
            return (
              <li key={item.key} className={styles.download}>
                <h2>{label}</h2>
                {size ? (
                  <>
                    <audio controls preload="none" src={item.href} aria-label={label} />
                    <p className={styles.meta}>{t('static.download.file', { size })}</p>
                    <p>
                      <a
                        href={item.href}
                        download
                        className="button button-secondary"
                        aria-label={t('static.download.action_label', { title: label, size })}
                      >
                        {t('static.download.action')}
                      </a>
                    </p>
                  </>
                ) : (
                  <p className={styles.missing}>{t('static.download.missing')}</p>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <RichText source={t(`static.${page.key}.body`)} />
      {page.key === 'partners' && !isPartner ? (
        <p className={styles.actions}>
          <Link to="/partner-registration" className="button button-primary">
            {t('static.partners.apply')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
