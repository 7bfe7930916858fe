// Our own Dutch wording for money on the staff's order page that no provider reports (issue 30): a bank transfer
// that came in, recorded by staff (decision 610), and a business customer's order on account with its invoice and
// payment term (decision 611), and how the customer's orders tab names such an order. The spec quotes none.
export const beheerOrderMoneyTextsNl: Readonly<Record<string, string>> = {
  'beheer.received.title': 'Betaling ontvangen',
  'beheer.received.form': 'Registreer een ontvangen betaling',
  'beheer.received.intro':
    'Staat de overboeking op de bankrekening van de winkel? Registreer hem hier: de bestelling wordt betaald, de factuur wordt gemaakt en de klant krijgt een bevestiging.',
  'beheer.received.amount': 'Ontvangen bedrag in euro',
  'beheer.received.amount_hint': 'Zoals op het bankafschrift, bijvoorbeeld 24,95.',
  'beheer.received.date': 'Bijgeschreven op',
  'beheer.received.reference': 'Kenmerk van de bank',
  'beheer.received.reference_hint': 'Bijvoorbeeld de omschrijving of het transactienummer van het afschrift.',
  'beheer.received.submit': 'Registreer betaling',
  'beheer.received.done':
    'De betaling is geregistreerd. De bestelling is betaald en de klant krijgt een bevestiging met de factuur.',
  'beheer.received.amount_invalid': 'Vul een bedrag in euro in, bijvoorbeeld 24,95.',
  'beheer.received.amount_other':
    'Dit is niet het totaal van de bestelling ({total}). Registreer alleen een betaling van het hele bedrag; neem bij een ander bedrag contact op met de klant.',
  'beheer.received.date_invalid': 'Vul een datum in, bijvoorbeeld 30-11-2026.',
  'beheer.received.date_future': 'Deze datum ligt in de toekomst.',
  'beheer.received.date_before_order': 'Deze datum ligt vóór de dag waarop de bestelling is geplaatst.',
  'beheer.received.reference_long': 'Het kenmerk mag hoogstens {max} tekens lang zijn.',
  'beheer.received.refused.paid': 'Deze bestelling is al betaald.',
  'beheer.received.refused.in_checkout':
    'Deze bestelling is nog in de kassa: de klant heeft nog geen betaalwijze gekozen.',
  'beheer.order.provider_manual': 'Geregistreerd door de winkel',
  'beheer.audit.action.order.payment_received': 'Betaling ontvangen en geregistreerd',

  'beheer.on_account.title': 'Op rekening leveren',
  'beheer.on_account.form': 'Lever de bestelling op rekening',
  'beheer.on_account.intro':
    'De factuur wordt nu gemaakt en naar de klant gemaild, met de betalingstermijn. Daarna kun je de bestelling verzenden voordat er betaald is.',
  'beheer.on_account.term': 'Betalingstermijn in dagen',
  'beheer.on_account.term_hint': 'De klant betaalt binnen dit aantal dagen na de factuurdatum.',
  'beheer.on_account.term_invalid': 'Vul een hele termijn in van {min} tot en met {max} dagen.',
  'beheer.on_account.submit': 'Lever op rekening en mail de factuur',
  'beheer.on_account.done':
    'De bestelling wordt op rekening geleverd. De klant krijgt de factuur met de betalingstermijn; je kunt de bestelling nu verzenden.',
  'beheer.on_account.since': 'Op rekening sinds {date}.',
  'beheer.on_account.due': 'Te betalen uiterlijk {date}.',
  'beheer.on_account.overdue': 'Vervallen op {date}: nog niet betaald.',
  'beheer.on_account.refused.already': 'Deze bestelling wordt al op rekening geleverd.',
  'beheer.on_account.refused.paid': 'Deze bestelling is al betaald.',
  'beheer.on_account.refused.in_checkout':
    'Deze bestelling is nog in de kassa: de klant heeft nog geen betaalwijze gekozen.',
  'beheer.on_account.refused.not_unpaid': 'Alleen een onbetaalde bestelling kan op rekening geleverd worden.',
  'beheer.on_account.refused.not_business':
    'Op rekening leveren kan alleen voor een bestelling op naam van een bedrijf (met een bedrijfsnaam).',
  'beheer.audit.action.order.on_account': 'Op rekening geleverd, factuur gemaakt',
  'beheer.orders.view.on_account': 'Op rekening, niet betaald',
  'beheer.orders.due': 'Op rekening, te betalen uiterlijk {date}',
  'beheer.orders.overdue': 'Op rekening, vervallen op {date}',
  // The customer's orders tab (spec 2 §2) for an order on account.
  'orders.status.on_account': 'Op rekening, te betalen uiterlijk {date}',
};
