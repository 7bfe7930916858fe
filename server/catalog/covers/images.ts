// Issue 31 covers (decision #670): one image in, the sizes the pages use out — resized once, when the cover arrives
// (never per request), with sharp. A file that is not a picture in one of domain/covers.ts COVER_FORMATS, or that
// sharp cannot decode, is 'not_image'; nothing here throws. Then the files are written under DATA_DIR/media/covers
// each to a temporary name first and renamed, so the media route never serves half a file.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { COVER_FORMATS, COVER_SIZES, type CoverSize } from '../../../domain/covers.ts';

// Two cores shared with the web server: libvips works on one thread and keeps no cache of decoded images.
sharp.concurrency(1);
sharp.cache(false);

/** Pixels an image may have before sharp refuses to decode it (a 'decompression bomb' stays small on disk). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface CoverFile {
  data: Buffer;
  width: number;
  height: number;
}

export type CoverImages = { kind: 'ok'; files: Record<CoverSize, CoverFile> } | { kind: 'not_image' };

export async function coverImages(bytes: Uint8Array): Promise<CoverImages> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !COVER_FORMATS.includes(meta.format)) return { kind: 'not_image' };
    // Decoded once, turned upright (EXIF orientation) and brought down to the largest size; each size is made
    // from those pixels, so a large scan is decoded a single time.
    const largest = COVER_SIZES.groot;
    const { data: pixels, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: largest.width, height: largest.height, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const files = {} as Record<CoverSize, CoverFile>;
    for (const size of Object.keys(COVER_SIZES) as CoverSize[]) {
      const box = COVER_SIZES[size];
      const { data, info: out } = await sharp(pixels, { raw })
        .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      files[size] = { data, width: out.width, height: out.height };
    }
    return { kind: 'ok', files };
  } catch {
    return { kind: 'not_image' };
  }
}

/** Where a size of a book's cover is stored: the small one where the media route always looked. */
export function coverFilePath(coversDir: string, sku: string, size: CoverSize): string {
  return size === 'klein' ? path.join(coversDir, `${sku}.webp`) : path.join(coversDir, size, `${sku}.webp`);
}

export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // A dot name: the static /media/ route denies dotfiles, so a file being written is never served.
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Writes every size of a book's cover, each replacing the old one in a single rename. */
export async function writeCoverFiles(
  coversDir: string,
  sku: string,
  files: Record<CoverSize, CoverFile>,
): Promise<void> {
  for (const size of Object.keys(files) as CoverSize[])
    await writeAtomically(coverFilePath(coversDir, sku, size), files[size].data);
}

/** Removes every size of a book's stored cover (none there is fine). */
export async function removeCoverFiles(coversDir: string, sku: string): Promise<void> {
  for (const size of Object.keys(COVER_SIZES) as CoverSize[])
    await rm(coverFilePath(coversDir, sku, size), { force: true });
}
