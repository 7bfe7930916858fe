// /beheer/aanmeldingen/{id} (issue 30, back office I): one event's registrations in the order they came in, 50 a
// page — who (name, email, phone), the guest they bring, their question, the places taken and when — with the
// CSV export of all of them (decision 574). Admins only (404 for everyone else, for an unknown event and for a
// page past the last).
import { data, Link, useLoaderData } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import { registrationState } from '../../domain/events';
import { fullName, pageOf } from '../../domain/staff-signups';
import styles from '../components/beheer/StaffOrders.module.css';
import own from '../components/beheer/StaffSignups.module.css';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-signups-event';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireStaff(context, 'signups-event');
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  const page = pageOf(new URL(request.url).searchParams);
  const found = await context.services.eventRegistrations.event(Number(params.id), page);
  if (!found || page > found.pages) throw data(null, { status: 404 });
  const { event } = found;
  return data(
    {
      id: event.id,
      title: event.title,
      location: event.location,
      startsAt: event.startsAt ? formatInstantNl(event.startsAt) : null,
      state: registrationState(event, new Date()),
      count: event.registrations,
      placesTaken: event.placesTaken,
      places: event.places,
      registrations: found.registrations.map((r) => ({
        id: r.id,
        at: formatInstantNl(r.createdAt),
        name: fullName(r.firstname, r.middlename, r.lastname),
        email: r.email,
        phonenr: r.phonenr,
        guest: fullName(r.guestFirstname, r.guestMiddlename, r.guestLastname),
        guestEmail: r.guestEmail,
        question: r.question,
        places: r.places,
      })),
      page: found.page,
      pages: found.pages,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: event }: Route.MetaArgs) {
  const title = event ? `Aanmeldingen ${event.title}` : 'Aanmeldingen';
  return [{ title: `${title} · Beheer · Leeswijzer` }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerSignupsEvent() {
  const event = useLoaderData<typeof loader>();
  const t = useT();
  const pageLink = (page: number) => `/beheer/aanmeldingen/${event.id}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <article className={styles.section} aria-labelledby="event-title">
      <Link to="/beheer/aanmeldingen">{t('beheer.signups.back')}</Link>
      <h1 id="event-title">{event.title}</h1>
      <p>
        {event.startsAt ?? t('beheer.signups.no_date')} · {t(`beheer.signups.state.${event.state}`)}
        {event.location ? ` · ${event.location}` : null}
      </p>
      <p role="status" className={styles.count}>
        {event.count === 1 ? t('beheer.signups.count_one') : t('beheer.signups.count', { n: event.count })} ·{' '}
        {t('beheer.signups.places_taken', { taken: event.placesTaken, places: event.places })}
      </p>
      {event.count > 0 ? (
        <p>
          {/* A plain link: the file comes from a resource route, not a page the router renders. */}
          <a href={`/beheer/aanmeldingen/${event.id}/aanmeldingen.csv`} download>
            {t('beheer.signups.csv')}
          </a>
        </p>
      ) : null}
      {event.registrations.length === 0 ? (
        <p>{t('beheer.signups.none')}</p>
      ) : (
        <StaffTable
          labelledBy="registrations-table-caption"
          caption={t('beheer.signups.registrations_table')}
        >
          <thead>
            <tr>
              <th scope="col">{t('beheer.signups.col.name')}</th>
              <th scope="col">{t('beheer.signups.col.phone')}</th>
              <th scope="col">{t('beheer.signups.col.guest')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.signups.col.places')}
              </th>
              <th scope="col">{t('beheer.signups.col.question')}</th>
              <th scope="col">{t('beheer.signups.col.registered')}</th>
            </tr>
          </thead>
          <tbody>
            {event.registrations.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  {r.name}
                  <span className={styles.sub}>{r.email}</span>
                </th>
                <td>{r.phonenr}</td>
                <td>
                  {r.guest || '—'}
                  {r.guestEmail ? <span className={styles.sub}>{r.guestEmail}</span> : null}
                </td>
                <td className={styles.amount}>{r.places}</td>
                <td className={own.question}>{r.question}</td>
                <td>{r.at}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={event.page}
        pages={event.pages}
        previous={
          event.page > 1 ? { to: pageLink(event.page - 1), label: t('beheer.signups.previous') } : null
        }
        next={
          event.page < event.pages ? { to: pageLink(event.page + 1), label: t('beheer.signups.next') } : null
        }
      />
    </article>
  );
}
