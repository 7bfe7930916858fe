// Issue 32 e-books (spec 1 §2.8, decisions 800–814): the pure rules of storing and delivering an e-book — what a
// stored file is by its first bytes (an EPUB or a PDF, never what its name says), when a personal download link
// still works (expiry and count from the settings, defaults 30 days and 5 downloads), which e-book is free
// ('Log in of meld je aan voor gratis download'), and the Dutch words of the watermark and of every refusal.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { isPdfHeader } from './media-upload.ts';

export type EbookFormat = 'epub' | 'pdf';

/** The largest e-book file staff upload, in MB (decision 801): a novel's EPUB is a few MB, an illustrated PDF more. */
export const EBOOK_UPLOAD_MAX_MB = 200;
export const EBOOK_UPLOAD_MAX_BYTES = EBOOK_UPLOAD_MAX_MB * 1024 * 1024;

/** How many first bytes `ebookFormatOf` needs. */
export const EBOOK_HEADER_BYTES = 58;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/**
 * EPUB OCF 3.3 §4.3: the ZIP's first file is 'mimetype', stored uncompressed, holding 'application/epub+zip' — so
 * the local header 'PK\x03\x04' (30 bytes, the name's length at 26) is followed by the name and that text.
 * A PDF begins with '%PDF-' and a version digit. Anything else is no e-book.
 */
export function ebookFormatOf(bytes: Uint8Array): EbookFormat | null {
  if (isPdfHeader(bytes)) return 'pdf';
  if (ascii(bytes, 0, 4) !== 'PK\x03\x04') return null;
  const nameLength = (bytes[26] ?? 0) | ((bytes[27] ?? 0) << 8);
  const extraLength = (bytes[28] ?? 0) | ((bytes[29] ?? 0) << 8);
  if (nameLength !== 8 || ascii(bytes, 30, 38) !== 'mimetype') return null;
  const start = 38 + extraLength;
  return ascii(bytes, start, start + 20) === 'application/epub+zip' ? 'epub' : null;
}

export const EBOOK_CONTENT_TYPES: Record<EbookFormat, string> = {
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
};

/** The settings of a paid e-book's link (domain/setting-types.ts; decision 803) and their defaults. */
export const EBOOK_LINK_SETTINGS = { days: 'ebookLinkDays', downloads: 'ebookLinkDownloads' } as const;
export const EBOOK_LINK_DEFAULTS = { days: 30, downloads: 5 } as const;

/** When a link made at `from` stops working: `days` whole days of 24 hours later. */
export function linkExpiry(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

export interface LinkState {
  expiresAt: Date;
  downloads: number;
  maxDownloads: number;
  revokedAt: Date | null;
}

export type LinkRefusal = 'revoked' | 'expired' | 'used-up';

/** Why a download through this link is refused now, or null when it may go (a refund first, then time, then count). */
export function linkRefusal(link: LinkState, now: Date): LinkRefusal | null {
  if (link.revokedAt !== null) return 'revoked';
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired';
  if (link.downloads >= link.maxDownloads) return 'used-up';
  return null;
}

/** The refusal pages' Dutch title and advice (decision 806). */
export const LINK_REFUSAL_TEXTS: Record<LinkRefusal | 'unknown' | 'no-file', readonly [string, string]> = {
  revoked: [
    'Download niet meer beschikbaar',
    'Deze bestelling is terugbetaald, daarom kun je dit e-book niet meer downloaden. Denk je dat dit niet klopt? Neem dan contact met ons op.',
  ],
  expired: [
    'Downloadlink verlopen',
    'Deze downloadlink is verlopen. Neem contact met ons op als je het e-book opnieuw wilt downloaden; vermeld je bestelnummer.',
  ],
  'used-up': [
    'Maximaal aantal downloads bereikt',
    'Je hebt dit e-book het maximale aantal keren gedownload. Neem contact met ons op als je het opnieuw nodig hebt; vermeld je bestelnummer.',
  ],
  unknown: [
    'Downloadlink niet gevonden',
    'Deze downloadlink bestaat niet. Controleer of je de hele link uit de mail hebt gebruikt, of kijk bij Mijn bestellingen.',
  ],
  'no-file': [
    'E-book nog niet beschikbaar',
    'Het bestand van dit e-book staat nog niet klaar. Probeer het later nog eens of neem contact met ons op.',
  ],
};

/**
 * Decision 808: an e-book is free to download (spec 1 §2.8 'gratis download') when its stored price is 0 and a
 * file is stored for it; every other e-book is bought through the cart and delivered with a link.
 */
export function isFreeEbook(book: { isEbook: boolean; priceCents: number | null }): boolean {
  return book.isEbook && book.priceCents === 0;
}

/** The watermark's one line (decision 804): whose copy this is, by name and order number. */
export function watermarkLine(buyer: string, orderNumber: string): string {
  return `Persoonlijk exemplaar van ${buyer.trim()} — bestelling ${orderNumber}. Niet verder verspreiden.`;
}

/** A download's file name: the title's letters and digits, the ISBN, the format's extension. */
export function ebookFileName(title: string, sku: string, format: EbookFormat): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words ? `${words}-` : ''}${sku}.${format}`;
}

/** The upload field on the staff book page and why an upload came back (?ebook=…). */
export const EBOOK_FILE_FIELD = 'ebook';

export const EBOOK_REFUSALS = {
  'geen-bestand': { key: 'beheer.books.ebook.no_file' },
  'geen-ebook': { key: 'beheer.books.ebook.not_ebook' },
  'te-groot': { key: 'beheer.books.ebook.too_big', params: { max: EBOOK_UPLOAD_MAX_MB } },
  'geen-e-book-titel': { key: 'beheer.books.ebook.not_ebook_title' },
} as const satisfies Record<string, TextRef>;

export type EbookRefusal = keyof typeof EBOOK_REFUSALS;

export function ebookRefusalOf(value: string | null): EbookRefusal | null {
  return value !== null && Object.hasOwn(EBOOK_REFUSALS, value) ? (value as EbookRefusal) : null;
}

/** The browser's own check before sending: a file is chosen. */
export function ebookUploadFormErrors(fields: PostedFields): FieldErrors {
  return (fields[EBOOK_FILE_FIELD] ?? '') === ''
    ? { [EBOOK_FILE_FIELD]: EBOOK_REFUSALS['geen-bestand'] }
    : {};
}
