// /beheer/aanmeldingen/{id}/aanmeldingen.csv (issue 30, back office I): one event's registrations as a CSV file for
// Excel, streamed in batches (app/lib/csv.server.ts, decision 577), the first registered first, every field of the
// registration in a column of its own. Admins only (404 for everyone else and for an unknown event).
import { data } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import type { StaffRegistration } from '../../server/events/service';
import { csvFileName, csvResponse } from '../lib/csv.server';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/beheer-signups-csv';

const HEADER = [
  'Aangemeld op',
  'Voornaam',
  'Tussenvoegsel',
  'Achternaam',
  'E-mailadres',
  'Telefoonnummer',
  'Plaatsen',
  'Voornaam gast',
  'Tussenvoegsel gast',
  'Achternaam gast',
  'E-mailadres gast',
  'Vraag',
];

const cells = (r: StaffRegistration) => [
  formatInstantNl(r.createdAt),
  r.firstname,
  r.middlename,
  r.lastname,
  r.email,
  r.phonenr,
  String(r.places),
  r.guestFirstname,
  r.guestMiddlename,
  r.guestLastname,
  r.guestEmail,
  r.question,
];

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, 'signups-csv');
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  const service = context.services.eventRegistrations;
  const found = await service.event(Number(params.id), 1);
  if (!found) throw data(null, { status: 404 });
  async function* rows() {
    for await (const batch of service.batches(found!.event.id)) yield batch.map(cells);
  }
  return csvResponse(csvFileName(`aanmeldingen-${found.event.reference}`), HEADER, rows());
}
