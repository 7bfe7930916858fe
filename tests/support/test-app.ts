// A full app (the real React Router build, services, a copy of the seeded database) for fastify.inject tests.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { buildApp } from '../../server/http/app.ts';
import { choosePaymentProvider, type PaymentEnv } from '../../server/payments/providers/index.ts';
import { publicOrigin } from '../../server/seo/origin.ts';
import { createServices, type Services } from '../../server/services.ts';
import { APP_VERSION } from '../../server/version.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabaseOptions } from './test-database.ts';
import { TEST_HASH, type TestIntegrations, testIntegrations } from './test-integrations.ts';

const BUILD = path.resolve('build/server/index.js');

export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  integrations: TestIntegrations;
  dataDir: string;
  close(): Promise<void>;
}

export async function openTestApp(
  kind: DatabaseKind,
  options: {
    trustProxy?: boolean | number | string;
    publicUrl?: string;
    pageCacheSeconds?: number;
    /** Passed on to buildApp (issue 11 #14 and the error-path logs). */
    requestTimeoutMs?: number;
    logLevel?: string;
    logStream?: { write(line: string): void };
    /** The payment settings as the environment gives them (MOLLIE_API_KEY…); the test gateway without them. */
    payments?: PaymentEnv;
    /** The search limits' clock (ServiceOptions.searchLimitClock); the real time without it. */
    searchLimitClock?: () => number;
    /** How the database copy is opened (test-database.ts TestDatabaseOptions). */
    database?: TestDatabaseOptions;
    /** Issue 32: the e-book links' clock (ServiceOptions.ebookClock); the real time without it. */
    ebookClock?: () => Date;
    /** The largest ONIX upload (AppOptions.onixUploadMaxBytes). */
    onixUploadMaxBytes?: number;
  } = {},
): Promise<TestApp> {
  if (!existsSync(BUILD))
    throw new Error('No build found: run `node scripts/ensure-build.mjs` first (npm test does).');
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  const { database, dispose } = await openTestDatabase(kind, options.database);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lw-app-'));
  const integrations = testIntegrations();
  const origin = publicOrigin(options.publicUrl, 80);
  const services = createServices(database, APP_VERSION, {
    mediaDir: path.join(dataDir, 'media'),
    importDir: path.join(dataDir, 'imports'),
    ebookDir: path.join(dataDir, 'ebooks'),
    ...(options.ebookClock ? { ebookClock: options.ebookClock } : {}),
    integrations,
    hashParams: TEST_HASH,
    ...(options.searchLimitClock ? { searchLimitClock: options.searchLimitClock } : {}),
    ...(options.payments
      ? { origin, payments: choosePaymentProvider(options.payments, { db: database.db, origin }) }
      : {}),
  });
  const app = await buildApp({
    services,
    build,
    clientDir: path.resolve('build/client'),
    dataDir,
    version: APP_VERSION,
    logLevel: options.logLevel ?? 'silent',
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    trustProxy: options.trustProxy ?? false,
    publicOrigin: origin,
    ...(options.pageCacheSeconds ? { pageCacheSeconds: options.pageCacheSeconds } : {}),
    sessionSecret: TEST_SESSION_SECRET,
    ...(options.onixUploadMaxBytes ? { onixUploadMaxBytes: options.onixUploadMaxBytes } : {}),
  });
  await app.ready();
  return {
    app,
    services,
    integrations,
    dataDir,
    close: async () => {
      await app.close();
      await dispose();
      // The app's files and its outboxes go with it (a test reads them before it closes the app).
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(path.dirname(integrations.mailOutboxDir), { recursive: true, force: true });
    },
  };
}
