// Findability labels: the /sitemap page (spec 3 §2), the breadcrumb trail and the meta descriptions of pages
// that have no text of their own. Our own wording, in the shop's informal 'je' voice.
export const seoTextsNl: Readonly<Record<string, string>> = {
  'seo.breadcrumbs_label': 'Kruimelpad',
  'seo.home': 'Home',
  'seo.404_description':
    'Deze pagina bestaat niet (meer). Zoek op titel, auteur of ISBN, of kies een categorie.',
  'seo.error_description': 'Er is een technische fout opgetreden. Probeer het zo nog eens.',

  // The /sitemap page
  'sitemap.title': 'Sitemap',
  'sitemap.description':
    'Alle categorieën, pagina’s en auteurs van Leeswijzer op een rij: zelfhulpboeken, alle boeken, nieuwsbrieven en meer.',
  'sitemap.lead': 'Alle categorieën, pagina’s en auteurs van de winkel op een rij.',
  'sitemap.own_categories': 'Categorieën zelfhulpboeken',
  'sitemap.all_categories': 'Categorieën in Alle boeken',
  'sitemap.pages': 'Overige pagina’s',
  'sitemap.authors': 'Onze auteurs',
  'sitemap.all_authors': 'Alle auteurs',
  'sitemap.subcategories_of': 'Subcategorieën van {name}',

  // Names of the fixed pages (domain/sitemap-pages.ts)
  'seo.page.home': 'Home',
  'seo.page.all_books': 'Alle boeken',
  'seo.page.our_books': 'Onze uitgaven',
  'seo.page.tips': 'Tips uit eigen uitgeverij',
  'seo.page.own_book': 'Je eigen boek uitgeven',
  'seo.page.new_books': 'Nieuwe boeken',
  'seo.page.ebooks': 'E-books',
  'seo.page.top60': 'Top 60 bestsellers',
  'seo.page.top10': 'Top 10-lijsten',
  'seo.page.authors': 'Alle auteurs',
  'seo.page.newsletters': 'Nieuwsbrieven',
  'seo.page.videos': 'Video’s',
  'seo.page.mission': 'Onze missie',
  'seo.page.address': 'Adres en route',
  'seo.page.business': 'Zakelijk bestellen',
  'seo.page.terms': 'Algemene voorwaarden',
  'seo.page.privacy': 'Privacybeleid',
  'seo.page.disclaimer': 'Disclaimer',
  'seo.page.jobs': 'Vacatures',
  'seo.page.events': 'Ontmoet de auteur',
  'seo.page.contact': 'Contact',
  'seo.page.partners': 'Partnerprogramma',
  'seo.page.sitemap': 'Sitemap',
};
