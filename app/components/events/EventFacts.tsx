// The facts of one event (issue 15 #2, spec 3 §3 event): when, where, who organises it and what it costs, as a
// definition list; the organisers' logos when staff set them.
import { useT } from '../../lib/texts';
import styles from './Events.module.css';
import type { EventCard } from './types';

export function EventFacts({ event }: { event: EventCard }) {
  const t = useT();
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('events.when')}</dt>
        <dd>
          {event.when && event.startsAt ? (
            <time dateTime={event.startsAt}>{event.when}</time>
          ) : (
            t('events.no_date')
          )}
        </dd>
        {event.location ? (
          <>
            <dt>{t('events.where')}</dt>
            <dd>{event.location}</dd>
          </>
        ) : null}
        {event.organisation ? (
          <>
            <dt>{t('events.organisation')}</dt>
            <dd>{event.organisation}</dd>
          </>
        ) : null}
        {event.price !== null ? (
          <>
            <dt>{t('events.price')}</dt>
            <dd>{event.price === 0 ? t('events.free') : event.price}</dd>
          </>
        ) : null}
      </dl>
      {event.logos.length > 0 ? (
        <div className={styles.logos}>
          {event.logos.map((logo) => (
            <img key={logo} src={logo} alt={t('events.logo', { name: event.organisation })} loading="lazy" />
          ))}
        </div>
      ) : null}
    </>
  );
}

/** 'Nog 13 plaatsen vrij', 'Nog 1 plaats vrij' or the sold-out badge. */
export function PlacesLeft({ event }: { event: EventCard }) {
  const t = useT();
  if (event.state === 'sold_out') return <p className={styles.badge}>{t('events.sold_out_badge')}</p>;
  if (event.state !== 'open') return null;
  return (
    <p className={styles.places}>
      {event.placesLeft === 1 ? t('events.place_left') : t('events.places_left', { n: event.placesLeft })}
    </p>
  );
}
