// Issue 16 (decision 467, revised): the page's JavaScript starts after the browser's first paint. React Router's
// <Scripts/> writes a <link rel="modulepreload"> into the head for each module the page hydrates with (about 130 KB
// on a phone's first visit) and one inline module script that imports them; both start their downloads as soon as
// the parser meets them. The first paint needs none of it, yet on a slow connection those downloads share the line
// with the HTML and its images, and Lighthouse's simulation puts every download and script that ran before the
// observed first paint ahead of its simulated one. The server's HTML stream makes both inert here — the preloads'
// rel and the module script's type become names the browser ignores — and the head's starter
// (components/shell/ScriptsAfterPaint.tsx) turns them back on after the first paint. <Scripts/> takes no
// attributes for either, hence the rewrite of the stream. The tags are ASCII, so the bytes are searched as they
// come, without decoding.
import { Transform, type TransformCallback } from 'node:stream';
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from '../components/shell/ScriptsAfterPaint';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const INERT_PRELOAD = Buffer.from(`<link rel="${INERT_PRELOAD_REL}"`);
/** How React writes <Scripts/>'s module script: `<script nonce="…" type="module" async="">`. */
const MODULE = Buffer.from('" type="module" async="">');
const INERT_MODULE = Buffer.from(`" type="${INERT_MODULE_TYPE}" async="">`);
/** The end of a chunk kept back in case it starts a tag the next chunk completes. */
const KEEP = Math.max(PRELOAD.length, MODULE.length) - 1;

/**
 * A stream of the page's HTML with the module preloads and the module script inert. After the module script (the
 * last of them, near the end of the body) the rest passes through untouched. React writes its HTML in pieces of
 * 2 KB, one after the other in the same tick; they leave here as one chunk per tick, so the web stream, the
 * compression and the socket behind it handle a few chunks per page instead of sixty. (A write is taken at once:
 * React holds the rendered page in memory anyway, so holding it here as well costs no more than the page.)
 */
export function scriptsAfterPaint(): Transform {
  let kept = Buffer.alloc(0);
  let done = false;
  let pending: Buffer[] = [];
  let scheduled = false;
  const out = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      pending.push(done ? chunk : rewrite(chunk));
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      pending.push(kept);
      release();
      callback();
    },
  });
  function release() {
    scheduled = false;
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    if (joined.length > 0) out.push(joined);
  }
  function rewrite(chunk: Buffer): Buffer {
    const bytes = kept.length ? Buffer.concat([kept, chunk]) : chunk;
    const parts: Buffer[] = [];
    let from = 0;
    for (;;) {
      const preload = bytes.indexOf(PRELOAD, from);
      const module = bytes.indexOf(MODULE, from);
      if (module !== -1 && (preload === -1 || module < preload)) {
        parts.push(bytes.subarray(from, module), INERT_MODULE, bytes.subarray(module + MODULE.length));
        done = true;
        kept = Buffer.alloc(0);
        return Buffer.concat(parts);
      }
      if (preload === -1) break;
      parts.push(bytes.subarray(from, preload), INERT_PRELOAD);
      from = preload + PRELOAD.length;
    }
    const keepFrom = Math.max(from, bytes.length - KEEP);
    parts.push(bytes.subarray(from, keepFrom));
    kept = Buffer.from(bytes.subarray(keepFrom));
    return Buffer.concat(parts);
  }
  return out;
}
