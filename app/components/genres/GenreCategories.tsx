import { Link } from 'react-router';
import type { GenreCategory, GenreOverview } from '../../../server/content/genres';
import { useT } from '../../lib/texts';
import styles from './Genres.module.css';

/** A genre's categories, each with its shelves (subcategories); all-books-only categories say so. */
export function GenreCategories({ categories }: { categories: GenreCategory[] }) {
  const t = useT();
  return (
    <ul className={styles.categories}>
      {categories.map((c) => (
        <li key={c.name} className={styles.category}>
          <h3 className={styles.categoryTitle}>
            <Link to={c.href}>{c.displayValue}</Link>
            {c.allBooksOnly ? <span className={styles.badge}>{t('genres.all_books_only')}</span> : null}
          </h3>
          {c.subcategories.length > 0 ? (
            <ul className={styles.shelves}>
              {c.subcategories.map((s) => (
                <li key={s.name}>
                  <Link to={s.href}>{s.displayValue}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Every genre as a tile with the number of its categories. */
export function GenreTiles({ genres, current }: { genres: GenreOverview[]; current?: string }) {
  const t = useT();
  return (
    <ul className={styles.tiles}>
      {genres.map((g) => (
        <li key={g.name}>
          <Link to={g.href} className={styles.tile} aria-current={g.name === current ? 'page' : undefined}>
            <span className={styles.tileName}>{g.displayValue}</span>
            <span className={styles.tileCount}>
              {g.categories.length === 1
                ? t('genres.category_count_one')
                : t('genres.category_count', { count: g.categories.length })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
