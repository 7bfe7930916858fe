// `npm run db:restore -- <bestand> [--force]`: puts a backup made by `npm run db:backup` back into the shop's
// database (DATABASE_URL, or the embedded one in DATA_DIR); refuses a database that has data unless --force
// (server/db/backup.ts).
import path from 'node:path';
import { restoreDatabase } from '../server/db/backup.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Gebruik: npm run db:restore -- <bestand> [--force]');
  process.exit(2);
}
const file = path.resolve(files[0]!);
const result = await restoreDatabase(
  {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR || './data'),
    pgBin: process.env.PG_BIN || undefined,
  },
  file,
  { force },
);
if (!result.ok) {
  console.error(`Terugzetten mislukt: ${result.message}`);
  process.exit(1);
}
console.log(
  `Back-up teruggezet (${result.kind === 'pglite' ? 'ingebouwde database' : 'PostgreSQL'}): ${file}`,
);
if (result.keptAside) console.log(`De database die er stond, is bewaard in ${result.keptAside}`);
console.log('Start de winkel; hij past zo nodig de migraties van deze versie toe.');
