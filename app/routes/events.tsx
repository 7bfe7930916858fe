// Spec 3 §2 /events (/ontmoet-de-schrijver, /ontmoetdeschrijver) 'Ontmoet de auteur' (issue 15 #2): the upcoming
// lectures with their places and registration links, the postponed lectures, and the mail link for tips.
import { useLoaderData } from 'react-router';
import { EventList } from '../components/events/EventList';
import styles from '../components/events/Events.module.css';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { eventsLoader } from '../lib/events.server';
import { shopHomePath } from '../lib/breadcrumbs';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useShell } from '../lib/shell';
import { useT } from '../lib/texts';
import type { Route } from './+types/events';

export const loader = ({ context }: Route.LoaderArgs) => eventsLoader(context);

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('events.title')),
    description: t('events.description'),
    path: '/events',
  });
}

export default function EventsPage() {
  const { upcoming, postponed, tipsEmail } = useLoaderData<typeof loader>();
  const t = useT();
  const shell = useShell();
  const tipsHref = `mailto:${tipsEmail}?subject=${encodeURIComponent(t('events.tips_subject'))}`;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: t('seo.home'), href: shopHomePath(shell?.shop ?? 'SHOP_SB') },
          { label: t('events.title'), href: '/events' },
        ]}
      />
      <h1>{t('events.title')}</h1>
      <p className={styles.lead}>{t('events.intro')}</p>
      <section className={styles.section} aria-labelledby="events-upcoming">
        <h2 id="events-upcoming">{t('events.upcoming')}</h2>
        {upcoming.length > 0 ? (
          <EventList events={upcoming} headingId="events-upcoming" />
        ) : (
          <p className={styles.sectionIntro}>{t('events.none_upcoming')}</p>
        )}
      </section>
      {postponed.length > 0 ? (
        <section className={styles.section} aria-labelledby="events-postponed">
          <h2 id="events-postponed">{t('events.postponed')}</h2>
          <p className={styles.sectionIntro}>{t('events.postponed_intro')}</p>
          <EventList events={postponed} headingId="events-postponed" />
        </section>
      ) : null}
      <section className={styles.tips} aria-labelledby="events-tips">
        <h2 id="events-tips">{t('events.tips_title')}</h2>
        <p>{t('events.tips_text')}</p>
        <p>
          <a href={tipsHref}>{t('events.tips_link')}</a> ({tipsEmail})
        </p>
      </section>
    </div>
  );
}
