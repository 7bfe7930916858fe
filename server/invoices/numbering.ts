// The gap-free invoice numbering (decision 274, /tmp recipe of issue 14 #9): in the transaction that marks an
// order paid, the year's counter row is made when missing and moved on by one in a single update, which returns
// the number taken. The row lock this takes makes a parallel payment of the same year wait for this commit; a
// rollback gives the number back. No database sequence: sequences leave gaps.
import { sql } from 'drizzle-orm';
import { formatInvoiceNumber, invoiceYear } from '../../domain/invoice-number.ts';
import { queryRows, type Db } from '../db/client.ts';
import { invoiceCounters } from './schema.ts';

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
