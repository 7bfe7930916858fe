import { describe, expect, it } from 'vitest';
import { newsletterLinks } from './newsletters.ts';

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
