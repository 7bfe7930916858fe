import { describe, expect, it } from 'vitest';
import { carrierOf, parseTrackTraceInput, shipFormErrors, trackTraceLinks } from './track-trace.ts';

describe('trackTraceLinks (spec 2 §2 orders tab: carrier code, country, zipcode)', () => {
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
        carrier: 'postnl',
        url: 'https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1015CJ',
      },
    ]);
  });
});

describe('carriers by their codes (issue 30, decision 567)', () => {
  it.each([
    ['3SLWZR000012345', 'postnl', 'https://jouw.postnl.nl/track-and-trace/3SLWZR000012345-NL-1015CJ'],
    ['LA123456789NL', 'postnl', 'https://jouw.postnl.nl/track-and-trace/LA123456789NL-NL-1015CJ'],
    ['1Z999AA10123456784', 'ups', 'https://www.ups.com/track?loc=nl_NL&tracknum=1Z999AA10123456784'],
    [
      'JVGL06123456789012345',
      'dhl',
      'https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=JVGL06123456789012345',
    ],
    ['05212345678901', 'dpd', 'https://tracking.dpd.de/status/nl_NL/parcel/05212345678901'],
    ['12345678901', 'gls', 'https://gls-group.com/NL/nl/volg-je-pakket?match=12345678901'],
  ])('%s is %s', (code, carrier, url) => {
    expect(carrierOf(code)).toBe(carrier);
    expect(trackTraceLinks(code, 'NL', '1015 CJ')).toEqual([{ barcode: code, carrier, url }]);
  });

  it.each(['', 'ABC', '123456', 'RR123456789DE', '3SAB', '1Z12', '<script>', 'JVGL12'])(
    '%j is nobody’s',
    (code) => {
      expect(carrierOf(code)).toBeNull();
    },
  );
});

describe('parseTrackTraceInput (the ship form)', () => {
  it.each([
    ['3SLWZR000012345', ['3SLWZR000012345'], []],
    ['3s lwzr 0000 12345', ['3SLWZR000012345'], []],
    [
      '3SLWZR000012345, 05212345678901\n1Z999AA10123456784',
      ['3SLWZR000012345', '05212345678901', '1Z999AA10123456784'],
      [],
    ],
    ['3SLWZR000012345;3slwzr000012345', ['3SLWZR000012345'], []],
    ['3SLWZR000012345, pakket 2', ['3SLWZR000012345'], ['pakket 2']],
    ['  ,  ', [], []],
  ])('%j', (text, codes, unknown) => {
    expect(parseTrackTraceInput(text.replace('\\n', '\n'))).toEqual({ codes, unknown });
  });
});

describe('shipFormErrors (the ship form, in the browser and on the server: decision 620)', () => {
  it.each([
    ['', {}],
    ['3SABCD1234567, 1Z999AA10123456784', {}],
    [
      '3SABCD1234567, geen code; 12345',
      { codes: { key: 'beheer.ship.unknown', params: { codes: 'geen code, 12345' } } },
    ],
  ])('%j', (codes, errors) => {
    expect(shipFormErrors({ codes })).toEqual(errors);
  });

  it('reads no more than the field takes', () => {
    expect(shipFormErrors({ codes: `${'3SABCD1234567,'.repeat(28)}${' '.repeat(8)}x` })).toEqual({});
  });
});
