// Spec 1 §2.1 videos and §7.1 /content/videos: the video list with, per video, the files that are really on
// disk (video, Dutch captions, poster), so a page never offers a player for a missing file.
import { asc } from 'drizzle-orm';
import { bookTitlesBySku } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { videos } from './schema.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { MediaFiles } from './media-files.ts';

export interface Video {
  reference: string;
  title: string;
  description: string;
  href: string;
  /** The video file under /media, or null when it is not (yet) on disk. */
  src: string | null;
  type: string;
  /** Dutch captions (WebVTT) when the file is on disk. */
  captionsSrc: string | null;
  /** A stored poster image, else the cover of the book the video is about, else null. */
  poster: string | null;
  book: { sku: string; title: string; href: string } | null;
}

export interface VideoService {
  list(): Promise<Video[]>;
  /** Forgets the cached rows (issue 31: staff changed a video in this process). */
  forget(): void;
}

const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

export function createVideoService(db: Db, files: MediaFiles): VideoService {
  const rows = createTtlCache<'all', (typeof videos.$inferSelect & { bookTitle: string | null })[]>();
  return {
    forget: () => rows.clear(),
    async list() {
      // The videos, then their books' titles from the catalogue (which owns `books`): two queries, cached.
      const all = await rows.get('all', async () => {
        const list = await db.select().from(videos).orderBy(asc(videos.position), asc(videos.id));
        const titles = await bookTitlesBySku(
          db,
          list.flatMap((v) => (v.sku ? [v.sku] : [])),
        );
        return list.map((v) => ({ ...v, bookTitle: v.sku ? (titles.get(v.sku) ?? null) : null }));
      });
      return Promise.all(
        all.map(async (row): Promise<Video> => {
          const [file, captions, poster] = await Promise.all([
            row.file ? files.find(row.file) : null,
            row.ccFile ? files.find(row.ccFile) : null,
            files.find(`videos/${row.reference}.jpg`),
          ]);
          const extension = row.file?.split('.').pop()?.toLowerCase() ?? '';
          return {
            reference: row.reference,
            title: row.title,
            description: row.description,
            href: `/videos/${row.reference}`,
            src: file && row.file ? `/media/${row.file}` : null,
            type: TYPES[extension] ?? 'video/mp4',
            captionsSrc: captions && row.ccFile ? `/media/${row.ccFile}` : null,
            poster: poster
              ? `/media/videos/${row.reference}.jpg`
              : row.sku && row.bookTitle
                ? `/media/covers/${row.sku}`
                : null,
            book:
              row.sku && row.bookTitle
                ? { sku: row.sku, title: row.bookTitle, href: `/book/${row.sku}` }
                : null,
          };
        }),
      );
    },
  };
}
