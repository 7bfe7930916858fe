// Money is integer euro cents everywhere; shown in euros with a comma and two decimals (spec 1 §9).

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const plain = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "€ 19,95" */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** "19,95" */
export function formatAmount(cents: number): string {
  return plain.format(cents / 100);
}
