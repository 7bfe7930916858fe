// Our own Dutch wording for the checkout steps, the payment pages and the orders tab (issue 14). The spec's own
// texts (the step titles, the email-check texts, 'Kies hoe je wilt betalen', 'Start betaling', the void texts,
// the result headers and the orders tab's headings and empty texts) are in spec.nl.ts.
export const checkoutTextsNl: Readonly<Record<string, string>> = {
  // The step bar and the way between the steps (spec 3 §2)
  'checkout.description': 'Vul je gegevens in, controleer je bestelling en betaal.',
  'checkout.steps_label': 'Stappen van je bestelling',
  'checkout.step_number': 'Stap {n}',
  'checkout.step_done': '(klaar)',
  'checkout.to_review': 'Verder naar controleren',
  'checkout.to_payment': 'Verder naar betalen',
  'checkout.back_to_review': 'Terug naar controleren',
  'checkout.back_to_client': 'Terug naar je gegevens',
  'checkout.change': 'Wijzig',
  'checkout.change_label': 'Wijzig {block}',
  // Why a step sent the shopper back (a step opens only when the one before it is valid)
  'checkout.reason.client_missing': 'Vul eerst je bestelgegevens in.',
  'checkout.reason.order_changed':
    'Je bestelling is gewijzigd, bijvoorbeeld in een ander venster. Er is niets afgeschreven. Controleer je bestelling opnieuw en ga dan naar de betaling.',
  'checkout.reason.not_orderable':
    'Er staat een boek in je winkelwagentje dat nu niet te bestellen is. Haal het eerst weg.',

  // Client step (spec 3 §2, §4, §5)
  'checkout.email_intro': 'Vul je e-mailadres in. Heb je al een account, dan log je eerst in.',
  'checkout.email_check': 'Ga verder',
  'checkout.login_instead': 'Log in met dit e-mailadres',
  'checkout.login_link': 'Ik heb al een account: inloggen',
  'checkout.other_email': 'Of vul een ander e-mailadres in.',
  'checkout.password_title': 'Account aanmaken (niet verplicht)',
  'checkout.password_intro':
    'Kies een wachtwoord, dan maken we een account voor je aan en kun je je bestelling volgen. Zonder wachtwoord bestel je als gast.',
  'checkout.logged_in_as': 'Je bestelt als {email}.',
  'checkout.personal_intro': 'We sturen de factuur naar dit adres.',
  'checkout.delivery_toggle': 'Bezorg op een ander adres',
  'checkout.delivery_title': 'Afleveradres',
  'checkout.delivery_intro': 'Alleen invullen als je bestelling naar een ander adres moet.',
  'checkout.delivery_name': 'Naam',
  'checkout.delivery_company': 'Bedrijf',
  'checkout.business_toggle': 'Ik bestel zakelijk',

  // Login step (spec 3 §2: email and password, the forgot-password view with Back)
  'checkout.login_title': 'Log in om verder te gaan',
  'checkout.login_submit': 'Inloggen en verder',
  'checkout.forgot_password': 'Wachtwoord vergeten?',
  'checkout.retrieve_title': 'Wachtwoord vergeten',
  'checkout.retrieve_intro':
    'Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord te kiezen.',
  'checkout.retrieve_submit': 'Stuur de link',
  'checkout.retrieve_sent': 'Als er een account is met {email}, staat de link nu in je mailbox.',
  'checkout.back': 'Terug',

  // Review step (spec 3 §2)
  'checkout.lines_title': 'Je boeken',
  'checkout.personal_title': 'Persoonlijke gegevens',
  'checkout.invoice_address': 'Factuuradres',
  'checkout.delivery_address': 'Afleveradres',
  'checkout.same_address': 'Gelijk aan het factuuradres',
  'checkout.company_title': 'Bedrijfsgegevens',
  'checkout.company_none': 'Je bestelt niet zakelijk.',
  'checkout.vat_valid': 'geldig',
  'checkout.remark_title': 'Opmerking',
  'checkout.remark_none': 'Geen opmerking',
  'checkout.terms': 'Met je bestelling ga je akkoord met onze {link}.',
  'checkout.terms_link': 'algemene voorwaarden',
  'checkout.shipping_to': 'Verzendkosten naar {country}',
  'checkout.amount_times': '{amount} ×',

  // Payment step (spec 3 §2, §4; spec 2 §4)
  'payment.method': 'Betaalmethode',
  'payment.issuer': 'Kies je bank',
  'payment.issuer_none': 'Kies je bank…',
  'payment.complete': 'Rond bestelling af',
  'payment.total': 'Te betalen: {amount}',
  'payment.start_hint_method': 'Kies eerst hoe je wilt betalen.',
  'payment.start_hint_issuer': 'Kies eerst je bank.',
  // Decision 815 (art. 6:230p(g) BW): an order with an e-book.
  'payment.digital_consent':
    'Ik wil mijn e-book meteen ontvangen en weet dat ik daarmee mijn herroepingsrecht voor het e-book verlies.',
  'payment.unavailable':
    'We kunnen de betaalmethoden nu niet ophalen. Je kunt per overboeking betalen, of het over een paar minuten nog eens proberen.',
  'payment.redirecting': 'Je gaat naar de betaalpagina…',
  'payment.redirect_link': 'Ga naar de betaalpagina',

  // Confirmation and result (spec 2 §2 payment confirmation page, §4 status table, §9 bank accounts)
  'payment.result_title': 'Je bestelling',
  'payment.order_number': 'Bestelnummer {number}',
  'payment.success_mail': 'We hebben je een bevestiging gemaild met de factuur.',
  'payment.invoice': 'Download je factuur (pdf)',
  'payment.pending_text':
    'Je bestelling is opgeslagen. We versturen hem zodra je overboeking binnen is. We hebben je de gegevens ook gemaild.',
  'payment.processing_text':
    'We wachten op het antwoord van de betaaldienst. Deze pagina ververst zichzelf; dat duurt meestal maar even.',
  'payment.processing_refresh': 'Ververs nu',
  'payment.void_hint_logged_in': 'Je kunt hem later betalen bij Mijn bestellingen.',
  'payment.other_method': 'Kies een andere betaalmethode',
  'payment.to_orders': 'Naar Mijn bestellingen',
  'payment.cancelled': 'Je bestelling is geannuleerd',
  'payment.cancelled_text':
    'Geannuleerd. Er is niets afgeschreven; had je het bedrag al overgemaakt, dan krijg je het terug. Wil je de boeken toch? Bestel ze gerust opnieuw.',
  'payment.to_home': 'Naar de homepage',
  'payment.unknown_order': 'We kunnen deze bestelling niet vinden. Controleer de link in je e-mail.',
  'bank.title': 'Betaal per overboeking',
  'bank.intro': 'Maak {amount} over naar:',
  'bank.holder': 'Ten name van',
  'bank.iban': 'IBAN',
  'bank.bic': 'BIC',
  'bank.bank': 'Bank',
  'bank.reference': 'Vermeld bij je betaling het bestelnummer: {reference}',
  'bank.pay_before': 'Betaal uiterlijk {date}. Zodra je betaling binnen is, versturen we je bestelling.',
  'bank.close': 'Sluit',

  // Orders tab (spec 2 §2, §4)
  'account.tab.orders': 'Mijn bestellingen',
  'orders.number': 'Bestelling {number}',
  'orders.date': 'Besteld op {date}',
  'orders.total': 'Totaal {amount}',
  'orders.status.pending': 'Betaling gestart',
  'orders.status.banktransfer': 'Wacht op je overboeking',
  'orders.status.void': 'Niet betaald',
  'orders.status.paid': 'Betaald op {date}',
  'orders.status.cancelled': 'Geannuleerd',
  'orders.delete': 'Verwijder',
  'orders.delete_label': 'Verwijder bestelling {number}',
  'orders.delete_question': 'Wil je bestelling {number} verwijderen?',
  'orders.deleted': 'Bestelling {number} is verwijderd.',
  'orders.invoice': 'Factuur',
  'orders.invoice_label': 'Factuur van bestelling {number} (pdf)',
  'orders.track_trace': 'Volg je pakket ({barcode})',
  // Issue 32: a paid order's e-books and their personal download links.
  'orders.ebook_line': '(e-book, download)',
  'orders.downloads': 'Je e-books downloaden',
  'orders.download': 'Download {title}',
  'orders.download_left': 'Nog {count} keer te downloaden, tot {date}.',
  'orders.download_refused.revoked': '{title}: niet meer te downloaden, de bestelling is terugbetaald.',
  'orders.download_refused.expired': '{title}: de downloadlink is verlopen.',
  'orders.download_refused.used-up': '{title}: je hebt het maximale aantal keren gedownload.',
  'orders.lines_label': 'Boeken in bestelling {number}',
  'orders.pay_title': 'Bestelling {number} betalen',
  'orders.back': 'Terug naar je bestellingen',
  'orders.not_found': 'Deze bestelling bestaat niet (meer).',
  'orders.cannot_delete': 'Deze bestelling kan niet worden verwijderd.',
  'orders.open_notice': 'Je hebt een bestelling die nog niet betaald is.',
  'orders.open_notice_link': 'Bekijk je bestellingen',
};
