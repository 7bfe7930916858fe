// What the add controls and their dialogs need of a book, whichever card or page shows it.
import type { Cents } from '../../../../domain/money';

export interface AddBook {
  sku: string;
  title: string;
  /** The author line shown in the dialog ('' or null: none). */
  author: string | null;
  coverUrl: string;
  /** The price the page shows, or null when the display rule hides it. */
  priceCents: Cents | null;
}
