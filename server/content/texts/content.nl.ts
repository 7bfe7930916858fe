// Default Dutch interface texts of the home segment selector, the newsletter overview and dialog, the videos
// and the genre pages (spec 1 §2.1, §2.3, §2.8). The spec's own text '(Deze nieuwsbrief is momenteel niet
// beschikbaar)' lives in spec.nl.ts as newsletter.unavailable.
export const contentTextsNl: Readonly<Record<string, string>> = {
  // Home segment selector (spec 1 §2.3)
  'home.segments_title': 'Kies je winkel',
  'home.segment.own_text': 'Alleen de boeken van onze eigen uitgeverij',
  'home.segment.sb_text': 'Alle zelfhulpboeken, van elke uitgever',
  'home.segment.all_text': 'Alle boeken: romans, thrillers, kinderboeken en meer',
  'home.segment.current': 'Hier ben je',

  // Newsletter overview and dialog (spec 1 §2.1, §2.8)
  'newsletters.title': 'Alle nieuwsbrieven',
  'newsletters.lead':
    'Lees onze nieuwsbrieven terug: nieuwe boeken, tips en inspiratie, week na week. Klik op een nieuwsbrief om hem hier te lezen.',
  'newsletters.description':
    'Alle nieuwsbrieven van Leeswijzer om terug te lezen: nieuwe boeken, leestips en inspiratie voor zelfontwikkeling.',
  'newsletters.week': 'Week {week}, {date}',
  'newsletters.year': 'Nieuwsbrieven uit {year}',
  'newsletters.year_count': '{count} nieuwsbrieven',
  'newsletters.latest': 'Nieuwste',
  'newsletters.web': 'Lees online',
  'newsletters.pdf': 'Pdf',
  'newsletters.external': 'Lees in het archief',
  'newsletters.admin': 'Beheer:',
  'newsletters.admin_web': 'webbestand',
  'newsletters.admin_pdf': 'pdf-bestand',
  'newsletters.admin_none': 'geen eigen bestanden',
  'newsletters.empty': 'Er zijn nog geen nieuwsbrieven verschenen.',
  'newsletters.subscribe_text': 'Wil je de nieuwsbrief voortaan elke week zelf ontvangen?',
  'newsletters.frame_title': 'Nieuwsbrief: {title}',
  'newsletters.open_web': 'Open in een nieuw venster',
  'newsletters.pdf_text': 'Deze nieuwsbrief is beschikbaar als pdf.',
  'newsletters.open_pdf': 'Open de pdf',
  'newsletters.other_pdf': 'Ook als pdf',
  'newsletters.external_text': 'Nieuwsbrieven tot en met week 29 van 2020 staan in ons archief.',
  'newsletters.open_external': 'Naar het archief',
  'newsletters.unknown': 'Deze nieuwsbrief is niet gevonden',
  'newsletters.unknown_advice': 'Misschien klopt het weeknummer niet. Hieronder staan al onze nieuwsbrieven.',
  'newsletters.page_title_one': '{title} – nieuwsbrief',

  // Videos (spec 1 §2.1, §2.2 video dialog, §9 focus 999)
  'videos.title': "Video's",
  'videos.lead':
    'Onze auteurs vertellen over hun boeken, doen oefeningen voor en nemen je mee achter de schermen van de uitgeverij.',
  'videos.description':
    "Video's van Leeswijzer: auteurs over hun boeken, meditaties en oefeningen om mee te doen, en een kijkje achter de schermen.",
  'videos.unavailable': 'Deze video is momenteel niet beschikbaar.',
  'videos.unavailable_advice': 'We zetten hem zo snel mogelijk (terug) online.',
  'videos.captions': 'Nederlands',
  'videos.no_support': 'Je browser kan deze video niet afspelen.',
  'videos.download': 'Download de video',
  'videos.watch': 'Bekijk de video',
  'videos.book': 'Over het boek: {title}',
  'videos.more': "Meer video's",
  'videos.all': "Alle video's",
  'videos.featured': 'Uitgelicht',
  'videos.empty': "Er zijn nog geen video's.",
  'videos.unknown': 'Deze video is onbekend',
  'videos.unknown_advice': "Misschien is de video verplaatst of verwijderd. Bekijk hier al onze video's.",

  // Genres (spec 1 §2.1: placeholder pages, made useful)
  'genres.title': 'Genres',
  'genres.lead':
    'Elk genre bundelt de categorieën die erbij horen. We werken nog aan een eigen overzicht per genre; tot die tijd vind je de boeken via de categorieën.',
  'genres.description':
    'Bladeren per genre bij Leeswijzer: zelfhulp, spiritualiteit, romans, thrillers, kinderboeken en meer, met de categorieën die erbij horen.',
  'genres.page_description': 'Boeken in het genre {name} bij Leeswijzer: kies een van de categorieën.',
  'genres.preparing':
    'Het overzicht van dit genre wordt nog voorbereid. Tot die tijd vind je de boeken in deze categorieën:',
  'genres.categories': 'Categorieën in dit genre',
  'genres.all_books_only': 'in Alle boeken',
  'genres.category_count': '{count} categorieën',
  'genres.category_count_one': '1 categorie',
  'genres.other': 'Andere genres',
  'genres.all': 'Alle genres',
  'genres.unknown': 'Dit genre is onbekend',
  'genres.unknown_advice': 'Kies hieronder een van onze genres.',
};
