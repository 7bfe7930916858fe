// Issue 30 (back office I): the partner payouts as staff handle them on /beheer/uitbetalingen — a quarter's
// partners with their balance, what the run pays or saves and why (spec 2 §9 through domain/payouts.ts, read by
// the same quarterState the run uses), the run itself (./payouts.ts runPayouts, the code of `npm run payouts`,
// decision 588), marking a payout transferred with its day, its audit line and the partner's mail in one
// transaction (decision 587), and the bank's SEPA file of the chosen open payouts (./sepa.ts, decision 589).
// The partners' names and bank details are accounts'; the shop's account is the seller settings'.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { TextRef } from '../../domain/account-forms.ts';
import { displayText } from '../../domain/account-input.ts';
import { shownCommission } from '../../domain/commission.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { formatIban, isValidIban } from '../../domain/iban.ts';
import { cents } from '../../domain/money.ts';
import { formatQuarter, parseQuarter, type Quarter, quarterEnd } from '../../domain/payouts.ts';
import {
  paidOnEarliest,
  parsePaidOn,
  payoutReason,
  payoutReference,
  payoutRemittance,
  quarterLabel,
  sepaFileName,
} from '../../domain/staff-payouts.ts';
import type { AccountsService, PartnerContact } from '../accounts/service.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { sellerFromSettings } from '../invoices/seller-settings.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import type { SettingsService } from '../settings/service.ts';
import { lockPartner } from './ledger.ts';
import { payoutMailKey, payoutPaidMail } from './payout-mail.ts';
import { quarterState, runPayouts } from './payouts.ts';
import { commissions, payouts } from './schema.ts';
import { sepaCreditTransfer } from './sepa.ts';

/** One partner's line in a quarter: its balance, what happens to it and why. */
export interface QuarterPartner {
  partnerId: number;
  name: string;
  email: string;
  /** Earned up to the quarter's end and not paid before (excl. VAT); for a quarter that ran, the balance then. */
  balanceCents: number;
  /** 'paid' / 'saved' / 'below' as the run decided or will decide; 'skipped' when a later quarter ran first. */
  status: 'paid' | 'saved' | 'below' | 'skipped';
  /** What is paid (excl. VAT): the balance when paid, else 0. */
  payCents: number;
  /** What is carried to the next quarter (excl. VAT): a saved or too small balance. */
  carriedCents: number;
  reason: TextRef;
  /** The payout row when the quarter ran for this partner; null before. */
  payout: { id: number; paidOn: string | null } | null;
}

export interface QuarterOverview {
  quarter: string;
  label: string;
  settledDate: string;
  /** The quarter's last day is past: it may run. */
  ended: boolean;
  partners: QuarterPartner[];
  /** Partners the quarter has not run for yet (0: a run changes nothing). */
  notRun: number;
  payCents: number;
  carriedCents: number;
}

/** A payout decided 'paid' and not transferred yet: what the SEPA file and "mark paid" work on. */
export interface OpenPayout {
  id: number;
  partnerId: number;
  name: string;
  quarter: string;
  label: string;
  amountCents: number;
  /** What is transferred: + 21 % VAT for a partner with a VAT number (decision 423). */
  transferCents: number;
  inclVat: boolean;
  accountHolder: string;
  iban: string;
  /** IBAN and account holder usable for a transfer. */
  bankOk: boolean;
  reference: string;
}

export type PayoutRunOutcome =
  { kind: 'done'; written: number } | { kind: 'unchanged' } | { kind: 'not-ended'; settledDate: string };

export type MarkPaidOutcome =
  | { kind: 'done' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; field: 'paid_on'; error: TextRef };

export type SepaOutcome =
  | { kind: 'ok'; fileName: string; xml: string; count: number; totalCents: number }
  /** Nothing chosen. */
  | { kind: 'none' }
  /** A chosen payout is unknown, not to be paid, or transferred already. */
  | { kind: 'not-open' }
  /** A chosen partner's IBAN or account holder cannot be used. */
  | { kind: 'bank-details'; names: string[] }
  /** The shop's own account (seller settings) is missing or wrong. */
  | { kind: 'seller'; settings: string[] };

