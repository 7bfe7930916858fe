// The only interface texts that live in the client bundle: they are shown when the root loader failed (the
// database is unreachable), which is exactly when the texts from the server are missing. The same keys and
// wording are in server/content/texts/shell.nl.ts; keep them in step.
import { text } from '../../domain/texts';

const FALLBACK_TEXTS_NL: Readonly<Record<string, string>> = {
  'shell.brand': 'Leeswijzer',
  'errors.technical_error': 'Er is een technische fout opgetreden.',
  'errors.technical_error_advice':
    'Blijft het probleem bestaan? Neem dan contact op met de uitgeverij, dan helpen we je verder.',
  'page.404_title': 'Pagina niet gevonden',
  'page.to_home': 'Naar de homepage',
};

export function fallbackText(key: string): string {
  return text(FALLBACK_TEXTS_NL, key);
}
