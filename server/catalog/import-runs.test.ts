// Issue 31 (decision #667): the ONIX upload's runs on each database — a run started for an upload imports in the
// background, leaves its report and the staff member's audit line, and removes the upload; one run at a time
// (ten starts at once: one runs, nine are told which run holds the import — 'parallel': the partial unique index
// under PostgreSQL's concurrent inserts); a run whose process ended (its beat stopped) shows as interrupted and
// no longer blocks the next, and one stopped at shutdown says so at once; a run that fails for the shop's own
// reason says so in its report.
import { copyFileSync, createReadStream, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUserId } from '../../tests/support/cart-fixtures.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { createCatalogueImportService } from './import-runs.ts';
import { STALE_RUN_MS } from './onix-import.ts';

const REFERENCE = path.join(import.meta.dirname, '../../tests/fixtures/onix/catalogue-reference.xml');
const dir = mkdtempSync(path.join(tmpdir(), 'lw-import-runs-'));
let copies = 0;
/** An upload as the route stores it: a copy the run may remove. */
const upload = () => {
  const file = path.join(dir, `${++copies}.xml`);
  copyFileSync(REFERENCE, file);
  return file;
};

describe.each(eachDatabase('parallel'))('the ONIX upload runs on %s', (kind) => {
  let t: TestServices;
  let staffId: number;
  const start = (filePath: string) =>
    t.services.catalogueImports.start({ filePath, fileName: 'titels.xml', staffId, startedBy: 'Bea Beheer' });

  beforeAll(async () => {
    t = await openTestServices(kind);
    staffId = await demoUserId(t.database.db, DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!.email);
  });
  beforeEach(async () => {
    await t.services.catalogueImports.idle();
    await t.database.db.execute(sql`delete from catalogue_imports`);
  });
  afterAll(async () => {
    await t?.services.catalogueImports.idle();
    await t?.dispose();
  });

  it('imports an upload in the background: its report, the audit line, and the upload removed', async () => {
    const file = upload();
    const started = await start(file);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    await t.services.catalogueImports.idle();
    const report = await t.services.catalogueImports.get(started.id);
    expect(report).toMatchObject({
      status: 'done',
      fileName: 'titels.xml',
      startedBy: 'Bea Beheer',
      rejected: 2,
    });
    expect(report!.added + report!.updated).toBeGreaterThan(0);
    expect(report!.rejections.map((r) => r.recordReference).sort()).toEqual(['LW-BAD-ISBN', 'LW-NO-PRICE']);
    expect(existsSync(file)).toBe(false);
    const audit = (await t.services.audit.list({ page: 1, perPage: 20 })).lines.find(
      (line) => line.subject === `catalogusimport ${started.id}`,
    );
    expect(audit).toMatchObject({
      actorId: staffId,
      action: 'catalogue.import',
      after: { bestand: 'titels.xml' },
    });
    const { runs, total } = await t.services.catalogueImports.list(1, 20);
    expect(total).toBe(1);
    expect(runs[0]).toMatchObject({ id: started.id, status: 'done' });
  });

  it('ten uploads at once: one runs, the other nine are told which run holds the import', async () => {
    // The run is held open until all ten have started: its file is read only once the gate opens.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = createCatalogueImportService(t.database.db, {
      uploadDir: null,
      ownPublisher: null,
      openFile: (file) =>
        (async function* () {
          await gate;
          yield* createReadStream(file);
        })(),
    });
    const files = Array.from({ length: 10 }, upload);
    const results = await Promise.all(
      files.map((filePath) =>
        held.start({ filePath, fileName: 'titels.xml', staffId, startedBy: 'Bea Beheer' }),
      ),
    );
    open();
    await held.idle();
    const ran = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    console.log(`ten uploads at once on ${kind}: ${ran.length} ran, ${refused.length} refused`);
    expect(ran).toHaveLength(1);
    for (const r of refused) if (!r.ok) expect(r.busy.id).toBe(ran[0]!.ok ? ran[0]!.id : -1);
    // A refused upload's file is removed at once; the run's when it ends.
    expect(files.filter((file) => existsSync(file))).toEqual([]);
  });

  it('a run stopped at shutdown is reported as interrupted at once, and the next may start', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = createCatalogueImportService(t.database.db, {
      uploadDir: null,
      ownPublisher: null,
      openFile: (file) =>
        (async function* () {
          await gate;
          yield* createReadStream(file);
        })(),
    });
    const started = await held.start({
      filePath: upload(),
      fileName: 'titels.xml',
      staffId,
      startedBy: 'Bea Beheer',
    });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const stopped = held.stop();
    open();
    await stopped;
    expect(await held.get(started.id)).toMatchObject({ status: 'interrupted', added: 0, updated: 0 });
    expect((await start(upload())).ok).toBe(true);
  });

  it('a run whose process ended shows as interrupted and no longer blocks the next', async () => {
    const stale = new Date(Date.now() - STALE_RUN_MS - 60_000);
    await t.database.db.execute(
      sql`insert into catalogue_imports (file_name, started_by, started_at, progress_at)
          values ('oud.xml', 'Bea Beheer', ${stale.toISOString()}, ${stale.toISOString()})`,
    );
    const { runs } = await t.services.catalogueImports.list(1, 20);
    expect(runs[0]).toMatchObject({ fileName: 'oud.xml', status: 'interrupted' });

    const started = await start(upload());
    expect(started.ok).toBe(true);
    await t.services.catalogueImports.idle();
    const outcomes = await rows<{ file_name: string; outcome: string }>(
      t.database,
      `select file_name, outcome from catalogue_imports order by id`,
    );
    expect(outcomes).toEqual([
      { file_name: 'oud.xml', outcome: 'interrupted' },
      { file_name: 'titels.xml', outcome: 'done' },
    ]);
  });

  it('a run that beats blocks the next', async () => {
    await t.database.db.execute(
      sql`insert into catalogue_imports (file_name, started_by) values ('bezig.xml', 'Bea Beheer')`,
    );
    const file = upload();
    const started = await start(file);
    expect(started).toMatchObject({ ok: false, busy: { fileName: 'bezig.xml', startedBy: 'Bea Beheer' } });
    expect(existsSync(file)).toBe(false);
  });

  it('a run that fails for the shop’s own reason (its file gone) says so, and the next may start', async () => {
    const started = await start(path.join(dir, 'bestaat-niet.xml'));
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    await t.services.catalogueImports.idle();
    const report = await t.services.catalogueImports.get(started.id);
    expect(report).toMatchObject({ status: 'failed' });
    expect(report!.error).toContain('Lees het bestand opnieuw in');
    expect((await start(upload())).ok).toBe(true);
  });
});
