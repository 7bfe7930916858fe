// The shop's public origin for absolute links (canonical URLs, Open Graph, sitemaps, robots.txt): PUBLIC_URL
// when configured, else the request's own protocol and host (behind a proxy only with TRUST_PROXY, which
// makes Fastify read X-Forwarded-Proto and -Host).
import type { FastifyRequest } from 'fastify';

const FALLBACK = 'http://localhost';

export function requestOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  publicUrl: string | undefined,
): string {
  if (publicUrl) return new URL(publicUrl).origin;
  try {
    // The URL parser rejects a Host header that is no host name, so nothing odd ends up in a link.
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return FALLBACK;
  }
}
