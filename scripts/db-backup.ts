// `npm run db:backup [-- <map>]`: a backup of the shop's database (DATABASE_URL, or the embedded one in DATA_DIR)
// into a file named after the date and time, in DATA_DIR/backups or the folder given (server/db/backup.ts).
import path from 'node:path';
import { backupDatabase } from '../server/db/backup.ts';

const dataDir = path.resolve(process.env.DATA_DIR || './data');
const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  console.error('Gebruik: npm run db:backup [-- <map>]  (standaard DATA_DIR/backups)');
  process.exit(2);
}
const folder = args[0] ?? path.join(dataDir, 'backups');
const result = await backupDatabase(
  { databaseUrl: process.env.DATABASE_URL || undefined, dataDir, pgBin: process.env.PG_BIN || undefined },
  folder,
);
if (!result.ok) {
  console.error(`Back-up mislukt: ${result.message}`);
  process.exit(1);
}
const size = (result.bytes / 1024 / 1024).toFixed(1).replace('.', ',');
console.log(
  `Back-up gemaakt (${result.kind === 'pglite' ? 'ingebouwde database' : 'PostgreSQL'}, ${size} MB):`,
);
console.log(result.file);
