// `npm run import:onix -- <bestand>`: imports an ONIX 3.0 catalogue file into the shop's database (DATABASE_URL,
// or the embedded one in DATA_DIR) and prints the run's report (server/catalog/onix-import.ts). On the embedded
// database it takes DATA_DIR's lock first and refuses while the shop (or another command) holds it: PGlite is one
// process, and the upload at /beheer/catalogus/import is the way while the shop runs. On PostgreSQL it runs
// beside a running shop. OWN_PUBLISHER names the shop's own publisher (the sb_edition rule).
import { createReadStream, existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import {
  failImportRun,
  importOnix,
  type OnixImportResult,
  startImportRun,
  tidyAfterImport,
} from '../server/catalog/onix-import.ts';
import type { Db } from '../server/db/client.ts';
import { openDatabase } from '../server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../server/db/migrate.ts';
import { describeStartProblem } from '../server/start-problem.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error('Gebruik: npm run import:onix -- <bestand>');
  process.exit(2);
}
const file = path.resolve(args[0]!);
if (!existsSync(file)) {
  console.error(`Importeren mislukt: ${file} bestaat niet.`);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const FAILED =
  'Importeren afgebroken door een fout in de database. De batches vóór de fout staan erin; lees hetzelfde bestand opnieuw in om het af te maken.';
let unlock = () => {};
if (!databaseUrl) {
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    console.error(
      `Importeren mislukt: er staat geen ingebouwde database in ${path.join(dataDir, 'pglite')}.`,
    );
    process.exit(1);
  }
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`Importeren kan nu niet: ${error.message}`);
    console.error('Draait de winkel? Lees het bestand dan in via /beheer/catalogus/import.');
    process.exit(1);
  }
}
try {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    process.exitCode = await runImport(database.db);
  } finally {
    await database.close();
  }
} catch (error) {
  // A database that is not there or refuses the login: one Dutch line; a fault of the command itself: its stack.
  const problem = describeStartProblem(error, { databaseUrl, dataDir });
  if (!problem) throw error;
  console.error(`Importeren mislukt: ${problem}`);
  process.exitCode = 1;
} finally {
  unlock();
}

/** The run and its report on the console; the exit code. */
async function runImport(db: Db): Promise<number> {
  const fileName = path.basename(file);
  const startedBy = `opdrachtregel (${userInfo().username})`;
  const started = await startImportRun(db, { fileName, startedBy });
  if (!started.ok) {
    const { fileName: other, startedBy: by } = started.busy;
    console.error(`Importeren kan nu niet: er loopt al een import (${other}, gestart door ${by}).`);
    return 1;
  }
  let result: OnixImportResult;
  try {
    result = await importOnix(db, () => createReadStream(file), {
      fileName,
      startedBy,
      ownPublisher: process.env.OWN_PUBLISHER || null,
      runId: started.id,
    });
  } catch (error) {
    // A batch the database refused, or a lost connection: the batches before it stay (each is one transaction),
    // the report row says the run failed, and the operator reads why in one line instead of a stack trace.
    const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
    await failImportRun(db, started.id, FAILED).catch(() => undefined);
    console.error(`${FAILED} Oorzaak: ${reason}`);
    return 1;
  }
  if (!result.ok) {
    console.error(`Er is niets veranderd. ${result.message}`);
    return 1;
  }
  const { added, updated, deleted, unchanged, rejected, rejections } = result.report;
  console.log(
    `Import klaar: ${added} toegevoegd, ${updated} bijgewerkt, ${deleted} verwijderd, ${unchanged} ongewijzigd, ${rejected} afgewezen.`,
  );
  for (const r of rejections) console.log(`  afgewezen ${r.recordReference}: ${r.reason}`);
  if (rejected > rejections.length) console.log(`  … en nog ${rejected - rejections.length} afgewezen.`);
  await tidyAfterImport(db, result.report);
  return 0;
}
