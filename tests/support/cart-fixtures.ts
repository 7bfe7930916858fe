// For the cart's tests: books to put in carts, accounts to own them, found or made with plain SQL on the seeded
// test database (a test names no other capability's tables).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client.ts';
import { IN_STOCK } from '../../domain/availability.ts';
import { HIDDEN_PRICE_CENTS } from '../../domain/price-display.ts';
import { soldOutSql } from '../../server/catalog/index.ts';
import { guestTokenHash, newGuestToken } from '../../server/cart/guest-cookie.ts';

/** The stock and hidden-price values come from domain/ (tests/stock-literals.test.ts: no literals elsewhere). */
const stockIs = (value: number) => sql`stock = ${sql.raw(String(value))}`;
const priceShownSql = sql.raw(`price_incl_cents not in (${HIDDEN_PRICE_CENTS.join(', ')})`);
import type { CartOwner } from '../../server/cart/owner.ts';

/**
 * `count` printed books (media 'Boek', not e-books) in stock with a price that is shown, not replaced, not the
 * settings' skuNoDiscount, in id order.
 */
export async function orderableBooks(
  db: Db,
  count: number,
  where = sql`true`,
): Promise<{ sku: string; priceCents: number; weightG: number; ownEdition: boolean }[]> {
  return queryRows(
    db,
    sql`select sku, price_incl_cents as "priceCents", weight_g as "weightG",
          coalesce(sb_edition = 'eigen uitgaven', false) as "ownEdition"
        from books
        where ${stockIs(IN_STOCK)} and price_incl_cents > 0 and ${priceShownSql} and not is_ebook
          and media = 'Boek' and discount_active and not package_only
          and coalesce(btrim(alternative), '') = ''
          and sku <> coalesce((select value from settings where name = 'skuNoDiscount'), '')
          and ${where}
        order by id limit ${count}`,
  );
}

/** A sku whose book is sold out (stock 2): wishlistable with a price, never orderable. */
export async function soldOutSku(db: Db): Promise<string> {
  const [row] = await queryRows<{ sku: string }>(
    db,
    sql`select sku from books where ${soldOutSql(sql.raw('stock'))} and price_incl_cents > 0 order by id limit 1`,
  );
  return row!.sku;
}

let accounts = 0;

/** A fresh customer account; returns its owner. */
export async function newCustomer(
  db: Db,
  fields: { discount?: number; discount3party?: number } = {},
): Promise<CartOwner & { kind: 'user' }> {
  accounts++;
  const email = `koper${accounts}.${Date.now()}@voorbeeld.nl`;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, discount, discount_3party)
        values (${email}, ${fields.discount ?? 0}, ${fields.discount3party ?? 0}) returning id`,
  );
  return { kind: 'user', userId: row!.id };
}

/** The id of a demo account by email. */
export async function demoUserId(db: Db, email: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${email}`);
  return row!.id;
}

export function newGuest(): CartOwner & { kind: 'guest' } {
  return { kind: 'guest', token: newGuestToken() };
}

/** Stored lines of an owner's cart, deleted ones included, straight from the table. */
export async function storedLines(
  db: Db,
  owner: CartOwner,
): Promise<{ sku: string; amount: number; status: string }[]> {
  const where =
    owner.kind === 'user'
      ? sql`c.user_id = ${owner.userId}`
      : sql`c.guest_token_hash = ${guestTokenHash(owner.token)}`;
  return queryRows(
    db,
    sql`select l.sku, l.amount, l.status from cart_lines l join carts c on c.id = l.cart_id
        where ${where} order by l.position`,
  );
}
