// Issue 31 "Content" (decisions 731–733): what an uploaded file must begin with to be what it claims, and a
// refusal's code read back from the address.
import { describe, expect, it } from 'vitest';
import {
  isMp4Header,
  isPdfHeader,
  isWebVtt,
  mediaRefusalOf,
  mediaUploadMaxBytes,
  newsletterHtmlProblem,
  tooBig,
} from './media-upload.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('isPdfHeader', () => {
  it.each([
    ['a PDF 1.7', bytes('%PDF-1.7\n'), true],
    ['a PDF 2.0', bytes('%PDF-2.0'), true],
    ['a PDF without a version', bytes('%PDF-'), false],
    ['text', bytes('Hallo wereld'), false],
    ['an empty file', bytes(), false],
    ['a PNG', bytes([0x89], 'PNG\r\n'), false],
  ])('%s', (_what, head, expected) => {
    expect(isPdfHeader(head)).toBe(expected);
  });
});

describe('isMp4Header', () => {
  it.each([
    ['an isom MP4', bytes([0, 0, 0, 0x20], 'ftypisom'), true],
    ['an mp42 MP4', bytes([0, 0, 0, 0x18], 'ftypmp42'), true],
    ['a box size below 8', bytes([0, 0, 0, 4], 'ftypisom'), false],
    ['no ftyp box', bytes([0, 0, 0, 0x20], 'moovisom'), false],
    ['a brand with control characters', bytes([0, 0, 0, 0x20], 'ftyp', [0, 1, 2, 3]), false],
    ['too short', bytes([0, 0, 0, 0x20], 'ftyp'), false],
    ['a WebM', bytes([0x1a, 0x45, 0xdf, 0xa3], 'webmwebm'), false],
  ])('%s', (_what, head, expected) => {
    expect(isMp4Header(head)).toBe(expected);
  });
});

describe('isWebVtt', () => {
  it.each([
    ['the bare header', 'WEBVTT', true],
    ['a header and a cue', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHallo', true],
    ['a header with a title', 'WEBVTT - Nederlands\n', true],
    ['a byte order mark', '\uFEFFWEBVTT\r\n', true],
    ['a header run on', 'WEBVTTX\n', false],
    ['lower case', 'webvtt\n', false],
    ['an SRT file', '1\n00:00:00,000 --> 00:00:01,000\nHallo', false],
    ['a blank line first', '\nWEBVTT', false],
  ])('%s', (_what, text, expected) => {
    expect(isWebVtt(text)).toBe(expected);
  });
});

describe('newsletterHtmlProblem', () => {
  it.each([
    ['a document with a doctype', '<!DOCTYPE html><html lang="nl"><body><p>Hallo</p></body></html>', null],
    ['a document with <html>', '<html><body>Hallo</body></html>', null],
    ['a comment first', '<!-- week 48 -->\n<!doctype html><p>Hallo</p>', null],
    [
      'inline styles and images',
      '<!doctype html><p style="color:red"><img src="https://x.nl/a.png"></p>',
      null,
    ],
    ['a word that starts with on', '<!doctype html><p>onze = prima</p>', null],
    ['plain text', 'Beste lezer, deze week …', 'geen-html'],
    ['a fragment', '<p>Hallo</p>', 'geen-html'],
    ['a script', '<!doctype html><script>alert(1)</script>', 'html-script'],
    ['a frame', '<!doctype html><iframe src="/"></iframe>', 'html-script'],
    ['an event handler', '<!doctype html><img src="a.png" onerror="alert(1)">', 'html-script'],
    ['a javascript: link', '<!doctype html><a href="javascript:alert(1)">x</a>', 'html-script'],
  ])('%s', (_what, text, expected) => {
    expect(newsletterHtmlProblem(text)).toBe(expected);
  });
});

describe('refusals', () => {
  it('reads a known code back and nothing else', () => {
    expect(mediaRefusalOf('geen-pdf')).toBe('geen-pdf');
    expect(mediaRefusalOf('toString')).toBeNull();
    expect(mediaRefusalOf(null)).toBeNull();
  });
  it('names the cap of each kind', () => {
    expect(mediaUploadMaxBytes('video')).toBe(500 * 1024 * 1024);
    expect(tooBig('captions')).toBe('te-groot-ondertitels');
    expect(tooBig('newsletter')).toBe('te-groot-nieuwsbrief');
  });
});
