// Issue 30 "a timeline of everything that happened to it (who, when)" on the staff's order page: the order's own
// moments (placed, bank transfer chosen, paid, shipped), its payment attempts, the mails the shop sent about it and
// every staff change from the audit log, merged into one list by time. Each entry is a text key with its values
// (server/content/texts/beheer-orders.nl.ts), so the words stay in the texts; who did it is a staff member's id
// for staff changes and null for the shopper's and the shop's own. A cancellation (decision 606) names its reason;
// a payment after it is the shop's own line (decision 608).
import { isCancelReason } from './order-cancel.ts';

export interface TimelineEntry {
  at: Date;
  key: string;
  values: Record<string, string | number>;
  /** The staff member behind a staff change; null for the customer and the shop itself. */
  actorId: number | null;
}

export interface TimelineFacts {
  placedAt: Date;
  bankTransferAt: Date | null;
  paidAt: Date | null;
  fulfilledAt: Date | null;
  attempts: { createdAt: Date; method: string; status: string }[];
  mails: { createdAt: Date; sentAt: Date | null; subject: string; status: string }[];
  /** actorId null: a line the shop wrote itself. after: the line's values after the change. */
  audit: { at: Date; action: string; actorId: number | null; after: Record<string, unknown> | null }[];
}

/** A staff change's text key: a cancellation with its reason, every other change by its action. */
function auditKey(line: TimelineFacts['audit'][number]): string {
  const reason = line.after?.reason;
  if (line.action === 'order.cancel' && isCancelReason(reason)) return `beheer.timeline.cancel.${reason}`;
  return `beheer.audit.action.${line.action}`;
}

/** Everything that happened to an order, oldest first (entries at the same moment keep the order above). */
export function orderTimeline(facts: TimelineFacts): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    { at: facts.placedAt, key: 'beheer.timeline.placed', values: {}, actorId: null },
  ];
  for (const attempt of facts.attempts)
    entries.push({
      at: attempt.createdAt,
      key: 'beheer.timeline.attempt',
      values: { method: attempt.method },
      actorId: null,
    });
  if (facts.bankTransferAt)
    entries.push({
      at: facts.bankTransferAt,
      key: 'beheer.timeline.bank_transfer',
      values: {},
      actorId: null,
    });
  if (facts.paidAt)
    entries.push({ at: facts.paidAt, key: 'beheer.timeline.paid', values: {}, actorId: null });
  // Shipped by staff: the audit line says who; shipped before the audit log existed (the demo): the moment alone.
  if (facts.fulfilledAt && !facts.audit.some((line) => line.action === 'order.ship'))
    entries.push({ at: facts.fulfilledAt, key: 'beheer.timeline.shipped', values: {}, actorId: null });
  for (const mail of facts.mails)
    entries.push({
      at: mail.sentAt ?? mail.createdAt,
      key: mail.status === 'sent' ? 'beheer.timeline.mail_sent' : `beheer.timeline.mail_${mail.status}`,
      values: { subject: mail.subject },
      actorId: null,
    });
  for (const line of facts.audit)
    entries.push({
      at: line.at,
      key: auditKey(line),
      values: {},
      actorId: line.actorId,
    });
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.index - b.index)
    .map(({ entry }) => entry);
}
