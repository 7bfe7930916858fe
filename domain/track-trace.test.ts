import { describe, expect, it } from 'vitest';
import { trackTraceLinks } from './track-trace.ts';

describe('trackTraceLinks (spec 2 §2 orders tab: PostNL barcode, country, zipcode)', () => {
  it.each([
    [
      '3SABCD123456789',
      'NL',
      '1015 CJ',
      ['https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1015CJ'],
    ],
    [
      '3SABCD123456789, 3sabcd987654321',
      'nl',
      '1016gv',
      [
        'https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1016GV',
        'https://jouw.postnl.nl/track-and-trace/3SABCD987654321-NL-1016GV',
      ],
    ],
    ['RR123456789NL', 'BE', '2000', ['https://jouw.postnl.nl/track-and-trace/RR123456789NL-BE-2000']],
    [
      '3SABCD123456789,3SABCD123456789',
      'NL',
      '1015CJ',
      ['https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1015CJ'],
    ],
    ['', 'NL', '1015CJ', []],
    [' , ', 'NL', '1015CJ', []],
    ['<script>', 'NL', '1015CJ', []],
    ['3SABCD12345678/9', 'NL', '1015CJ', []],
    ['3SABCD123456789', '', '1015 CJ', ['https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1015CJ']],
  ])('%j to %s %s', (tracktrace, country, zipcode, urls) => {
    expect(trackTraceLinks(tracktrace, country, zipcode).map((link) => link.url)).toEqual(urls);
  });

  it('names each barcode as typed, cleaned', () => {
    expect(trackTraceLinks(' 3sabcd 123456789 ', 'NL', '1015CJ')).toEqual([
      {
        barcode: '3SABCD123456789',
        url: 'https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1015CJ',
      },
    ]);
  });
});
