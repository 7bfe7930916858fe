import { ChevronDown } from '../ui/icons/ChevronDown';
import { ChevronUp } from '../ui/icons/ChevronUp';
import { useState } from 'react';
import type { AllBooksHome } from '../../../server/catalog/home';
import { savePreference } from '../../lib/preferences-cookie';
import { usePreferences } from '../../lib/root-data';
import { useT } from '../../lib/texts';
import { BookCard } from '../book/BookCard';
import { AddButtons } from '../cart/add/AddButtons';
import styles from './Home.module.css';
import { SectionHeading } from './SectionHeading';
import top60 from './Top60.module.css';

const COLLAPSED = 10;

/**
 * Spec 1 §2.7 Top 60 block, headed by the week number. Collapsed it shows 10 covers; 'Toon meer' shows all
 * 60 and the choice is remembered. All 60 are in the HTML either way (hidden ones with `hidden`).
 */
export function Top60({ data }: { data: AllBooksHome['top60'] }) {
  const t = useT();
  const [open, setOpen] = useState(usePreferences().top60Open ?? false);
  if (data.books.length === 0) {
    return (
      <section className={styles.section} aria-labelledby="top60-title">
        <SectionHeading id="top60-title">{t('top60.title')}</SectionHeading>
        <p className={styles.empty}>{t('home.top60_empty')}</p>
      </section>
    );
  }
  const toggle = () => {
    setOpen(!open);
    savePreference({ top60Open: !open });
  };
  return (
    <section className={styles.section} aria-labelledby="top60-title">
      <SectionHeading id="top60-title" more={{ href: '/top60', label: t('home.top60_all') }}>
        {data.week !== null ? (
          <span className={top60.week}>{t('home.week', { week: data.week % 100 })}</span>
        ) : null}
        {t('top60.title')}
      </SectionHeading>
      <ol id="top60-list" className={styles.grid}>
        {data.books.map((book, i) => (
          <li key={book.sku} hidden={!open && i >= COLLAPSED}>
            <BookCard book={book} rank={book.rank} eager={i < 5} buttons={<AddButtons book={book} />} />
          </li>
        ))}
      </ol>
      {data.books.length > COLLAPSED ? (
        <p className={top60.more}>
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={open}
            aria-controls="top60-list"
            onClick={toggle}
          >
            {open ? <ChevronUp aria-hidden="true" size={18} /> : <ChevronDown aria-hidden="true" size={18} />}
            {t(open ? 'home.show_less' : 'home.show_more')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
