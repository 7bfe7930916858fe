// Default Dutch interface texts by key. The database table interface_texts overrides any of them.
// Texts quoted by the specification are verbatim (and live in spec.nl.ts, which wins on a shared key); these
// are the page shell's and home pages' own labels, in the shop's informal 'je' voice.
export const shellTextsNl: Readonly<Record<string, string>> = {
  // Errors (spec 1 §2.2, §8)
  'errors.error_general': 'Er is een fout opgetreden. Controleer je invoergegevens.',
  'errors.technical_error': 'Er is een technische fout opgetreden.',
  'errors.technical_error_title': 'Er ging iets mis',
  'errors.technical_error_advice':
    'Probeer het zo nog eens. Blijft het probleem bestaan? Neem dan contact op met de uitgeverij, dan helpen we je verder.',

  // Header and page titles (spec 1 §1, §2.2)
  'shell.brand': 'Leeswijzer',
  'shell.payoff_sb': 'Uitgeverij & de grootste website voor zelfontwikkeling',
  'shell.payoff_all': 'Een dag zonder boek ...',
  'shell.title_format': '{brand} – {tagline}',
  'shell.skip_link': 'Naar de inhoud',
  'shell.to_home': '– naar de homepage',
  'shell.usp_shipping': 'Gratis verzending in Nederland vanaf {amount}',
  'shell.toggle_label': 'Kies een winkel',
  'shell.toggle.own': 'Onze uitgaven',
  'shell.toggle.sb': 'Zelfhulpboeken',
  'shell.toggle.all': 'Alle boeken',
  'shell.nav_main': 'Hoofdmenu',
  'shell.nav_sub': 'Service',
  'shell.account_label': 'Account',
  'shell.menu': 'Menu',
  'shell.search_label': 'Zoeken in de winkel',
  'shell.search_label_sticky': 'Zoeken (vaste balk)',
  'shell.search_placeholder': 'Titel, auteur of ISBN',
  'shell.search_submit': 'Zoeken',
  'shell.tools_label': 'Mijn winkel',
  'shell.wishlist': 'Verlanglijstje',
  'shell.cart': 'Winkelwagentje',
  'shell.count_items': '{count} artikelen',
  'shell.login': 'Inloggen',
  'shell.logout': 'Uitloggen',
  'shell.back': 'Terug',
  'shell.to_top': 'Naar boven',

  // Left sidebar (spec 1 §2.2)
  'shell.sidebar_left': 'Bladeren',
  'shell.welcome_named': 'Welkom terug, {name}',
  'shell.welcome_guest': 'Welkom bij Leeswijzer',
  'shell.welcome_guest_text':
    'Log in om je bestellingen, verlanglijstje en gegevens overal bij de hand te hebben.',
  'shell.categories': 'Categorieën',
  'shell.languages': 'Andere talen',
  'shell.product_groups': 'Producten',
  'shell.sb_authors': 'Onze auteurs',
  'shell.show_all_count': 'Toon alle {count}',

  // Right sidebar (spec 1 §2.2, §9)
  'shell.sidebar_right': 'Uitgelicht',
  'shell.banner_label': 'Nieuwste uitgaven',
  'shell.banner_kicker': 'Net verschenen',
  'shell.banner_cta': 'Bekijk het boek',
  'shell.newsletter_title': 'Gratis nieuwsbrief',
  'shell.newsletter_text': 'Elke week nieuwe boeken, tips en inspiratie in je mailbox.',
  'shell.newsletter_latest': 'Lees de nieuwste: {title}',
  'shell.newsletter_all': 'Alle nieuwsbrieven',
  'shell.newsletter_subscribe': 'Aanmelden',
  'shell.shipping_title': 'Verzending',
  'shell.shipping_free': 'Gratis verzending in Nederland vanaf {amount}',
  'shell.shipping_below': 'Bestel je voor minder, dan betaal je {amount} verzendkosten.',
  'shell.newest_books': 'Nieuw verschenen',
  'shell.top20_title': 'Top 20',
  'shell.top10_title': 'Top 10',
  'book.rank': 'Nummer {rank}:',

  // Carousels (spec 1 §4 "Carousels")
  'carousel.prev': 'Vorige',
  'carousel.next': 'Volgende',
  'carousel.autoplay': 'Automatisch afspelen',
  'carousel.slide': '{index} van {total}',

  // Footer (spec 1 §2.2)
  'footer.nav_label': 'Over Leeswijzer',
  'footer.partner': 'Word partner van Leeswijzer',
  'footer.social': 'Volg ons',
  'footer.social_link': 'Leeswijzer op {name}',
  'footer.payment': 'Veilig betalen met',
  'footer.copyright': '© {year} Leeswijzer · versie {version}',

  // Cookie notice, dialogs and the version check (spec 1 §1, §2.2; spec 3 §4)
  'cookies.label': 'Cookies',
  'cookies.text':
    'We gebruiken alleen functionele cookies: om je winkelwagentje en je voorkeuren te onthouden. Geen tracking.',
  'cookies.ok': 'Begrepen',
  'dialog.close': 'Sluiten',
  'dialog.cart.title': 'Toegevoegd aan je winkelwagentje',
  'dialog.cart.added': '‘{title}’ ligt in je winkelwagentje.',
  'dialog.wishlist.title': 'Bewaard op je verlanglijstje',
  'dialog.wishlist.added': '‘{title}’ staat op je verlanglijstje.',
  'dialog.wishlist.to_wishlist': 'Naar verlanglijstje',
  'dialog.wishlist.continue': 'Sluit dit venster en winkel verder',
  'dialog.add.refused_title': 'Niet toegevoegd',
  // An add refused without JavaScript comes back with only a code (cart-form.ts ADD_REFUSALS, `fout=`).
  'add.refused.cart.sku': 'Dit boek kan nu niet in je winkelwagentje.',
  'add.refused.wishlist.sku': 'Dit boek kan niet op je verlanglijst.',
  'add.refused.throttled':
    'Er zijn vanaf jouw internetadres net te veel nieuwe winkelwagentjes gemaakt. Probeer het later nog een keer.',
  'notifications.title': 'Mededelingen',
  'notifications.close': 'Sluit de mededelingen',
  'version.title': 'Er is een nieuwe versie',
  'version.text':
    'Er staat een nieuwe versie van Leeswijzer klaar ({version}). Vernieuw de pagina om verder te gaan met de nieuwste versie.',
  'version.reload': 'Nu vernieuwen',
  'version.later': 'Later',

  // 404 and error pages (spec 1 §2.1)
  'page.404_title': 'Pagina niet gevonden',
  'page.404_content':
    'Deze pagina bestaat niet (meer). Misschien is het boek verhuisd of is de link niet helemaal goed. Zoek hierboven op titel, auteur of ISBN, of kies een categorie.',
  'page.404_categories': 'Bladeren per categorie',
  'page.to_home': 'Naar de homepage',

  // Home pages (spec 1 §2.3, §2.7)
  'home.title_sb': 'Boeken die je verder helpen',
  'home.lead_sb':
    'Zelfhulp, zelfontwikkeling en succes: de boeken van onze eigen uitgeverij en alle andere zelfhulpboeken op één plek.',
  'home.description_sb':
    'Leeswijzer is uitgeverij en de grootste website voor zelfhulpboeken en zelfontwikkeling. Gratis verzending in Nederland vanaf € 20.',
  'home.quote_label': 'Citaat van de dag',
  'home.tips_title': 'Tips uit eigen uitgeverij',
  'home.tips_all': 'Alle eigen uitgaven',
  'home.newsletter_web': 'Lees online',
  'home.newsletter_pdf': 'Download als pdf',
  'home.recently_viewed': 'Onlangs bekeken',
  'home.title_all': 'Alle boeken',
  'home.lead_all': 'Bestsellers, thrillers, romans en non-fictie van alle uitgevers, op één plek.',
  'home.description_all':
    'Alle boeken op één plek: de Top 60 bestsellers van deze week, de beste thrillers en meer. Gratis verzending in Nederland vanaf € 20.',
  'home.week': 'Week {week}',
  'home.top60_all': 'Bekijk de Top 60',
  'home.top60_empty': 'De Top 60 van deze week is nog niet bekend.',
  'home.show_more': 'Toon meer',
  'home.show_less': 'Toon minder',
  'home.top10_thrillers': 'Top 10 thrillers',
  'home.top10_all': 'Bekijk de hele lijst',
  'home.popular_title': 'Populaire categorieën',
};
