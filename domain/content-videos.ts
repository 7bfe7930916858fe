// Issue 31 "Content" (decisions 733–735): the rules of /beheer/videos — a video's reference (its address
// /videos/{reference} and its files' names; fixed once added), title, description, the book it is about and its
// position; and where its uploaded files are kept under /media: the MP4 as videos/{reference}.mp4, the Dutch
// captions at the spec 3 §7 captions path (videos/cc/{reference}.vtt, decision 734) and the poster as
// videos/{reference}.jpg (where the shop's video pages look for it). The browser checks the form before sending and
// the server again (decision 620); whether an ISBN is a book and a reference is free only the server can say.
import type { FieldErrors, PostedFields } from './account-forms.ts';
import { isVideoReference } from './videos.ts';

export const VIDEO_FIELDS = {
  reference: 'referentie',
  title: 'titel',
  description: 'omschrijving',
  sku: 'sku',
  position: 'positie',
} as const;

export const VIDEO_ORDER = Object.values(VIDEO_FIELDS);
export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 2000;
export const VIDEO_REFERENCE_MAX = 80;
export const VIDEO_POSITION_MAX = 999;

/** The uploads of a video: the address's last part and the file field's name. */
export const VIDEO_UPLOADS = ['video', 'ondertitels', 'poster'] as const;
export type VideoUpload = (typeof VIDEO_UPLOADS)[number];
export const VIDEO_FILE_FIELD = 'bestand';

/** Decision 735: the poster as the player draws it (16:9, the video pages' widest frame at twice its density). */
export const VIDEO_POSTER_SIZE = { width: 1280, height: 720 } as const;

export interface VideoInput {
  reference: string;
  title: string;
  description: string;
  sku: string | null;
  position: number;
}

const cleanSku = (typed: string) => typed.replace(/[\s-]/g, '');

export function videoFormErrors(fields: PostedFields): FieldErrors {
  const f = VIDEO_FIELDS;
  const errors: FieldErrors = {};
  const reference = (fields[f.reference] ?? '').trim();
  const title = (fields[f.title] ?? '').trim();
  const description = (fields[f.description] ?? '').trim();
  const sku = cleanSku(fields[f.sku] ?? '');
  const position = (fields[f.position] ?? '').trim();
  if (!isVideoReference(reference)) errors[f.reference] = { key: 'beheer.videos.reference_invalid' };
  if (title === '') errors[f.title] = { key: 'beheer.content.title_missing' };
  else if (title.length > VIDEO_TITLE_MAX)
    errors[f.title] = { key: 'beheer.content.too_long', params: { max: String(VIDEO_TITLE_MAX) } };
  if (description.length > VIDEO_DESCRIPTION_MAX)
    errors[f.description] = {
      key: 'beheer.content.too_long',
      params: { max: String(VIDEO_DESCRIPTION_MAX) },
    };
  if (sku !== '' && !/^\d{13}$/.test(sku)) errors[f.sku] = { key: 'beheer.content.sku_invalid' };
  if (!/^\d{1,3}$/.test(position))
    errors[f.position] = {
      key: 'beheer.content.position_invalid',
      params: { max: String(VIDEO_POSITION_MAX) },
    };
  return errors;
}

export function parseVideoForm(
  fields: PostedFields,
): { kind: 'ok'; value: VideoInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = videoFormErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const f = VIDEO_FIELDS;
  const sku = cleanSku(fields[f.sku] ?? '');
  return {
    kind: 'ok',
    value: {
      reference: (fields[f.reference] ?? '').trim(),
      title: (fields[f.title] ?? '').trim(),
      description: (fields[f.description] ?? '').trim(),
      sku: sku === '' ? null : sku,
      position: Number((fields[f.position] ?? '').trim()),
    },
  };
}

/** Where an upload of a video is kept under /media (decision 734). */
export function videoFilePath(reference: string, upload: VideoUpload): string {
  if (upload === 'video') return `videos/${reference}.mp4`;
  if (upload === 'ondertitels') return `videos/cc/${reference}.vtt`;
  return `videos/${reference}.jpg`;
}

/** Every file a video may have under /media (the legacy captions name too), for its removal. */
export function videoFilePaths(row: {
  reference: string;
  file: string | null;
  ccFile: string | null;
}): string[] {
  const paths = new Set([
    ...VIDEO_UPLOADS.map((u) => videoFilePath(row.reference, u)),
    ...(row.file ? [row.file] : []),
    ...(row.ccFile ? [row.ccFile] : []),
  ]);
  return [...paths];
}

/** The browser's own check of an upload form before sending: a file is chosen. */
export function mediaFileFormErrors(fields: PostedFields): FieldErrors {
  return (fields[VIDEO_FILE_FIELD] ?? '') === ''
    ? { [VIDEO_FILE_FIELD]: { key: 'beheer.media.refused.no_file' } }
    : {};
}
