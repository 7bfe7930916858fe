import { describe, expect, it } from 'vitest';
import { newsletterFileName, newsletterLinks } from './newsletters.ts';

const url = 'https://nieuwsbrief.leeswijzer.nl/archief/wk2029.htm';

describe('newsletterLinks (spec 1 §4 newsletter file rules)', () => {
  it.each([
    [2647, '/overview-newsletters/2647?view=web', '/overview-newsletters/2647?view=pdf'],
    [2105, '/overview-newsletters/2105?view=web', '/overview-newsletters/2105?view=pdf'],
    [2104, null, '/overview-newsletters/2104?view=pdf'],
    [2030, null, '/overview-newsletters/2030?view=pdf'],
    [2029, url, null],
    [1801, url, null],
  ])('week %i → web %s, pdf %s', (week, webHref, pdfHref) => {
    expect(newsletterLinks({ week, url })).toEqual({ webHref, pdfHref });
  });
});

describe('newsletterFileName (spec 1 §4: .pdf from trailing number 2030, else .htm)', () => {
  it.each([
    ['wk2029', 'wk2029.htm'],
    ['wk2030', 'wk2030.pdf'],
    ['wk2104', 'wk2104.pdf'],
    ['wk2647', 'wk2647.pdf'],
    ['wk1801', 'wk1801.htm'],
    ['mailing2030', 'mailing2030.pdf'],
    ['archief/wk2029', 'archief/wk2029.htm'],
    ['nieuwsbrieven/2021/wk2105', 'nieuwsbrieven/2021/wk2105.pdf'],
    [' wk2030 ', 'wk2030.pdf'],
    ['wk12030', 'wk12030.pdf'],
    ['wk203', 'wk203.htm'],
    ['welkom', 'welkom.htm'],
  ])('%j → %j', (dirOrTag, expected) => {
    expect(newsletterFileName(dirOrTag)).toBe(expected);
  });

  it('refuses an empty name', () => {
    expect(() => newsletterFileName('  ')).toThrow(RangeError);
  });
});
