// `npm run ebook:upload -- <isbn> <bestand>` (issue 32, decision 801): stores an EPUB or PDF as the e-book file of a
// book, as the staff book page's upload does — checked by its first bytes, placed under DATA_DIR/ebooks with a
// random name, recorded with an audit line 'book.ebook' by the shop (the user running it named in the line). On
// the embedded database it takes DATA_DIR's lock first and refuses while the shop holds it (then use the book's
// page under /beheer/catalogus); on PostgreSQL (DATABASE_URL) it runs beside a running shop.
import { createReadStream, existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { SHOP_ACTOR_ID } from '../domain/staff-access.ts';
import { EBOOK_REFUSALS, EBOOK_UPLOAD_MAX_BYTES } from '../domain/ebooks.ts';
import { createOrderInfoService } from '../server/catalog/order-info.ts';
import { createMediaStore } from '../server/content/media-store.ts';
import { openDatabase } from '../server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../server/db/migrate.ts';
import { createEbooksService } from '../server/ebooks/service.ts';
import { createSettingsService } from '../server/settings/service.ts';

const REFUSALS: Record<keyof typeof EBOOK_REFUSALS, string> = {
  'geen-bestand': 'er is geen bestand.',
  'geen-ebook': 'dit bestand is geen EPUB of PDF.',
  'te-groot': `het bestand is groter dan ${EBOOK_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  'geen-e-book-titel': 'dit boek is geen e-book.',
};

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length !== 2 || args.some((arg) => arg.startsWith('-'))) {
  console.error('Gebruik: npm run ebook:upload -- <isbn> <bestand>');
  process.exit(2);
}
const sku = args[0]!.replace(/[\s-]/g, '');
const file = path.resolve(args[1]!);
if (!/^\d{13}$/.test(sku)) {
  console.error(`Uploaden mislukt: ${args[0]} is geen ISBN-13.`);
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`Uploaden mislukt: ${file} bestaat niet.`);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || './data');
let unlock = () => {};
if (!databaseUrl) {
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`Uploaden kan nu niet: ${error.message}`);
    console.error(`Draait de winkel? Upload het bestand dan op /beheer/catalogus/${sku}.`);
    process.exit(1);
  }
}
try {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const catalog = createOrderInfoService(database.db, createSettingsService(database.db));
    const settings = createSettingsService(database.db);
    const ebooks = createEbooksService({
      db: database.db,
      store: createMediaStore(path.join(dataDir, 'ebooks')),
      bookOf: async (isbn) => {
        const info = (await catalog.orderInfo([isbn])).get(isbn);
        return info ? { title: info.title, isEbook: info.isEbook, priceCents: info.priceCents } : null;
      },
      features: () => settings.features(),
    });
    const received = await ebooks.receive(createReadStream(file));
    if (received.kind === 'too-big') throw new Error('unreachable: a file on disk is never cut off');
    const result = await ebooks.storeUpload(sku, received.path, {
      id: SHOP_ACTOR_ID,
      via: `opdrachtregel (${userInfo().username})`,
    });
    if (result.kind === 'not_found') {
      console.error(`Uploaden mislukt: er is geen boek met ISBN ${sku}.`);
      process.exitCode = 1;
    } else if (result.kind === 'refused') {
      console.error(`Uploaden mislukt: ${REFUSALS[result.reason]}`);
      process.exitCode = 1;
    } else {
      console.log(`E-book opgeslagen voor ${sku} (${result.format.toUpperCase()}).`);
    }
  } finally {
    await database.close();
  }
} finally {
  unlock();
}
