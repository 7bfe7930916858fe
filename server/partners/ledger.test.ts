// Issue 17 #4 on PGlite and PostgreSQL: a paid order brought by an approved partner writes one commission row per
// book line, at the partner's rates, inside the payment's transaction — once, however often the webhook comes
// (1,000 times, in parallel batches); the partner's own order, a pending partner's code and an unknown code earn
// nothing; a refund writes the reversing rows once. Issue 27 (decision 523): an order in an alias of the partner's
// mailbox (partner+self@…) and an order by another account with the partner's IBAN earn nothing either.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionOf, resolvedRates } from '../../domain/commission.ts';
import { exclFromIncl } from '../../domain/vat.ts';
import { cents } from '../../domain/money.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { newCustomer } from '../../tests/support/cart-fixtures.ts';
import { queryRows } from '../db/client.ts';
import type { CheckoutVisitor } from '../orders/service.ts';
import {
  clientInput,
  customerWithCart,
  guestWithCart,
  openOrderServices,
  type OrderTestServices,
} from '../../tests/support/order-fixtures.ts';
import { orderLines, orders } from '../orders/schema.ts';
import { recordOrderCommissions } from './ledger.ts';
import { commissions, partners } from './schema.ts';

describe.each(eachDatabase('parallel'))('commission ledger on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  let partnerSeq = 0;
  async function newPartner(
    status: 'approved' | 'pend' = 'approved',
  ): Promise<{ userId: number; code: string }> {
    const { userId } = await newCustomer(t.database.db);
    const code = `LEDGER${kind === 'pglite' ? 'L' : 'P'}${++partnerSeq}`;
    await t.database.db.insert(partners).values({
      userId,
      status,
      code: status === 'approved' ? code : null,
      commissionOwn: 20,
      commissionOther: 10,
    });
    return { userId, code };
  }

  /** Checkout up to a started online payment; the order id and the provider's payment id. */
  async function startedOrder(
    visitor: CheckoutVisitor,
    email?: string,
  ): Promise<{ orderId: number; paymentId: string }> {
    const input = clientInput();
    const saved = await t.services.checkout.saveClient(
      visitor,
      email ? { ...input, personal: { ...input.personal, email } } : input,
    );
    if (saved.kind !== 'ok') throw new Error(saved.kind);
    const step = await t.services.checkout.paymentStep(visitor);
    if (step.kind !== 'ok') throw new Error(step.kind);
    const started = await t.services.checkout.startPayment(visitor, saved.guid, {
      method: 'creditcard',
      issuer: null,
      attemptKey: step.step.attemptKey,
    });
    if (started.kind !== 'redirect') throw new Error(started.kind);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from orders where guid = ${saved.guid}`,
    );
    return { orderId: row!.id, paymentId: started.url.split('/').pop()! };
  }

  async function paidGuestOrder(affiliate: string | null, ip: string) {
    const { visitor } = await guestWithCart(t, 2, 2, ip);
    const started = await startedOrder({ ...visitor, affiliate });
    t.provider.settle(started.paymentId, 'paid');
    expect(await t.services.payments.sync(started.paymentId)).not.toBe('unknown');
    return started;
  }

  const rowsOf = (orderId: number) =>
    t.database.db.select().from(commissions).where(eq(commissions.orderId, orderId));

  it('a webhook repeated 1,000 times (parallel batches) writes the rows once, at the rates', async () => {
    const partner = await newPartner();
    const { visitor } = await guestWithCart(t, 3, 2, '192.0.2.101');
    const { orderId, paymentId } = await startedOrder({ ...visitor, affiliate: partner.code });
    t.provider.settle(paymentId, 'paid');
    const BATCHES = 20;
    const PER_BATCH = 50;
    for (let batch = 0; batch < BATCHES; batch++)
      await Promise.all(Array.from({ length: PER_BATCH }, () => t.services.payments.sync(paymentId)));
    const rows = await rowsOf(orderId);
    const lines = await queryRows<{
      position: number;
      sku: string;
      total_cents: number;
      vat_percent: number;
      own: boolean;
    }>(
      t.database.db,
      sql`select l.position, l.sku, l.total_cents, l.vat_percent, b.sb_edition = 'eigen uitgaven' as own
          from order_lines l join books b on b.sku = l.sku where l.order_id = ${orderId} and l.kind = 'book'`,
    );
    console.log(
      `${kind}: ${BATCHES * PER_BATCH} paid webhooks for one order of ${lines.length} book lines → ${rows.length} commission rows`,
    );
    expect(rows).toHaveLength(lines.length);
    const rates = resolvedRates({ own: 20, other: 10 });
    const expected = lines.reduce((sum, line) => {
      const base = exclFromIncl(cents(line.total_cents), line.vat_percent);
      return sum + commissionOf(base, line.own ? rates.own : rates.other);
    }, 0);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(expected);
    expect(rows.every((row) => row.kind === 'earned' && row.partnerId === partner.userId)).toBe(true);
    expect(await t.services.partners.reverseOrder(orderId)).toEqual({ kind: 'reversed', rows: lines.length });
  });

  it("the partner's own order earns nothing (self-referral)", async () => {
    const { userId, visitor } = await customerWithCart(t, 2);
    const code = `SELF${kind === 'pglite' ? 'L' : 'P'}${userId}`;
    await t.database.db.insert(partners).values({ userId, status: 'approved', code });
    const { orderId, paymentId } = await startedOrder({ ...visitor, affiliate: code });
    t.provider.settle(paymentId, 'paid');
    await t.services.payments.sync(paymentId);
    const [order] = await queryRows<{ user_id: number; status: string }>(
      t.database.db,
      sql`select user_id, status from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ user_id: userId, status: 'paid' });
    expect(await rowsOf(orderId)).toHaveLength(0);
  });

  it("the partner's own order placed logged out, with the account's email, earns nothing either", async () => {
    const partner = await newPartner();
    const [account] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${partner.userId}`,
    );
    // The checkout itself asks a guest with an account's email to log in first …
    const { visitor } = await guestWithCart(t, 2, 2, '192.0.2.130');
    const refused = await t.services.checkout.saveClient(
      { ...visitor, affiliate: partner.code },
      (() => {
        const input = clientInput();
        return { ...input, personal: { ...input.personal, email: account!.email.toUpperCase() } };
      })(),
    );
    expect(refused.kind).toBe('known-email');
    // … and the ledger earns nothing on a paid order in that email whatever way it came (letter case, spaces).
    const { orderId } = await paidGuestOrder(null, '192.0.2.131');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const accountEmail = async (userId: number) => (userId === partner.userId ? account!.email : null);
    const own = { ...order!, affiliateId: partner.code, email: ` ${account!.email.toUpperCase()} ` };
    expect(await recordOrderCommissions(t.database.db, own, lines, accountEmail)).toBe(0);
    const other = { ...order!, affiliateId: partner.code };
    expect(await recordOrderCommissions(t.database.db, other, lines, accountEmail)).toBeGreaterThan(0);
  });

  it('an alias of the partner’s mailbox and another account with the partner’s IBAN earn nothing (decision 523)', async () => {
    const partner = await newPartner();
    const [account] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${partner.userId}`,
    );
    const [local, domain] = account!.email.split('@');
    const alias = `${local!.toUpperCase()}+zelf@${domain}`;
    const { visitor } = await guestWithCart(t, 2, 2, '192.0.2.140');
    const byAlias = await startedOrder({ ...visitor, affiliate: partner.code }, alias);
    t.provider.settle(byAlias.paymentId, 'paid');
    await t.services.payments.sync(byAlias.paymentId);

    const iban = 'NL91ABNA0417164300';
    const buyer = await customerWithCart(t, 2);
    await t.database.db.execute(sql`update users set bank_account = ${iban} where id = ${partner.userId}`);
    await t.database.db.execute(
      sql`update users set bank_account = ${'nl91 abna 0417 1643 00'} where id = ${buyer.userId}`,
    );
    const byIban = await startedOrder({ ...buyer.visitor, affiliate: partner.code });
    t.provider.settle(byIban.paymentId, 'paid');
    await t.services.payments.sync(byIban.paymentId);

    const paid = await queryRows<{ id: number; status: string; email: string }>(
      t.database.db,
      sql`select id, status, email from orders where id in (${byAlias.orderId}, ${byIban.orderId}) order by id`,
    );
    expect(paid.map((o) => o.status)).toEqual(['paid', 'paid']);
    expect(paid[0]!.email.toLowerCase()).toBe(alias.toLowerCase());
    expect(await rowsOf(byAlias.orderId)).toHaveLength(0);
    expect(await rowsOf(byIban.orderId)).toHaveLength(0);
    // The same partner still earns on a real customer's order.
    const { orderId } = await paidGuestOrder(partner.code, '192.0.2.141');
    expect((await rowsOf(orderId)).length).toBeGreaterThan(0);
  });

  it("a pending partner's code, an unknown code and no code earn nothing", async () => {
    const pending = await newPartner('pend');
    for (const [i, code] of [`PEND${pending.userId}`, 'NOSUCHCODE', null].entries()) {
      const { orderId } = await paidGuestOrder(code, `192.0.2.${110 + i}`);
      expect(await rowsOf(orderId)).toHaveLength(0);
    }
  });

  it('a refund writes the reversing rows once, even when sent ten times at once', async () => {
    const partner = await newPartner();
    const { orderId } = await paidGuestOrder(partner.code, '192.0.2.120');
    const earned = await rowsOf(orderId);
    expect(earned.length).toBeGreaterThan(0);
    const written = await Promise.all(
      Array.from({ length: 10 }, () => t.services.partners.reverseOrder(orderId)),
    );
    const rowsWritten = written.reduce((sum, w) => sum + (w.kind === 'reversed' ? w.rows : 0), 0);
    console.log(
      `${kind}: 10 simultaneous refunds of one order → ${rowsWritten} reversing rows for ${earned.length} earned`,
    );
    expect(rowsWritten).toBe(earned.length);
    expect(written.filter((w) => w.kind === 'reversed')).toHaveLength(1);
    expect(written.filter((w) => w.kind === 'already')).toHaveLength(9);
    const rows = await rowsOf(orderId);
    expect(rows.filter((row) => row.kind === 'reversal')).toHaveLength(earned.length);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(0);
  });
});
