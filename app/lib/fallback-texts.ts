// The only interface texts that live in the client bundle: they are shown when the root loader failed (the
// database is unreachable), which is exactly when the texts from the server are missing. The same keys and
// wording are in server/content/texts/shell.nl.ts; keep them in step.
import { text } from '../../domain/texts';

const FALLBACK_TEXTS_NL: Readonly<Record<string, string>> = {
  'shell.brand': 'Leeswijzer',
  // The title and description of the error pages (meta() has no root data either; issue 11 #18).
  'shell.title_format': '{brand} – {tagline}',
  'errors.technical_error_title': 'Er ging iets mis',
  'seo.error_description': 'Er is een technische fout opgetreden. Probeer het zo nog eens.',
  'errors.technical_error': 'Er is een technische fout opgetreden.',
  'errors.technical_error_advice':
    'Blijft het probleem bestaan? Neem dan contact op met de uitgeverij, dan helpen we je verder.',
  'page.404_title': 'Pagina niet gevonden',
  'page.to_home': 'Naar de homepage',
};

export function fallbackText(key: string, params?: Readonly<Record<string, string | number>>): string {
  return text(FALLBACK_TEXTS_NL, key, params);
}
