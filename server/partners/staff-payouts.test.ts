// Issue 30 on PGlite and PostgreSQL: the staff's payouts (server/partners/staff-payouts.ts) — a quarter's partners
// with balance, decision and reason before and after the run; the run through runPayouts (a second run changes
// nothing, one audit line per payout written); marking paid with a day checked by its field, one audit line and
// one partner mail in its transaction, twice changing nothing; the SEPA file (well-formed pain.001.001.03, its
// count, control sum, IBANs, amounts and references); and runs racing "mark paid" keeping every balance right.
import { randomUUID } from 'node:crypto';
import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuarter, quarterEnd } from '../../domain/payouts.ts';
import { newCustomer } from '../../tests/support/cart-fixtures.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { users } from '../accounts/schema.ts';
import { auditLog } from '../audit/schema.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../orders/schema.ts';
import { outboxMessages } from '../outbox/schema.ts';
import { recordOrderCommissions } from './ledger.ts';
import { commissions, partners, payouts } from './schema.ts';
import { createStaffPayoutsService, type StaffPayoutsService } from './staff-payouts.ts';

const q = (text: string) => parseQuarter(text)!;
const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
const IBANS = ['NL02ABNA0123456789', 'NL20INGB0001234567', 'BE68539007547034'];

describe.each(eachDatabase('parallel'))('staff payouts on %s', (kind) => {
  let t: TestServices;
  let db: Db;
  let clock = new Date('2026-07-05T10:00:00Z');
  let service: StaffPayoutsService;
  let actor: number;
  beforeAll(async () => {
    t = await openTestServices(kind);
    db = t.database.db;
    service = createStaffPayoutsService({
      db,
      accounts: t.services.accounts,
      settings: t.services.settings,
      origin: 'https://www.leeswijzer.nl',
      messagesQueued: () => {},
      now: () => clock,
    });
    actor = (await newCustomer(db)).userId;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  let seq = 0;
  async function newPartner(bank: { iban?: string; holder?: string; vat?: string } = {}) {
    const { userId } = await newCustomer(db);
    const code = `STP${kind === 'pglite' ? 'L' : 'P'}${++seq}`;
    await db
      .update(users)
      .set({
        firstname: 'Partner',
        lastname: `Nummer ${seq}`,
        bankAccount: bank.iban ?? IBANS[seq % IBANS.length]!,
        accountHolder: bank.holder ?? `P. Nummer ${seq}`,
        nrVat: bank.vat ?? '',
      })
      .where(eq(users.id, userId));
    await db
      .insert(partners)
      .values({ userId, status: 'approved', code, commissionOwn: 20, commissionOther: 10 });
    return { userId, code };
  }

  /** A paid order brought by `code` on `paidOn` whose one book line earns `commissionCents` (10 %, 0 % VAT). */
  async function paidOrder(code: string, paidOn: string, commissionCents: number): Promise<void> {
    const total = commissionCents * 10;
    const [order] = await db
      .insert(orders)
      .values({
        guid: randomUUID(),
        checkoutKey: randomUUID(),
        status: 'paid',
        firstname: 'Koper',
        lastname: 'Test',
        email: 'koper@voorbeeld.nl',
        address: 'Straat 1',
        zipcode: '1234AB',
        city: 'Utrecht',
        countryCode: 'NL',
        affiliateId: code,
        totalCents: total,
        goodsCents: total,
        paidAt: new Date(`${paidOn}T10:00:00Z`),
      })
      .returning();
    const line = { position: 1, kind: 'book', sku: 'NOT-A-BOOK', description: 'Boek', amount: 1 };
    const written = await recordOrderCommissions(
      db,
      order!,
      [{ ...line, totalCents: total, vatCents: 0 }],
      async () => 'partner@voorbeeld.nl',
    );
    expect(written).toBe(1);
  }

  const payoutOf = async (partnerId: number, quarter: string) =>
    (
      await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.partnerId, partnerId), eq(payouts.quarter, quarter)))
    )[0]!;
  const auditCount = async (action: string, subject: string) =>
    (
      await db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)))
    )[0]!.n;

  it('shows why before the run, runs with runPayouts once, and logs each payout written', async () => {
    clock = new Date('2026-01-05T10:00:00Z');
    const big = await newPartner();
    const saver = await newPartner();
    const small = await newPartner();
    await paidOrder(big.code, '2025-11-02', 1500);
    await paidOrder(saver.code, '2025-10-20', 700);
    await paidOrder(small.code, '2025-12-31', 300);
    const mine = (o: Awaited<ReturnType<StaffPayoutsService['quarter']>>) =>
      o.partners
        .filter((p) => [big, saver, small].some((x) => x.userId === p.partnerId))
        .map((p) => [p.status, p.balanceCents, p.payCents, p.carriedCents, p.reason.key, p.payout === null]);
    const before = await service.quarter(q('2025Q4'));
    expect(before).toMatchObject({ quarter: '2025Q4', label: '4e kwartaal 2025', ended: true });
    expect(mine(before)).toEqual([
      ['paid', 1500, 1500, 0, 'beheer.payouts.reason.paid', true],
      ['saved', 700, 0, 700, 'beheer.payouts.reason.saved', true],
      ['below', 300, 0, 300, 'beheer.payouts.reason.below', true],
    ]);
    // The quarter that still runs: a preview, never a run.
    expect((await service.quarter(q('2026Q1'))).ended).toBe(false);
    expect(await service.run(actor, q('2026Q1'))).toEqual({ kind: 'not-ended', settledDate: '2026-03-31' });

    const run = await service.run(actor, q('2025Q4'));
    expect(run.kind).toBe('done');
    const after = await service.quarter(q('2025Q4'));
    expect(mine(after)).toEqual([
      ['paid', 1500, 1500, 0, 'beheer.payouts.reason.paid', false],
      ['saved', 700, 0, 700, 'beheer.payouts.reason.saved', false],
      ['below', 300, 0, 300, 'beheer.payouts.reason.below', false],
    ]);
    expect(after.notRun).toBe(0);
    for (const partner of [big, saver, small])
      expect(await auditCount('payout.run', `partner ${partner.userId}`)).toBe(1);
    // A second run of the same quarter changes nothing and logs nothing.
    expect(await service.run(actor, q('2025Q4'))).toEqual({ kind: 'unchanged' });
    for (const partner of [big, saver, small])
      expect(await auditCount('payout.run', `partner ${partner.userId}`)).toBe(1);
    expect((await db.select().from(payouts).where(eq(payouts.partnerId, big.userId))).length).toBe(1);
  });

  it('marks a payout paid once: the day checked by its field, one audit line, one mail', async () => {
    clock = new Date('2026-04-03T09:00:00Z');
    const partner = await newPartner({ vat: 'NL123456789B01' });
    await paidOrder(partner.code, '2026-02-14', 2000);
    await service.run(actor, q('2026Q1'));
    const payout = await payoutOf(partner.userId, '2026Q1');
    expect(payout).toMatchObject({ status: 'paid', amountCents: 2000, paidOn: null });
    const open = (await service.open()).find((p) => p.id === payout.id);
    // 21 % VAT on top for a partner with a VAT number (decision 423).
    expect(open).toMatchObject({ transferCents: 2420, inclVat: true, bankOk: true });
    clock = new Date('2026-04-20T09:00:00Z');
    const refused = async (typed: string) => {
      const result = await service.markPaid(actor, payout.id, typed);
      return result.kind === 'invalid' ? result.error.key : result.kind;
    };
    expect(await refused('')).toBe('beheer.payouts.paid_on_missing');
    expect(await refused('31-02-2026')).toBe('beheer.payouts.paid_on_invalid');
    expect(await refused('april')).toBe('beheer.payouts.paid_on_invalid');
    expect(await refused('31-03-2026')).toBe('beheer.payouts.paid_on_early');
    expect(await refused('21-04-2026')).toBe('beheer.payouts.paid_on_future');
    expect((await payoutOf(partner.userId, '2026Q1')).paidOn).toBeNull();

    expect(await service.markPaid(actor, payout.id, '7-4-2026')).toEqual({ kind: 'done' });
    expect(await service.markPaid(actor, payout.id, '08-04-2026')).toEqual({ kind: 'unchanged' });
    expect(await payoutOf(partner.userId, '2026Q1')).toMatchObject({ paidOn: '2026-04-07', paidBy: actor });
    expect(await auditCount('payout.paid', `uitbetaling ${payout.id}`)).toBe(1);
    const mails = await db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.idempotencyKey, `payout-paid:${payout.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Je commissie over het 1e kwartaal 2026 is overgemaakt');
    expect(JSON.stringify(mails[0]!.body)).toContain('€ 24,20');
    expect((await service.open()).some((p) => p.id === payout.id)).toBe(false);
    // A payout that is not to be transferred cannot be marked.
    const saver = await newPartner();
    await paidOrder(saver.code, '2026-03-01', 600);
    await service.run(actor, q('2026Q1'));
    expect(await service.markPaid(actor, (await payoutOf(saver.userId, '2026Q1')).id, '07-04-2026')).toEqual({
      kind: 'not-found',
    });
  });

  it('makes the SEPA file of the chosen open payouts: pain.001.001.03, count, sum, IBANs, amounts', async () => {
    clock = new Date('2026-10-06T08:00:00Z');
    const chosen = [await newPartner(), await newPartner(), await newPartner()];
    const amounts = [1234, 5000, 1001];
    for (const [i, partner] of chosen.entries())
      await paidOrder(partner.code, '2026-08-0' + (i + 1), amounts[i]!);
    const broken = await newPartner({ iban: 'NL00ABNA0000000000' });
    await paidOrder(broken.code, '2026-08-09', 1500);
    await service.run(actor, q('2026Q3'));
    const ids = await Promise.all(chosen.map(async (p) => (await payoutOf(p.userId, '2026Q3')).id));
    const brokenId = (await payoutOf(broken.userId, '2026Q3')).id;

    expect(await service.sepa([])).toEqual({ kind: 'none' });
    expect(await service.sepa([...ids, brokenId])).toMatchObject({ kind: 'bank-details' });
    expect(await service.sepa([999999999])).toEqual({ kind: 'not-open' });
    const file = await service.sepa(ids);
    if (file.kind !== 'ok') throw new Error(`no file: ${file.kind}`);
    expect(file).toMatchObject({ fileName: 'uitbetalingen-2026-10-06.xml', count: 3, totalCents: 7235 });

    const errors: string[] = [];
    const doc = new DOMParser({
      onError: (level, message) => errors.push(`${level}: ${message}`),
    }).parseFromString(file.xml, 'application/xml');
    expect(errors).toEqual([]);
    const root = doc.documentElement!;
    expect([root.localName, root.namespaceURI]).toEqual(['Document', NS]);
    const all = (name: string, from: XmlElement = root) => Array.from(from.getElementsByTagNameNS(NS, name));
    const text = (name: string, from: XmlElement = root) => all(name, from)[0]?.textContent ?? null;
    expect(all('CstmrCdtTrfInitn')).toHaveLength(1);
    const header = all('GrpHdr')[0]!;
    expect(text('NbOfTxs', header)).toBe('3');
    expect(text('CtrlSum', header)).toBe('72.35');
    const info = all('PmtInf')[0]!;
    expect(text('PmtMtd', info)).toBe('TRF');
    expect(text('NbOfTxs', info)).toBe('3');
    expect(text('CtrlSum', info)).toBe('72.35');
    expect(text('ReqdExctnDt', info)).toBe('2026-10-06');
    expect(text('Nm', all('Dbtr', info)[0])).toBe('Leeswijzer B.V.');
    expect(text('IBAN', all('DbtrAcct', info)[0])).toBe('NL91ABNA0417164300');
    const transfers = all('CdtTrfTxInf', info).map((tx) => ({
      reference: text('EndToEndId', tx),
      amount: text('InstdAmt', tx),
      currency: all('InstdAmt', tx)[0]!.getAttribute('Ccy'),
      name: text('Nm', all('Cdtr', tx)[0]),
      iban: text('IBAN', all('CdtrAcct', tx)[0]),
      remittance: text('Ustrd', tx),
    }));
    const users_ = await db.select().from(users);
    expect(transfers).toEqual(
      chosen.map((partner, i) => {
        const user = users_.find((u) => u.id === partner.userId)!;
        return {
          reference: `LW-2026Q3-P${partner.userId}`,
          amount: (amounts[i]! / 100).toFixed(2),
          currency: 'EUR',
          name: user.accountHolder,
          iban: user.bankAccount,
          remittance: 'Commissie Leeswijzer 3e kwartaal 2026',
        };
      }),
    );
    // The control sum is the sum of the amounts.
    const sum = transfers.reduce((s, tx) => s + Math.round(Number(tx.amount) * 100), 0);
    expect(sum).toBe(7235);
    // Making the file changes nothing; a payout marked paid is no longer open for a file.
    expect(await service.markPaid(actor, ids[0]!, '06-10-2026')).toEqual({ kind: 'done' });
    expect(await service.sepa(ids)).toEqual({ kind: 'not-open' });
  });

  it("runs racing 'mark paid' keep each partner's balance right", async () => {
    const PARTNERS = 6;
    const group = await Promise.all(Array.from({ length: PARTNERS }, () => newPartner()));
    for (const [i, partner] of group.entries()) {
      await paidOrder(partner.code, '2026-09-05', 2000);
      await paidOrder(partner.code, '2026-11-05', 1100 + i * 100);
      await paidOrder(partner.code, '2026-11-20', 900);
    }
    // Q3 ran first (its payouts are open); then Q4's run and the marking of Q3's payouts come at the same moment.
    clock = new Date('2026-10-02T08:00:00Z');
    await service.run(actor, q('2026Q3'));
    clock = new Date('2027-01-04T08:00:00Z');
    const q3Ids = await Promise.all(group.map(async (p) => (await payoutOf(p.userId, '2026Q3')).id));
    const results = await Promise.all([
      service.run(actor, q('2026Q4')),
      ...q3Ids.map((id) => service.markPaid(actor, id, '03-01-2027')),
      service.run(actor, q('2026Q4')),
    ]);
    expect(results.slice(1, -1).every((r) => r.kind === 'done')).toBe(true);
    let earned = 0;
    let paid = 0;
    let lowest = Infinity;
    for (const partner of group) {
      const rows = await db.select().from(commissions).where(eq(commissions.partnerId, partner.userId));
      const q3Payout = await payoutOf(partner.userId, '2026Q3');
      const q4Payout = await payoutOf(partner.userId, '2026Q4');
      const upToQ4 = rows
        .filter((r) => r.bookedOn <= quarterEnd(q('2026Q4')))
        .reduce((s, r) => s + r.amountCents, 0);
      expect(q3Payout).toMatchObject({ status: 'paid', amountCents: 2000, paidOn: '2027-01-03' });
      expect(q4Payout.amountCents).toBe(upToQ4 - q3Payout.amountCents);
      earned += upToQ4;
      paid += q3Payout.amountCents + (q4Payout.status === 'paid' ? q4Payout.amountCents : 0);
      lowest = Math.min(lowest, upToQ4 - q3Payout.amountCents - q4Payout.amountCents);
      expect(await auditCount('payout.run', `partner ${partner.userId}`)).toBe(2);
    }
    console.log(
      `${kind}: 2 runs of 2026Q4 racing ${PARTNERS} 'mark paid' of 2026Q3: earned ${earned}, paid ${paid} cents, lowest balance left ${lowest}; one 2026Q4 payout and one run audit line per partner`,
    );
    expect(lowest).toBe(0);
    expect(paid).toBe(earned);
  });
});
