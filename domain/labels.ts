// Spec 1 §2.5 and §4 "Sold-out and soon-available" (book card labels), spec 1 §5 (hidden category names and
// keywords).
import { SOLD_OUT } from './availability.ts';

export type BookLabel = 'own_edition' | 'soon' | 'sold_out';

export const OWN_EDITION = 'eigen uitgaven';
export const HIDDEN_CATEGORY_NAMES = ['eigen uitgaven', 'nieuw'] as const;

export interface LabelledBook {
  sku: string;
  sbEdition: string | null;
  stock: number;
}

/**
 * Spec 1 §2.5: 'Eigen uitgave' (sb_edition 'eigen uitgaven'), 'Binnenkort' (the sku in setting
 * skuSoonAvailable), 'Uitverkocht' (stock 2), in that order. The text key of a label is bookLabelKey(label).
 */
export function bookLabels(
  book: LabelledBook,
  settings: { skuSoonAvailable: string | null | undefined },
): BookLabel[] {
  const labels: BookLabel[] = [];
  if (book.sbEdition?.trim().toLowerCase() === OWN_EDITION) labels.push('own_edition');
  const soon = settings.skuSoonAvailable?.trim();
  if (soon && soon === book.sku) labels.push('soon');
  if (book.stock === SOLD_OUT) labels.push('sold_out');
  return labels;
}

/** The interface-text key of a label (server/content/texts: book.label.*). */
export function bookLabelKey(label: BookLabel): `book.label.${BookLabel}` {
  return `book.label.${label}`;
}

/** Spec 1 §5: the category names 'eigen uitgaven' and 'nieuw' are not shown (compared trimmed, any case). */
export function isHiddenCategory(name: string): boolean {
  return (HIDDEN_CATEGORY_NAMES as readonly string[]).includes(name.trim().toLowerCase());
}

/** Spec 1 §5: keywords starting with '!' are hidden (internal tags such as '!evenement'). */
export function visibleKeywords(keywords: readonly string[]): string[] {
  return keywords.filter((keyword) => !keyword.trimStart().startsWith('!'));
}
