// The top-list pages' own labels (spec 1 §2.7). The texts the specification quotes (top60.title, top60.loading,
// top10.none_found, top10.none_here, list.release_date, book.label.*) live in spec.nl.ts.
export const toplistsTextsNl: Readonly<Record<string, string>> = {
  // Top 60 page
  'toplists.top60_heading': 'Week {week} – {title}',
  'toplists.top60_page_title': '{title}, week {week}',
  'toplists.top60_description':
    'De 60 best verkochte boeken van week {week}: romans, thrillers, zelfhulp en meer, van alle uitgevers.',
  'toplists.top60_description_no_week': 'De 60 best verkochte boeken van dit moment, van alle uitgevers.',
  'toplists.top60_empty': 'De Top 60 van deze week is nog niet bekend.',
  'toplists.top60_lead': 'De best verkochte boeken van deze week, van alle uitgevers.',
  'toplists.show_more': 'Toon alle {count}',
  'toplists.show_less': 'Toon minder',

  // View switch (spec 1 §2.4, §2.7: summaries, covers and list)
  'toplists.view_label': 'Weergave',
  'toplists.view.summaries': 'Samenvattingen',
  'toplists.view.covers': 'Omslagen',
  'toplists.view.list': 'Lijst',

  // Top 10 overview and lists
  'toplists.overview_title': 'Top 10-lijsten',
  'toplists.overview_lead': 'De favorieten van onze lezers, per onderwerp. Elke lijst telt tien boeken.',
  'toplists.overview_description':
    'Alle top 10-lijsten van Leeswijzer op één pagina: zelfhulp, spiritualiteit, management, thrillers, romans en meer.',
  'toplists.view_all': 'Bekijk de hele lijst',
  'toplists.view_all_named': 'Bekijk de hele lijst: {title}',
  'toplists.to_top60': 'Bekijk ook de Top 60 Bestsellers',
  'toplists.all_top10': 'Alle top 10-lijsten',
  'toplists.tag_lead': 'De tien meest gekozen boeken in deze lijst.',
  'toplists.tag_description': '{title}: de tien meest gekozen boeken van dit moment, bij Leeswijzer.',
  'toplists.unknown_title': 'Onbekende top 10',
};
