// Our own Dutch wording for the events pages (issue 15 #2): 'Ontmoet de auteur' at /events and the registration at
// /inschrijving/{ref}. The title 'Ontmoet de auteur' itself is the spec's (spec.nl.ts events.title); the spec shows
// no wording for the sold-out text (spec 3 §8), so that one is ours too (decision 367).
export const eventsTextsNl: Readonly<Record<string, string>> = {
  // /events (/ontmoet-de-schrijver, /ontmoetdeschrijver)
  'events.description':
    'Ontmoet onze auteurs tijdens lezingen en workshops: luister, stel je vragen en laat je boek signeren.',
  'events.intro':
    'Tijdens onze lezingen vertellen auteurs over hun boek en hun werk, en is er ruim tijd voor je vragen. Aanmelden doe je met de couponcode uit je uitnodiging of nieuwsbrief.',
  'events.upcoming': 'Binnenkort',
  'events.none_upcoming': 'Er staan op dit moment geen nieuwe lezingen gepland.',
  'events.postponed': 'Uitgestelde lezingen',
  'events.postponed_intro':
    'Deze lezingen zijn uitgesteld. Zodra er een nieuwe datum is, vind je die hier en kun je je weer aanmelden.',
  'events.postponed_badge': 'Uitgesteld',
  'events.tips_title': 'Tips voor een lezing?',
  'events.tips_text': 'Wil je een auteur graag eens ontmoeten, of weet je een mooie plek voor een lezing?',
  'events.tips_link': 'Mail ons je tip',
  'events.tips_subject': 'Tip voor Ontmoet de auteur',
  'events.when': 'Wanneer',
  'events.where': 'Waar',
  'events.organisation': 'Organisatie',
  'events.price': 'Toegang',
  'events.free': 'Gratis',
  'events.places_left': 'Nog {n} plaatsen vrij',
  'events.place_left': 'Nog 1 plaats vrij',
  'events.register': 'Aanmelden',
  'events.register_for': 'Aanmelden voor {title}',
  'events.sold_out_badge': 'Uitverkocht',
  'events.no_date': 'Datum volgt',
  'events.logo': 'Logo van {name}',

  // /inschrijving/{ref} and /subscription/{ref}
  'events.registration_title': 'Aanmelden: {title}',
  'events.registration_description': 'Meld je aan voor {title} met de couponcode uit je uitnodiging.',
  'events.coupon_intro': 'Vul eerst de couponcode in die je bij je uitnodiging kreeg.',
  'events.coupon_submit': 'Controleer de code',
  'events.coupon_wrong': 'Deze couponcode klopt niet. Kijk nog eens in je uitnodiging.',
  'events.form_intro': 'De code klopt.',
  'events.form_explanation': 'Vul je gegevens in om je aan te melden.',
  'events.registration_crumb': 'Aanmelden',
  'events.you_legend': 'Je gegevens',
  'events.guest_legend': 'Neem je iemand mee?',
  'events.guest_hint': 'Niet verplicht. Een gast neemt ook een plaats in.',
  'events.question_label': 'Heb je een vraag voor de auteur of voor ons?',
  'events.submit': 'Meld je aan',
  'events.registered':
    'Bedankt voor je aanmelding. We hebben je plaats gereserveerd en sturen je een bevestiging per e-mail.',
  /** Decision 524: the registration stands, but over a mail cap no confirmation is sent. */
  'events.registered_unmailed':
    'Bedankt voor je aanmelding. We hebben je plaats gereserveerd. Een bevestiging per e-mail kunnen we je nu niet sturen; bewaar deze pagina of maak een schermafbeelding als bewijs van je aanmelding.',
  'events.sold_out':
    'Deze lezing is uitverkocht: alle plaatsen zijn vergeven. Houd deze pagina in de gaten voor nieuwe lezingen.',
  'events.not_enough_places':
    'Er is nog maar 1 plaats vrij. Meld je aan zonder gast, of kies een andere lezing.',
  'events.closed_postponed': 'Deze lezing is uitgesteld. Aanmelden kan weer zodra er een nieuwe datum is.',
  'events.closed_past': 'Deze lezing is al geweest. Aanmelden kan niet meer.',
  'events.back': 'Alle lezingen',
  'events.unknown': 'Deze lezing kennen we niet (meer).',
  'field.coupon': 'Couponcode',
  'field.middlename': 'Tussenvoegsel',
  'field.guestFirstname': 'Voornaam gast',
  'field.guestMiddlename': 'Tussenvoegsel gast',
  'field.guestLastname': 'Achternaam gast',
  'field.guestEmail': 'E-mailadres gast',
};
