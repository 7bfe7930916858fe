// Start-up (spec 3 §4 "Start-up" on the server side): configuration, database, migrations, demo data on an
// empty database, then serve. SIGTERM/SIGINT finish running requests before the process exits. With WORKERS > 1
// (PostgreSQL only) this process prepares the database and starts that many app processes (server/cluster.ts).
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { startPruning } from './cart/prune.ts';
import { startCoverFetching } from './catalog/covers/job.ts';
import { startFormRetention } from './forms/retention.ts';
import { startMonitorRetention } from './monitoring/retention.ts';
import { runPrimary, runsJobs } from './cluster.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir, runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { ConfigError, loadEnv, mailWarning, publicUrlWarning, seedContent } from './env.ts';
import { buildApp } from './http/app.ts';
import { createShutdown } from './http/shutdown.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createSmsOutbox } from './integrations/sms/sms.ts';
import { createViesChecker } from './integrations/vies/vies.ts';
import { createFakeLookup, createPdokLookup, FAKE_ADDRESSES } from './integrations/address/address-lookup.ts';
import { setSharedDataTtl } from './lib/ttl-cache.ts';
import { publicOrigin } from './seo/origin.ts';
import { choosePaymentProvider, paymentProviderWarnings } from './payments/providers/index.ts';
import { startPaymentPolling } from './payments/poller.ts';
import { createServices } from './services.ts';
import { describeStartProblem, startTarget } from './start-problem.ts';
import { APP_VERSION } from './version.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '..', 'build');

/**
 * The delivery loop's (and payments') log lines, JSON like the request log (pino), written once the app's logger
 * exists; each line is tagged with its part ({ outbox: true }, { payments: true }, { covers: true }).
 */
function deliveryLog(tag: 'outbox' | 'payments' | 'covers' = 'outbox') {
  let log: { warn(fields: object, message: string): void; error(fields: object, message: string): void } = {
    warn: (fields, message) => console.warn(message, fields),
    error: (fields, message) => console.error(message, fields),
  };
  return {
    use(appLog: typeof log) {
      log = appLog;
    },
    warn: (fields: object, message: string) => log.warn({ [tag]: true, ...fields }, message),
    error: (fields: object, message: string) => log.error({ [tag]: true, ...fields }, message),
  };
}

