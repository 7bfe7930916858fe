// Our own Dutch wording for the CSV export of the staff's orders (issue 30, back office I): the link on
// /beheer/bestellingen. The file's column names are the export's own (app/routes/beheer-orders-csv.ts).
export const beheerOrdersExportTextsNl: Readonly<Record<string, string>> = {
  'beheer.orders.export': 'Exporteer als CSV',
  'beheer.orders.export_hint': 'alle bestellingen van deze filters, voor Excel',
};
