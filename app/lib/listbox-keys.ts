// Arrow-key movement through a combobox's listbox (WAI-ARIA APG "Combobox with listbox popup"): the input keeps
// focus and the active option is only pointed at (aria-activedescendant).

export type ArrowKey = 'ArrowDown' | 'ArrowUp';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowDown' || key === 'ArrowUp';
}

/**
 * The option that becomes active. From the input (no active option) Down goes to the first option and Up to
 * the last; past either end the movement wraps round, as the APG example does. Null when there are no options.
 */
export function moveActive(active: number | null, count: number, key: ArrowKey): number | null {
  if (count <= 0) return null;
  const step = key === 'ArrowDown' ? 1 : -1;
  if (active === null || active < 0 || active >= count) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
