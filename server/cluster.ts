// Issue 16 #3: one app process per core on one PostgreSQL (WORKERS, server/env.ts). The primary process prepares
// the database once (migrations, demo data), then forks WORKERS copies of the app with Node's cluster module; they
// share the port (the primary hands out connections in turn). Everything a visitor has lives in the database
// (sessions, carts, limits), so any process can answer; the data and page caches are per process and short (a
// change shows everywhere within DATA_CACHE_SECONDS + PAGE_CACHE_SECONDS, 30 s by default). A worker that dies is
// started again; SIGTERM/SIGINT let every worker finish its running requests before the primary exits.
import cluster, { type Worker } from 'node:cluster';

/** The environment variable that tells the first worker to run the periodic jobs (outbox, pruning, polling). */
export const JOBS_WORKER_ENV = 'LW_JOBS_WORKER';
/** A worker that exits within this time of its start failed to start: the primary gives up instead of looping. */
export const START_FAILURE_MS = 10_000;
/** The pause before a worker that died is started again. */
const RESTART_DELAY_MS = 1_000;

export interface PrimaryLog {
  info(message: string): void;
  error(message: string): void;
}

/** Whether this process runs the periodic jobs: the only process, or the first worker of a cluster. */
export function runsJobs(): boolean {
  return cluster.isPrimary || process.env[JOBS_WORKER_ENV] === '1';
}

/**
 * The primary's part: forks `count` workers, starts one again when it dies (the first one keeps the periodic
 * jobs), and on SIGTERM/SIGINT passes the signal on and exits when all have finished (1 if one failed).
 */
export function runPrimary(count: number, log: PrimaryLog): void {
  let stopping = false;
  let failed = false;
  const startedAt = new Map<Worker, number>();
  const jobsWorker = new WeakSet<Worker>();

  const fork = (jobs: boolean) => {
    const worker = cluster.fork(jobs ? { [JOBS_WORKER_ENV]: '1' } : {});
    startedAt.set(worker, Date.now());
    if (jobs) jobsWorker.add(worker);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (startedAt.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const how = signal ? `signaal ${signal}` : `code ${code}`;
    if (lived < START_FAILURE_MS) {
      log.error(`Proces ${worker.process.pid} stopte tijdens het starten (${how}); Leeswijzer stopt.`);
      stop('SIGTERM', true);
      return;
    }
    log.error(`Proces ${worker.process.pid} stopte (${how}); een nieuw proces start.`);
    setTimeout(() => {
      if (!stopping) fork(jobsWorker.has(worker));
    }, RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals, failure = false) => {
    if (failure) failed = true;
    if (stopping) return;
    stopping = true;
    if (startedAt.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));

  log.info(`Leeswijzer start ${count} processen op één PostgreSQL-database`);
  for (let i = 0; i < count; i++) fork(i === 0);
}
