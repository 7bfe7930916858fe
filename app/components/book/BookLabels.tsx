import { type BookLabel, bookLabelKey } from '../../../domain/labels';
import { useT } from '../../lib/texts';
import styles from './BookLabels.module.css';

/** Spec 1 §2.5 labels 'Eigen uitgave', 'Binnenkort', 'Uitverkocht', in the order domain/labels.ts gives them. */
export function BookLabels({ labels }: { labels: readonly BookLabel[] }) {
  const t = useT();
  if (labels.length === 0) return null;
  return (
    <ul className={styles.labels}>
      {labels.map((label) => (
        <li key={label} className={`${styles.label} ${styles[label] ?? ''}`}>
          {t(bookLabelKey(label))}
        </li>
      ))}
    </ul>
  );
}
