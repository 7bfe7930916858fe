// The module preloads at low priority (decision 467), also when a chunk boundary cuts a tag or a character.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerPreloads, lowPriorityPreloads } from './preload-priority.server';

const PAGE =
  '<head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><title>Één boek</title></head><body>zelfvertrouwen</body>';
/** After the head a preload is left alone (there is none in a real page) and the bytes pass through unchanged. */
const TAIL = '<p>Één <link rel="modulepreload" href="/x.js"/> ✓</p></body></html>';
const EXPECTED = PAGE.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe('lowPriorityPreloads', () => {
  it('gives every module preload fetchpriority="low" and leaves the rest alone', () => {
    expect(lowerPreloads(PAGE)).toEqual({ out: EXPECTED, kept: '' });
    expect(lowerPreloads('<p>geen preload</p><link rel="mod')).toEqual({
      out: '<p>geen preload</p>',
      kept: '<link rel="mod',
    });
  });

  it.each([1, 2, 3, 7, 16, 41])(
    'gives the same page when the stream comes in chunks of %i bytes',
    async (size) => {
      const bytes = Buffer.from(PAGE + TAIL);
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      );
      expect(await text(Readable.from(chunks).pipe(lowPriorityPreloads()))).toBe(EXPECTED + TAIL);
    },
  );
});
