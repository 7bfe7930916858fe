import { ChevronDown } from '../ui/icons/ChevronDown';
import { Link } from 'react-router';
import type { AllBooksHome } from '../../../server/catalog/home';
import { savePreference } from '../../lib/preferences-cookie';
import { usePreferences } from '../../lib/root-data';
import { useT } from '../../lib/texts';
import { RankedList } from '../shell/RankedList';
import styles from './Top10Foldout.module.css';

/**
 * Spec 1 §2.3 foldout Top 10 thrillers. A native <details> works without script; its open state is
 * remembered (spec 1 §4 "Foldouts") and the server renders it that way on the next visit.
 */
export function Top10Foldout({ section }: { section: NonNullable<AllBooksHome['top10Thrillers']> }) {
  const t = useT();
  const open = usePreferences().top10Open ?? true;
  return (
    <details
      className={styles.foldout}
      open={open}
      onToggle={(event) => savePreference({ top10Open: event.currentTarget.open })}
    >
      <summary className={styles.summary}>
        <h2 className={styles.title}>{section.title || t('home.top10_thrillers')}</h2>
        <ChevronDown aria-hidden="true" size={22} className={styles.chevron} />
      </summary>
      <div className={styles.body}>
        {section.books.length > 0 ? <RankedList books={section.books} /> : <p>{t('top10.none_found')}</p>}
        <p className={styles.all}>
          <Link to={section.href}>{t('home.top10_all')}</Link>
        </p>
      </div>
    </details>
  );
}
