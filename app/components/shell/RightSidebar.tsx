import { useLocation } from 'react-router';
import type { ShellData } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import { BookCard } from '../book/BookCard';
import { Carousel } from '../ui/Carousel';
import { BannerCarousel } from './BannerCarousel';
import { NewsletterBlock } from './NewsletterBlock';
import { RankedList } from './RankedList';
import styles from './RightSidebar.module.css';
import { ShippingInfo } from './ShippingInfo';
import { SidebarBlock } from './SidebarBlock';

/**
 * Spec 1 §2.2 right sidebar. Own shop: banners, newsletter, shipping, newest books, Top 20.
 * All-books shop: shipping and the Top 10 (or the spec's 'no Top 10' text).
 */
export function RightSidebar({ shell }: { shell: ShellData }) {
  const t = useT();
  const own = shell.shop === 'SHOP_SB';
  // The own-shop home has its own newsletter teaser on small screens; do not repeat it further down.
  const teaserOnPage = useLocation().pathname === '/';
  return (
    <aside className={styles.sidebar} aria-label={t('shell.sidebar_right')}>
      {own ? (
        <>
          {shell.banners.length > 0 ? (
            <div className={styles.banners}>
              <BannerCarousel banners={shell.banners} />
            </div>
          ) : null}
          <div className={teaserOnPage ? styles.wideOnly : undefined}>
            <NewsletterBlock latest={shell.latestNewsletter} />
          </div>
          <ShippingInfo shipping={shell.shipping} />
          {shell.newestBooks.length > 0 ? (
            <SidebarBlock title={t('shell.newest_books')}>
              <Carousel
                label={t('shell.newest_books')}
                variant="books"
                delay={3000}
                speed={750}
                slides={shell.newestBooks.map((book) => (
                  <BookCard key={book.sku} book={book} size="compact" headingLevel="p" />
                ))}
              />
            </SidebarBlock>
          ) : null}
          {shell.top20.length > 0 ? (
            <SidebarBlock title={t('shell.top20_title')}>
              <RankedList books={shell.top20} />
            </SidebarBlock>
          ) : null}
        </>
      ) : (
        <>
          <ShippingInfo shipping={shell.shipping} />
          <SidebarBlock title={shell.top10Title || t('shell.top10_title')}>
            {shell.top10.length > 0 ? (
              <RankedList books={shell.top10} />
            ) : (
              <p className={styles.empty}>{t('top10.none_here')}</p>
            )}
          </SidebarBlock>
        </>
      )}
    </aside>
  );
}
