// The page's module preloads and module script arrive inert (decision 467), also when a chunk boundary cuts a tag
// or a character; everything else passes through byte for byte.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint.server';

const PAGE =
  '<html><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><title>Één boek</title></head><body><p>zelfvertrouwen ✓</p>' +
  '<script nonce="abc">window.x = 1;</script>' +
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/a.js";</script>';
/** After the module script nothing is changed, not even a second tag of the same kind. */
const TAIL =
  '<p>Één <link rel="modulepreload" href="/x.js"/> ✓</p><script nonce="abc" type="module" async="">1</script>' +
  '</body></html>';
const EXPECTED =
  PAGE.replaceAll('<link rel="modulepreload"', '<link rel="lw-modulepreload"').replace(
    '" type="module" async="">',
    '" type="lw-module" async="">',
  ) + TAIL;

async function rewrite(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  return text(Readable.from(chunks).pipe(scriptsAfterPaint()));
}

describe('scriptsAfterPaint', () => {
  it.each([1, 2, 3, 7, 16, 41, 10_000])(
    'makes the preloads and the first module script inert in chunks of %i bytes',
    async (size) => {
      expect(await rewrite(PAGE + TAIL, size)).toBe(EXPECTED);
    },
  );

  it('passes a page without scripts through unchanged', async () => {
    const page = '<html><body><p>Geen scripts, wel "type" en <link rel="mod</p></body></html>';
    expect(await rewrite(page, 5)).toBe(page);
  });
});
