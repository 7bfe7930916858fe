// Issue 31 "Content" (decisions 711–712): the rules of the pictures staff upload for an author and a category on
// /beheer/auteurs/:id and /beheer/categorieen/:id — the size the shop's pages draw them at, the formats and weight
// an upload may have, the file field and its refusals (the upload is a document post to its own route behind the
// shared staff upload gate; a refusal comes back in the address) and the file name a stored picture gets. Pure:
// server/catalog/content-images.ts resizes and writes, the pages show the refusals.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { COVER_FORMATS } from './covers.ts';

/**
 * Decision 711: the stored size of each kind of picture, WebP. The author page draws the picture 96×96 CSS px
 * (app/routes/author.tsx), so a square of 192 serves a 2× screen, cropped to the middle; a category's image is
 * drawn at most 320 CSS px wide above its list (app/routes/shelf.tsx), so 640×360 fitted inside, never enlarged.
 */
export const CONTENT_IMAGE_SIZES = {
  author: { width: 192, height: 192, fit: 'cover' },
  category: { width: 640, height: 360, fit: 'inside' },
} as const;
export type ContentImageKind = keyof typeof CONTENT_IMAGE_SIZES;

/** The folder under /media/ each kind's pictures are stored in (the seed's demo names used the same folders). */
export const CONTENT_IMAGE_FOLDERS: Readonly<Record<ContentImageKind, string>> = {
  author: 'authors',
  category: 'categories',
};

/** What an upload may be (as sharp names the format): a cover's formats, no SVG. */
export const CONTENT_IMAGE_FORMATS: readonly string[] = COVER_FORMATS;

/** Decision 711: the most an uploaded picture may weigh. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The upload form's file field. */
export const IMAGE_FILE_FIELD = 'afbeelding';

/** Why an upload was refused, as the address says it (?afbeelding=…), and the message by the file field. */
export const IMAGE_REFUSALS = {
  'geen-bestand': { key: 'beheer.shelves.image.no_file' },
  'geen-afbeelding': { key: 'beheer.shelves.image.not_image' },
  'te-groot': { key: 'beheer.shelves.image.too_big', params: { max: 5 } },
} as const satisfies Record<string, TextRef>;
export type ImageRefusal = keyof typeof IMAGE_REFUSALS;

export function imageRefusalOf(value: string | null): ImageRefusal | null {
  return value !== null && Object.hasOwn(IMAGE_REFUSALS, value) ? (value as ImageRefusal) : null;
}

/** The browser's check before sending: a file must be chosen. */
export function imageUploadFormErrors(fields: PostedFields): FieldErrors {
  return (fields[IMAGE_FILE_FIELD] ?? '') === ''
    ? { [IMAGE_FILE_FIELD]: IMAGE_REFUSALS['geen-bestand'] }
    : {};
}

/** The refusal for an upload of `bytes` bytes, or null when its weight is allowed. */
export function imageSizeRefusal(bytes: number): ImageRefusal | null {
  if (bytes === 0) return 'geen-bestand';
  return bytes > CONTENT_IMAGE_MAX_BYTES ? 'te-groot' : null;
}

/**
 * Decision 712: a stored picture's path under /media/ — the row's id and a digest of the stored bytes, so a new
 * picture has a new address and the media route's hour of browser caching never shows the old one.
 */
export function contentImagePath(kind: ContentImageKind, id: number, digest: string): string {
  return `${CONTENT_IMAGE_FOLDERS[kind]}/${id}-${digest}.webp`;
}

/** Whether `path` is a picture this page stored for the row (one it may delete when it is replaced or removed). */
export function isStoredContentImage(kind: ContentImageKind, id: number, path: string | null): boolean {
  return path !== null && new RegExp(`^${CONTENT_IMAGE_FOLDERS[kind]}/${id}-[0-9a-f]{12}\\.webp$`).test(path);
}
