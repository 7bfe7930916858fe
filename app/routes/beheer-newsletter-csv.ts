// /beheer/nieuwsbrief/abonnees.csv (issue 30, back office I): the newsletter's subscribers as a CSV file for Excel
// — by address, with where each consent was given and when (decision 576) — streamed in batches
// (app/lib/csv.server.ts, decision 577). ?q= narrows it as the page's search does. Admins only (404 otherwise).
import { formatInstantNl } from '../../domain/dates';
import { parseSubscriberFilter } from '../../domain/staff-signups';
import type { Subscriber } from '../../server/accounts/service';
import { csvFileName, csvResponse } from '../lib/csv.server';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/beheer-newsletter-csv';

const HEADER = [
  'E-mailadres',
  'Voornaam',
  'Achternaam',
  'Via account',
  'Toestemming account',
  'Via aanmeldformulier',
  'Toestemming aanmeldformulier',
  'Toestemmingstekst',
];

const cells = (s: Subscriber) => [
  s.email,
  s.firstname,
  s.lastname,
  s.account ? 'ja' : 'nee',
  s.account?.consentAt ? formatInstantNl(s.account.consentAt) : '',
  s.list ? 'ja' : 'nee',
  s.list ? formatInstantNl(s.list.consentAt) : '',
  s.list?.consentText ?? '',
];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'newsletter-csv');
  const { filter } = parseSubscriberFilter(new URL(request.url).searchParams);
  const service = context.services.accounts;
  async function* rows() {
    for await (const batch of service.subscriberBatches(filter.q)) yield batch.map(cells);
  }
  return csvResponse(csvFileName('nieuwsbrief-abonnees'), HEADER, rows());
}
