import { isSoldOut } from '../../../domain/availability';
import { BOOK_COVER_SIZES, coverPath, coverSrcSet } from '../../../domain/covers';
import { FileText } from '../ui/icons/FileText';
import { RotateCcw } from '../ui/icons/RotateCcw';
import type { BookPageData } from '../../routes/book';
import { useT } from '../../lib/texts';
import styles from './BookPage.module.css';

/**
 * Spec 1 §2.6 cover with back-cover and PDF previews; §2.5 '--free' style for discs and cases. The cover in the
 * large size, the small one where 320 pixels are enough (decision #670).
 */
export function BookCover({ page }: { page: BookPageData }) {
  const t = useT();
  const { book } = page;
  const back = page.media.find((m) => m.kind === 'back');
  const pdf = page.media.find((m) => m.kind === 'pdf');
  const soldOut = isSoldOut(book);
  return (
    <div className={styles.coverColumn}>
      <div
        className={`${styles.cover} ${page.freeCover ? styles.coverFree : ''} ${soldOut ? styles.dimmed : ''}`}
      >
        <img
          src={coverPath(book.sku, 'groot')}
          srcSet={coverSrcSet(book.sku)}
          sizes={BOOK_COVER_SIZES}
          alt={t('book.cover_alt', { title: book.title })}
          width={300}
          height={page.freeCover ? 300 : 450}
          fetchPriority="high"
        />
      </div>
      {back || pdf || page.sampleChapter ? (
        <ul className={styles.previews}>
          {back ? (
            <li>
              <a href={`/media/${back.file}`}>
                <RotateCcw aria-hidden="true" size={16} />
                {t('book.back_cover')}
              </a>
            </li>
          ) : null}
          {pdf ? (
            <li>
              <a href={`/media/${pdf.file}`}>
                <FileText aria-hidden="true" size={16} />
                {t('book.pdf_preview')}
              </a>
            </li>
          ) : null}
          {page.sampleChapter ? (
            <li>
              <a href={`/media/preview-pdf/${book.sku}-${page.sampleChapter.toLowerCase()}.pdf`}>
                <FileText aria-hidden="true" size={16} />
                {t('book.sample_reading', { chapter: page.sampleChapter })}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
