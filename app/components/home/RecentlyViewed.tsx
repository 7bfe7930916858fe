import { recentlyViewedOwner, useRecentlyViewed } from '../../lib/recently-viewed';
import { useShell } from '../../lib/shell';
import { useT } from '../../lib/texts';
import { BookCard } from '../book/BookCard';
import styles from './Home.module.css';
import { SectionHeading } from './SectionHeading';

/** Spec 1 §2.3 recently viewed: read from this browser's storage after hydration; nothing when empty. */
export function RecentlyViewed() {
  const t = useT();
  const userId = recentlyViewedOwner(useShell()?.viewer);
  const items = useRecentlyViewed(userId);
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-title">
      <SectionHeading id="recent-title">{t('home.recently_viewed')}</SectionHeading>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.sku}>
            <BookCard
              size="compact"
              book={{
                ...item,
                priceCents: null,
                soldOut: false,
                orderable: false,
                wishlistable: false,
                ownEdition: false,
                soonAvailable: false,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
