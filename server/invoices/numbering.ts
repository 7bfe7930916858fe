// The gap-free invoice numbering (decision 274, /tmp recipe of issue 14 #9): in the transaction that marks an
// order paid, the year's counter row is made when missing and moved on by one in a single update, which returns
// the number taken. The row lock this takes makes a parallel payment of the same year wait for this commit; a
// rollback gives the number back. No database sequence: sequences leave gaps. Credit invoices (issue 30) have a
// series of their own, moved the same way in the transaction that finishes a refund.
import { sql } from 'drizzle-orm';
import { formatCreditNumber, formatInvoiceNumber, invoiceYear } from '../../domain/invoice-number.ts';
import { queryRows, type Db } from '../db/client.ts';
import { creditCounters, invoiceCounters } from './schema.ts';

/** The next invoice number for an invoice dated `invoiceDate`; call it only inside the paid transaction. */
export async function allocateInvoiceNumber(tx: Db, invoiceDate: Date): Promise<string> {
  const year = invoiceYear(invoiceDate);
  await tx.insert(invoiceCounters).values({ year, next: 1 }).onConflictDoNothing();
  const [row] = await queryRows<{ taken: number }>(
    tx,
    sql`update ${invoiceCounters} set next = next + 1 where year = ${year} returning next - 1 as taken`,
  );
  return formatInvoiceNumber({ year, sequence: Number(row!.taken) });
}

/** Issue 30: the next credit invoice number, the same way in its own series; only in the refund's transaction. */
export async function allocateCreditNumber(tx: Db, creditDate: Date): Promise<string> {
  const year = invoiceYear(creditDate);
  await tx.insert(creditCounters).values({ year, next: 1 }).onConflictDoNothing();
  const [row] = await queryRows<{ taken: number }>(
    tx,
    sql`update ${creditCounters} set next = next + 1 where year = ${year} returning next - 1 as taken`,
  );
  return formatCreditNumber({ year, sequence: Number(row!.taken) });
}
