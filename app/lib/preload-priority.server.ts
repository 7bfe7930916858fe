// Issue 16 (decision 467): the document's module preloads at low fetch priority. React Router's <Scripts/> adds a
// <link rel="modulepreload"> for each module the page hydrates with (about 130 KB of JavaScript on a phone's
// first visit) and React hoists them into the head, where they start before anything else; at their default high
// priority they share a slow connection with the HTML and its images ahead of the first paint, which needs none
// of them (hydration starts after it: app/entry.client.tsx). <Scripts/> takes no attributes for its links, so the
// server's HTML stream gets them here.
import { Transform, type TransformCallback } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';

/** Rewrites `text`, keeping back an end that may be the start of a preload tag cut by the chunk boundary. */
export function lowerPreloads(text: string): { out: string; kept: string } {
  const replaced = text.replaceAll(PRELOAD, LOW);
  for (let n = Math.min(PRELOAD.length - 1, replaced.length); n > 0; n--) {
    if (PRELOAD.startsWith(replaced.slice(-n)))
      return { out: replaced.slice(0, -n), kept: replaced.slice(-n) };
  }
  return { out: replaced, kept: '' };
}

/** A stream of the page's HTML with every module preload at low priority. */
export function lowPriorityPreloads(): Transform {
  // Stream mode holds a multi-byte character cut by a chunk boundary until the next chunk.
  const decoder = new TextDecoder();
  let kept = '';
  // The preloads are in the head: after it the rest of the page passes through as it comes, not decoded.
  let inHead = true;
  let recent = '';
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (!inHead) return done(null, chunk);
      const result = lowerPreloads(kept + decoder.decode(chunk, { stream: true }));
      const seen = recent + result.out;
      recent = seen.slice(-HEAD_END.length + 1); // '</head>' may be cut by a chunk boundary
      if (seen.includes(HEAD_END)) {
        inHead = false;
        // What the decoder still holds (a cut character) ends the held-back text.
        return done(null, result.out + result.kept + decoder.decode());
      }
      kept = result.kept;
      done(null, result.out);
    },
    flush(done: TransformCallback) {
      done(null, inHead ? kept + decoder.decode() : '');
    },
  });
}
