// Issue 32: the privacy capability — a customer's data export ("Mijn gegevens"), closing an account (by the
// customer with their password, or by staff on request) and the retention job's step for closed accounts' orders.
// Every capability's share is its part in ./registry.ts; this service only orders them: it reads the account
// through the accounts service, runs the parts' erasures, the confirmation mail and (for staff) the audit line in
// one transaction, and streams the export (./export.ts).
import type { Readable } from 'node:stream';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { exportFileName } from '../../domain/personal-data.ts';
import type { AccountsService } from '../accounts/service.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { isTransaction, withTransaction } from '../db/transaction.ts';
import type { DataSubject, PersonalDataPart } from '../lib/personal-data.ts';
import { eraseExpiredOrders, invoicedOrdersOf, orderIdsOf } from '../orders/personal-data.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { unpaidCommissionCents } from '../partners/personal-data.ts';
import { exportArchive, type InvoicePdf } from './export.ts';
import { accountClosedMail } from './mails.ts';
import { PERSONAL_DATA_PARTS } from './registry.ts';

/** Decision 821: exports an account may ask an hour (each makes every invoice PDF again). */
export const EXPORTS_PER_HOUR = { max: 5, windowMs: 60 * 60_000 };

export interface PrivacyDeps {
  db: Db;
  accounts: AccountsService;
  /** services.orders.invoice: the same PDF as the orders tab's. */
  invoicePdf: InvoicePdf;
  /** Counts one use of a limit (accounts' rate_limits). */
  admit: (
    key: string,
    limit: { max: number; windowMs: number },
  ) => Promise<{ blocked: boolean; retryAfterSeconds: number }>;
  now?: () => Date;
  messagesQueued?: () => void;
  parts?: readonly PersonalDataPart[];
}

export type ExportResult =
  | { kind: 'ok'; filename: string; stream: Readable }
  | { kind: 'not-found' }
  | { kind: 'throttled'; retryAfterSeconds: number };

export type CloseResult =
  | { kind: 'closed' }
  | { kind: 'not-found' }
  | { kind: 'wrong-password' }
  | { kind: 'staff-account' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'busy'; retryAfterSeconds: number };

export interface ClosingInfo {
  partner: boolean;
  /** Decision 827: what lapses when a partner closes now (excl. VAT); 0 for a customer. */
  unpaidCommissionCents: number;
  staff: boolean;
}

export interface PrivacyService {
  /** The account's data as a ZIP stream (decision 821), for the customer's own session or staff. */
  exportData(userId: number): Promise<ExportResult>;
  /** What the closing form tells first; null for an unknown account. */
  closingInfo(userId: number): Promise<ClosingInfo | null>;
  /** Staff download a customer's export on their request (decision 834): an audit line first. */
  staffExportData(actorId: number, userId: number): Promise<ExportResult>;
  /** The customer closes their own account, confirmed with their password (decision 822). */
  closeAccount(userId: number, password: string): Promise<CloseResult>;
  /** Staff close a customer's account on their request (decision 830): an audit line, no password. */
  staffCloseAccount(actorId: number, userId: number): Promise<CloseResult>;
  /** The retention job's step (decision 823): closed accounts' orders past the 7 years lose the rest. */
  pruneExpired(now: Date): Promise<number>;
}

export function createPrivacyService(deps: PrivacyDeps): PrivacyService {
  const parts = deps.parts ?? PERSONAL_DATA_PARTS;
  const now = deps.now ?? (() => new Date());
  const messagesQueued = deps.messagesQueued ?? (() => {});

  async function subjectOf(db: Db, userId: number): Promise<DataSubject | null> {
    const facts = await deps.accounts.withDb(db).closingFacts(userId);
    if (!facts) return null;
    return { userId, email: facts.email.toLowerCase(), orderIds: await orderIdsOf(db, userId) };
  }

  async function close(userId: number, actorId: number | null): Promise<CloseResult> {
    const at = now();
    const result = await withTransaction(deps.db, async (tx): Promise<CloseResult> => {
      const facts = await deps.accounts.withDb(tx).closingFacts(userId);
      if (!facts) return { kind: 'not-found' };
      if (facts.staff) return { kind: 'staff-account' };
      const subject: DataSubject = {
        userId,
        email: facts.email.toLowerCase(),
        orderIds: await orderIdsOf(tx, userId),
      };
      const unpaid = facts.partner ? await unpaidCommissionCents(tx, userId) : null;
      for (const part of parts) await part.erase(tx, subject, at);
      await enqueueMail(
        tx,
        `account-closed:${userId}`,
        accountClosedMail({
          to: facts.email,
          firstname: facts.firstname,
          byStaff: actorId !== null,
          unpaidCommissionCents: unpaid,
        }),
      );
      if (actorId !== null)
        await recordAudit(
          tx,
          {
            actorId,
            action: 'customer.close',
            subject: `klant ${userId}`,
            // The log keeps no personal data of the closed account: only that it was closed and what lapsed.
            before: { account: 'open', ...(unpaid !== null ? { unpaidCommissionCents: unpaid } : {}) },
            after: { account: 'closed' },
          },
          at,
        );
      return { kind: 'closed' };
    });
    if (result.kind === 'closed' && !isTransaction(deps.db)) messagesQueued();
    return result;
  }

  async function exportData(userId: number, actorId: number | null): Promise<ExportResult> {
    const subject = await subjectOf(deps.db, userId);
    if (!subject) return { kind: 'not-found' };
    const limit = await deps.admit(`privacy:export:${userId}`, EXPORTS_PER_HOUR);
    if (limit.blocked) return { kind: 'throttled', retryAfterSeconds: limit.retryAfterSeconds };
    const at = now();
    if (actorId !== null)
      await recordAudit(
        deps.db,
        { actorId, action: 'customer.export', subject: `klant ${userId}`, before: null, after: null },
        at,
      );
    const invoices = await invoicedOrdersOf(deps.db, userId);
    return {
      kind: 'ok',
      filename: exportFileName(amsterdamCalendarDate(at)),
      stream: exportArchive(subject, { db: deps.db, parts, invoices, invoicePdf: deps.invoicePdf }, at),
    };
  }

  return {
    exportData: (userId) => exportData(userId, null),
    staffExportData: (actorId, userId) => exportData(userId, actorId),
    async closingInfo(userId) {
      const facts = await deps.accounts.closingFacts(userId);
      if (!facts) return null;
      return {
        partner: facts.partner,
        unpaidCommissionCents: facts.partner ? await unpaidCommissionCents(deps.db, userId) : 0,
        staff: facts.staff,
      };
    },
    async closeAccount(userId, password) {
      const checked = await deps.accounts.checkPassword(userId, password);
      if (checked.status === 'wrong') return { kind: 'wrong-password' };
      if (checked.status === 'throttled' || checked.status === 'busy')
        return { kind: checked.status, retryAfterSeconds: checked.retryAfterSeconds };
      return close(userId, null);
    },
    staffCloseAccount: (actorId, userId) => close(userId, actorId),
    pruneExpired: (at) => eraseExpiredOrders(deps.db, at),
  };
}
