// Issue 31 "Content" (decisions 700, 703, 704): the rules of the staff's banners page /beheer/banners. A banner
// (the own shop's right sidebar carousel, spec 1 §2.2 and §4) has two lines of text, an optional image under
// /media/banners (or a full path), an optional book it links to and a position (lowest first). The form's check
// here is the browser's and the server's (decision 620); whether a typed sku is a book only the server can say.
import type { FieldErrors, PostedFields } from './account-forms.ts';

export const BANNER_FIELDS = {
  text1: 'tekst1',
  text2: 'tekst2',
  img: 'afbeelding',
  sku: 'sku',
  position: 'positie',
} as const;

export const BANNER_ORDER = Object.values(BANNER_FIELDS);
export const BANNER_TEXT_MAX = 200;
export const BANNER_IMG_MAX = 200;
export const BANNER_POSITION_MAX = 999;

/**
 * Decision 736: an uploaded banner image is stored once in the carousel's slot (BannerCarousel: 96 × 144 CSS px)
 * at twice that size, so it is sharp on every screen; under /media/banners as banner-{id}-{content hash}.webp, so a
 * replaced image gets a new address and no browser keeps the old one.
 */
export const BANNER_IMAGE_SIZE = { width: 192, height: 288 } as const;
export const BANNER_IMAGE_FIELD = 'afbeeldingsbestand';

export function bannerImageName(id: number, hash: string): string {
  return `banner-${id}-${hash.slice(0, 12)}.webp`;
}

/** Whether an image name is one the upload made for this banner (so replacing it may remove the old file). */
export function isUploadedBannerImage(id: number, img: string | null): boolean {
  return img !== null && new RegExp(`^banner-${id}-[0-9a-f]{12}\\.webp$`).test(img);
}

export interface BannerInput {
  text1: string;
  text2: string;
  img: string | null;
  sku: string | null;
  position: number;
}

const cleanSku = (typed: string) => typed.replace(/[\s-]/g, '');
/** A file name under /media/banners, or a path on the site: no spaces, no way up ('..'), no address of elsewhere. */
const IMAGE = /^\/?[\w.-]+(\/[\w.-]+)*$/;

export function bannerFormErrors(fields: PostedFields): FieldErrors {
  const f = BANNER_FIELDS;
  const errors: FieldErrors = {};
  const text1 = (fields[f.text1] ?? '').trim();
  const text2 = (fields[f.text2] ?? '').trim();
  const img = (fields[f.img] ?? '').trim();
  const sku = cleanSku(fields[f.sku] ?? '');
  const position = (fields[f.position] ?? '').trim();
  if (text1 === '') errors[f.text1] = { key: 'beheer.content.text_missing' };
  else if (text1.length > BANNER_TEXT_MAX)
    errors[f.text1] = { key: 'beheer.content.too_long', params: { max: String(BANNER_TEXT_MAX) } };
  if (text2.length > BANNER_TEXT_MAX)
    errors[f.text2] = { key: 'beheer.content.too_long', params: { max: String(BANNER_TEXT_MAX) } };
  if (img !== '' && (img.length > BANNER_IMG_MAX || !IMAGE.test(img) || img.includes('..')))
    errors[f.img] = { key: 'beheer.content.img_invalid' };
  if (sku !== '' && !/^\d{13}$/.test(sku)) errors[f.sku] = { key: 'beheer.content.sku_invalid' };
  if (!/^\d{1,3}$/.test(position))
    errors[f.position] = {
      key: 'beheer.content.position_invalid',
      params: { max: String(BANNER_POSITION_MAX) },
    };
  return errors;
}

export function parseBannerForm(
  fields: PostedFields,
): { kind: 'ok'; value: BannerInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = bannerFormErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const f = BANNER_FIELDS;
  const img = (fields[f.img] ?? '').trim();
  const sku = cleanSku(fields[f.sku] ?? '');
  return {
    kind: 'ok',
    value: {
      text1: (fields[f.text1] ?? '').trim(),
      text2: (fields[f.text2] ?? '').trim(),
      img: img === '' ? null : img,
      sku: sku === '' ? null : sku,
      position: Number((fields[f.position] ?? '').trim()),
    },
  };
}
