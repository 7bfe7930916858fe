// The demo shop's meditation downloads (domain/downloads.ts): a file missing from DATA_DIR/media/downloads/mp3
// is written at start as a short silent MP3, so the download pages link to real, playable files from the first
// `npm start`. Files already there (staff's real recordings) are never touched.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOWNLOAD_FOLDER, DOWNLOAD_PAGES, downloadPath } from '../../domain/downloads.ts';
import { silentMp3 } from './silent-mp3.ts';

/** Writes the missing demo files; returns the relative paths it wrote. */
export function ensureDemoDownloads(mediaDir: string): string[] {
  const written: string[] = [];
  mkdirSync(path.join(mediaDir, DOWNLOAD_FOLDER), { recursive: true });
  for (const file of Object.values(DOWNLOAD_PAGES).flat()) {
    const relative = downloadPath(file);
    const target = path.join(mediaDir, relative);
    if (existsSync(target)) continue;
    try {
      // 'wx': another process starting at the same moment may have written it first; that file is as good.
      writeFileSync(target, silentMp3(file.demoSeconds, `Leeswijzer - ${file.key}`), { flag: 'wx' });
      written.push(relative);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return written;
}
