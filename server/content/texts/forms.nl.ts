// Our own Dutch wording for the contact-type forms (issue 15: contact, call-me-back, press request) and the staff
// area /beheer. The spec's own texts ('Deze invoer is niet correct.', the general error) and the general field
// message are in spec.nl.ts and shell.nl.ts.
export const formsTextsNl: Readonly<Record<string, string>> = {
  // Fields of these forms (the name, address and phone labels are the account forms')
  'field.question': 'Je vraag of opmerking',
  'field.callback_question': 'Waar wil je het over hebben?',
  'field.media': 'Medium (krant, tijdschrift, website, radio …)',
  'field.book_select': 'Welk boek wil je ontvangen?',
  'field.book_select_choose': 'Kies een van onze eigen uitgaven',
  'field.remark': 'Toelichting op je aanvraag',
  'field.honeypot': 'Laat dit veld leeg',
  'forms.counter': 'Nog {n} tekens over',
  'forms.counter_over': '{n} tekens te veel',
  'forms.counter_max': 'Maximaal {max} tekens.',
  'forms.required_note': 'Velden zonder "(niet verplicht)" zijn verplicht.',
  'forms.sending': 'Versturen …',
  'forms.sent_button': 'Verstuurd',
  'forms.send_again': 'Nog een bericht sturen',

  // Contact (/contact, /remarks, /vragen)
  'contact.title': 'Contact',
  'contact.description':
    'Stel je vraag aan Leeswijzer: over een bestelling, een boek of iets anders. We antwoorden meestal binnen twee werkdagen.',
  'contact.intro':
    'Heb je een vraag of opmerking? Vul het formulier in, dan antwoorden we zo snel mogelijk, meestal binnen twee werkdagen.',
  'contact.submit': 'Verstuur je vraag',
  'contact.sent':
    'Bedankt voor je bericht. We hebben het ontvangen en antwoorden zo snel mogelijk. Je krijgt een bevestiging per e-mail.',
  'contact.other_ways': 'Liever bellen of mailen?',
  'contact.phone': 'Bel ons: {phone}',
  'contact.email': 'Mail ons: {email}',
  'contact.callback_link': 'Of laat je terugbellen',

  // Call-me-back (/call-me-back, /belterug, /belmeterug)
  'callback.title': 'Bel mij terug',
  'callback.description':
    'Laat je nummer achter, dan bellen we je terug. Handig voor vragen over een bestelling of een van onze boeken.',
  'callback.intro': 'Laat je naam en telefoonnummer achter, dan bellen we je zo snel mogelijk terug.',
  'callback.submit': 'Bel mij terug',
  'callback.sent':
    'Bedankt. We bellen je zo snel mogelijk terug, meestal binnen twee werkdagen. Gaf je je e-mailadres op, dan krijg je ook een bevestiging.',

  // Press request (/press, /pers, /media)
  'press.title': 'Pers en media',
  'press.description':
    'Journalist of recensent? Vraag een recensie-exemplaar van een van onze eigen uitgaven aan.',
  'press.intro':
    'Schrijf je voor een krant, tijdschrift, website of programma? Vraag hier een recensie-exemplaar van een van onze eigen uitgaven aan. We sturen het boek naar het adres dat je invult.',
  'press.address_legend': 'Verzendadres',
  'press.request_legend': 'Je aanvraag',
  'press.person_legend': 'Je gegevens',
  'press.submit': 'Vraag het boek aan',
  'press.sent':
    'Bedankt voor je aanvraag. We nemen binnen twee werkdagen contact met je op. Je krijgt een bevestiging per e-mail.',

  // The staff area (/beheer)
  'beheer.title': 'Beheer',
  'beheer.nav_label': 'Beheer',
  // The navigation's groups (decision 741) and its fold's summary on a phone.
  'beheer.nav_menu': 'Beheermenu',
  'beheer.nav_group.sales': 'Verkoop',
  'beheer.nav_group.money': 'Financiën',
  'beheer.nav_group.catalogue': 'Catalogus',
  'beheer.nav_group.content': 'Inhoud',
  'beheer.nav_group.settings': 'Instellingen',
  'beheer.home': 'Overzicht',
  'beheer.messages': 'Berichten',
  'beheer.messages_intro':
    'Alles wat bezoekers via de contactformulieren sturen, nieuwste eerst. Ook als een e-mail niet aankwam, staat het bericht hier.',
  'beheer.messages_empty': 'Er zijn nog geen berichten.',
  'beheer.messages_count': '{n} berichten',
  'beheer.kind.contact': 'Contact',
  'beheer.kind.callback': 'Terugbelverzoek',
  'beheer.kind.press': 'Persaanvraag',
  'beheer.column_kind': 'Soort',
  'beheer.column_date': 'Datum',
  'beheer.column_sender': 'Afzender',
  'beheer.column_content': 'Inhoud',
  'beheer.no_email': 'geen e-mailadres',
  'beheer.mark_handled': 'Markeer als afgehandeld',
  'beheer.handled_on': 'Afgehandeld op {date}',
  'beheer.newer': 'Nieuwere berichten',
  'beheer.older': 'Oudere berichten',
  'beheer.page': 'Pagina {page} van {pages}',
  // Send to friend (issue 15 #4: the book page's 'Tip een vriend' and /send-to-friend/{sku})
  'form_errors.captcha_weekday': 'De dag van vandaag klopt nog niet.',
  'form_errors.name_plain': 'Gebruik alleen letters, spaties, punten, apostrofs en streepjes.',
  'form_errors.recipient_twice': 'Dit e-mailadres staat al bij een andere ontvanger.',
  'form_errors.too_many_recipients': 'Je kunt een tip naar hoogstens {n} ontvangers tegelijk sturen.',
  // Issue 27 #5 (decision 520): the hourly mail caps, next to each recipient over them.
  'form_errors.friend_cap_address':
    'Vanaf jouw verbinding gaan hoogstens {max} tips per uur de deur uit. Probeer het over {minutes} minuten opnieuw.',
  'form_errors.friend_cap_shop':
    'Er worden op dit moment te veel tips verstuurd. Probeer het over {minutes} minuten opnieuw.',
  'field.message': 'Je bericht',
  'field.captcha': 'Dag van vandaag',
  'field.recipients': 'Ontvangers',
  'field.book': 'Boek',
  'field.partner_code': 'Partnercode',
  'field.not_mailed': 'Niet gemaild (te veel tips vandaag)',
  // The error summary names each recipient's field ('E-mailadres ontvanger 2: …').
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((n) => [
      [`field.recipient_firstname_${n}`, `Voornaam ontvanger ${n}`],
      [`field.recipient_lastname_${n}`, `Achternaam ontvanger ${n}`],
      [`field.recipient_email_${n}`, `E-mailadres ontvanger ${n}`],
    ]),
  ),
  'friend.title': 'Tip een vriend',
  'friend.page_title': 'Tip een vriend: {title}',
  'friend.description': 'Stuur een vriend of vriendin een tip over {title}.',
  'friend.intro':
    'Ken je iemand die {title} graag zou lezen? Stuur een tip: we mailen een link naar het boek, met je bericht erbij.',
  'friend.open': 'Tip dit boek aan een vriend',
  'friend.sender': 'Jouw gegevens',
  'friend.recipient': 'Ontvanger {n}',
  'friend.add_recipient': 'Nog een ontvanger',
  'friend.recipients_max': 'Je kunt tot {n} vrienden tegelijk tippen.',
  'friend.captcha_hint':
    'Welke dag is het vandaag? Typ de naam van de dag, bijvoorbeeld maandag. Zo weten we dat je geen robot bent.',
  'friend.submit': 'Verstuur de tip',
  'friend.sent': 'Bedankt! Je tip is verstuurd. Wil je nog iemand tippen? Vul het formulier dan opnieuw in.',
  'friend.not_sent': 'Je tip is nog niet verstuurd, ook niet naar de andere ontvangers.',
  'friend.back': 'Terug naar {title}',
  'friend.loading': 'Het formulier om {title} te tippen wordt geladen …',
  'beheer.kind.friend': 'Tip een vriend',
};
