import { Link } from 'react-router';
import type { AllBooksHome } from '../../../server/catalog/home';
import { useT } from '../../lib/texts';
import styles from './Home.module.css';
import popular from './PopularCategories.module.css';
import { SectionHeading } from './SectionHeading';

/** Spec 1 §2.3 popular block of the all-books home: the categories most present in this week's bestsellers. */
export function PopularCategories({ categories }: { categories: AllBooksHome['popularCategories'] }) {
  const t = useT();
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="popular-title">
      <SectionHeading id="popular-title">{t('home.popular_title')}</SectionHeading>
      <ul className={popular.tiles}>
        {categories.map((c) => (
          <li key={c.name}>
            <Link to={c.href} className={popular.tile}>
              {c.displayValue}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
