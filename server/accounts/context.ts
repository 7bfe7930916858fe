// What every part of the accounts service works with: the database executor, settings, the outside world
// (VIES), the outbox and the hashing cost. Tests give a low cost and a fixed clock; the app the defaults.
// Issue 12 #1: `db` is an executor — the database, or a transaction a caller opened — and `transaction` runs a
// flow's writes as one unit of work (joining the caller's transaction when there is one). Mail and SMS are
// outbox rows written in that transaction (server/outbox/outbox.ts); the delivery loop sends them.
import type { Db } from '../db/client.ts';
import { isTransaction, withTransaction } from '../db/transaction.ts';
import type { VatChecker } from '../integrations/vies/vies.ts';
import type { SettingsService } from '../settings/service.ts';
import { createDummyHash, type HashParams, HashingBusy, OWASP_SCRYPT } from './passwords.ts';

export interface AccountsDeps {
  db: Db;
  settings: SettingsService;
  vat: VatChecker;
  hashParams?: HashParams;
  now?: () => Date;
  /** Told after a commit that queued a message, so the delivery loop sends it without waiting for its interval. */
  messagesQueued?: () => void;
}

export interface AccountsContext extends Required<AccountsDeps> {
  dummyHash: () => Promise<string>;
  /**
   * Runs `work` as one unit of work with a context whose `db` is the transaction; then, when it committed, wakes
   * the delivery loop for the messages it queued. Inside `work` use only the context it is given (on PGlite the
   * outer `db` waits for the transaction to end).
   */
  transaction<T>(work: (tx: AccountsContext) => Promise<T>): Promise<T>;
  /** The same context over another executor (a caller's transaction). */
  withDb(db: Db): AccountsContext;
}

export function accountsContext(deps: AccountsDeps): AccountsContext {
  const hashParams = deps.hashParams ?? OWASP_SCRYPT;
  const base = {
    settings: deps.settings,
    vat: deps.vat,
    hashParams,
    now: deps.now ?? (() => new Date()),
    messagesQueued: deps.messagesQueued ?? (() => {}),
    dummyHash: createDummyHash(hashParams),
  };
  const over = (db: Db): AccountsContext => {
    const ctx: AccountsContext = {
      ...base,
      db,
      withDb: over,
      async transaction(work) {
        const result = await withTransaction(db, (tx) => work(tx === db ? ctx : over(tx)));
        // Joined to a caller's transaction, nothing is committed yet: the loop finds the rows at its next round.
        if (!isTransaction(db)) base.messagesQueued();
        return result;
      },
    };
    return ctx;
  };
  return over(deps.db);
}

/** Who is asking: the client address (for throttling) and the public origin (for links in mails). */
export interface RequestMeta {
  ip: string;
  origin: string;
}

export type Throttled = { status: 'throttled'; retryAfterSeconds: number };

/** Issue 11 #2: the password-hashing queue is full; answered 503 with Retry-After (errors.busy). */
export type Busy = { status: 'busy'; retryAfterSeconds: number };

/** Runs hashing work, turning the gate's HashingBusy into a Busy result. */
export async function unlessBusy<T>(work: () => Promise<T>): Promise<T | Busy> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HashingBusy) return { status: 'busy', retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}
