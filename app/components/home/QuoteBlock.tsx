import { Quote } from '../ui/icons/Quote';
import { Link } from 'react-router';
import type { HomeQuote } from '../../../server/catalog/home';
import { useT } from '../../lib/texts';
import styles from './QuoteBlock.module.css';

/** Spec 1 §2.3 quote block: a quote of the day (or the one chosen with ?quote=), linked to its book. */
export function QuoteBlock({ quote }: { quote: HomeQuote }) {
  const t = useT();
  return (
    <figure className={styles.quote}>
      <Quote aria-hidden="true" size={28} className={styles.mark} />
      <figcaption className={styles.label}>{t('home.quote_label')}</figcaption>
      <blockquote className={styles.text}>
        <p>{quote.text}</p>
      </blockquote>
      <p className={styles.author}>
        {quote.href ? <Link to={quote.href}>{quote.author}</Link> : quote.author}
      </p>
    </figure>
  );
}
