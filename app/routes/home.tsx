import { useLoaderData } from 'react-router';
import styles from '../components/home/Home.module.css';
import { NewsletterTeaser } from '../components/home/NewsletterTeaser';
import { OwnTips } from '../components/home/OwnTips';
import { QuoteBlock } from '../components/home/QuoteBlock';
import { RecentlyViewed } from '../components/home/RecentlyViewed';
import { metaT, shopTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/home';

/** `?quote=12` shows that quote (spec 1 §2.1); anything else falls back to the quote of the day. */
function quoteParam(url: string): number | undefined {
  const value = Number(new URL(url).searchParams.get('quote'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return context.services.home.ownShopHome({ quoteId: quoteParam(request.url) });
}

/** One address for the home page: ?quote, ?pc and the like show the same page. */
export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: shopTitle(args.matches),
    description: metaT(args.matches)('home.description_sb'),
    path: '/',
  });
}

/** Spec 1 §2.3 own-shop home (foundation: quote, tips, newsletter teaser, recently viewed). */
export default function Home() {
  const { quote, tips, newsletter } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <section className={styles.intro}>
        <h1>{t('home.title_sb')}</h1>
        <p className={styles.lead}>{t('home.lead_sb')}</p>
        {quote ? <QuoteBlock quote={quote} /> : null}
      </section>
      <OwnTips books={tips} />
      <NewsletterTeaser newsletter={newsletter} />
      <RecentlyViewed />
    </>
  );
}
