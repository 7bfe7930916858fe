// Our own Dutch wording for the cart and wishlist pages (issue 13): headings, labels, the shipping rule that
// applied, the notices and the dialogs' questions. The spec's own texts (cart.empty, wishlist.empty, the dialog
// buttons Annuleer / Verwijder / Ok!, Verzendkosten) are in spec.nl.ts.
export const cartTextsNl: Readonly<Record<string, string>> = {
  // The cart page (spec 3 §2 cart view)
  'cart.title': 'Winkelwagentje',
  'cart.description': 'De boeken in je winkelwagentje, met verzendkosten en btw.',
  'cart.lines_label': 'Boeken in je winkelwagentje',
  'cart.continue_shopping': 'Verder winkelen',
  'cart.to_checkout': 'Verder naar bestellen',
  'cart.unit_price': '{price} per stuk',
  'cart.amount': 'Aantal',
  'cart.amount_label': 'Aantal van {title}',
  'cart.amount_submit': 'Wijzig',
  'cart.amount_saving': 'Bezig met bijwerken…',
  'cart.remove': 'Verwijder',
  'cart.remove_label': 'Verwijder {title} uit je winkelwagentje',
  'cart.line_total': 'Bedrag',
  'cart.discount': '{percent}% korting',
  // Decision 630: why a consumer gets no or less discount on a book with a fixed price (Wet op de vaste boekenprijs)
  'cart.fixed_price.none': 'Geen korting: voor dit boek geldt de vaste boekenprijs.',
  'cart.fixed_price.limited': 'Minder korting: voor dit boek geldt de vaste boekenprijs.',
  'cart.not_orderable': 'Dit boek is nu niet te bestellen en telt niet mee in het totaal.',
  'cart.unknown_book': 'Dit boek kennen we niet meer; het telt niet mee in het totaal.',

  // Totals (spec 3 §9)
  'cart.totals_title': 'Overzicht',
  'cart.goods': 'Artikelen',
  'cart.discount_total': 'Korting',
  'cart.shipping': 'Verzendkosten',
  'cart.shipping_free': 'Gratis',
  'cart.total': 'Totaal',
  'cart.vat_rate': 'waarvan btw {rate}%',
  'cart.vat_total': 'Btw totaal',
  'cart.incl_vat': 'Alle bedragen zijn inclusief btw.',
  // The rule that set the shipping (spec 3 §9), under 'Verzendkosten'
  'cart.shipping_rule.empty': 'Er wordt niets verzonden',
  'cart.shipping_rule.ebooks-only': 'Alleen e-books: er wordt niets verzonden',
  'cart.shipping_rule.no-shipping-row': 'Zonder verzendkosten',
  'cart.shipping_rule.custom': 'Afgesproken bedrag',
  'cart.shipping_rule.no-shipping-costs': 'Je account betaalt geen verzendkosten',
  'cart.shipping_rule.free-zero-total': 'Gratis verzending',
  'cart.shipping_rule.free-threshold': 'Gratis verzending binnen {country}',
  'cart.shipping_rule.letter': 'Brievenbuspakje naar {country}',
  'cart.shipping_rule.package': 'Pakket naar {country}',
  'cart.shipping_rule.abroad': 'Pakket naar {country}',
  'cart.free_shipping_note':
    'Bestel nog voor {amount} en we versturen je bestelling gratis (gratis verzending vanaf {threshold}).',
  'cart.discount_shipping_note':
    'Met korting betaal je verzendkosten, tenzij je bestelling meer dan {amount} kost.',

  // Country, remark, notices
  'cart.country': 'Land van bezorging',
  'cart.country_hint': 'De verzendkosten hangen af van het land en het gewicht.',
  'cart.country_submit': 'Bereken verzendkosten',
  'cart.remark': 'Opmerking bij je bestelling',
  'cart.remark_hint': 'Bijvoorbeeld een wens voor de bezorging. Niet verplicht.',
  'cart.remark_submit': 'Bewaar opmerking',
  'cart.remark_saved': 'Je opmerking is bewaard.',
  'cart.mixed_delivery':
    'Let op: je bestelling gaat in één zending de deur uit, zodra alle boeken leverbaar zijn. Boeken met een langere levertijd houden zo de rest op.',

  // The delete confirmation (spec 3 §2 dialogs, §4, §5: amount 0 or empty)
  'dialog.delete.title': 'Verwijderen uit je winkelwagentje?',
  'dialog.delete.question': 'Wil je ‘{title}’ uit je winkelwagentje verwijderen?',

  // Compare carts at login (spec 3 §4 Cart merge on login)
  'dialog.compare.title': 'Je hebt twee winkelwagentjes',
  'dialog.compare.intro':
    'Je had nog boeken in je winkelwagentje in je account bewaard, en je hebt net ook boeken gekozen. Wat wil je doen?',
  'dialog.compare.saved_title': 'Bewaard in je account',
  'dialog.compare.guest_title': 'Net gekozen',
  'dialog.compare.choice': 'Kies een winkelwagentje',
  'dialog.compare.use_saved': 'Gebruik alleen je bewaarde winkelwagentje',
  'dialog.compare.use_saved_hint': 'De boeken die je net koos, vervallen dan.',
  'dialog.compare.merge': 'Voeg ze samen',
  'dialog.compare.merge_hint':
    'Alle boeken uit beide komen in je winkelwagentje. Bij boeken die in beide staan, geldt het aantal dat je net koos.',
  'dialog.compare.amount': '{amount}×',
  'dialog.compare.pending':
    'Je hebt nog boeken gekozen van voor je inlogde. Kies wat je met je twee winkelwagentjes wilt doen.',
  'dialog.compare.open': 'Vergelijk de winkelwagentjes',

  'checkout.back_to_cart': 'Terug naar je winkelwagentje',

  // The wishlist page (spec 3 §2 /wishlist, spec 1 §4 Wishlist from lists)
  'wishlist.title': 'Verlanglijstje',
  'wishlist.description': 'De boeken die je hebt bewaard om later te kopen.',
  'wishlist.entries_label': 'Boeken op je verlanglijstje',
  'wishlist.move': 'In winkelwagen',
  'wishlist.remove_label': 'Verwijder {title} van je verlanglijstje',
  'wishlist.not_orderable': 'Nu niet te bestellen',
  'wishlist.to_cart': 'Naar winkelwagentje',

  // Messages of the actions
  'cart.error_general': 'Dat is niet gelukt. Probeer het nog een keer.',
  'cart.bad_intent': 'Dit formulier kennen we niet. Laad de pagina opnieuw en probeer het nog een keer.',
};
