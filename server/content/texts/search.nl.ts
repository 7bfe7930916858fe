// Search page labels (spec 1 §2.1 /search-results). The texts the specification quotes live in spec.nl.ts.
export const searchTextsNl: Readonly<Record<string, string>> = {
  'search.page_title': 'Zoekresultaten voor ‘{term}’',
  'search.page_title_empty': 'Zoeken',
  'search.scopes_label': 'Zoeken in',
};
