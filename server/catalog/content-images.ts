// Issue 31 "Content" (decisions 711–712): an author's picture and a category's image, resized once when staff
// upload them (sharp, as the covers are: server/catalog/covers/images.ts) into the one size the shop's page draws
// (domain/content-images.ts), stored under DATA_DIR/media/<folder>/<id>-<digest>.webp — written to a temporary
// name and renamed, so /media/ never serves half a file — and deleted again when replaced or removed.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  CONTENT_IMAGE_FORMATS,
  CONTENT_IMAGE_SIZES,
  type ContentImageKind,
  contentImagePath,
  isStoredContentImage,
} from '../../domain/content-images.ts';
import { writeAtomically } from './covers/images.ts';

/** Pixels an image may have before sharp refuses to decode it (as for covers). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ContentImage {
  data: Buffer;
  width: number;
  height: number;
  /** The first 12 hex digits of the stored bytes' SHA-256: the file name's part that changes with the picture. */
  digest: string;
}

/** The picture in its kind's size, or null when the bytes are no picture sharp can read in an allowed format. */
export async function contentImage(kind: ContentImageKind, bytes: Uint8Array): Promise<ContentImage | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !CONTENT_IMAGE_FORMATS.includes(meta.format)) return null;
    const size = CONTENT_IMAGE_SIZES[kind];
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const digest = createHash('sha256').update(data).digest('hex').slice(0, 12);
    return { data, width: info.width, height: info.height, digest };
  } catch {
    return null;
  }
}

export interface ContentImageStore {
  /** Writes the picture; its path under /media/. */
  write(kind: ContentImageKind, id: number, image: ContentImage): Promise<string>;
  /** Deletes a picture this store wrote for the row; any other path (the demo's names, a file staff put there) stays. */
  forget(kind: ContentImageKind, id: number, stored: string | null): Promise<void>;
}

export function createContentImageStore(mediaDir: string): ContentImageStore {
  return {
    async write(kind, id, image) {
      const relative = contentImagePath(kind, id, image.digest);
      await writeAtomically(path.join(mediaDir, relative), image.data);
      return relative;
    },
    async forget(kind, id, stored) {
      if (stored === null || !isStoredContentImage(kind, id, stored)) return;
      await rm(path.join(mediaDir, stored), { force: true });
    },
  };
}
