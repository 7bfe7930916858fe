// Issue 32 (decisions 820–822, 827): the partner programme's part of a customer's data export and of closing the
// account — the partner record, the commission ledger, the payouts and the short links. Closing deletes the
// partner record (with the account, a foreign key); the ledger and the payouts stay for the shop's books without
// the partner (their partner_id becomes null), and a short link stops naming its partner. Commission not yet paid
// out lapses (decision 827): unpaidCommissionCents is what the closing form tells the partner first.
import { sql } from 'drizzle-orm';
import { openCommissions } from '../../domain/payouts.ts';
import { type Db, queryRows } from '../db/client.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';

type Row = Record<string, unknown>;

export const partnersPersonalData: PersonalDataPart = {
  name: 'partners',
  tables: ['partners', 'commissions', 'payouts', 'short_links'],
  async collect(db, subject) {
    const id = subject.userId;
    const [partners, commissions, payouts, shortLinks] = await Promise.all([
      queryRows<Row>(db, sql`select * from partners where user_id = ${id}`),
      queryRows<Row>(db, sql`select * from commissions where partner_id = ${id} order by booked_on, id`),
      queryRows<Row>(
        db,
        sql`select id, partner_id, quarter, status, amount_cents, settled_date, description, paid_on, created_at
            from payouts where partner_id = ${id} order by quarter`,
      ),
      queryRows<Row>(db, sql`select * from short_links where partner_id = ${id} order by created_at`),
    ]);
    return { partners, commissions, payouts, short_links: shortLinks };
  },
  async erase(tx, subject) {
    await tx.execute(sql`
      delete from partner_code_uses where code = (select code from partners where user_id = ${subject.userId})`);
    await tx.execute(sql`delete from partners where user_id = ${subject.userId}`);
  },
};

/**
 * Decision 827: the commission a partner has earned and not been paid — the open commissions (booked after the
 * latest paid payout's settled date, domain/payouts.ts) and the payouts run but not yet transferred — excl. VAT.
 */
export async function unpaidCommissionCents(db: Db, userId: number): Promise<number> {
  const [ledger, [latest], [waiting]] = await Promise.all([
    queryRows<{ booked_on: string; amount_cents: number }>(
      db,
      sql`select booked_on::text, amount_cents from commissions where partner_id = ${userId}`,
    ),
    queryRows<{ settled: string | null }>(
      db,
      sql`select max(settled_date)::text as settled from payouts where partner_id = ${userId} and status = 'paid'`,
    ),
    queryRows<{ cents: string | number }>(
      db,
      sql`select coalesce(sum(amount_cents), 0) as cents from payouts
          where partner_id = ${userId} and status = 'paid' and paid_on is null`,
    ),
  ]);
  const open = openCommissions(
    ledger.map((row) => ({ bookedOn: row.booked_on, cents: Number(row.amount_cents) })),
    latest?.settled ?? null,
  );
  return open.reduce((sum, row) => sum + row.cents, 0) + Number(waiting?.cents ?? 0);
}
