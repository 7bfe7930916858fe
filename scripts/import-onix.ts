// `npm run import:onix -- <bestand>`: imports an ONIX 3.0 catalogue file into the shop's database (DATABASE_URL,
// or the embedded one in DATA_DIR) and prints the run's report (server/catalog/onix-import.ts). On the embedded
// database it takes DATA_DIR's lock first and refuses while the shop (or another command) holds it: PGlite is one
// process, and the upload at /beheer/catalogus/import is the way while the shop runs. On PostgreSQL it runs
// beside a running shop. OWN_PUBLISHER names the shop's own publisher (the sb_edition rule).
import { createReadStream, existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { importOnix, tidyAfterImport } from '../server/catalog/onix-import.ts';
import { openDatabase } from '../server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../server/db/migrate.ts';

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
    const result = await importOnix(database.db, () => createReadStream(file), {
      fileName: path.basename(file),
      startedBy: `opdrachtregel (${userInfo().username})`,
      ownPublisher: process.env.OWN_PUBLISHER || null,
    });
    if (!result.ok) {
      console.error(`Er is niets veranderd. ${result.message}`);
      process.exitCode = 1;
    } else {
      const { added, updated, deleted, unchanged, rejected, rejections } = result.report;
      console.log(
        `Import klaar: ${added} toegevoegd, ${updated} bijgewerkt, ${deleted} verwijderd, ${unchanged} ongewijzigd, ${rejected} afgewezen.`,
      );
      for (const r of rejections) console.log(`  afgewezen ${r.recordReference}: ${r.reason}`);
      if (rejected > rejections.length) console.log(`  … en nog ${rejected - rejections.length} afgewezen.`);
      await tidyAfterImport(database.db, result.report);
    }
  } finally {
    await database.close();
  }
} finally {
  unlock();
}
