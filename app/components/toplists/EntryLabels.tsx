import { type BookLabel, bookLabelKey } from '../../../domain/labels';
import { useT } from '../../lib/texts';
import styles from './TopLists.module.css';

const LABEL_STYLE: Record<BookLabel, string | undefined> = {
  own_edition: styles.own,
  soon: styles.soon,
  sold_out: styles.sold,
};

/** Spec 1 §2.5 labels ('Eigen uitgave', 'Binnenkort', 'Uitverkocht') of a top-list entry. */
export function EntryLabels({ labels }: { labels: readonly BookLabel[] }) {
  const t = useT();
  if (labels.length === 0) return null;
  return (
    <ul className={styles.labels}>
      {labels.map((label) => (
        <li key={label} className={`${styles.label} ${LABEL_STYLE[label] ?? ''}`}>
          {t(bookLabelKey(label))}
        </li>
      ))}
    </ul>
  );
}
