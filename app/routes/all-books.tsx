import { data, redirect, useLoaderData } from 'react-router';
import styles from '../components/home/Home.module.css';
import { PopularCategories } from '../components/home/PopularCategories';
import { Top10Foldout } from '../components/home/Top10Foldout';
import { Top60 } from '../components/home/Top60';
import { NewsletterDialog } from '../components/newsletters/NewsletterDialog';
import { affiliateHeaders } from '../lib/affiliate.server';
import { homeParams } from '../lib/home-params.server';
import { metaT, shopTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/all-books';

export async function loader({ context, request }: Route.LoaderArgs) {
  // Spec 1 §2.1 home query parameters apply to both homes (app/lib/home-params.server.ts).
  const url = new URL(request.url);
  const params = homeParams(url);
  const headers = await affiliateHeaders(url, request, context.services.partners);
  if (params.redirect) throw redirect(params.redirect, { headers });
  // Without the SHOP_ALL feature the all-books shop does not exist (docs/decisions/ #16).
  if (context.shop !== 'SHOP_ALL') throw redirect(`/${url.search}`, { headers });
  const [home, mailing] = await Promise.all([
    context.services.home.allBooksHome(),
    params.mailing
      ? context.services.newsletters.byTag(params.mailing.tag, {
          admin: context.viewer.isAdmin,
          view: params.mailing.view,
        })
      : null,
  ]);
  return data(
    { ...home, mailing: mailing ? { newsletter: mailing, closeHref: params.closeHref } : null },
    { headers },
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: shopTitle(args.matches),
    description: metaT(args.matches)('home.description_all'),
    path: '/all-books',
  });
}

/** Spec 1 §2.3 all-books home: Top 60 bestsellers, a foldout Top 10 thrillers and popular categories. */
export default function AllBooksHome() {
  const { top60, top10Thrillers, popularCategories, mailing } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <section className={styles.intro}>
        <h1>{t('home.title_all')}</h1>
        <p className={styles.lead}>{t('home.lead_all')}</p>
      </section>
      <Top60 data={top60} />
      {top10Thrillers ? <Top10Foldout section={top10Thrillers} /> : null}
      <PopularCategories categories={popularCategories} />
      {mailing ? (
        <NewsletterDialog
          key={mailing.newsletter.tag}
          newsletter={mailing.newsletter}
          closeHref={mailing.closeHref}
        />
      ) : null}
    </>
  );
}
