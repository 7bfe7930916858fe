import { Link } from 'react-router';
import type { ToggleId } from '../../../domain/shop';
import type { HomeSegment } from '../../../server/catalog/home';
import { useT } from '../../lib/texts';
import styles from './SegmentSelector.module.css';

const LABELS: Record<ToggleId, { title: string; text: string }> = {
  1: { title: 'shell.toggle.own', text: 'home.segment.own_text' },
  2: { title: 'shell.toggle.sb', text: 'home.segment.sb_text' },
  3: { title: 'shell.toggle.all', text: 'home.segment.all_text' },
};

/**
 * Spec 1 §2.3 segment selector (only with SHOP_ALL): the header toggle's three choices as large tiles, each
 * illustrated with the cover of the book its setting names (decorative: the words name the choice). The
 * toggle's addresses set the shop on the server.
 */
export function SegmentSelector({ segments, active }: { segments: HomeSegment[]; active: ToggleId }) {
  const t = useT();
  return (
    <nav className={styles.segments} aria-labelledby="segments-title">
      <h2 id="segments-title" className={styles.title}>
        {t('home.segments_title')}
      </h2>
      <ul className={styles.list}>
        {segments.map((segment) => {
          const current = segment.id === active;
          const label = LABELS[segment.id];
          return (
            <li key={segment.id}>
              <Link
                to={segment.href}
                className={`${styles.tile} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <span className={styles.cover}>
                  {segment.book ? (
                    <img
                      src={segment.book.coverUrl}
                      alt=""
                      width={72}
                      height={108}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{t(label.title)}</span>
                  <span className={styles.description}>{t(label.text)}</span>
                  {current ? <span className={styles.here}>{t('home.segment.current')}</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
