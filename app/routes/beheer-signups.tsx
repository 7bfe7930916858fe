// /beheer/aanmeldingen (issue 30, back office I): the events of 'Ontmoet de auteur' with their registrations — how
// many came in, the places taken of the places there are, and whether the event is planned, postponed or past —
// each linking to its list of registrations and its CSV export. Admins only (404 for everyone else).
import { data, Link, useLoaderData } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import { registrationState } from '../../domain/events';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-signups';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, 'signups');
  const events = await context.services.eventRegistrations.events();
  const now = new Date();
  return data(
    {
      events: events.map((event) => ({
        id: event.id,
        title: event.title,
        location: event.location,
        startsAt: event.startsAt ? formatInstantNl(event.startsAt) : null,
        state: registrationState(event, now),
        registrations: event.registrations,
        placesTaken: event.placesTaken,
        places: event.places,
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Aanmeldingen · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerSignups() {
  const { events } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="signups-title">
      <h1 id="signups-title">{t('beheer.signups')}</h1>
      <p>{t('beheer.signups.intro')}</p>
      {events.length === 0 ? (
        <p>{t('beheer.signups.no_events')}</p>
      ) : (
        <StaffTable labelledBy="signups-table-caption" caption={t('beheer.signups.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.signups.col.event')}</th>
              <th scope="col">{t('beheer.signups.col.date')}</th>
              <th scope="col">{t('beheer.signups.col.state')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.signups.col.registrations')}
              </th>
              <th scope="col" className={styles.amount}>
                {t('beheer.signups.col.places')}
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <th scope="row">
                  <Link to={`/beheer/aanmeldingen/${event.id}`}>{event.title}</Link>
                  {event.location ? <span className={styles.sub}>{event.location}</span> : null}
                </th>
                <td>{event.startsAt ?? t('beheer.signups.no_date')}</td>
                <td>{t(`beheer.signups.state.${event.state}`)}</td>
                <td className={styles.amount}>{event.registrations}</td>
                <td className={styles.amount}>
                  {t('beheer.signups.places_of', { taken: event.placesTaken, places: event.places })}
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
    </section>
  );
}
