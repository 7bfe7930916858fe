// Graceful shutdown: stop accepting connections, let running requests finish (new ones get 503 while closing),
// then close the database and release the data folder. A second signal during shutdown is ignored.
import type { FastifyInstance } from 'fastify';

export function createShutdown(app: FastifyInstance, closeResources: () => Promise<void>) {
  let closing: Promise<void> | null = null;
  return (signal: string): Promise<void> => {
    if (closing) return closing;
    app.log.info({ signal }, 'stopping: finishing running requests');
    closing = (async () => {
      try {
        await app.close();
      } finally {
        await closeResources();
      }
    })();
    return closing;
  };
}
