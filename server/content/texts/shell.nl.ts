// Default Dutch interface texts by key. The database table interface_texts overrides any of them.
// Texts quoted by the specification are verbatim.
export const shellTextsNl: Readonly<Record<string, string>> = {
  'errors.error_general': 'Er is een fout opgetreden. Controleer je invoergegevens.',
  'errors.technical_error': 'Er is een technische fout opgetreden.',
  'errors.technical_error_advice':
    'Blijft het probleem bestaan? Neem dan contact op met de uitgeverij, dan helpen we je verder.',
  'shell.payoff_sb': 'Uitgeverij & de grootste website voor zelfontwikkeling',
  'shell.payoff_all': 'Een dag zonder boek ...',
  'page.404_title': 'Pagina niet gevonden',
  'page.404_content': 'Helaas, deze pagina bestaat niet (meer). Misschien vind je wat je zoekt via het menu of de zoekbalk.',
};
