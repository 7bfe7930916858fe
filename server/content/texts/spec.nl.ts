// Texts quoted by the specification (../shared/spec, documents 1–3), verbatim, by key — the spec's own typos
// included ('wijzingen', 'e-mailadres is.'). Placeholders are {name}. Keys the spec names without quoting a
// text (form_errors.*, errors.error_login, payment_success …) carry our own wording in the spec's 'je' form.
// Checked against tests/fixtures/spec-quoted-texts.json by spec-texts.test.ts.
export const specTextsNl: Readonly<Record<string, string>> = {
  // Page shell (spec 1 §1, §2.2)
  'shell.payoff_sb': 'Uitgeverij & de grootste website voor zelfontwikkeling',
  'shell.payoff_all': 'Een dag zonder boek ...',
  'shell.page_title_sb': 'De grootste website voor zelfhulpboeken en zelfhulpproducten',
  'shell.page_title_all': 'Alle boeken op één plek',
  'shell.admin_link': 'Beheer',

  // Dialogs (spec 1 §2.2, spec 2 §4, spec 3 §2, §4)
  'dialog.cart.to_cart': 'Naar winkelwagentje',
  'dialog.cart.continue': 'Sluit dit venster en winkel verder',
  'dialog.delete.cancel': 'Annuleer',
  'dialog.delete.confirm': 'Verwijder',
  'dialog.compare.ok': 'Ok!',

  // Errors (spec 1 §8, spec 2 §8, spec 3 §8)
  'errors.technical_error': 'Er is een technische fout opgetreden.',
  'errors.error_general': 'Er is een fout opgetreden. Controleer je invoergegevens.',
  'errors.error_login': 'Het inloggen is niet gelukt. Controleer je e-mailadres en wachtwoord.',
  'errors.error_retrieve':
    'Het opvragen van je wachtwoord is niet gelukt. Controleer je e-mailadres of probeer het later nog een keer.',

  // Search (spec 1 §2.4, §4, §5, §8)
  'search.scope.own': 'Onze eigen uitgaven',
  'search.scope.sb': 'Alle zelfhulpboeken',
  'search.scope.all': 'Alle boeken',
  'search.too_short': 'Gebruik een langere zoekterm (minimaal 3 letters)',
  'search.no_results': 'We kunnen geen resultaten voor je zoekopdracht vinden.',
  'search.no_results_in_scope': 'Er zijn geen resultaten in {scope} gevonden.',
  'search.results_in_wider_scope': 'Er zijn wel resultaten in {scope} gevonden',
  'search.tips.spelling': 'Controleer de spelling van je zoekwoord(en)',
  'search.tips.other_term': 'Probeer een ander zoekwoord',
  'search.tips.other_category': 'Kies hiernaast een (andere) categorie',
  'search.suggestions_header': 'Misschien kunnen deze suggesties helpen:',
  'search.loading': 'We zoeken een resultaat voor je ...',
  'search.empty_page':
    'Er zijn geen resultaten gevonden. Probeer een ander zoekwoord of kies bijvoorbeeld hiernaast een andere categorie.',
  'search.show_all': 'Toon alle {count} resultaten',
  'search.elevated_default': 'aanbevolen',

  // Book lists (spec 1 §2.4, §2.5)
  'list.sort.reset': 'Verwijder sortering',
  'list.release_date': 'Verschijningsdatum',
  'list.empty_author': 'Er zijn momenteel geen boeken van {author} beschikbaar',
  'list.empty_author_other': 'Er zijn momenteel geen andere boeken van {author} beschikbaar',

  // Book card and book page (spec 1 §2.5, §2.6)
  'book.label.own_edition': 'Eigen uitgave',
  'book.label.soon': 'Binnenkort',
  'book.label.sold_out': 'Uitverkocht',
  'book.unknown': 'Dit boek is nog niet in onze database opgenomen',
  'book.no_description': 'Er is geen beschrijving aanwezig',

  // Top lists (spec 1 §2.7)
  'top60.title': 'Top 60 Bestsellers',
  'top60.loading': 'De gegevens worden opgehaald',
  'top10.none_found': 'Er is hiervan geen top 10 gevonden',
  'top10.none_here': 'Er is hier geen Top 10 van bekend',

  // Categories and authors (spec 1 §2.4, §2.7, §8)
  'category.unknown': 'Deze categorie is onbekend',
  'author.unknown': 'Deze auteur is onbekend',
  'author.no_info': 'Er is geen verdere informatie over {name} beschikbaar',

  // E-books, newsletters, reviews, events (spec 1 §2.8, §8; spec 3 §2)
  'ebooks.login_for_download': 'Log in of meld je aan voor gratis download',
  'ebooks.english': 'Engelstalig',
  'newsletter.unavailable': '(Deze nieuwsbrief is momenteel niet beschikbaar)',
  'review.name_hidden': '(Naam bekend bij redactie)',
  'events.title': 'Ontmoet de auteur',

  // Stock and delivery (spec 1 §9, spec 3 §8; mapping in DESIGN.md "Stock and delivery texts")
  'stock.sold_out': 'Uitverkocht',
  'stock.not_in_assortment': 'Niet of niet meer in assortiment',
  'stock.delivery_1_3': 'Levertijd: 1-3 werkdagen',
  'stock.delivery_7_9': 'Levertijd: 7-9 werkdagen',
  'stock.delivery_n': 'Levertijd: {from}-{to} werkdagen',
  'stock.not_yet_published': 'Nog niet verschenen',
  'stock.reprint': 'In herdruk',
  'stock.expected_on': ', verwacht op {date}',
  'stock.order_now': ', nu te bestellen',
  'stock.temporarily_unavailable': '(Tijdelijk) niet leverbaar',
  'stock.available_within_7_days': 'Binnen 7 dagen weer leverbaar',

  // Cart, wishlist and checkout (spec 3 §2, §8; spec 2 §8)
  'cart.empty': 'Er staat nog niets in je winkelwagentje',
  'wishlist.empty': 'Er staan nog geen boeken op je verlanglijstje.',
  'order.shipping_line': 'Verzendkosten',
  'checkout.step.client': 'Vul je bestelgegevens in',
  'checkout.step.review': 'Controleer je bestelling',
  'checkout.step.payment': 'Betaling',
  'checkout.email.in_use': 'Het hierboven ingevulde e-mailadres is al in gebruik...',
  'checkout.email.unknown': 'Het blijkt dat dit e-mailadres nog niet bekend is bij ons:',
  'checkout.email.known': 'Dit e-mailadres is bekend bij ons.',

  // Payment (spec 2 §2, §4, §8)
  'payment.choose_method': 'Kies hoe je wilt betalen',
  'payment.start': 'Start betaling',
  'payment.success_text': 'Je bestelling wordt zo snel mogelijk verstuurd.',
  'payment.void_logged_in':
    'Je bestelling is opgeslagen in je account, maar nog niet betaald en kan daardoor niet verzonden worden.',
  'payment.void_anonymous': 'Je bestelling is niet betaald en kan daardoor niet verzonden worden.',
  // Page headers of the payment confirmation page, keyed as in spec 2 §4.
  payment_success: 'Bedankt voor je bestelling!',
  payment_pending: 'Je bestelling wacht op je overboeking',
  payment_processing: 'Je betaling wordt verwerkt',
  payment_error: 'Je betaling is niet gelukt',

  // Account (spec 2 §2, §4)
  'account.my_account': 'Mijn account',
  'account.my_details': 'Mijn gegevens',
  'account.my_orders': 'Mijn bestellingen',
  'account.profile.submit': 'Verstuur wijzigingen',
  'account.profile.country_from_zipcode': 'Op basis van de postcode is het land aangepast.',
  'account.profile.partner_note': 'Partners worden altijd op de hoogte gehouden.',
  'account.password.will_change': 'Je wachtwoord wordt veranderd na het versturen van de wijzingen.',
  'account.password.unchanged': 'Je huidige wachtwoord wordt niet veranderd.',
  'account.orders.open': 'Openstaande bestellingen',
  'account.orders.paid': 'Betaalde bestellingen',
  'account.orders.open_empty': 'Je hebt geen openstaande bestellingen.',
  'account.orders.paid_empty': 'Je hebt nog geen bestellingen betaald.',
  'account.orders.pay_now': 'Betaal nu',
  'account.orders.pay_differently': 'Betaal anders',
  'register.error': 'Er is helaas een fout opgetreden / Probeer het later nog een keer.',

  // Form validation (spec 2 §5, §8; spec 3 §5, §8)
  // Decision 561: an empty required field, said plainly (was 'Vul dit veld in.'); a choice outside
  // the list has its own text.
  'form_errors.general': 'Vul dit veld in.',
  'form_errors.choose': 'Kies een van de mogelijkheden uit de lijst.',
  'form_errors.email': 'Vul een geldig e-mailadres in.',
  'form_errors.email_empty': 'Het e-mailadres kan niet leeg zijn.',
  'form_errors.email_in_use':
    'Dit e-mailadres is al in gebruik. Log hier in met dit e-mailadres, of vul een ander e-mailadres is.',
  'form_errors.email_in_use_extended':
    'Dit e-mailadres is al in gebruik. Heb je al een account? Log dan in met dit e-mailadres.',
  'form_errors.email_not_matching': 'De e-mailadressen zijn niet gelijk',
  'form_errors.pw_not_matching': 'De wachtwoorden zijn niet gelijk',
  'form_errors.password_check': 'Controleer de ingevoerde wachtwoordgegevens.',
  'form_errors.min_length': 'Gebruik minimaal {n} karakters',
  'form_errors.isbn': 'Vul een geldig ISBN in (10 of 13 cijfers).',
  'form_errors.invalid_input': 'Deze invoer is niet correct.',
  'form_errors.captcha': 'De dag van vandaag klopt nog niet.',
  'form_feedback.success': 'Bedankt! Je gegevens zijn goed verstuurd.',
  'form_feedback.create_account': 'Of maak een nieuw account aan met dit e-mailadres.',

  // VAT number check (spec 2 §5)
  'vat.country_required': 'Je moet een land selecteren bij je persoonlijke gegevens',
  'vat.empty': 'Het invoerveld voor het btw-nummer kan niet leeg zijn',
  'vat.invalid_input':
    'Dit btw-nummer kunnen we niet controleren. Kies een land binnen de EU en begin het nummer met de landcode van dat land.',
  'vat.invalid_for_country':
    'Dit is geen geldig btw-nummer in {country} (het land geselecteerd in je profielgegevens)',
  // Two different countries: the VAT number's prefix and the profile's country (the spec writes {country} twice).
  'vat.country_mismatch':
    'De landcode van het btw-nummer ({vat_country}) komt niet overeen met het geselecteerde land in je profielgegevens ({country})',

  // Partner programme (spec 2 §8)
  'partner.code_missing':
    'LET OP: er is een fout opgetreden, hierdoor kloppen de hieronder gegenereerde links nog niet. Neem contact met ons op via dit formulier...',
  'partner.link_book_unavailable':
    'Dit boek is momenteel niet leverbaar. Er kunnen dus geen bestellingen van plaatsvinden.',
  'partner.no_commissions': 'Er zijn nog geen commissies verkregen',
  'partner.no_payouts': 'Er zijn nog geen commissies uitgekeerd.',
};
