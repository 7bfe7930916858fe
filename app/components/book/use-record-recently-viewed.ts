import { useEffect } from 'react';
import { recentlyViewedOwner, recordRecentlyViewed } from '../../lib/recently-viewed';
import { useShell } from '../../lib/shell';

/** Spec 1 §2.6: the book goes to the front of the viewer's recently-viewed list (the visitors' list for anonymous visitors). */
export function useRecordRecentlyViewed(book: {
  sku: string;
  title: string;
  authors: { name: string }[];
}): void {
  const userId = recentlyViewedOwner(useShell()?.viewer);
  const author = book.authors.map((a) => a.name).join(', ');
  useEffect(() => {
    recordRecentlyViewed(userId, {
      sku: book.sku,
      title: book.title,
      author,
      href: `/book/${book.sku}`,
      coverUrl: `/media/covers/${book.sku}`,
    });
  }, [userId, book.sku, book.title, author]);
}
