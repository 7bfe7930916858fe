// Decision 770: `npm run db:migrate` and `npm run db:seed`, as an operator runs them, against a DATABASE_URL where no
// database listens — each ends with one Dutch line that names the setting, no stack trace and no password.
// (admin:create and the server are checked in going-live.test.ts, import:onix in onix-command.test.ts.)
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';

const ROOT = path.join(import.meta.dirname, '..');
const run = promisify(execFile);

async function command(script: string, databaseUrl: string) {
  try {
    // As package.json's scripts run them: drizzle-orm's files resolved directly (decision 771).
    await run(process.execPath, ['--import', './scripts/drizzle-resolve.mjs', '--import', 'tsx', script], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

it('db:migrate and db:seed say in one Dutch line that the database is not reachable', async () => {
  const port = await freePort(); // nothing listens there
  const url = `postgres://winkel:geheim-wachtwoord@127.0.0.1:${port}/leeswijzer`;
  const line = `De database op 127.0.0.1:${port} is niet bereikbaar (ECONNREFUSED). Controleer DATABASE_URL en of PostgreSQL draait.`;
  const [migrate, seed] = await Promise.all([
    command('scripts/migrate.ts', url),
    command('scripts/seed.ts', url),
  ]);
  expect(migrate).toEqual({ code: 1, stderr: `Migreren mislukt: ${line}\n` });
  expect(seed).toEqual({ code: 1, stderr: `Vullen van de database mislukt: ${line}\n` });
}, 60_000);
