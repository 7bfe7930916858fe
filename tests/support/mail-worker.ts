// A process of the mail fault test (server/outbox/mail-faults.test.ts): the outbox's delivery loop alone, on the
// PostgreSQL database in DATABASE_URL, sending over SMTP_URL, with the lease, interval and SMTP waits the test
// gives it (shorter than the shop's, so the test runs in seconds). The test kills it with SIGKILL in the middle of
// a batch and starts another; SIGTERM stops it as the app stops (the running pass finishes). Prints 'started'
// once the loop runs. Not a test itself; the test bundles it (worker-bundle.ts) and runs it with node.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { createMailer } from '../../server/integrations/mail/mailer.ts';
import { createSmsOutbox } from '../../server/integrations/sms/sms.ts';
import { createDelivery } from '../../server/outbox/delivery.ts';

const number = (name: string): number => {
  const value = Number(process.env[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL!,
  dataDir: 'unused',
  poolSize: 2,
});
const socketTimeout = number('SMTP_SOCKET_TIMEOUT_MS');
const delivery = createDelivery({
  db: database.db,
  mailer: createMailer({
    smtpUrl: process.env.SMTP_URL!,
    outboxDir: 'unused',
    from: 'Leeswijzer <noreply@leeswijzer.nl>',
    timeouts: { connectionTimeout: socketTimeout, greetingTimeout: socketTimeout, socketTimeout },
  }),
  sms: createSmsOutbox(mkdtempSync(path.join(tmpdir(), 'lw-mail-worker-sms-'))),
  leaseMs: number('LEASE_MS'),
  intervalMs: number('INTERVAL_MS'),
  unavailablePauseMs: socketTimeout,
  log: {
    warn: (fields, message) => console.error(message, JSON.stringify(fields)),
    error: (fields, message) => console.error(message, JSON.stringify(fields)),
  },
});
delivery.start();
// The loop's timer does not hold a process open (in the shop the HTTP server does), and neither do idle database
// connections: this process holds itself open until SIGTERM. Under tsx its loader thread did that unnoticed.
const keepOpen = setInterval(() => {}, 60_000);
console.log('started');
process.on('SIGTERM', () => {
  clearInterval(keepOpen);
  delivery
    .stop()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
