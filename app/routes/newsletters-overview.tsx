import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router';
import { z } from 'zod';
import { NewsletterDialog } from '../components/newsletters/NewsletterDialog';
import { NewsletterList } from '../components/newsletters/NewsletterList';
import styles from '../components/newsletters/Newsletters.module.css';
import { TechnicalErrorContent } from '../components/shell/ErrorPages';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/newsletters-overview';

const OVERVIEW = '/overview-newsletters';
const weekSchema = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number);
const viewSchema = z.enum(['web', 'pdf']);

/**
 * Spec 1 §2.1 /overview-newsletters/{week}: the overview, with the newsletter of {week} open in a dialog;
 * ?view=web|pdf picks how it opens (without a week: the newest newsletter). Bad values are ignored; an
 * unknown week is a 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = viewSchema.safeParse(url.searchParams.get('view'));
  const admin = context.viewer.isAdmin;
  const newsletters = await context.services.newsletters.overview({ shop: context.shop, admin });
  let week: number | null = null;
  if (params.week !== undefined) {
    const parsed = weekSchema.safeParse(params.week);
    if (!parsed.success) throw data(null, { status: 404 });
    week = parsed.data;
  } else if (view.success) {
    week = newsletters[0]?.week ?? null;
  }
  const chosen =
    week === null
      ? null
      : await context.services.newsletters.byWeek(week, {
          admin,
          view: view.success ? view.data : undefined,
        });
  if (week !== null && !chosen) throw data(null, { status: 404 });
  return { newsletters, chosen, closeHref: OVERVIEW };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData, error } = args;
  const t = metaT(matches);
  if (error) {
    const title = pageTitle(matches, t('newsletters.unknown'));
    return seoMeta(args, { title, description: t('newsletters.description'), noindex: true });
  }
  const chosen = loaderData?.chosen;
  return seoMeta(args, {
    title: pageTitle(
      matches,
      chosen ? t('newsletters.page_title_one', { title: chosen.title }) : t('newsletters.title'),
    ),
    description: t('newsletters.description'),
  });
}

export default function NewslettersOverview() {
  const { newsletters, chosen, closeHref } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article>
      <h1>{t('newsletters.title')}</h1>
      <p>{t('newsletters.lead')}</p>
      {newsletters.length > 0 ? (
        <NewsletterList newsletters={newsletters} openWeek={chosen?.week ?? null} />
      ) : (
        <p>{t('newsletters.empty')}</p>
      )}
      <SubscribeInvite />
      {chosen ? <NewsletterDialog key={chosen.tag} newsletter={chosen} closeHref={closeHref} /> : null}
    </article>
  );
}

function SubscribeInvite() {
  const t = useT();
  return (
    <aside className={styles.subscribe}>
      <p>{t('newsletters.subscribe_text')}</p>
      <Link to="/newsletter" className="button button-primary">
        {t('shell.newsletter_subscribe')}
      </Link>
    </aside>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <TechnicalErrorContent />;
  return (
    <article>
      <h1>{t('newsletters.unknown')}</h1>
      <p>{t('newsletters.unknown_advice')}</p>
      <p>
        <Link to={OVERVIEW} className="button button-primary">
          {t('newsletters.title')}
        </Link>
      </p>
    </article>
  );
}
