// /beheer/bestellingen/{number}/pakbon (issue 30 "Ship"): the order's packing slip as a PDF, opened inline so
// staff can print it. Admins only (404 for everyone else and for an unknown number); never cached.
import { data } from 'react-router';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/beheer-packing-slip';

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, 'packing-slip');
  if (!/^[1-9]\d{0,8}$/.test(params.number)) throw data(null, { status: 404 });
  const pdf = await context.services.staffOrders.packingSlip(Number(params.number));
  if (!pdf) throw data(null, { status: 404 });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="pakbon-${params.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
