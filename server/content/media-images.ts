// Issue 31 "Content" (decision 735): staff's images for the shop's content, resized once with sharp when they
// arrive (never per request), as server/catalog/covers/images.ts does for covers: a video's poster into the
// player's 16:9 frame (JPEG, where the video pages look for it) and a banner's image into the carousel's 2:3 slot at
// twice its drawn size (WebP). A file that is not a picture in one of the cover formats, or that sharp cannot
// decode, is null; nothing here throws.
import sharp from 'sharp';
import { COVER_FORMATS } from '../../domain/covers.ts';
import { VIDEO_POSTER_SIZE } from '../../domain/content-videos.ts';
import { BANNER_IMAGE_SIZE } from '../../domain/content-banners.ts';

/** Pixels an image may have before sharp refuses to decode it (a 'decompression bomb' stays small on disk). */
const MAX_INPUT_PIXELS = 50_000_000;

async function resized(
  bytes: Uint8Array,
  box: { width: number; height: number },
  format: 'jpeg' | 'webp',
): Promise<Buffer | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !COVER_FORMATS.includes(meta.format)) return null;
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'cover', position: 'attention' });
    return await (
      format === 'jpeg' ? image.jpeg({ quality: 82, mozjpeg: true }) : image.webp({ quality: 82 })
    ).toBuffer();
  } catch {
    return null;
  }
}

/** A video's poster: the player's frame, filled (cropped to 16:9). */
export function videoPoster(bytes: Uint8Array): Promise<Buffer | null> {
  return resized(bytes, VIDEO_POSTER_SIZE, 'jpeg');
}

/** A banner's image: the carousel's 2:3 slot at twice its size, filled. */
export function bannerImage(bytes: Uint8Array): Promise<Buffer | null> {
  return resized(bytes, BANNER_IMAGE_SIZE, 'webp');
}
