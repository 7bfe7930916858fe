// /beheer/bestellingen/bestellingen.csv (issue 30, back office I): the orders the list's filter finds — every page,
// the newest first — as a CSV file for the bookkeeping in Excel (decisions 595–597), streamed in batches
// (app/lib/csv.server.ts, decision 577). The query is the list's own (domain/staff-orders.ts
// parseStaffOrderFilter; a page number is ignored, a filter value that cannot be used counts as not given, as on
// the page). Admins only (404 otherwise), never cached.
import { formatInstantNl } from '../../domain/dates';
import { parseStaffOrderFilter } from '../../domain/staff-orders';
import type { StaffOrderExportRow } from '../../server/orders/service';
import { csvEuro, csvFileName, csvResponse } from '../lib/csv.server';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/beheer-orders-csv';

const HEADER = [
  'Bestelnummer',
  'Datum',
  'Status',
  'Betaalmethode',
  'Betaald op',
  'Verzonden op',
  'Factuurnummer',
  'Naam',
  'Bedrijf',
  'E-mailadres',
  'Postcode',
  'Plaats',
  'Land',
  'Goederen incl. btw',
  'Verzendkosten',
  'Btw',
  'Totaal',
  'Partnercode',
];

const instant = (at: Date | null) => (at ? formatInstantNl(at) : '');

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'orders-csv');
  const { filter } = parseStaffOrderFilter(new URL(request.url).searchParams);
  // The status as the list shows it (its texts, so a wording changed there changes here too).
  const texts = await context.services.texts.texts('nl');
  const state = (order: StaffOrderExportRow) => {
    const key = `beheer.orders.state.${order.fulfilledAt ? 'shipped' : order.status}`;
    return texts[key] ?? order.status;
  };
  const cells = (order: StaffOrderExportRow) => [
    String(order.number),
    formatInstantNl(order.createdAt),
    state(order),
    order.paymentMethodTitle,
    instant(order.paidAt),
    instant(order.fulfilledAt),
    order.invoiceNumber ?? '',
    order.name,
    order.company,
    order.email,
    order.zipcode,
    order.city,
    order.countryCode,
    csvEuro(order.goodsCents),
    order.shippingCents === null ? '' : csvEuro(order.shippingCents),
    csvEuro(order.vatCents),
    csvEuro(order.totalCents),
    order.affiliateId ?? '',
  ];
  const service = context.services.staffOrders;
  async function* rows() {
    for await (const batch of service.batches(filter)) yield batch.map(cells);
  }
  return csvResponse(csvFileName('bestellingen'), HEADER, rows());
}
