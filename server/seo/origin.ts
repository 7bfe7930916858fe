// The shop's public origin for absolute links (mails, SMS, canonical URLs, Open Graph, sitemaps, robots.txt,
// payment returns): PUBLIC_URL when configured, else http://localhost:PORT for a local `npm start`. A request's
// Host header never changes a link (issue 11 #1); requests for any other host are refused (server/http/host-guard.ts).

/** Host names a local run is reached on, whatever PUBLIC_URL says. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** PUBLIC_URL's origin (no path, no trailing slash), or http://localhost:PORT without it. */
export function publicOrigin(publicUrl: string | undefined, port: number): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return new URL(`http://localhost:${port}`).origin;
}

/**
 * A check of Host headers against this shop: the public origin's host name or a local one, on any port. The
 * origin is parsed once here, not on every request.
 */
export function servedHostCheck(origin: string): (host: string | undefined) => boolean {
  const ownHostname = new URL(origin).hostname;
  return (host) => {
    if (!host) return false;
    let hostname: string;
    try {
      const url = new URL(`http://${host}`);
      // 'evil.example/x' or 'user@evil' parse too: only a bare host[:port] counts.
      if (url.host !== host.toLowerCase() && `${url.host}:80` !== host.toLowerCase()) return false;
      hostname = url.hostname;
    } catch {
      return false;
    }
    return hostname === ownHostname || LOCAL_HOSTNAMES.has(hostname);
  };
}

/** Whether a Host header names this shop (servedHostCheck for one question). */
export function isServedHost(host: string | undefined, origin: string): boolean {
  return servedHostCheck(origin)(host);
}
