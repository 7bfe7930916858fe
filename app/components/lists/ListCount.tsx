import { useT } from '../../lib/texts';

/** '25 boeken', '1 boek', 'Geen boeken'. */
export function useCountText(): (count: number) => string {
  const t = useT();
  return (count) =>
    count === 0
      ? t('list.count_none')
      : count === 1
        ? t('list.count_one')
        : t('list.count', { count: count.toLocaleString('nl-NL') });
}
