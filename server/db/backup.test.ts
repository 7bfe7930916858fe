// Issue 27: a backup restored into an EMPTY database holds the same orders, invoices and partner ledger rows, on
// both databases; a database with data or (PGlite) one the shop is running on is refused, and --force replaces it.
// The source is the seeded test database (the demo shop's orders, invoice numbers, commissions and payouts) plus a
// ledger row written after it was opened, so the backup is of the live database, not of the template's files.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrlFor, dropDatabase } from '../../tests/support/postgres.ts';
import { eachDatabase, openTestDatabase } from '../../tests/support/test-database.ts';
import {
  backupDatabase,
  backupFileName,
  backupKindOf,
  type DatabaseTarget,
  restoreDatabase,
} from './backup.ts';
import { type Database, openDatabase } from './client.ts';

const folders: string[] = [];
const databases: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lw-backup-'));
  folders.push(dir);
  return dir;
};

afterAll(async () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  for (const name of databases) await dropDatabase(process.env.TEST_DATABASE_URL!, name);
});

/** What must survive: every order with its invoice number and date, the invoice counters, the partner ledger. */
async function snapshot(database: Database) {
  const rows = async (query: string) => {
    if (database.kind === 'pglite') return (await database.pglite!.query(query)).rows;
    return (await database.pool!.query(query)).rows;
  };
  return {
    orders: await rows('SELECT * FROM orders ORDER BY id'),
    orderLines: await rows('SELECT * FROM order_lines ORDER BY order_id, position'),
    invoices: await rows(
      'SELECT id, invoice_number, invoice_date FROM orders WHERE invoice_number IS NOT NULL ORDER BY id',
    ),
    invoiceCounters: await rows('SELECT * FROM invoice_counters ORDER BY 1'),
    commissions: await rows('SELECT * FROM commissions ORDER BY id'),
    payouts: await rows('SELECT * FROM payouts ORDER BY id'),
    nextCommission: await rows('SELECT last_value FROM commissions_id_seq'),
  };
}

/** A ledger row written now: a reversal of the first earned commission (a refund). */
async function writeReversal(database: Database): Promise<void> {
  await database.exec(`
    INSERT INTO commissions (partner_id, order_id, order_number, invoice_number, order_total_cents, order_vat_cents,
      position, sku, description, copies, line_total_cents, base_cents, own_edition, rate_percent, amount_cents,
      kind, booked_on)
    SELECT partner_id, order_id, order_number, invoice_number, order_total_cents, order_vat_cents, position, sku,
      description, copies, line_total_cents, base_cents, own_edition, rate_percent, -amount_cents, 'reversal',
      booked_on
    FROM commissions WHERE kind = 'earned' AND NOT EXISTS (
      SELECT 1 FROM commissions r WHERE r.order_id = commissions.order_id AND r.position = commissions.position
        AND r.kind = 'reversal')
    ORDER BY id LIMIT 1`);
}

/** An empty database to restore into: a new DATA_DIR, or a new PostgreSQL database. */
async function emptyTarget(kind: 'pglite' | 'postgres'): Promise<DatabaseTarget> {
  if (kind === 'pglite') return { dataDir: path.join(scratch(), 'data') };
  const url = process.env.TEST_DATABASE_URL!;
  const name = `lw_restore_${randomBytes(4).toString('hex')}`;
  const admin = await adminUrl(url);
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  databases.push(name);
  return { databaseUrl: databaseUrlFor(url, name), dataDir: 'unused' };
}

async function open(target: DatabaseTarget): Promise<Database> {
  return openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
}

describe.each(eachDatabase('dialect'))('backup and restore on %s', (kind) => {
  it('restores into an empty database the same orders, invoices and ledger rows; refuses one with data unless forced', async () => {
    // The source: the seeded test database with a ledger row written now.
    const source = await openTestDatabase(kind);
    let target: DatabaseTarget;
    if (kind === 'pglite') {
      target = { dataDir: path.dirname(source.database.pglite!.dataDir!) };
      folders.push(target.dataDir);
    } else target = { databaseUrl: source.database.pool!.options.connectionString!, dataDir: 'unused' };
    await writeReversal(source.database);
    const before = await snapshot(source.database);
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.invoices.length).toBeGreaterThan(0);
    expect(before.commissions.some((row) => row.kind === 'reversal')).toBe(true);
    expect(before.payouts.length).toBeGreaterThan(0);

    // PGlite: the shop holds DATA_DIR's lock while it runs (another live process here: our parent).
    if (kind === 'pglite') {
      await source.database.close();
      const lock = path.join(target.dataDir, 'pglite.lock');
      writeFileSync(lock, String(process.ppid));
      const refused = await backupDatabase(target, scratch());
      expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('stop de winkel') });
      rmSync(lock);
    }

    const folder = path.join(scratch(), 'backups');
    const backup = await backupDatabase(target, folder, new Date('2026-11-29T05:41:13.250Z'));
    if (!backup.ok) throw new Error(backup.message);
    expect(backup.file).toBe(path.join(folder, backupFileName(kind, new Date('2026-11-29T05:41:13Z'))));
    expect(path.basename(backup.file)).toMatch(/^leeswijzer-20261129-054113Z\.(pglite\.tar\.gz|pgdump)$/);
    expect(statSync(backup.file).mode & 0o777).toBe(0o600);
    expect(backupKindOf(backup.file)).toBe(kind);
    expect(readdirSync(folder)).toEqual([path.basename(backup.file)]); // no half-written file left
    // The same second again: refused, nothing overwritten.
    expect(await backupDatabase(target, folder, new Date('2026-11-29T05:41:13.900Z'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('bestaat al'),
    });
    if (kind === 'postgres') await source.dispose();

    // Restored into an empty database: the same rows.
    const empty = await emptyTarget(kind);
    const restored = await restoreDatabase(empty, backup.file);
    if (!restored.ok) throw new Error(restored.message);
    const copy = await open(empty);
    try {
      expect(await snapshot(copy)).toEqual(before);
    } finally {
      await copy.close();
    }

    // PGlite: not while the shop runs on the target.
    if (kind === 'pglite') {
      const lock = path.join(empty.dataDir, 'pglite.lock');
      writeFileSync(lock, String(process.ppid));
      expect(await restoreDatabase(empty, backup.file, { force: true })).toMatchObject({
        ok: false,
        message: expect.stringContaining('stop de winkel'),
      });
      rmSync(lock);
    }

    // Again into the same, now filled database: refused, unless forced.
    const again = await restoreDatabase(empty, backup.file);
    expect(again).toMatchObject({ ok: false });
    expect(!again.ok && again.message).toMatch(kind === 'pglite' ? /staat al een database/ : /niet leeg/);
    const forced = await restoreDatabase(empty, backup.file, { force: true });
    if (!forced.ok) throw new Error(forced.message);
    if (kind === 'pglite') expect(existsSync(path.join(forced.keptAside!, 'PG_VERSION'))).toBe(true);
    const replaced = await open(empty);
    try {
      expect(await snapshot(replaced)).toEqual(before);
    } finally {
      await replaced.close();
    }
  });
});
