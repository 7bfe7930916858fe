import { useT } from '../../lib/texts';

/** '25 boeken', '1 boek', 'Geen boeken'; a count that stopped reads 'meer dan 1.000 boeken'. */
export function useCountText(): (count: number, capped?: boolean) => string {
  const t = useT();
  return (count, capped = false) =>
    capped
      ? t('list.count_more', { count: count.toLocaleString('nl-NL') })
      : count === 0
        ? t('list.count_none')
        : count === 1
          ? t('list.count_one')
          : t('list.count', { count: count.toLocaleString('nl-NL') });
}
