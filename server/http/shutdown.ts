// Graceful shutdown: stop accepting connections, let running requests finish (new ones get 503 while closing),
// then close the database and release the data folder. A second signal during shutdown is ignored.
// Running requests get a grace period, then their connections are closed: a request that hangs (a query stuck on
// a lost database) or a connection Node does not see as idle would otherwise hold the process until it is killed,
// without its resources closed in order. In the suite a stopped server waited 70 s on one (issue 28).
import type { FastifyInstance } from 'fastify';

/** How long running requests may take after a stop signal: inside Docker's 10 s before it kills (systemd: 90 s). */
export const SHUTDOWN_GRACE_MS = 8_000;

export function createShutdown(
  app: FastifyInstance,
  closeResources: () => Promise<void>,
  graceMs = SHUTDOWN_GRACE_MS,
) {
  let closing: Promise<void> | null = null;
  return (signal: string): Promise<void> => {
    if (closing) return closing;
    app.log.info({ signal }, 'stopping: finishing running requests');
    closing = (async () => {
      const force = setTimeout(() => {
        app.log.warn({ graceMs }, 'stopping: connections still open after the grace period are closed');
        app.server.closeAllConnections();
      }, graceMs);
      try {
        await app.close();
      } finally {
        clearTimeout(force);
        await closeResources();
      }
    })();
    return closing;
  };
}
