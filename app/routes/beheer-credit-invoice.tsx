// /beheer/bestellingen/{number}/creditfactuur/{credit number} (issue 30 refunds): a finished refund's credit
// invoice as a PDF, for staff's records and to send on. Admins only (404 for everyone else, for an unknown order
// or credit number); never cached.
import { data } from 'react-router';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/beheer-credit-invoice';

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, 'credit-invoice');
  if (!/^[1-9]\d{0,8}$/.test(params.number) || !/^C\d{4}-\d{6,9}$/.test(params.credit))
    throw data(null, { status: 404 });
  const found = await context.services.staffOrders.creditInvoice(Number(params.number), params.credit);
  if (!found) throw data(null, { status: 404 });
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${found.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
