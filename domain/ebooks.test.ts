// Table tests of the e-book rules (issue 32, spec 1 §2.8; decisions 801–808): a file's format by its first bytes,
// a link's state (30 days and 5 downloads by default), the free e-book, the watermark line and the file name.
import { describe, expect, it } from 'vitest';
import {
  EBOOK_LINK_DEFAULTS,
  ebookFileName,
  ebookFormatOf,
  isFreeEbook,
  linkExpiry,
  linkRefusal,
  watermarkLine,
} from './ebooks.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
/** A ZIP's first local header for 'mimetype' (stored) followed by its content. */
const epubHead = (mimetype: string, name = 'mimetype', extra = '') => {
  const header = Buffer.alloc(30);
  header.write('PK\x03\x04', 0, 'latin1');
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return new Uint8Array(Buffer.concat([header, Buffer.from(name + extra + mimetype, 'latin1')]));
};

describe('ebookFormatOf', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ'), 'pdf'],
    ['an EPUB (OCF §4.3)', epubHead('application/epub+zip'), 'epub'],
    ['an EPUB with an extra field', epubHead('application/epub+zip', 'mimetype', 'XXXX'), 'epub'],
    ['a ZIP that is no EPUB', epubHead('application/zip+else'), null],
    ['a ZIP whose first entry is not mimetype', epubHead('application/epub+zip', 'mimetypf'), null],
    ['text', bytes('geen e-book'), null],
    ['nothing', new Uint8Array(), null],
  ])('%s', (_, head, format) => {
    expect(ebookFormatOf(head)).toBe(format);
  });
});

describe('linkRefusal (30 days, 5 downloads)', () => {
  const paid = new Date('2026-11-30T12:00:00Z');
  const link = {
    expiresAt: linkExpiry(paid, EBOOK_LINK_DEFAULTS.days),
    downloads: 0,
    maxDownloads: EBOOK_LINK_DEFAULTS.downloads,
    revokedAt: null as Date | null,
  };
  it.each([
    ['the first download', {}, paid, null],
    ['the fifth download', { downloads: 4 }, paid, null],
    ['the sixth download', { downloads: 5 }, paid, 'used-up'],
    ['a second before the 30 days end', {}, new Date('2026-12-30T11:59:59Z'), null],
    ['when the 30 days end', {}, new Date('2026-12-30T12:00:00Z'), 'expired'],
    ['expired and used up: expired', { downloads: 5 }, new Date('2027-01-30T12:00:00Z'), 'expired'],
    [
      'refunded, whatever else',
      { revokedAt: paid, downloads: 5 },
      new Date('2027-01-30T12:00:00Z'),
      'revoked',
    ],
  ])('%s', (_, change, now, refusal) => {
    expect(linkRefusal({ ...link, ...change }, now)).toBe(refusal);
  });
});

describe('isFreeEbook (decision 808)', () => {
  it.each([
    [{ isEbook: true, priceCents: 0 }, true],
    [{ isEbook: true, priceCents: 799 }, false],
    [{ isEbook: true, priceCents: null }, false],
    [{ isEbook: false, priceCents: 0 }, false],
  ])('%o → %s', (book, free) => {
    expect(isFreeEbook(book)).toBe(free);
  });
});

describe('the watermark line and the file name', () => {
  it('names the buyer and the order', () => {
    expect(watermarkLine('  Anna de Vries ', '10042')).toBe(
      'Persoonlijk exemplaar van Anna de Vries — bestelling 10042. Niet verder verspreiden.',
    );
  });
  it.each([
    ['Het Achterhuis', '9789000000001', 'epub', 'Het-Achterhuis-9789000000001.epub'],
    ['Één café: "dag"!', '9789000000002', 'pdf', 'Een-cafe-dag-9789000000002.pdf'],
    ['???', '9789000000003', 'pdf', '9789000000003.pdf'],
  ] as const)('%s', (title, sku, format, name) => {
    expect(ebookFileName(title, sku, format)).toBe(name);
  });
});
