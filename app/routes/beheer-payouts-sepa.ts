// /beheer/uitbetalingen/betaalbestand.xml (issue 30, back office I): the bank's SEPA credit transfer file
// (pain.001.001.03, decision 589) of the open payouts chosen on /beheer/uitbetalingen (?uitbetaling=12&…, a GET
// form: making the file changes nothing). A choice that cannot be paid goes back to the page with the reason by
// the choice (303). Admins only (404 for everyone else).
import { redirect } from 'react-router';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/beheer-payouts-sepa';

const BACK = '/beheer/uitbetalingen';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'payouts-sepa');
  const chosen = new URL(request.url).searchParams.getAll('uitbetaling');
  const ids = chosen.filter((id) => /^[1-9]\d{0,9}$/.test(id)).map(Number);
  const result =
    ids.length === chosen.length
      ? await context.services.staffPayouts.sepa(ids)
      : { kind: 'not-open' as const };
  if (result.kind !== 'ok') {
    const reason = result.kind === 'bank-details' ? 'bank' : result.kind.replace('-', '_');
    throw redirect(`${BACK}?betaalbestand=${reason}#over-te-maken`, 303);
  }
  return new Response(result.xml, {
    headers: {
      ...PRIVATE_HEADERS,
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${result.fileName}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}
