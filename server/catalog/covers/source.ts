// Issue 31 covers (decision #671): where the covers job gets a linked image from. CoverSource is the adapter the
// job talks to; createHttpCoverSource is the real one — Node's fetch with one deadline over the whole exchange, a
// cap on the bytes read, only http and https, redirects followed by hand (at most three) so every address is
// checked, and no fetch from this machine's or a private network's addresses (the name resolved first). Tests run
// it against a node:http server of their own, with private addresses allowed and a short deadline.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  COVER_DOWNLOAD_MAX_BYTES,
  COVER_FETCH_TIMEOUT_MS,
  COVER_MAX_REDIRECTS,
  type CoverFailure,
  fetchableUrl,
  isLocalHostName,
  isPrivateAddress,
} from '../../../domain/covers.ts';

export type CoverFetch = { kind: 'ok'; bytes: Uint8Array } | { kind: 'failed'; reason: CoverFailure };

export interface CoverSource {
  /** Never throws: every failure is a reason. */
  fetch(link: string): Promise<CoverFetch>;
}

export interface HttpCoverSourceOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests and local development: fetch from loopback and private addresses too. */
  allowPrivateHosts?: boolean;
  /** The name lookup (DNS); tests may hand in their own. */
  resolve?: (host: string) => Promise<string[]>;
}

const defaultResolve = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

export function createHttpCoverSource(options: HttpCoverSourceOptions = {}): CoverSource {
  const timeoutMs = options.timeoutMs ?? COVER_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? COVER_DOWNLOAD_MAX_BYTES;
  const resolve = options.resolve ?? defaultResolve;

  /** Whether the job may ask this host: a literal address or every address the name resolves to is public. */
  async function allowedHost(url: URL, signal: AbortSignal): Promise<boolean> {
    if (options.allowPrivateHosts) return true;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isLocalHostName(host)) return false;
    if (isIP(host)) return !isPrivateAddress(host);
    // The lookup counts against the same deadline as the fetch.
    const addresses = await Promise.race([
      resolve(host),
      new Promise<never>((_, reject) => {
        signal.throwIfAborted();
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      }),
    ]);
    return addresses.length > 0 && addresses.every((address) => !isPrivateAddress(address));
  }

  async function readCapped(response: Response): Promise<Uint8Array | null> {
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > maxBytes) {
      await response.body?.cancel();
      return null;
    }
    if (!response.body) return new Uint8Array();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      if (total > maxBytes) return null; // leaving the loop cancels the stream
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  async function run(link: string, signal: AbortSignal): Promise<CoverFetch> {
    let url = fetchableUrl(link);
    if (!url) return { kind: 'failed', reason: 'bad_url' };
    for (let redirects = 0; ; redirects++) {
      if (!(await allowedHost(url, signal))) return { kind: 'failed', reason: 'private_address' };
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'image/*', 'user-agent': 'Leeswijzer-omslagen/1.0' },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
        await response.body?.cancel();
        if (redirects >= COVER_MAX_REDIRECTS) return { kind: 'failed', reason: 'too_many_redirects' };
        const next = fetchableUrl(new URL(response.headers.get('location')!, url).href);
        if (!next) return { kind: 'failed', reason: 'bad_url' };
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { kind: 'failed', reason: `http_${response.status}` };
      }
      const bytes = await readCapped(response);
      return bytes ? { kind: 'ok', bytes } : { kind: 'failed', reason: 'too_big' };
    }
  }

  return {
    async fetch(link) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return await run(link, signal);
      } catch {
        return { kind: 'failed', reason: signal.aborted ? 'timeout' : 'network' };
      }
    },
  };
}
