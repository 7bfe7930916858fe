// `npm run db:migrate`: apply the migrations to DATABASE_URL or the embedded database in DATA_DIR.
import { openDatabase } from '../server/db/client.ts';
import { lockDataDir, runMigrations } from '../server/db/migrate.ts';
import { loadEnv } from '../server/env.ts';

const env = loadEnv();
const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  console.log(`Migraties toegepast (${database.kind}).`);
} finally {
  await database.close();
  unlock();
}
