import { Link } from 'react-router';
import styles from './Cart.module.css';

/**
 * A line's cover, linking to the book (the description beside it links there too, so the image is decorative and
 * out of the tab order). An unknown sku has no page: then the cover alone.
 */
export function Cover({ href, src }: { href: string | null; src: string }) {
  const image = <img src={src} alt="" width={72} height={108} loading="lazy" />;
  return href ? (
    <Link to={href} className={styles.cover} tabIndex={-1} aria-hidden="true">
      {image}
    </Link>
  ) : (
    <span className={styles.cover}>{image}</span>
  );
}
