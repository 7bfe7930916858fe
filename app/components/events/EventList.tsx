// The lectures of 'Ontmoet de auteur' (issue 15 #2, spec 3 §2): a card per event with its facts, the places left
// and the registration link; postponed lectures carry a badge and no link.
import { Link } from 'react-router';
import { useT } from '../../lib/texts';
import { EventFacts, PlacesLeft } from './EventFacts';
import styles from './Events.module.css';
import type { EventCard } from './types';

export function EventList({ events, headingId }: { events: readonly EventCard[]; headingId: string }) {
  const t = useT();
  return (
    <ul className={styles.list} aria-labelledby={headingId}>
      {events.map((event) => (
        <li
          key={event.reference}
          className={`${styles.card} ${event.state === 'postponed' ? styles.postponedCard : ''}`}
        >
          {event.state === 'postponed' ? <p className={styles.badge}>{t('events.postponed_badge')}</p> : null}
          <h3>{event.title}</h3>
          <EventFacts event={event} />
          {event.description ? <p className={styles.description}>{event.description}</p> : null}
          <PlacesLeft event={event} />
          {event.state === 'open' ? (
            <p className={styles.actions}>
              <Link
                to={`/inschrijving/${event.reference}`}
                className="button button-primary"
                aria-label={t('events.register_for', { title: event.title })}
              >
                {t('events.register')}
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
