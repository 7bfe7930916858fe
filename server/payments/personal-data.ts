// Issue 32 (decisions 820–822): the payments' part of a customer's data export — the payment attempts of the
// account's orders (method, bank, amount, status, dates). They hold nothing about the person beyond the order
// they belong to, so closing the account leaves them (the orders are kept 7 years, decision 823). The order ids
// come from the orders capability's own query (server/orders/personal-data.ts orderIdsOf), passed in the subject.
import { inArray, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';
import { payments } from './schema.ts';

export const paymentsPersonalData: PersonalDataPart = {
  name: 'payments',
  tables: ['payments'],
  async collect(db, subject) {
    if (subject.orderIds.length === 0) return { payments: [] };
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select id, order_id, provider, provider_id, method, issuer, status, amount_cents, paid_at, created_at,
                 updated_at
          from payments where ${inArray(payments.orderId, [...subject.orderIds])} order by created_at, id`,
    );
    return { payments: rows };
  },
  async erase() {},
};
