// Issue 29: the line beside a button that waits for a valid form (spec 3 §4 client step, §5 review form): the
// form's hint, then what is still wrong, each a link to its field — so a grey button always says why.
import { useT } from '../../lib/texts';
import { FieldLink } from './Feedback';
import type { MissingField } from './use-checked-form';
import styles from './Form.module.css';

export function StillMissing({
  id,
  hint,
  missing,
}: {
  id: string;
  hint: string;
  missing: readonly MissingField[];
}) {
  const t = useT();
  return (
    <div id={id} className={styles.stillMissing}>
      <p className={styles.hint}>{hint}</p>
      {missing.length > 0 ? (
        <p className={styles.hint}>
          {t('form_errors.still_missing')}{' '}
          {missing.map((field, i) => (
            <span key={field.name}>
              {i > 0 ? ', ' : null}
              <FieldLink id={field.id}>{field.label}</FieldLink>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
