import { FileText } from '../ui/icons/FileText';
import { Headphones } from '../ui/icons/Headphones';
import { Share2 } from '../ui/icons/Share2';
import { Video } from '../ui/icons/Video';
import { useId, useState } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root';
import type { BookPageData } from '../../routes/book';
import { useT } from '../../lib/texts';
import styles from './BookPage.module.css';

type Panel = 'preview' | 'audio' | 'video' | 'share';

/**
 * Spec 1 §2.6 book tools: first-chapter preview, audio, video and share, shown only when the book has
 * previews. One panel is open at a time; its button closes it again. The tell-a-friend form comes with the
 * forms issue.
 */
export function BookTools({ page }: { page: BookPageData }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState<Panel | null>(null);
  // Issue 17 #8: the share links use our own short link (/s/{code}), asked for when the share panel first opens;
  // decision 522: only by a logged-in visitor (the root's session token), a guest shares the full URL.
  const short = useFetcher<{ url: string | null }>();
  const csrf = (useRouteLoaderData('root') as RootData | undefined)?.csrf ?? null;
  const pdf = page.media.find((m) => m.kind === 'pdf');
  const audio = page.media.find((m) => m.kind === 'audio');
  const video = page.media.find((m) => m.kind === 'video');
  if (!pdf && !audio && !video) return null;

  const type = page.toolsType;
  const tools: { panel: Panel; label: string; icon: typeof FileText }[] = [
    ...(pdf ? [{ panel: 'preview' as const, label: t('book.tool.preview'), icon: FileText }] : []),
    ...(audio ? [{ panel: 'audio' as const, label: t('book.tool.audio'), icon: Headphones }] : []),
    ...(video ? [{ panel: 'video' as const, label: t('book.tool.video'), icon: Video }] : []),
    { panel: 'share', label: t('book.tool.share'), icon: Share2 },
  ];
  const sharePath = `${page.canonical}${page.partnerCode ? `?pc=${encodeURIComponent(page.partnerCode)}` : ''}`;
  const shareUrl = short.data?.url ?? `${page.origin}${sharePath}`;
  const title = page.book.title;
  const shareLinks = [
    {
      name: t('book.share.email'),
      href: `mailto:?subject=${encodeURIComponent(t('book.share.email_subject', { title }))}&body=${encodeURIComponent(shareUrl)}`,
    },
    {
      name: t('book.share.whatsapp'),
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${shareUrl}`)}`,
    },
    {
      name: t('book.share.facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}`,
    },
    {
      name: t('book.share.linkedin'),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(shareUrl)}`,
    },
    {
      name: t('book.share.x'),
      href: `https://x.com/intent/post?url=${encodeURIComponent(shareUrl)}&text=${encodeURIComponent(title)}`,
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('book.tools_label', { type })}
      </h2>
      <div className={styles.toolButtons}>
        {tools.map(({ panel, label, icon: Icon }) => (
          <button
            key={panel}
            type="button"
            className={styles.toolButton}
            aria-expanded={open === panel}
            aria-controls={`${id}-${panel}`}
            onClick={() => {
              setOpen(open === panel ? null : panel);
              if (panel === 'share' && csrf && short.state === 'idle' && !short.data)
                void short.submit({ target: sharePath, _csrf: csrf }, { method: 'post', action: '/s' });
            }}
          >
            <Icon aria-hidden="true" size={18} />
            {label}
          </button>
        ))}
      </div>
      {open === 'preview' && pdf ? (
        <div id={`${id}-preview`} className={styles.toolPanel}>
          <p>{t('book.tool.preview_text', { type })}</p>
          <a href={`/media/${pdf.file}`} className="button button-secondary">
            {t('book.tool.preview_open')}
          </a>
        </div>
      ) : null}
      {open === 'audio' && audio ? (
        <div id={`${id}-audio`} className={styles.toolPanel}>
          <p>{audio.title}</p>
          <audio controls preload="none" src={`/media/${audio.file}`} className={styles.media}>
            {t('book.tool.audio_unsupported')}
          </audio>
        </div>
      ) : null}
      {open === 'video' && video ? (
        <div id={`${id}-video`} className={styles.toolPanel}>
          <p>{video.title}</p>
          <video controls preload="none" src={`/media/${video.file}`} className={styles.media}>
            {t('book.tool.video_unsupported')}
          </video>
        </div>
      ) : null}
      {open === 'share' ? (
        <div id={`${id}-share`} className={styles.toolPanel}>
          <p>{t('book.share.intro', { type })}</p>
          <p>
            {t('short_link.label')}: <a href={shareUrl}>{shareUrl}</a>
          </p>
          <ul className={styles.shareLinks}>
            {shareLinks.map((l) => (
              <li key={l.name}>
                <a href={l.href} rel="noopener noreferrer" target="_blank">
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