async function main(): Promise<void> {
  const env = loadEnv();
  const serverBuildFile = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverBuildFile)) {
    throw new ConfigError(
      `Geen build gevonden in ${buildDir}. Voer eerst 'npm run build' uit (of gebruik 'npm start').`,
    );
  }
  // Issue 16: the data caches' time, before the services make them.
  setSharedDataTtl(env.DATA_CACHE_SECONDS * 1000);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // In a cluster the primary prepared the database before it started the workers.
  if (!cluster.isWorker) {
    await runMigrations(database);
    // Issue 27 #2 (decision 510): demo accounts and orders only in a local demo or with SEED_DEMO=1.
    await seedIfEmpty(database, {
      books: env.SEED_BOOKS,
      content: seedContent(env),
      log: (line) => console.log(line),
    });
  }
  if (env.WORKERS > 1 && cluster.isPrimary) {
    await database.close();
    runPrimary(env.WORKERS, { info: (line) => console.log(line), error: (line) => console.error(line) });
    return;
  }

  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const outboxes = {
    mailOutboxDir: path.join(env.DATA_DIR, 'mail-outbox'),
    smsOutboxDir: path.join(env.DATA_DIR, 'sms-outbox'),
  };
  const outboxLog = deliveryLog();
  const paymentsLog = deliveryLog('payments');
  const coversLog = deliveryLog('covers');
  const origin = publicOrigin(env.PUBLIC_URL, env.PORT);
  const services = createServices(database, APP_VERSION, {
    mediaDir: path.join(env.DATA_DIR, 'media'),
    ebookDir: path.join(env.DATA_DIR, 'ebooks'),
    importDir: path.join(env.DATA_DIR, 'imports'),
    ownPublisher: env.OWN_PUBLISHER ?? null,
    deliveryLog: outboxLog,
    origin,
    // Issue 14: Mollie with MOLLIE_API_KEY, else the built-in test gateway (its hosted page on this server);
    // issue 27 #3: in production on a domain the test gateway only with PAYMENTS=test, else bank transfer only.
    payments: choosePaymentProvider(env, { db: database.db, origin }),
    paymentLog: { ...paymentsLog, info: () => {} },
    coverLog: coversLog,
    searchRateLimit: env.SEARCH_RATE_LIMIT === 'on',
    typingIndex: env.SEARCH_TYPING_INDEX === 'on',
    integrations: {
      mailer: createMailer({ smtpUrl: env.SMTP_URL, outboxDir: outboxes.mailOutboxDir, from: env.MAIL_FROM }),
      sms: createSmsOutbox(outboxes.smsOutboxDir),
      vat: createViesChecker({ url: env.VIES_URL }),
      address:
        env.ADDRESS_LOOKUP === 'pdok'
          ? createPdokLookup({ url: env.ADDRESS_LOOKUP_URL })
          : env.ADDRESS_LOOKUP === 'fake'
            ? createFakeLookup(FAKE_ADDRESSES)
            : null,
    },
  });
  const app = await buildApp({
    services,
    build,
    clientDir: path.join(buildDir, 'client'),
    dataDir: env.DATA_DIR,
    version: APP_VERSION,
    mode: env.NODE_ENV === 'production' ? 'production' : 'development',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: origin,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    sessionSecret: env.SESSION_SECRET,
    // The mails and SMS messages the outboxes hold, for development; never in production.
    ...(env.NODE_ENV === 'production' ? {} : { devMail: outboxes }),
  });

  outboxLog.use(app.log);
  paymentsLog.use(app.log);
  coversLog.use(app.log);
  for (const warning of paymentProviderWarnings(env)) app.log.warn(warning);
  // Issue 12 #2: the outbox's delivery loop sends queued mail and SMS; at shutdown it finishes its round before
  // the database closes (a row it had claimed but not sent is sent again once its lease ends).
  // Issue 16: in a cluster only the first worker runs the periodic jobs.
  // Issue 27 #4: the embedded database is this process's alone (its lock), so a claim found at start is a dead
  // process's and is freed at once; on PostgreSQL a dead process's claims run out within the 60-second lease.
  const jobs = runsJobs();
  if (jobs) services.outbox.start({ releaseClaims: database.kind === 'pglite' });
  // Issue 13 #3: guest carts untouched for 60 days go, now and every 6 hours (no other periodic job to join).
  const pruning = jobs ? startPruning((now) => services.cart.pruneGuestCarts(now), app.log) : null;
  // Decision 392: stored form messages go 12 months after they were sent, in the same rhythm.
  const retention = jobs ? startFormRetention((now) => services.formRetention.prune(now), app.log) : null;
  // Decision 592: the checkout monitor's counters go 90 days after their day, in the same rhythm.
  const monitorRetention = jobs
    ? startMonitorRetention((now) => services.checkoutMonitor.prune(now), app.log)
    : null;
  // Issue 14 #5: open payments whose webhook never came are fetched from the provider every minute.
  const polling = jobs
    ? startPaymentPolling((now) => services.payments.poll(now), app.log, env.PAYMENT_POLL_SECONDS * 1000)
    : null;
  // Issue 31 covers: the ONIX links' images fetched, resized and stored, at start and every 10 minutes.
  const coverFetching = jobs
    ? startCoverFetching((now, options) => services.covers.fetchDue(now, options), app.log)
    : null;
  // A step of the stop that takes over a second is logged with its time, so a slow stop says what it waited on.
  const stopStep = async (name: string, work: () => Promise<unknown> | undefined) => {
    const started = performance.now();
    await work();
    const ms = Math.round(performance.now() - started);
    if (ms > 1_000) app.log.warn({ ms }, `stopping: ${name} took ${ms} ms`);
  };
  const shutdown = createShutdown(app, async () => {
    try {
      await stopStep('cart pruning', () => pruning?.stop());
      await stopStep('form retention', () => retention?.stop());
      await stopStep('monitor retention', () => monitorRetention?.stop());
      await stopStep('payment polling', () => polling?.stop());
      await stopStep('cover fetching', () => coverFetching?.stop());
      await stopStep('catalogue imports', () => services.catalogueImports.stop());
      await stopStep('typing index', () => services.typingIndex?.stop());
      if (jobs) await stopStep('outbox delivery', () => services.outbox.stop());
      await stopStep('database', () => database.close());
    } finally {
      unlock();
    }
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Afsluiten mislukt:', error);
          process.exit(1);
        },
      );
    });
  }

  if (!cluster.isWorker || jobs)
    for (const warning of [publicUrlWarning(env), mailWarning(env)]) if (warning) app.log.warn(warning);
  await app.listen({ port: env.PORT, host: env.HOST });
  // Issue 16 (decision 504): read in the background; until it is read, the database answers the overlay.
  services.typingIndex?.start({ error: (m) => app.log.error(m), info: (m) => app.log.info(m) });
  const shown = env.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  app.log.info(`Leeswijzer ${APP_VERSION} draait op ${shown} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  const problem = describeStartProblem(error, startTarget(process.env));
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
    console.error(error.message);
  } else if (problem) {
    console.error(`Leeswijzer kon niet starten: ${problem}`);
  } else {
    console.error('Leeswijzer kon niet starten:', error);
  }
  process.exit(1);
});
