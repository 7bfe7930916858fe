// Issue 32 POST /beheer/klanten/{id}/gegevens.zip: a customer's data export for staff, on the customer's request
// (decision 834) — the same ZIP the customer downloads in their privacy tab, with an audit line. Beheerders only
// (the shop's 404 for everyone else), with the page's CSRF token; a GET goes back to the customer page.
import { Readable } from 'node:stream';
import { data, redirect } from 'react-router';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/beheer-customer-export';

function customerId(param: string): number {
  if (!/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, 'customer.export');
  throw redirect(`/beheer/klanten/${customerId(params.id)}`);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'customer.export');
  const id = customerId(params.id);
  const { csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const result = await context.services.privacy.staffExportData(actor, id);
  if (result.kind === 'not-found') throw data(null, { status: 404 });
  if (result.kind === 'throttled') throw redirect(`/beheer/klanten/${id}?gedaan=te-vaak#gegevens`, 303);
  return new Response(Readable.toWeb(result.stream) as ReadableStream<Uint8Array>, {
    headers: {
      ...PRIVATE_HEADERS,
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="klant-${id}-${result.filename}"`,
    },
  });
}
