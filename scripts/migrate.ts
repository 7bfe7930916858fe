// `npm run db:migrate`: apply the migrations to DATABASE_URL or the embedded database in DATA_DIR. A configuration,
// a held folder or a database that is not there ends with one Dutch line (decision 770).
import { openDatabase } from '../server/db/client.ts';
import { lockDataDir, runMigrations } from '../server/db/migrate.ts';
import { ConfigError, loadEnv } from '../server/env.ts';
import { describeStartProblem, startTarget } from '../server/start-problem.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  try {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await runMigrations(database);
      console.log(`Migraties toegepast (${database.kind}).`);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

main().catch((error: unknown) => {
  const problem = describeStartProblem(error, startTarget(process.env));
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
    console.error(error.message);
  } else if (problem) {
    console.error(`Migreren mislukt: ${problem}`);
  } else {
    console.error('Migreren mislukt:', error);
  }
  process.exit(1);
});
