import { BOOK_CAROUSEL } from '../../../domain/carousel';
import type { ShellBook } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import { BookCard } from '../book/BookCard';
import { AddButtons } from '../cart/add/AddButtons';
import { Carousel } from '../ui/Carousel';
import styles from './Home.module.css';
import { SectionHeading } from './SectionHeading';

/**
 * Spec 1 §2.3 own-publication tips: a carousel that autoplays only while the saved carousel state is 'play' (the
 * default; play and stop are remembered, spec 1 §4), every 3000 ms with a 750 ms transition, showing 1–4 slides
 * by the viewport width (domain/carousel.ts TIPS_BREAKPOINTS, drawn by Carousel.module.css's `.tips` rules).
 */
export function OwnTips({ books }: { books: ShellBook[] }) {
  const t = useT();
  if (books.length === 0) return null;
  return (
    // Not a labelled region itself: the carousel inside is the region, under the same name.
    <section className={styles.section}>
      <SectionHeading id="tips-title" more={{ href: '/our-publications/tips', label: t('home.tips_all') }}>
        {t('home.tips_title')}
      </SectionHeading>
      <Carousel
        label={t('home.tips_title')}
        variant="tips"
        delay={BOOK_CAROUSEL.delay}
        speed={BOOK_CAROUSEL.speed}
        slides={books.map((book, i) => (
          <BookCard key={book.sku} book={book} eager={i < 4} buttons={<AddButtons book={book} />} />
        ))}
      />
    </section>
  );
}
