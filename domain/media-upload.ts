// Issue 31 "Content" (decisions 730–735): the rules every staff media upload shares — the newsletters'
// (/beheer/nieuwsbrieven), the videos' (/beheer/videos) and a banner's image (/beheer/banners) — what a file must
// begin with to be what it claims (a PDF, an MP4, WebVTT captions), the size caps (setting-like constants, decision
// 732) and why an upload came back, as the address's ?fout=… code and the Dutch message by the file field. Pure.
import type { TextRef } from './account-forms.ts';

const MB = 1024 * 1024;

/** Decision 732: the largest file of each kind, in MB (the gate cuts a larger one off while it streams). */
export const MEDIA_UPLOAD_MAX_MB = {
  newsletter: 20,
  video: 500,
  captions: 1,
  image: 10,
} as const;
export type MediaUploadKind = keyof typeof MEDIA_UPLOAD_MAX_MB;

export function mediaUploadMaxBytes(kind: MediaUploadKind): number {
  return MEDIA_UPLOAD_MAX_MB[kind] * MB;
}

/** Why an upload came back (the address's ?fout=…). */
export const MEDIA_REFUSALS = {
  'geen-bestand': { key: 'beheer.media.refused.no_file' },
  'te-groot-nieuwsbrief': {
    key: 'beheer.media.refused.too_big',
    params: { max: MEDIA_UPLOAD_MAX_MB.newsletter },
  },
  'te-groot-video': { key: 'beheer.media.refused.too_big', params: { max: MEDIA_UPLOAD_MAX_MB.video } },
  'te-groot-ondertitels': {
    key: 'beheer.media.refused.too_big',
    params: { max: MEDIA_UPLOAD_MAX_MB.captions },
  },
  'te-groot-afbeelding': { key: 'beheer.media.refused.too_big', params: { max: MEDIA_UPLOAD_MAX_MB.image } },
  'geen-soort': { key: 'beheer.media.refused.kind' },
  'geen-pdf': { key: 'beheer.media.refused.not_pdf' },
  'geen-html': { key: 'beheer.media.refused.not_html' },
  'html-script': { key: 'beheer.media.refused.html_script' },
  'geen-mp4': { key: 'beheer.media.refused.not_mp4' },
  'geen-vtt': { key: 'beheer.media.refused.not_vtt' },
  'geen-afbeelding': { key: 'beheer.covers.refused.not_image' },
  'week-bezet': { key: 'beheer.newsletters.week_taken' },
} as const satisfies Record<string, TextRef>;

export type MediaRefusal = keyof typeof MEDIA_REFUSALS;

export function mediaRefusalOf(value: string | null): MediaRefusal | null {
  return value !== null && Object.hasOwn(MEDIA_REFUSALS, value) ? (value as MediaRefusal) : null;
}

/** The too-big refusal of a kind. */
export function tooBig(kind: MediaUploadKind): MediaRefusal {
  return kind === 'newsletter'
    ? 'te-groot-nieuwsbrief'
    : kind === 'video'
      ? 'te-groot-video'
      : kind === 'captions'
        ? 'te-groot-ondertitels'
        : 'te-groot-afbeelding';
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** How many first bytes the header checks need. */
export const HEADER_BYTES = 16;

/** A PDF begins with '%PDF-' and a version digit (ISO 32000-1 §7.5.2). */
export function isPdfHeader(bytes: Uint8Array): boolean {
  return /^%PDF-\d/.test(ascii(bytes, 0, 6));
}

/**
 * Decision 733: an MP4 (ISO base media file format, ISO/IEC 14496-12/-14) begins with its 'ftyp' box: a 32-bit
 * size of at least 8, the letters 'ftyp' and a major brand of four printable characters.
 */
export function isMp4Header(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  return size >= 8 && /^[\x20-\x7e]{4}$/.test(ascii(bytes, 8, 12));
}

/** WebVTT captions (W3C WebVTT §4.1): an optional BOM, 'WEBVTT', then a space, tab, line break or the end. */
export function isWebVtt(text: string): boolean {
  return /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text);
}

/**
 * Decision 731: what a newsletter's web page must be for the shop to serve it (server/content/newsletter-files.ts
 * serves a stored file as it is, under a policy that runs no script and loads only images): an HTML document
 * (a doctype or <html> first) without scripts, frames, plug-ins or javascript: links — anything the policy would
 * silently break is refused here, so what staff upload is what readers see.
 */
export function newsletterHtmlProblem(text: string): 'geen-html' | 'html-script' | null {
  const start = text
    .replace(/^\uFEFF/, '')
    .replace(/^(\s|<!--[\s\S]*?-->)*/, '')
    .slice(0, 20)
    .toLowerCase();
  if (!start.startsWith('<!doctype html') && !/^<html[\s>]/.test(start)) return 'geen-html';
  if (/<\s*(script|iframe|object|embed|frame|frameset)\b/i.test(text)) return 'html-script';
  if (/<[^>]*\son[a-z]+\s*=/i.test(text) || /javascript\s*:/i.test(text)) return 'html-script';
  return null;
}
