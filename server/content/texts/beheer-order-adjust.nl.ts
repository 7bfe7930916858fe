// Our own Dutch wording for the staff's price overrides of an order not paid yet (issue 30, spec 3 §1 "Staff can
// give an order custom shipping costs or overrule its discounts"): /beheer/bestellingen/{number}/aanpassen.
// The spec quotes none of these.
export const beheerOrderAdjustTextsNl: Readonly<Record<string, string>> = {
  'beheer.adjust.title': 'Prijzen van bestelling {number} aanpassen',
  'beheer.adjust.link': 'Verzendkosten en kortingen aanpassen',
  'beheer.adjust.back': 'Terug naar bestelling {number}',
  'beheer.adjust.intro':
    'Geef deze bestelling eigen verzendkosten, geen verzendkosten of eigen kortingen per boek. De totalen worden berekend zoals in de kassa, met de prijzen van nu. De klant betaalt daarna het nieuwe totaal.',
  'beheer.adjust.not_adjustable':
    'Deze bestelling is al betaald. De prijzen van een betaalde bestelling veranderen niet meer.',
  'beheer.adjust.form': 'Verzendkosten en kortingen',
  'beheer.adjust.custom_shipping': 'Eigen verzendkosten in euro',
  'beheer.adjust.custom_shipping_hint': 'Bijvoorbeeld 4,95. Laat leeg voor de gewone verzendkosten.',
  'beheer.adjust.no_shipping': 'Geen verzendkosten (geen verzendregel op de bestelling)',
  'beheer.adjust.overrule': 'Kortingen overschrijven met de percentages hieronder',
  'beheer.adjust.overrule_hint':
    'De percentages worden ook in het winkelwagentje van de klant gezet. Zonder vinkje gelden de gewone kortingen.',
  'beheer.adjust.discount': 'Korting in % op {title}',
  'beheer.adjust.lines': 'Boeken in de bestelling',
  'beheer.adjust.col.book': 'Boek',
  'beheer.adjust.col.amount': 'Aantal',
  'beheer.adjust.col.price': 'Prijs per stuk',
  'beheer.adjust.col.discount': 'Korting',
  'beheer.adjust.col.total': 'Bedrag',
  'beheer.adjust.preview': 'Bereken het nieuwe totaal',
  'beheer.adjust.save': 'Opslaan',
  'beheer.adjust.current': 'Nu',
  'beheer.adjust.new': 'Nieuw',
  'beheer.adjust.totals': 'Totalen',
  'beheer.adjust.goods': 'Boeken',
  'beheer.adjust.discounts': 'Korting',
  'beheer.adjust.shipping': 'Verzendkosten',
  'beheer.adjust.no_shipping_row': 'geen',
  'beheer.adjust.vat': 'Waarvan btw',
  'beheer.adjust.total': 'Totaal',
  'beheer.adjust.preview_shown':
    'Zo wordt de bestelling met deze instellingen. Er is nog niets opgeslagen: kies Opslaan.',
  'beheer.adjust.refused': 'Controleer de gemarkeerde velden.',
  'beheer.adjust.amount_invalid': 'Vul een bedrag in euro in, bijvoorbeeld 4,95.',
  // Decision 631: the law binds the shop, so staff's percent is held to what the Wet op de vaste boekenprijs allows
  'beheer.adjust.fixed_price':
    'Vaste boekenprijs: de wet staat voor deze klant op dit boek niet meer dan {percent} korting toe. Dat percentage geldt.',
  'beheer.adjust.percent_invalid': 'Vul een heel percentage van 0 tot en met 100 in.',
  'beheer.adjust.done.saved': 'De prijzen zijn aangepast. De klant betaalt nu het nieuwe totaal.',
  'beheer.adjust.done.unchanged': 'Er is niets veranderd.',
  'beheer.adjust.done.changed':
    'De klant heeft de bestelling net veranderd. Bekijk de bestelling opnieuw en pas dan de prijzen aan.',
  'beheer.adjust.done.empty': 'Geen van de boeken in deze bestelling is nog te bestellen.',
  'beheer.adjust.done.not_adjustable': 'Deze bestelling is intussen betaald. De prijzen zijn niet aangepast.',
  'beheer.audit.action.order.prices': 'Prijzen van een bestelling aangepast',
};
