// Which media files staff have put in DATA_DIR/media (videos, captions, posters, newsletters). Pages ask before
// they link to a file, so a missing file shows a Dutch 'not available' text instead of a broken player or link.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createTtlCache } from '../lib/ttl-cache.ts';

export interface MediaFiles {
  /** The absolute path of a stored file under the media folder, or null when there is none. */
  find(relativePath: string): Promise<string | null>;
  /** Forgets what it found (issue 31: staff uploaded or removed a file in this process). */
  forget(): void;
}

/** Without a media folder (service tests) every file is missing. */
export const NO_MEDIA_FILES: MediaFiles = { find: async () => null, forget: () => {} };

export function createMediaFiles(mediaDir: string): MediaFiles {
  const root = path.resolve(mediaDir);
  // A page lists a handful of files; remembering the answers briefly keeps a busy page off the disk.
  const cache = createTtlCache<string, string | null>(10_000);
  return {
    find(relativePath) {
      const file = path.resolve(root, relativePath.replace(/^\/+/, ''));
      // Never look outside the media folder, whatever the database row says.
      if (!file.startsWith(root + path.sep)) return Promise.resolve(null);
      return cache.get(file, async () => {
        const info = await stat(file).catch(() => null);
        return info?.isFile() ? file : null;
      });
    },
    forget: () => cache.clear(),
  };
}
