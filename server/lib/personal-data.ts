// Issue 32 (decision 820): what a capability contributes to a customer's data export and to closing their account.
// Each capability that keeps rows about a customer has a server/<capability>/personal-data.ts with one part over
// its own tables; server/privacy/registry.ts lists the parts. The type lives in lib so every capability can name
// it without reaching into the privacy capability.
import type { Db } from '../db/client.ts';

/** Whose data: the account and its (lowercased) email, read from the session or staff's customer page. */
export interface DataSubject {
  userId: number;
  email: string;
  /** The account's orders (server/orders/personal-data.ts orderIdsOf), read before anything is erased. */
  orderIds: readonly number[];
}

/** Rows per table name, as the database holds them (snake_case columns); secrets (hashes) left out. */
export type TableRows = Record<string, Record<string, unknown>[]>;

export interface PersonalDataPart {
  /** The capability, for logs and the coverage test's message. */
  name: string;
  /** The tables whose rows about a customer this part exports (tests/personal-data-coverage.test.ts). */
  tables: readonly string[];
  /** The subject's rows of each of `tables`. */
  collect(db: Db, subject: DataSubject): Promise<TableRows>;
  /**
   * Closing the account (decision 822): removes or anonymises the subject's rows in the caller's transaction,
   * before the account row itself goes (the accounts part runs last).
   */
  erase(tx: Db, subject: DataSubject, now: Date): Promise<void>;
}
