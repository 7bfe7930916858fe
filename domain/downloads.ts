// Spec 3 §2: two static pages offer meditation MP3 downloads for two books. Which files each page offers (in
// DATA_DIR/media/downloads/mp3, spec 1 §7 'downloads/mp3/*.mp3') and which addresses show which page. The
// labels are interface texts (static.download.<file key>); the demo shop writes short silent stand-ins for
// missing files at start (server/media/demo-downloads.ts), which staff replace with the real recordings.

export type DownloadPageKey = 'placebo' | 'doorbreek';

export interface DownloadFile {
  /** Text key part and file name without '.mp3'. */
  key: string;
  /** Length of the demo stand-in, in seconds. */
  demoSeconds: number;
}

export const DOWNLOAD_FOLDER = 'downloads/mp3';

export const DOWNLOAD_PAGES: Readonly<Record<DownloadPageKey, readonly DownloadFile[]>> = {
  placebo: [
    { key: 'placebo-1-inleiding', demoSeconds: 4 },
    { key: 'placebo-2-meditatie', demoSeconds: 6 },
  ],
  doorbreek: [
    { key: 'doorbreek-1-inleiding', demoSeconds: 4 },
    { key: 'doorbreek-2-meditatie', demoSeconds: 6 },
  ],
};

/** The five download addresses (decision #344: /link-download is the placebo page, the first one there was). */
export const DOWNLOAD_ROUTES: Readonly<Record<string, DownloadPageKey>> = {
  'download-placebo': 'placebo',
  'link-download': 'placebo',
  'link-download-placebo': 'placebo',
  'download-doorbreek': 'doorbreek',
  'link-download-doorbreek': 'doorbreek',
};

export function downloadPath(file: DownloadFile): string {
  return `${DOWNLOAD_FOLDER}/${file.key}.mp3`;
}
