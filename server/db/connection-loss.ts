// Issue 27 #1 "a dropped connection is a failed query, never a dead process": what a lost or unreachable database
// connection looks like to the shop, and the rule for trying again. PostgreSQL ends connections on a failover, a
// restart, pgbouncer's or an idle-connection kill and `pg_terminate_backend`; node-postgres then fails the running
// query with the server's SQLSTATE (57P01 …) or its own 'Connection terminated unexpectedly', and a new connection
// fails with ECONNREFUSED while the server is away. Drizzle wraps a failed query (DrizzleQueryError) with the
// driver's error as its cause.

/** SQLSTATEs of a connection the server ended or would not open (class 08, admin/crash shutdown, starting up). */
const LOST_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** Node's socket errors of a connection that broke or could not be made. */
const LOST_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres's own words for a connection that is gone or could not be had in time. */
const LOST_MESSAGES =
  /Connection terminated|not queryable|Client was closed|Connection ended unexpectedly|timeout exceeded when trying to connect/i;

/** Whether an error (or one of its causes) says the database connection was lost or could not be made. */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) return true;
    if (LOST_MESSAGES.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * How long a second try waits. A failover or a restart ends every connection at once, but each idle connection
 * of the pool learns it only when its socket is read: tried at once, the second run would often get one of them.
 */
export const RETRY_PAUSE_MS = 100;

const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));

/** Runs `again` after the pause when `error` is a lost connection; passes any other error on. */
export async function onceMoreIfLost<T>(error: unknown, again: () => Promise<T>): Promise<T> {
  if (!isConnectionLost(error)) throw error;
  await pause();
  return again();
}

/** Seconds a visitor (or a provider's webhook) is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A statement that only reads, so that running it again changes nothing: a SELECT (or a WITH … SELECT without a
 * data-modifying part). Sent outside a transaction, it is tried once more on a fresh connection when the first
 * one was lost.
 */
export function isReadOnlyStatement(text: string): boolean {
  const statement = text.trimStart();
  if (/^select\b/i.test(statement)) return !/\bfor\s+(update|share|no\s+key|key)\b/i.test(statement);
  if (/^with\b/i.test(statement)) return !/\b(insert|update|delete|merge)\b/i.test(statement);
  return false;
}

/**
 * Runs a transaction once more when its first run failed on a lost connection before its work was done: then
 * PostgreSQL rolled it back (a transaction whose connection ends is never committed), so a second run is a first
 * run. When the work was done and the COMMIT itself was lost, whether it committed cannot be known: that error is
 * passed on (the visitor gets a 503 and may try again; every write of the shop is safe to repeat by its keys).
 */
export async function withTransactionRetry<T>(
  run: (work: (tx: unknown) => Promise<T>) => Promise<T>,
  work: (tx: unknown) => Promise<T>,
): Promise<T> {
  let workDone = false;
  const tracked = async (tx: unknown) => {
    const result = await work(tx);
    workDone = true;
    return result;
  };
  try {
    return await run(tracked);
  } catch (error) {
    if (workDone) throw error;
    return onceMoreIfLost(error, () => run(tracked));
  }
}