export interface StaffPayoutsService {
  quarter(q: Quarter): Promise<QuarterOverview>;
  /** Every open payout, the oldest quarter first. */
  open(): Promise<OpenPayout[]>;
  run(actorId: number, q: Quarter): Promise<PayoutRunOutcome>;
  markPaid(actorId: number, payoutId: number, typedDate: string): Promise<MarkPaidOutcome>;
  sepa(payoutIds: readonly number[]): Promise<SepaOutcome>;
}

const fullName = (c: PartnerContact | undefined) =>
  c ? displayText(`${c.firstname} ${c.lastname}`.trim()) || c.email : '';

export function createStaffPayoutsService(deps: {
  db: Db;
  accounts: AccountsService;
  settings: SettingsService;
  origin: string;
  messagesQueued: () => void;
  now?: () => Date;
}): StaffPayoutsService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function openPayout(row: typeof payouts.$inferSelect, contact: PartnerContact | undefined): OpenPayout {
    const inclVat = (contact?.nrVat ?? '').trim() !== '';
    const iban = contact?.bankAccount ?? '';
    const holder = displayText(contact?.accountHolder ?? '');
    const q = parseQuarter(row.quarter)!;
    return {
      id: row.id,
      partnerId: row.partnerId,
      name: fullName(contact),
      quarter: row.quarter,
      label: quarterLabel(q),
      amountCents: row.amountCents,
      transferCents: shownCommission(cents(row.amountCents), inclVat),
      inclVat,
      accountHolder: holder,
      iban: isValidIban(iban) ? formatIban(iban) : iban,
      bankOk: isValidIban(iban) && holder !== '',
      reference: payoutReference(row),
    };
  }

  const openRows = (ids?: readonly number[]) =>
    db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.status, 'paid'),
          isNull(payouts.paidOn),
          gt(payouts.amountCents, 0),
          ...(ids ? [inArray(payouts.id, [...ids])] : []),
        ),
      )
      .orderBy(asc(payouts.quarter), asc(payouts.partnerId));

  return {
    async quarter(q) {
      const quarter = formatQuarter(q);
      const settledDate = quarterEnd(q);
      const ids = (
        await db
          .selectDistinct({ partnerId: commissions.partnerId })
          .from(commissions)
          .orderBy(asc(commissions.partnerId))
      ).map((r) => r.partnerId);
      const [contacts, rows] = await Promise.all([
        deps.accounts.partnerContacts(ids),
        db.select().from(payouts).where(eq(payouts.quarter, quarter)),
      ]);
      const ran = new Map(rows.map((row) => [row.partnerId, row]));
      const partners: QuarterPartner[] = [];
      for (const partnerId of ids) {
        const state = await quarterState(db, partnerId, q);
        const row = ran.get(partnerId);
        const contact = contacts.get(partnerId);
        const base = { partnerId, name: fullName(contact), email: contact?.email ?? '' };
        if (row) {
          const status = row.status as 'paid' | 'saved' | 'below';
          partners.push({
            ...base,
            balanceCents: row.amountCents,
            status,
            payCents: status === 'paid' ? row.amountCents : 0,
            carriedCents: status === 'paid' ? 0 : row.amountCents,
            reason: payoutReason({ status, amountCents: cents(row.amountCents) }, state.savedQuarters),
            payout: { id: row.id, paidOn: row.paidOn },
          });
        } else if (state.alreadyRun) {
          partners.push({
            ...base,
            balanceCents: state.balanceCents,
            status: 'skipped',
            payCents: 0,
            carriedCents: state.decision.amountCents,
            reason: { key: 'beheer.payouts.reason.skipped' },
            payout: null,
          });
        } else {
          const { decision } = state;
          partners.push({
            ...base,
            balanceCents: state.balanceCents,
            status: decision.status,
            payCents: decision.status === 'paid' ? decision.amountCents : 0,
            carriedCents: decision.status === 'paid' ? 0 : decision.amountCents,
            reason: payoutReason(decision, state.savedQuarters),
            payout: null,
          });
        }
      }
      return {
        quarter,
        label: quarterLabel(q),
        settledDate,
        ended: amsterdamCalendarDate(now()) > settledDate,
        partners,
        notRun: partners.filter((p) => p.payout === null && p.status !== 'skipped').length,
        payCents: partners.reduce((sum, p) => sum + p.payCents, 0),
        carriedCents: partners.reduce((sum, p) => sum + p.carriedCents, 0),
      };
    },

    async open() {
      const rows = await openRows();
      const contacts = await deps.accounts.partnerContacts([...new Set(rows.map((r) => r.partnerId))]);
      return rows.map((row) => openPayout(row, contacts.get(row.partnerId)));
    },

    async run(actorId, q) {
      const result = await runPayouts(db, q, now(), { actorId });
      if (result.kind === 'not-ended') return { kind: 'not-ended', settledDate: result.settledDate };
      const written = result.partners.filter((p) => p.decision !== null).length;
      return written > 0 ? { kind: 'done', written } : { kind: 'unchanged' };
    },

    async markPaid(actorId, payoutId, typedDate) {
      const at = now();
      const outcome = await withTransaction(db, async (tx): Promise<MarkPaidOutcome> => {
        const [found] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
        if (!found || found.status !== 'paid' || found.amountCents === 0) return { kind: 'not-found' };
        // The partner's lock first, as the run and the ledger take it, then the row as it is now.
        await lockPartner(tx, found.partnerId);
        const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
        if (!row) return { kind: 'not-found' };
        if (row.paidOn !== null) return { kind: 'unchanged' };
        const paidOn = parsePaidOn(typedDate, {
          earliest: paidOnEarliest(row.quarter),
          today: amsterdamCalendarDate(at),
        });
        if (paidOn.kind === 'invalid') return { kind: 'invalid', field: 'paid_on', error: paidOn.error };
        await tx
          .update(payouts)
          .set({ paidOn: paidOn.date, paidBy: actorId })
          .where(eq(payouts.id, payoutId));
        await recordAudit(
          tx,
          {
            actorId,
            action: 'payout.paid',
            subject: `uitbetaling ${payoutId}`,
            before: { paidOn: null },
            after: { paidOn: paidOn.date, partner: row.partnerId, quarter: row.quarter },
          },
          at,
        );
        const contact = (await deps.accounts.withDb(tx).partnerContacts([row.partnerId])).get(row.partnerId);
        if (contact) {
          const open = openPayout(row, contact);
          await enqueueMail(
            tx,
            payoutMailKey(payoutId),
            payoutPaidMail({
              to: contact.email,
              firstname: contact.firstname,
              quarterLabel: open.label,
              amountCents: open.transferCents,
              inclVat: open.inclVat,
              paidOn: paidOn.date,
              iban: contact.bankAccount,
              reference: open.reference,
              origin: deps.origin,
            }),
          );
        }
        return { kind: 'done' };
      });
      if (outcome.kind === 'done') deps.messagesQueued();
      return outcome;
    },

    async sepa(payoutIds) {
      const ids = [...new Set(payoutIds)];
      if (ids.length === 0) return { kind: 'none' };
      const rows = await openRows(ids);
      if (rows.length !== ids.length) return { kind: 'not-open' };
      const contacts = await deps.accounts.partnerContacts([...new Set(rows.map((r) => r.partnerId))]);
      const open = rows.map((row) => openPayout(row, contacts.get(row.partnerId)));
      const wrong = open.filter((p) => !p.bankOk);
      if (wrong.length > 0) return { kind: 'bank-details', names: wrong.map((p) => p.name) };
      const seller = sellerFromSettings(await deps.settings.all());
      if (seller.kind === 'incomplete') return { kind: 'seller', settings: seller.settings };
      const at = now();
      const today = amsterdamCalendarDate(at);
      const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
      const xml = sepaCreditTransfer({
        messageId: `LW-UITB-${stamp}`,
        created: at,
        executionDate: today,
        debtor: { name: seller.seller.name, iban: seller.seller.iban, bic: seller.seller.bic },
        transfers: open.map((p) => ({
          reference: p.reference,
          creditorName: p.accountHolder,
          creditorIban: p.iban,
          amountCents: p.transferCents,
          remittance: payoutRemittance(p.quarter),
        })),
      });
      return {
        kind: 'ok',
        fileName: sepaFileName(today),
        xml,
        count: open.length,
        totalCents: open.reduce((sum, p) => sum + p.transferCents, 0),
      };
    },
  };
}
