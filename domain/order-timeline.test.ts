import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline.ts';

const at = (time: string) => new Date(`2026-11-10T${time}:00Z`);
const NONE = { bankTransferAt: null, paidAt: null, fulfilledAt: null, attempts: [], mails: [], audit: [] };

describe('orderTimeline (issue 30)', () => {
  it('merges the order, its payments, mails and staff changes by time, with who for staff changes', () => {
    const entries = orderTimeline({
      placedAt: at('09:00'),
      bankTransferAt: null,
      paidAt: at('09:05'),
      fulfilledAt: at('11:00'),
      attempts: [{ createdAt: at('09:01'), method: 'iDEAL', status: 'paid' }],
      mails: [
        { createdAt: at('09:05'), sentAt: at('09:06'), subject: 'Bevestiging', status: 'sent' },
        { createdAt: at('11:00'), sentAt: null, subject: 'Verzonden', status: 'failed' },
      ],
      audit: [{ at: at('11:00'), action: 'order.ship', actorId: 7, after: { fulfilled: true } }],
    });
    expect(entries.map((e) => [e.at.toISOString().slice(11, 16), e.key, e.values, e.actorId])).toEqual([
      ['09:00', 'beheer.timeline.placed', {}, null],
      ['09:01', 'beheer.timeline.attempt', { method: 'iDEAL' }, null],
      ['09:05', 'beheer.timeline.paid', {}, null],
      ['09:06', 'beheer.timeline.mail_sent', { subject: 'Bevestiging' }, null],
      ['11:00', 'beheer.timeline.mail_failed', { subject: 'Verzonden' }, null],
      ['11:00', 'beheer.audit.action.order.ship', {}, 7],
    ]);
  });

  it('names a shipment without an audit line (before the log existed) as the shop’s', () => {
    expect(
      orderTimeline({ ...NONE, placedAt: at('09:00'), fulfilledAt: at('10:00') }).map((e) => e.key),
    ).toEqual(['beheer.timeline.placed', 'beheer.timeline.shipped']);
  });

  it('shows a bank transfer chosen and a mail still waiting', () => {
    const entries = orderTimeline({
      ...NONE,
      placedAt: at('09:00'),
      bankTransferAt: at('09:02'),
      mails: [{ createdAt: at('09:02'), sentAt: null, subject: 'Overboeking', status: 'pending' }],
    });
    expect(entries.map((e) => e.key)).toEqual([
      'beheer.timeline.placed',
      'beheer.timeline.bank_transfer',
      'beheer.timeline.mail_pending',
    ]);
  });

  it('shows a cancellation with its reason and who, and a payment after it as the shop’s (decisions 606, 608)', () => {
    const entries = orderTimeline({
      ...NONE,
      placedAt: at('09:00'),
      bankTransferAt: at('09:02'),
      paidAt: at('12:00'),
      audit: [
        {
          at: at('10:00'),
          action: 'order.cancel',
          actorId: 7,
          after: { status: 'cancelled', reason: 'unpaid' },
        },
        { at: at('12:00'), action: 'order.paid_after_cancel', actorId: null, after: { status: 'paid' } },
      ],
    });
    expect(entries.map((e) => [e.at.toISOString().slice(11, 16), e.key, e.actorId])).toEqual([
      ['09:00', 'beheer.timeline.placed', null],
      ['09:02', 'beheer.timeline.bank_transfer', null],
      ['10:00', 'beheer.timeline.cancel.unpaid', 7],
      ['12:00', 'beheer.timeline.paid', null],
      ['12:00', 'beheer.audit.action.order.paid_after_cancel', null],
    ]);
  });

  it.each([
    [{ reason: 'customer' }, 'beheer.timeline.cancel.customer'],
    [{ reason: 'unavailable' }, 'beheer.timeline.cancel.unavailable'],
    [{ reason: 'other' }, 'beheer.timeline.cancel.other'],
    [{ reason: 'iets' }, 'beheer.audit.action.order.cancel'],
    [null, 'beheer.audit.action.order.cancel'],
  ])('a cancellation with %j is %s', (after, key) => {
    const [, entry] = orderTimeline({
      ...NONE,
      placedAt: at('09:00'),
      audit: [{ at: at('10:00'), action: 'order.cancel', actorId: 7, after }],
    });
    expect(entry!.key).toBe(key);
  });
});
