// The two sides of decision 563's comparison, shared by the shopper's and the staff's forms-agree tests: the Dutch
// words of a `…FormErrors` function's messages, and the messages a rendered page shows by its fields.
import type { FieldErrors } from '../../domain/account-forms.ts';
import { formatText } from '../../domain/texts.ts';
import { defaultTextsNl } from '../../server/content/texts/index.ts';

/** The Dutch words of the browser's messages, by field. */
export function wordsOf(errors: FieldErrors): Record<string, string> {
  const words: Record<string, string> = {};
  for (const [field, ref] of Object.entries(errors))
    if (ref) words[field] = formatText(defaultTextsNl[ref.key] ?? ref.key, ref.params);
  return words;
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The messages a page shows by its fields (`{form}-{field}-error`), by field. */
export function pageMessages(html: string, form: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(new RegExp(`id="${form}-([^"]+)-error"[^>]*>([^<]*)<`, 'g')))
    found[match[1]!] = decode(match[2]!);
  return found;
}
