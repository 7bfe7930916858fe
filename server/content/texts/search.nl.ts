// Search page labels (spec 1 §2.1 /search-results). The texts the specification quotes live in spec.nl.ts.
export const searchTextsNl: Readonly<Record<string, string>> = {
  'search.page_title': 'Zoekresultaten voor ‘{term}’',
  'search.page_title_empty': 'Zoeken',
  'search.scopes_label': 'Zoeken in',
  // A broad search counts to 1,000 (decision #102): a scope with more shows '1.000+'.
  'search.count_more': '{count}+',
  'search.top_match_header': 'Bedoel je misschien',
  'search.intentions_label': 'Bedoel je',
  'search.intention.category': 'Bekijk alle boeken in de categorie {name}',
  'search.intention.subcategory': 'Bekijk alle boeken in de categorie {name}',
  'search.intention.author': 'Bekijk alle boeken van {name}',
  // The as-you-type overlay (spec 1 §4 "Search overlay").
  'search.overlay.label': 'Zoeksuggesties',
  'search.overlay.count': '{count} resultaten in {scope}',
  'search.overlay.count_one': '1 resultaat in {scope}',
  'search.overlay.shown': 'De eerste {shown} staan hieronder; kies met pijltje omlaag en Enter.',
  'search.overlay.shown_all': 'Kies met pijltje omlaag en Enter.',
  // Issue 11 #8: a search the database ended for taking too long, and too many searches from one address.
  'search.timeout': 'De zoekopdracht duurde te lang. Probeer het met minder of andere woorden.',
  'search.throttled':
    'Je hebt in korte tijd erg veel zoekopdrachten gedaan. Probeer het over {seconds} seconden opnieuw.',
  'search.throttled_saved':
    'Er zijn in korte tijd te veel zoekopdrachten bewaard. Probeer het over {seconds} seconden opnieuw.',
};
