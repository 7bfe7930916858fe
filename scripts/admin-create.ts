// npm run admin:create -- <email> [--generate] [--promote]
// Issue 27 #2 (decision 511): the shop's first staff account (access level 9), on the database the server uses
// (DATABASE_URL, or PGlite in DATA_DIR), after the migrations and the same first fill the server does. The
// operator types the password (hidden on a terminal; the first line of standard input otherwise, so a script
// can pipe it), or --generate makes one and prints it once. The shop's own password rules apply. An existing
// account's password is never overwritten: --promote gives an existing account access level 9, its password
// unchanged.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { read } from 'read';
import {
  createStaffAccount,
  generateStaffPassword,
  promoteToStaff,
  STAFF_ACCESS_LEVEL,
  type StaffResult,
  staffPasswordProblem,
} from '../server/accounts/staff.ts';
import { defaultTextsNl } from '../server/content/texts/index.ts';
import { openDatabase } from '../server/db/client.ts';
import { lockDataDir, runMigrations } from '../server/db/migrate.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { ConfigError, loadEnv, seedContent } from '../server/env.ts';
import { publicOrigin } from '../server/seo/origin.ts';
import { describeStartProblem, startTarget } from '../server/start-problem.ts';

const USAGE = `Gebruik: npm run admin:create -- <e-mailadres> [--generate] [--promote]
  --generate  maak een sterk wachtwoord en toon het één keer (anders typ je het zelf)
  --promote   geef een bestaand account toegangsniveau ${STAFF_ACCESS_LEVEL}; het wachtwoord blijft ongewijzigd`;

export interface AdminCreateIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** The command; returns the exit code (0 done, 1 refused or failed, 2 wrong use). */
export async function adminCreate(argv: string[], io: AdminCreateIo): Promise<number> {
  const say = (line: string) => io.stdout.write(`${line}\n`);
  try {
    const { email, generate, promote } = parseOptions(argv);
    if (generate && promote)
      throw new CommandError(
        '--generate en --promote gaan niet samen: --promote laat het wachtwoord zoals het is.',
        2,
      );
    const env = loadEnv(io.env);
    // The password first: a refused one is said before the database is opened.
    let password: string | null = null;
    if (!promote) {
      password = generate ? generateStaffPassword() : await askPassword(io);
      const problem = await staffPasswordProblem(password);
      if (problem) throw new CommandError(`Wachtwoord geweigerd: ${dutch(problem)} Er is niets veranderd.`);
    }
    let unlock = () => {};
    if (!env.DATABASE_URL) unlock = lockDataDir(env.DATA_DIR);
    try {
      const database = await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.DATA_DIR,
        poolSize: 2,
      });
      try {
        await runMigrations(database);
        // The same first fill as the server's start (countries, settings; the demo only where it is a demo).
        await seedIfEmpty(database, {
          books: env.SEED_BOOKS,
          content: seedContent(env),
          log: say,
          progress: false,
        });
        const result: StaffResult =
          password === null
            ? await promoteToStaff(database.db, email)
            : await createStaffAccount(database.db, { email, password });
        say(report(result, publicOrigin(env.PUBLIC_URL, env.PORT), generate ? password : null));
      } finally {
        await database.close();
      }
    } finally {
      unlock();
    }
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      io.stderr.write(`${error.message}${error.exitCode === 2 ? `\n\n${USAGE}` : ''}\n`);
      return error.exitCode;
    }
    if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    // A database that is not there or refuses the login: one Dutch line; a fault of the command itself: its stack.
    const problem = describeStartProblem(error, startTarget(io.env));
    io.stderr.write(
      `Beheerder aanmaken mislukt: ${problem ?? (error instanceof Error ? error.stack : String(error))}\n`,
    );
    return 1;
  }
}

function parseOptions(argv: string[]): { email: string; generate: boolean; promote: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { generate: { type: 'boolean' }, promote: { type: 'boolean' } },
      strict: true,
    });
  } catch (error) {
    throw new CommandError((error as Error).message, 2);
  }
  const [email, ...rest] = parsed.positionals;
  if (!email || rest.length > 0) throw new CommandError('Geef precies één e-mailadres op.', 2);
  return { email, generate: parsed.values.generate ?? false, promote: parsed.values.promote ?? false };
}

/** Hidden and typed twice on a terminal; the first line of standard input otherwise. */
async function askPassword(io: AdminCreateIo): Promise<string> {
  if (io.stdin.isTTY) {
    const first = await read({
      prompt: 'Wachtwoord: ',
      silent: true,
      replace: '',
      input: io.stdin,
      output: io.stdout,
    });
    const second = await read({
      prompt: 'Nog een keer: ',
      silent: true,
      replace: '',
      input: io.stdin,
      output: io.stdout,
    });
    if (first !== second) throw new CommandError('De wachtwoorden zijn niet gelijk; er is niets veranderd.');
    return first;
  }
  let text = '';
  for await (const chunk of io.stdin) {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.includes('\n')) break;
  }
  const line = text.split(/\r?\n/)[0] ?? '';
  if (line === '')
    throw new CommandError(
      'Geen wachtwoord gelezen: typ het op de eerste regel van de invoer, of gebruik --generate.',
    );
  return line;
}

/** A form error in the shop's Dutch words (its default interface texts), ending in a full stop. */
function dutch(error: { key: string; params?: Readonly<Record<string, string | number>> }): string {
  const text = (defaultTextsNl[error.key] ?? error.key).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(error.params?.[name] ?? ''),
  );
  return text.replace(/\.?$/, '.');
}

/** What the operator reads; a refusal is a CommandError (exit 1), nothing changed. */
function report(result: StaffResult, origin: string, generated: string | null): string {
  switch (result.kind) {
    case 'created':
      return [
        `Beheerder aangemaakt: ${result.email} (toegangsniveau ${STAFF_ACCESS_LEVEL}).`,
        ...(generated ? [`Wachtwoord (wordt maar één keer getoond, bewaar het nu): ${generated}`] : []),
        `Log in op ${origin}/login; het beheer staat op ${origin}/beheer.`,
      ].join('\n');
    case 'promoted':
      return (
        `${result.email} heeft nu toegangsniveau ${STAFF_ACCESS_LEVEL} (was ${result.previousLevel}); ` +
        `het wachtwoord is niet veranderd. Het beheer staat op ${origin}/beheer.`
      );
    case 'invalid-email':
      throw new CommandError('Dit is geen geldig e-mailadres; er is niets veranderd.');
    case 'weak-password':
      throw new CommandError(`Wachtwoord geweigerd: ${dutch(result.error)} Er is niets veranderd.`);
    case 'exists':
      throw new CommandError(
        'Er bestaat al een account met dit e-mailadres; het wachtwoord wordt niet overschreven. Gebruik ' +
          `--promote om dit account toegangsniveau ${STAFF_ACCESS_LEVEL} te geven (het wachtwoord blijft), of ` +
          'vraag een nieuw wachtwoord aan via "Wachtwoord vergeten" op de inlogpagina.',
      );
    case 'not-found':
      throw new CommandError(
        'Er is geen account met dit e-mailadres; laat --promote weg om een nieuw beheerdersaccount te maken.',
      );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await adminCreate(process.argv.slice(2), {
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  });
}
