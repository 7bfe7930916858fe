import { Search } from '../ui/icons/Search';
import { useId } from 'react';
import { useT } from '../../lib/texts';
import styles from './SearchBox.module.css';

/**
 * A plain GET form to the results page: it works before (and without) JavaScript. Search-as-you-type
 * (spec 1 §4 "Search overlay") is added on top of it by the search issue.
 */
export function SearchBox({ compact = false, label }: { compact?: boolean; label?: string }) {
  const t = useT();
  const id = useId();
  return (
    <search aria-label={label ?? t('shell.search_label')}>
      <form
        method="get"
        action="/search-results"
        className={`${styles.search} ${compact ? styles.compact : ''}`}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('shell.search_label')}
        </label>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          placeholder={t('shell.search_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          <Search aria-hidden="true" size={20} />
          <span className="visually-hidden">{t('shell.search_submit')}</span>
        </button>
      </form>
    </search>
  );
}
