// Issue 32 (decisions 820–822): the cart's part of a customer's data export and of closing the account — the
// account's cart with its lines and wishlist, and the personal discount rules staff gave it. Closing deletes them.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';

type Row = Record<string, unknown>;

export const cartPersonalData: PersonalDataPart = {
  name: 'cart',
  tables: ['carts', 'cart_lines', 'wishlist_entries', 'user_discount_rules'],
  async collect(db, subject) {
    const [carts, lines, wishlist, rules] = await Promise.all([
      queryRows<Row>(db, sql`select * from carts where user_id = ${subject.userId}`),
      queryRows<Row>(
        db,
        sql`select l.* from cart_lines l join carts c on c.id = l.cart_id
            where c.user_id = ${subject.userId} order by l.position`,
      ),
      queryRows<Row>(
        db,
        sql`select w.* from wishlist_entries w join carts c on c.id = w.cart_id
            where c.user_id = ${subject.userId} order by w.position`,
      ),
      queryRows<Row>(db, sql`select * from user_discount_rules where account_id = ${subject.userId}`),
    ]);
    return { carts, cart_lines: lines, wishlist_entries: wishlist, user_discount_rules: rules };
  },
  async erase(tx, subject) {
    // The lines and the wishlist go with their cart (foreign keys).
    await tx.execute(sql`delete from carts where user_id = ${subject.userId}`);
    await tx.execute(sql`delete from user_discount_rules where account_id = ${subject.userId}`);
  },
};
