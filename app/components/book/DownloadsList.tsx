import { Download } from '../ui/icons/Download';
import { useT } from '../../lib/texts';
import styles from './BookPage.module.css';

/** Spec 1 §2.6 downloads list (title, filename). */
export function DownloadsList({ downloads }: { downloads: { title: string; filename: string }[] }) {
  const t = useT();
  if (downloads.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="book-downloads">
      <h2 id="book-downloads" className={styles.sectionTitle}>
        {t('book.downloads')}
      </h2>
      <ul className={styles.downloads}>
        {downloads.map((d) => (
          <li key={d.filename}>
            <Download aria-hidden="true" size={18} />
            <span>
              <span className={styles.downloadTitle}>{d.title}</span>{' '}
              <a
                href={`/media/downloads/${d.filename.split('/').map(encodeURIComponent).join('/')}`}
                download
              >
                {d.filename.split('/').pop()}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
