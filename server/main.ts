// Start-up (spec 3 §4 "Start-up" on the server side): configuration, database, migrations, demo data on an
// empty database, then serve. SIGTERM/SIGINT finish running requests before the process exits.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { openDatabase } from './db/client.ts';
import { lockDataDir, runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { ConfigError, loadEnv } from './env.ts';
import { buildApp } from './http/app.ts';
import { createShutdown } from './http/shutdown.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createSmsOutbox } from './integrations/sms/sms.ts';
import { createViesChecker } from './integrations/vies/vies.ts';
import { createServices } from './services.ts';
import { APP_VERSION } from './version.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '..', 'build');

async function main(): Promise<void> {
  const env = loadEnv();
  const serverBuildFile = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverBuildFile)) {
    throw new ConfigError(
      `Geen build gevonden in ${buildDir}. Voer eerst 'npm run build' uit (of gebruik 'npm start').`,
    );
  }
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await runMigrations(database);
  await seedIfEmpty(database, { books: env.SEED_BOOKS, log: (line) => console.log(line) });

  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const outboxes = {
    mailOutboxDir: path.join(env.DATA_DIR, 'mail-outbox'),
    smsOutboxDir: path.join(env.DATA_DIR, 'sms-outbox'),
  };
  const services = createServices(database, APP_VERSION, {
    mediaDir: path.join(env.DATA_DIR, 'media'),
    integrations: {
      mailer: createMailer({ smtpUrl: env.SMTP_URL, outboxDir: outboxes.mailOutboxDir, from: env.MAIL_FROM }),
      sms: createSmsOutbox(outboxes.smsOutboxDir),
      vat: createViesChecker({ url: env.VIES_URL }),
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
    publicUrl: env.PUBLIC_URL,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    sessionSecret: env.SESSION_SECRET,
    // The mails and SMS messages the outboxes hold, for development; never in production.
    ...(env.NODE_ENV === 'production' ? {} : { devMail: outboxes }),
  });

  const shutdown = createShutdown(app, async () => {
    try {
      await database.close();
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

  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
    app.log.warn(
      'PUBLIC_URL is niet gezet: links in e-mails (wachtwoord herstellen, nieuwsbrief) gebruiken het adres uit het verzoek. Zet PUBLIC_URL in productie.',
    );
  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  app.log.info(`Leeswijzer ${APP_VERSION} draait op ${shown} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
    console.error(error.message);
  } else {
    console.error('Leeswijzer kon niet starten:', error);
  }
  process.exit(1);
});
