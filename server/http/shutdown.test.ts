import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown.ts';

describe('graceful shutdown', () => {
  it('lets a running request finish, then closes the resources once', async () => {
    const app = Fastify({ logger: false, return503OnClosing: true });
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get('/slow', async () => {
        resolve();
        await new Promise<void>((r) => {
          release = r;
        });
        return { done: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    let closedResources = 0;
    const shutdown = createShutdown(app, async () => {
      closedResources++;
    });

    const running = fetch(`http://127.0.0.1:${port}/slow`);
    await started;
    const stopping = shutdown('SIGTERM');
    const again = shutdown('SIGTERM'); // a second signal joins the first
    expect(closedResources).toBe(0); // still waiting for the running request
    release();
    const response = await running;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await Promise.all([stopping, again]);
    expect(closedResources).toBe(1);
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
  });

  it('closes the connections still busy when the grace period is over, then the resources once', async () => {
    const app = Fastify({ logger: false, return503OnClosing: true });
    let hanging!: () => void;
    const started = new Promise<void>((resolve) => (hanging = resolve));
    // A request that never finishes, as one waiting on a lost database connection.
    app.get('/hangs', async () => {
      hanging();
      await new Promise(() => {});
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    let closedResources = 0;
    const graceMs = 300;
    const shutdown = createShutdown(
      app,
      async () => {
        closedResources++;
      },
      graceMs,
    );
    const request = fetch(`http://127.0.0.1:${port}/hangs`).then(
      () => 'answered',
      () => 'connection closed',
    );
    await started;
    const stopping = performance.now();
    await shutdown('SIGTERM');
    console.log(
      `stop with a hanging request: ${Math.round(performance.now() - stopping)} ms (grace ${graceMs} ms)`,
    );
    expect(closedResources).toBe(1);
    expect(await request).toBe('connection closed');
  });
});
