// Issue 31: the ONIX upload at /beheer/catalogus/import (decision #667). An upload is written to DATA_DIR/imports
// by the HTTP route, then its run starts here — the report row and the staff member's audit line in one
// transaction — and imports in the background of this process, so the page answers at once and shows the run's
// progress and report; the file is removed when the run ends. One run at a time (server/catalog/onix-import.ts).
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import {
  failImportRun,
  importOnix,
  tidyAfterImport,
  STALE_RUN_MS,
  startImportRun,
  type StartRunResult,
} from './onix-import.ts';
import { catalogueImports, type OnixRejection } from './schema.ts';

/** An upload left behind by a process that ended is removed after a day. */
const LEFT_UPLOAD_MS = 24 * 60 * 60_000;

/** How a run stands: 'interrupted' also for a running row whose beat stopped (its process ended). */
export type ImportRunStatus = 'running' | 'done' | 'not_well_formed' | 'interrupted' | 'failed';

export interface ImportRunSummary {
  id: number;
  fileName: string;
  startedBy: string;
  startedAt: Date;
  finishedAt: Date | null;
  status: ImportRunStatus;
  added: number;
  updated: number;
  deleted: number;
  unchanged: number;
  rejected: number;
}

export interface ImportRunReport extends ImportRunSummary {
  error: string | null;
  rejections: OnixRejection[];
}

/** A report row as read, before its status is told. */
type Row = {
  id: number;
  fileName: string;
  startedBy: string;
  startedAt: Date;
  finishedAt: Date | null;
  progressAt: Date;
  outcome: string;
  added: number;
  updated: number;
  deleted: number;
  unchanged: number;
  rejected: number;
};

export interface CatalogueImportService {
  /** DATA_DIR/imports, where the route writes an upload; null without a data folder (service tests). */
  uploadDir: string | null;
  /**
   * Starts the run of an upload stored at `filePath` (inside uploadDir) for staff member `staffId`; its id, or
   * the run that holds the import (then the file is removed at once).
   */
  start(upload: {
    filePath: string;
    fileName: string;
    staffId: number;
    startedBy: string;
  }): Promise<StartRunResult>;
  /** The runs, newest first. */
  list(page: number, perPage: number): Promise<{ runs: ImportRunSummary[]; total: number }>;
  get(id: number): Promise<ImportRunReport | null>;
  /** Resolves when every run this process started has ended (tests; a run never rejects it). */
  idle(): Promise<void>;
  /** At shutdown: stops this process's runs after their current batch, each reported as interrupted. */
  stop(): Promise<void>;
}

export function createCatalogueImportService(
  db: Db,
  options: {
    uploadDir: string | null;
    ownPublisher: string | null;
    log?: (message: string, error: unknown) => void;
    /** How a stored upload is read (tests hold a run open with a stream that waits). */
    openFile?: (filePath: string) => AsyncIterable<Buffer | string>;
  },
): CatalogueImportService {
  const openFile = options.openFile ?? ((filePath: string) => createReadStream(filePath));
  const runs = new Set<Promise<void>>();
  const stopping = new AbortController();
  const summary = {
    id: catalogueImports.id,
    fileName: catalogueImports.fileName,
    startedBy: catalogueImports.startedBy,
    startedAt: catalogueImports.startedAt,
    finishedAt: catalogueImports.finishedAt,
    progressAt: catalogueImports.progressAt,
    outcome: catalogueImports.outcome,
    added: catalogueImports.added,
    updated: catalogueImports.updated,
    deleted: catalogueImports.deleted,
    unchanged: catalogueImports.unchanged,
    rejected: catalogueImports.rejected,
  };
  const statusOf = (row: { outcome: string; progressAt: Date }, now: number): ImportRunStatus =>
    row.outcome === 'running' && now - row.progressAt.getTime() > STALE_RUN_MS
      ? 'interrupted'
      : (row.outcome as ImportRunStatus);
  const shape = ({ progressAt, outcome, ...rest }: Row, now: number): ImportRunSummary => ({
    ...rest,
    status: statusOf({ outcome, progressAt }, now),
  });

  return {
    uploadDir: options.uploadDir,
    async start(upload) {
      const started = await startImportRun(
        db,
        { fileName: upload.fileName, startedBy: upload.startedBy },
        (tx, id) =>
          recordAudit(tx, {
            actorId: upload.staffId,
            action: 'catalogue.import',
            subject: `catalogusimport ${id}`,
            after: { bestand: upload.fileName },
          }),
      );
      if (!started.ok) {
        await rm(upload.filePath, { force: true });
        return started;
      }
      const run = importOnix(db, () => openFile(upload.filePath), {
        fileName: upload.fileName,
        startedBy: upload.startedBy,
        ownPublisher: options.ownPublisher,
        runId: started.id,
        signal: stopping.signal,
      })
        .then(async (result) => {
          // The housekeeping after a bulk change (decision 751); the run is done whether or not it works.
          if (result.ok)
            await tidyAfterImport(db, result.report).catch((error: unknown) =>
              options.log?.('catalogue import: vacuum after the run failed', error),
            );
        })
        .catch(async (error: unknown) => {
          // A lost database connection or a full disk: the report says the run failed; the books it wrote in
          // whole batches stay (each batch is one transaction), and the same file again completes the rest.
          options.log?.('catalogue import failed', error);
          await failImportRun(
            db,
            started.id,
            'De import is afgebroken door een fout in de winkel. Lees het bestand opnieuw in.',
          ).catch(() => undefined);
        })
        .finally(async () => {
          await rm(upload.filePath, { force: true });
          runs.delete(run);
        });
      runs.add(run);
      await removeLeftUploads(options.uploadDir, upload.filePath);
      return started;
    },
    async list(page, perPage) {
      const [rows, [total]] = await Promise.all([
        db
          .select(summary)
          .from(catalogueImports)
          .orderBy(desc(catalogueImports.startedAt), desc(catalogueImports.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(catalogueImports),
      ]);
      const now = Date.now();
      return { runs: rows.map((row) => shape(row, now)), total: total?.n ?? 0 };
    },
    async get(id) {
      const [row] = await db
        .select({ ...summary, error: catalogueImports.error, rejections: catalogueImports.rejections })
        .from(catalogueImports)
        .where(eq(catalogueImports.id, id));
      if (!row) return null;
      const { error, rejections, ...rest } = row;
      return { ...shape(rest, Date.now()), error, rejections };
    },
    async idle() {
      while (runs.size > 0) await Promise.all([...runs]);
    },
    async stop() {
      stopping.abort();
      await this.idle();
    },
  };
}

/** Uploads older than a day that no run holds (their process ended mid-run). */
async function removeLeftUploads(dir: string | null, keep: string): Promise<void> {
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (file === keep) continue;
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && Date.now() - info.mtimeMs > LEFT_UPLOAD_MS) await rm(file, { force: true });
  }
}
