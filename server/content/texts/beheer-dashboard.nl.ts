// Our own Dutch wording for the staff dashboard /beheer (issue 30, back office I): the sales of today and this week,
// the work waiting in each list, and the chart of the last 30 days with its figures as a table. The spec quotes none
// of these.
export const beheerDashboardTextsNl: Readonly<Record<string, string>> = {
  'beheer.dashboard.title': 'Overzicht',
  'beheer.dashboard.intro':
    'Wat er verkocht is en wat er op je wacht. Omzet is het totaal van betaalde bestellingen, met btw en verzendkosten, geteld op de dag van betaling.',
  'beheer.dashboard.sales': 'Verkoop',
  'beheer.dashboard.today': 'Vandaag',
  'beheer.dashboard.week': 'Deze week',
  'beheer.dashboard.week_since': 'sinds maandag {date}',
  'beheer.dashboard.orders': '{n} bestellingen',
  'beheer.dashboard.orders_one': '1 bestelling',
  'beheer.dashboard.work': 'Te doen',
  'beheer.dashboard.to_ship': 'Te verzenden',
  'beheer.dashboard.awaiting': 'Wacht op betaling',
  'beheer.dashboard.failed_mails': 'Mislukte e-mails',
  'beheer.dashboard.pending_reviews': 'Recensies te beoordelen',
  'beheer.dashboard.partner_applications': 'Partneraanmeldingen',
  'beheer.dashboard.open_messages': 'Open berichten',
  'beheer.dashboard.chart': 'De laatste 30 dagen',
  'beheer.dashboard.chart_orders': 'Betaalde bestellingen per dag',
  'beheer.dashboard.chart_revenue': 'Omzet per dag',
  'beheer.dashboard.chart_orders_summary':
    'Van {from} tot en met {to}: {total} betaalde bestellingen. De drukste dag was {day} met {most}.',
  'beheer.dashboard.chart_revenue_summary':
    'Van {from} tot en met {to}: {total} omzet. De hoogste dag was {day} met {most}.',
  'beheer.dashboard.chart_empty': 'Van {from} tot en met {to}: geen betaalde bestellingen.',
  'beheer.dashboard.table': 'Toon de cijfers per dag als tabel',
  'beheer.dashboard.table_caption': 'Betaalde bestellingen en omzet per dag, de laatste 30 dagen',
  'beheer.dashboard.col.day': 'Dag',
  'beheer.dashboard.col.orders': 'Bestellingen',
  'beheer.dashboard.col.revenue': 'Omzet',
  'beheer.dashboard.total': 'Totaal',
};
