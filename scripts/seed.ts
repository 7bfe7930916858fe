// npm run db:seed -- [--books 1000000] [--reset]
// Fills the database (DATABASE_URL, or PGlite in DATA_DIR) with the deterministic demo catalogue. Without
// --reset an already seeded database is left alone; --reset empties every table first.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client.ts';
import { lockDataDir, runMigrations } from '../server/db/migrate.ts';
import { DEFAULT_BOOKS, emptyDatabase, MAX_BOOKS, MIN_BOOKS, seedIfEmpty } from '../server/db/seed/index.ts';
import { ConfigError, loadEnv, seedContent } from '../server/env.ts';
import { describeStartProblem, startTarget } from '../server/start-problem.ts';

const USAGE = `Gebruik: npm run db:seed -- [--books N] [--reset]
  --books N   aantal boeken (${MIN_BOOKS} tot ${MAX_BOOKS}; standaard ${DEFAULT_BOOKS})
  --reset     leeg eerst alle tabellen`;

class UsageError extends Error {}

function parseOptions(argv: string[]): { books: number | undefined; reset: boolean } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const raw = parsed.values.books?.replace(/[_.]/g, '');
  if (raw !== undefined && !/^\d+$/.test(raw))
    throw new UsageError(`--books verwacht een getal, niet '${parsed.values.books}'`);
  const books = raw === undefined ? undefined : Number(raw);
  if (books !== undefined && (books < MIN_BOOKS || books > MAX_BOOKS)) {
    throw new UsageError(`--books moet tussen ${MIN_BOOKS} en ${MAX_BOOKS} liggen`);
  }
  return { books, reset: parsed.values.reset ?? false };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: { books: { type: 'string' }, reset: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const env = loadEnv();
  let unlock = () => {};
  if (!env.DATABASE_URL) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    unlock = lockDataDir(env.DATA_DIR);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    console.log(
      `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`}`,
    );
    await runMigrations(database);
    if (options.reset) {
      await emptyDatabase(database);
      console.log('Alle tabellen zijn geleegd.');
    }
    // Issue 27 (decision 510): this command always makes the demo catalogue; the demo accounts, orders and
    // carts only where the server would make them (a local demo, or SEED_DEMO=1).
    const content = seedContent(env) === 'demo' ? 'demo' : 'catalogue';
    const seeded = await seedIfEmpty(database, {
      books: options.books,
      content,
      log: (line) => console.log(line),
    });
    if (!seeded)
      console.log('De database is al gevuld; er is niets veranderd. Gebruik --reset om opnieuw te vullen.');
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const problem = describeStartProblem(error, startTarget(process.env));
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
    console.error(error.message);
  } else if (problem) {
    console.error(`Vullen van de database mislukt: ${problem}`);
  } else {
    console.error('Vullen van de database mislukt:', error);
  }
  process.exit(1);
});
