// Our own Dutch wording for the account screens (issue 5): labels, headings, help texts and the messages the
// spec does not quote. The spec's own texts (form_errors.*, errors.error_login, account.*) are in spec.nl.ts.
export const accountTextsNl: Readonly<Record<string, string>> = {
  // Messages of the forms beyond the spec's (spec 2 §5 gives rules without words for these)
  'form_errors.phone': 'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 45 67 of +32 470 12 34 56.',
  'form_errors.password_common':
    'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
  'form_errors.password_current_wrong': 'Je huidige wachtwoord klopt niet.',
  // Decision 561: a select's value outside its list (a forged post, or a country no longer offered).
  'form_errors.choose': 'Kies een van de mogelijkheden uit de lijst.',
  'form_errors.zipcode_nl':
    'Vul een Nederlandse postcode in: vier cijfers en twee letters, bijvoorbeeld 1015 CJ.',
  'form_errors.zipcode_be': 'Vul een Belgische postcode in: vier cijfers, bijvoorbeeld 2000.',
  'form_errors.housenr_nl':
    'Vul het huisnummer in cijfers in, bijvoorbeeld 12. Een letter of toevoeging zoals A of bis hoort bij Toevoeging.',
  'form_errors.iban': 'Vul een geldig IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00.',
  'form_errors.csrf':
    'Je formulier was verlopen en is daarom niet verstuurd. Je invoer staat er nog: verstuur het opnieuw.',
  'form_errors.summary': 'Controleer de gemarkeerde velden',
  'form_errors.still_missing': 'Nog niet (goed) ingevuld:',
  // Issue 29 #2: the address completion from postcode and house number
  'address.found': 'Straat en plaats zijn aangevuld bij postcode {zipcode} en huisnummer {housenr}.',
  'address.not_found':
    'We vinden geen adres bij deze postcode en dit huisnummer. Vul straat en plaats zelf in.',
  'address.unavailable': 'Straat en plaats kunnen nu niet worden aangevuld. Vul ze zelf in.',
  'address.throttled': 'Te veel adressen opgezocht. Vul straat en plaats zelf in.',
  'errors.throttled': 'Te veel pogingen achter elkaar. Probeer het over {minutes} minuten opnieuw.',
  'errors.busy': 'Het is op dit moment erg druk. Probeer het over {seconds} seconden opnieuw.',
  'vat.unavailable':
    'Het btw-nummer kan nu niet worden gecontroleerd (de Europese controledienst VIES antwoordt niet). We hebben het opgeslagen en controleren het later opnieuw.',
  'vat.valid': 'Geldig btw-nummer van {name}',
  'vat.valid_address': 'Geregistreerd adres: {address}',

  // Form fields
  'field.firstname': 'Voornaam',
  'field.lastname': 'Achternaam',
  'field.email': 'E-mailadres',
  'field.email2': 'Herhaal je e-mailadres',
  'field.phonenr': 'Telefoonnummer',
  'field.optional': '(niet verplicht)',
  'field.password': 'Wachtwoord',
  'field.password2': 'Herhaal je wachtwoord',
  'field.password_new': 'Nieuw wachtwoord',
  'field.password_new2': 'Herhaal je nieuwe wachtwoord',
  'field.password_current': 'Huidig wachtwoord',
  'field.password_hint':
    'Minimaal {n} tekens. Een zin van een paar woorden is sterk en makkelijk te onthouden.',
  'field.password_show': 'Toon wachtwoord',
  'field.no_paste': 'Typ dit veld over; plakken kan hier niet.',
  'field.address': 'Straat',
  'field.housenr': 'Huisnummer',
  'field.addition': 'Toevoeging',
  'field.zipcode': 'Postcode',
  'field.city': 'Plaats',
  'field.country': 'Land',
  'field.has_subscription': 'Ja, stuur mij de gratis nieuwsbrief met boekentips en aanbiedingen',
  'field.company': 'Bedrijfsnaam',
  'field.nr_kvk': 'KvK-nummer',
  'field.nr_vat': 'Btw-nummer',
  'field.nr_vat_hint':
    'Met de landcode ervoor, bijvoorbeeld NL123456789B01. We controleren het bij de Europese dienst VIES.',
  'field.website': 'Website',
  'field.bank_account': 'Rekeningnummer (IBAN)',
  'field.account_holder': 'Ten name van',
  'field.account_city': 'Plaats van de rekeninghouder',

  // Login (spec 2 §2 Login screen)
  'login.title': 'Inloggen',
  'login.description': 'Log in op je Leeswijzer-account om je bestellingen en gegevens te bekijken.',
  'login.intro': 'Log in met je e-mailadres en wachtwoord.',
  'login.submit': 'Inloggen',
  'login.forgot': 'Wachtwoord vergeten?',
  'login.new_title': 'Nieuw bij Leeswijzer?',
  'login.new_text':
    'Met een account bestel je sneller, volg je je bestellingen en bewaar je je verlanglijstje.',
  'login.new_link': 'Maak een account aan',
  'login.password_reset_done': 'Je wachtwoord is veranderd. Log in met je nieuwe wachtwoord.',
  'logout.question': 'Wil je uitloggen bij Leeswijzer?',

  // Password retrieval (the toggled view on /login)
  'retrieve.title': 'Wachtwoord vergeten',
  'retrieve.intro':
    'Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord kiest.',
  'retrieve.channel': 'Hoe wil je de link ontvangen?',
  'retrieve.channel_email': 'Per e-mail',
  'retrieve.channel_sms': 'Per sms, op het telefoonnummer van mijn account',
  'retrieve.submit': 'Stuur mij een link',
  'retrieve.back': 'Terug naar inloggen',
  'retrieve.sent':
    'Als {email} bij een account hoort, hebben we je een link gestuurd om een nieuw wachtwoord te kiezen. De link is 60 minuten geldig. Geen bericht ontvangen? Kijk ook in je spam.',

  // Reset page
  'reset.title': 'Kies een nieuw wachtwoord',
  'reset.description': 'Kies een nieuw wachtwoord voor je Leeswijzer-account.',
  'reset.submit': 'Wachtwoord opslaan',
  'reset.expired_title': 'Deze link werkt niet meer',
  'reset.expired':
    'De link is al gebruikt of verlopen (hij is 60 minuten geldig). Vraag een nieuwe link aan op de inlogpagina.',
  'reset.expired_link': 'Vraag een nieuwe link aan',

  // Register (spec 2 §2 Register screen)
  'register.title': 'Account aanmaken',
  'register.description': 'Maak een gratis account aan bij Leeswijzer.',
  'register.intro': 'Met een account bestel je sneller en volg je je bestellingen.',
  'register.submit': 'Account aanmaken',
  'register.have_account': 'Heb je al een account?',
  'register.login_link': 'Log hier in',
  'register.firstname_suggestion': 'Vul je volledige voornaam in, dan spreken we je graag persoonlijk aan.',
  'register.email_in_use_login': 'Log in met dit e-mailadres',

  // Account page (spec 2 §2 profile tab)
  'account.title': 'Mijn account',
  'account.description': 'Je gegevens, wachtwoord en bedrijfsgegevens bij Leeswijzer.',
  'account.tabs_label': 'Onderdelen van je account',
  'account.tab.profile': 'Mijn gegevens',
  'account.tab.commissions': 'Mijn commissies',
  'account.tab.technical': 'Links maken',
  'account.personal': 'Persoonlijke gegevens',
  'account.password': 'Wachtwoord wijzigen',
  'account.password_intro': 'Laat deze velden leeg als je je wachtwoord niet wilt veranderen.',
  'account.business': 'Bedrijfsgegevens',
  'account.business_intro': 'Alleen nodig als je zakelijk bestelt.',
  'account.partner': 'Partnergegevens',
  'account.partner_code': 'Je partnercode: {code}',
  'account.submit_hint': 'De knop werkt zodra alle verplichte velden goed zijn ingevuld.',
  'account.saved': 'Je wijzigingen zijn opgeslagen.',
  'account.password_changed': 'Je wachtwoord is veranderd. Op je andere apparaten ben je uitgelogd.',
  'account.not_saved': 'Je wijzigingen zijn nog niet opgeslagen.',

  // Email change with the current password and a confirmation link (issue 11 #9)
  'field.email_password': 'Huidig wachtwoord, om je nieuwe e-mailadres te bevestigen',
  'account.email_change.hint':
    'Je e-mailadres verandert pas als je de link bevestigt die we naar het nieuwe adres sturen.',
  'account.email_change.password_required': 'Vul je huidige wachtwoord in om je e-mailadres te veranderen.',
  'account.email_change.needs_password':
    'Je account heeft nog geen wachtwoord. Kies eerst hieronder een wachtwoord en verander daarna je e-mailadres.',
  'account.email_change.sent':
    'We hebben een bevestigingslink gestuurd naar {email}. Je e-mailadres verandert pas als je die link binnen {hours} uur opent en bevestigt; tot dan log je in met je huidige adres. Je huidige adres krijgt hierover ook bericht.',
  'account.email_change.unchanged': 'Je e-mailadres blijft hetzelfde.',
  'account.email_change.pending':
    'Je nieuwe e-mailadres {email} wacht nog op bevestiging. Open de link in de mail die we naar dat adres stuurden.',
  'confirm_email.title': 'Bevestig je nieuwe e-mailadres',
  'confirm_email.description': 'Bevestig het nieuwe e-mailadres van je Leeswijzer-account.',
  'confirm_email.intro':
    'Klik op de knop om {email} het e-mailadres van je account te maken. Daarna log je met dit adres in en ben je op je andere apparaten uitgelogd.',
  'confirm_email.submit': 'Bevestig mijn nieuwe e-mailadres',
  'confirm_email.done':
    'Gelukt! Het e-mailadres van je account is nu {email}. Op je andere apparaten ben je uitgelogd.',
  'confirm_email.to_account': 'Naar mijn account',
  'confirm_email.taken':
    'Je e-mailadres is niet veranderd: {email} hoort inmiddels bij een ander account. Kies in je account een ander adres.',
  'confirm_email.expired':
    'Deze bevestigingslink werkt niet meer: hij is al gebruikt, verlopen (24 uur geldig), vervangen door een nieuwere aanvraag of vervallen doordat je wachtwoord is veranderd. Je e-mailadres is niet veranderd.',

  // Unsubscribe (spec 2 §2)
  'unsubscribe.title': 'Uitschrijven voor de nieuwsbrief',
  'unsubscribe.description': 'Schrijf je uit voor de nieuwsbrief van Leeswijzer.',
  'unsubscribe.intro':
    'Jammer dat je gaat! Vul je e-mailadres in en we sturen je geen nieuwsbrief meer. Bestellingen en je account blijven gewoon bestaan.',
  'unsubscribe.submit': 'Schrijf mij uit',
  'unsubscribe.submit_hint': 'De knop werkt zodra je e-mailadres goed is ingevuld.',
  'unsubscribe.done':
    'We sturen {email} geen nieuwsbrief meer. Stond dit adres bij ons ingeschreven, dan krijg je een bevestiging per e-mail.',

  // Newsletter signup (spec 1 /newsletter, /nieuwsbrief2)
  'newsletter_signup.title': 'Gratis nieuwsbrief',
  'newsletter_signup.description':
    'Meld je aan voor de gratis nieuwsbrief van Leeswijzer: elke week boekentips over zelfontwikkeling.',
  'newsletter_signup.intro':
    'Elke week de nieuwste boeken over zelfontwikkeling, tips van onze redactie en af en toe een aanbieding. Gratis, en uitschrijven kan altijd.',
  'newsletter_signup.firstname': 'Voornaam (niet verplicht)',
  'newsletter_signup.submit': 'Meld mij aan',
  'newsletter_signup.sent':
    'Bijna klaar! We hebben een e-mail gestuurd naar {email}. Klik op de link in die mail om je aanmelding te bevestigen.',
  'newsletter_signup.privacy': 'We gebruiken je e-mailadres alleen voor de nieuwsbrief.',
  'newsletter_confirm.title': 'Bevestig je aanmelding',
  'newsletter_confirm.intro': 'Klik op de knop om je aanmelding voor de nieuwsbrief te bevestigen.',
  'newsletter_confirm.submit': 'Bevestig mijn aanmelding',
  'newsletter_confirm.done': 'Gelukt! {email} ontvangt vanaf nu onze nieuwsbrief.',
  'newsletter_confirm.expired':
    'Deze bevestigingslink werkt niet meer: hij is al gebruikt of verlopen (7 dagen geldig). Meld je opnieuw aan.',
};
