import { useT } from '../../lib/texts';

/** '25 boeken', '1 boek', 'Geen boeken'; an estimate reads 'ca. 75.000 boeken'. */
export function useCountText(): (count: number, approximate?: boolean) => string {
  const t = useT();
  return (count, approximate = false) =>
    approximate
      ? t('list.count_about', { count: count.toLocaleString('nl-NL') })
      : count === 0
        ? t('list.count_none')
        : count === 1
          ? t('list.count_one')
          : t('list.count', { count: count.toLocaleString('nl-NL') });
}
