import { data, redirect, useLoaderData } from 'react-router';
import styles from '../components/home/Home.module.css';
import { NewsletterTeaser } from '../components/home/NewsletterTeaser';
import { OwnTips } from '../components/home/OwnTips';
import { QuoteBlock } from '../components/home/QuoteBlock';
import { RecentlyViewed } from '../components/home/RecentlyViewed';
import { SegmentSelector } from '../components/home/SegmentSelector';
import { NewsletterDialog } from '../components/newsletters/NewsletterDialog';
import { affiliateHeaders } from '../lib/affiliate.server';
import { homeParams } from '../lib/home-params.server';
import { metaT, shopTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/home';

/** Spec 1 §2.1 home query parameters: isbn, guid, pc, quote and mailing + view (app/lib/home-params.server.ts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = homeParams(url);
  const headers = await affiliateHeaders(url, request, context.services.partners);
  if (params.redirect) throw redirect(params.redirect, { headers });
  const admin = context.viewer.isAdmin;
  const [home, mailing, shopAll] = await Promise.all([
    context.services.home.ownShopHome({ quoteId: params.quoteId }),
    params.mailing
      ? context.services.newsletters.byTag(params.mailing.tag, { admin, view: params.mailing.view })
      : null,
    context.services.shell.shopAllAvailable(context.viewer),
  ]);
  return data(
    {
      ...home,
      // Spec 1 §2.3: the segment selector only exists with SHOP_ALL.
      segments: shopAll ? home.segments : [],
      mailing: mailing ? { newsletter: mailing, closeHref: params.closeHref } : null,
    },
    { headers },
  );
}

/** One address for the home page: ?quote, ?pc and the like show the same page. */
export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: shopTitle(args.matches),
    description: metaT(args.matches)('home.description_sb'),
    path: '/',
  });
}

/** Spec 1 §2.3 own-shop home: quote, segment selector, tips, newsletter teaser, recently viewed. */
export default function Home() {
  const { quote, tips, newsletter, segments, mailing } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <section className={styles.intro}>
        <h1>{t('home.title_sb')}</h1>
        <p className={styles.lead}>{t('home.lead_sb')}</p>
        {quote ? <QuoteBlock quote={quote} /> : null}
        {segments.length > 0 ? <SegmentSelector segments={segments} active={2} /> : null}
      </section>
      <OwnTips books={tips} />
      <NewsletterTeaser newsletter={newsletter} />
      <RecentlyViewed />
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
