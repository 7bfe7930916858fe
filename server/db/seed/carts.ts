// Demo carts and discount rules (issue 13 #9): the customer account keeps a saved cart and wishlist (log in as
// klant@ with a guest cart and the compare dialog opens), and the reseller and partner accounts have user
// discount rules, so each discount rule of spec 3 §9 can be seen by logging in (README "Demo accounts").
import type { SqlConn } from './sql.ts';

/** The books the demo data points at, found by the plan before any row is written. */
export interface DemoCartSkus {
  /** 'Meer zelfvertrouwen', own edition (1999 cents). */
  ownBook: string;
  /** 'Stoppen met piekeren', own edition. */
  ownBook2: string;
  /** 'De zeven eigenschappen van effectief leiderschap', another publisher's book. */
  otherBook: string;
  /** 'De kracht van het nu', another publisher's book. */
  otherBook2: string;
}

/** The fixed moment of the demo rows (the seed's "today" is 2026-11-22). */
const SEEDED_AT = '2026-11-20T10:00:00Z';

export async function insertDemoCarts(conn: SqlConn, skus: DemoCartSkus): Promise<void> {
  const id = async (email: string): Promise<number> => {
    const { rows } = await conn.query('SELECT id FROM users WHERE email = $1', [email]);
    return Number(rows[0]!.id);
  };
  const customer = await id('klant@leeswijzer.nl');
  const reseller = await id('wederverkoper@leeswijzer.nl');
  const partner = await id('partner@leeswijzer.nl');

  // The customer's saved cart: two live lines and a removed one (deletedx, amount 0: kept and hidden).
  const { rows } = await conn.query(
    `INSERT INTO carts (user_id, remark, country_code, created_at, updated_at)
     VALUES ($1, '', 'NL', $2, $2) RETURNING id`,
    [customer, SEEDED_AT],
  );
  const cartId = Number(rows[0]!.id);
  const lines: [sku: string, amount: number, status: string][] = [
    [skus.ownBook, 1, 'ok'],
    [skus.otherBook, 2, 'ok'],
    [skus.ownBook2, 0, 'deletedx'],
  ];
  for (const [sku, amount, status] of lines) {
    await conn.query(
      'INSERT INTO cart_lines (cart_id, sku, amount, status, added_at) VALUES ($1, $2, $3, $4, $5)',
      [cartId, sku, amount, status, SEEDED_AT],
    );
  }
  await conn.query('INSERT INTO wishlist_entries (cart_id, sku, added_at) VALUES ($1, $2, $3)', [
    cartId,
    skus.otherBook2,
    SEEDED_AT,
  ]);

  // Spec 3 §3 user discount rules (sku, account, minamount, discount, is_active): each overrides the standard and
  // reseller discounts once the amount reaches its minimum; the inactive one shows that is_active counts.
  const rules: [account: number, sku: string, minAmount: number, discount: number, active: boolean][] = [
    [reseller, skus.ownBook, 10, 40, true],
    [reseller, skus.otherBook, 2, 15, true],
    [partner, skus.otherBook, 2, 20, true],
    [partner, skus.ownBook, 2, 50, false],
  ];
  for (const [account, sku, minAmount, discount, active] of rules) {
    await conn.query(
      'INSERT INTO user_discount_rules (account_id, sku, min_amount, discount, is_active) VALUES ($1, $2, $3, $4, $5)',
      [account, sku, minAmount, discount, active],
    );
  }
}
