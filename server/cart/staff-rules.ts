// Issue 30 (back office I): a customer's own discount rules (spec 3 §3 user discount rule: sku, minamount,
// discount, is_active; §9 "A user rule overrides") as staff keep them on /beheer/klanten/{id} — listed with the
// book's title, added, changed (deactivated by unticking), deleted. Each change writes one audit line with
// before → after in its own transaction; a repeat that changes nothing writes nothing. The cart reads the rules
// fresh on every view (./pricing-customer.ts), so the customer's next cart is priced by the change.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TextRef } from '../../domain/account-forms.ts';
import type { DiscountRuleInput } from '../../domain/staff-customers.ts';
import { recordAudit } from '../audit/service.ts';
import type { CartContext } from './context.ts';
import { userDiscountRules } from './schema.ts';

export interface StaffDiscountRule {
  id: number;
  sku: string;
  /** The book's title; null when the catalogue no longer knows the sku. */
  title: string | null;
  minAmount: number;
  discount: number;
  isActive: boolean;
}

export type RuleChangeResult =
  | { kind: 'done'; id: number }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; field: 'sku' | 'min_amount'; error: TextRef };

type RuleRow = typeof userDiscountRules.$inferSelect;

const subject = (userId: number) => `klant ${userId}`;
const shown = (row: Pick<RuleRow, 'sku' | 'minAmount' | 'discount' | 'isActive'>) => ({
  sku: row.sku,
  minAmount: row.minAmount,
  discount: row.discount,
  isActive: row.isActive,
});

/** Decision 583: one rule per sku and minimum (a staffel is several minimums); the message for a second. */
const RULE_EXISTS: TextRef = { key: 'beheer.customers.rule_exists' };

/**
 * The rules of one customer are changed one staff member at a time: a transaction-scoped advisory lock per
 * customer (the table has no unique key on sku and minimum, and a row that is not there yet cannot be locked), so
 * two simultaneous presses of the same add write one rule and one audit line.
 */
const RULES_LOCK = 30_583;
async function lockRulesOf(ctx: CartContext, userId: number): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${RULES_LOCK}, ${userId})`);
}

export async function customerRules(ctx: CartContext, userId: number): Promise<StaffDiscountRule[]> {
  const rows = await ctx.db
    .select()
    .from(userDiscountRules)
    .where(eq(userDiscountRules.accountId, userId))
    .orderBy(asc(userDiscountRules.sku), asc(userDiscountRules.minAmount), asc(userDiscountRules.id));
  const books = await ctx.catalog.orderInfo(rows.map((row) => row.sku));
  return rows.map((row) => ({ id: row.id, ...shown(row), title: books.get(row.sku)?.title ?? null }));
}

export async function addRule(
  ctx: CartContext,
  actorId: number,
  userId: number,
  input: DiscountRuleInput,
): Promise<RuleChangeResult> {
  if (!(await ctx.catalog.orderInfo([input.sku])).has(input.sku))
    return { kind: 'invalid', field: 'sku', error: { key: 'beheer.customers.sku_unknown' } };
  return ctx.transaction(async (tx) => {
    await lockRulesOf(tx, userId);
    const [same] = await tx.db
      .select()
      .from(userDiscountRules)
      .where(
        and(
          eq(userDiscountRules.accountId, userId),
          eq(userDiscountRules.sku, input.sku),
          eq(userDiscountRules.minAmount, input.minAmount),
        ),
      )
      .for('update');
    if (same)
      // A second press of the same add changes nothing; another rule for the same sku and minimum is refused.
      return same.discount === input.discount && same.isActive === input.isActive
        ? ({ kind: 'unchanged' } as const)
        : ({ kind: 'invalid', field: 'min_amount', error: RULE_EXISTS } as const);
    const [row] = await tx.db
      .insert(userDiscountRules)
      .values({ accountId: userId, ...input })
      .returning({ id: userDiscountRules.id });
    await recordAudit(
      tx.db,
      { actorId, action: 'customer.rule.add', subject: subject(userId), before: null, after: shown(input) },
      tx.now(),
    );
    return { kind: 'done', id: row!.id } as const;
  });
}

/** Changes a rule's minimum, discount and active flag (its sku stays: another book is another rule). */
export async function changeRule(
  ctx: CartContext,
  actorId: number,
  userId: number,
  ruleId: number,
  input: Omit<DiscountRuleInput, 'sku'>,
): Promise<RuleChangeResult> {
  return ctx.transaction(async (tx) => {
    await lockRulesOf(tx, userId);
    const [row] = await tx.db
      .select()
      .from(userDiscountRules)
      .where(and(eq(userDiscountRules.id, ruleId), eq(userDiscountRules.accountId, userId)))
      .for('update');
    if (!row) return { kind: 'not-found' } as const;
    const keys = (['minAmount', 'discount', 'isActive'] as const).filter((k) => row[k] !== input[k]);
    if (keys.length === 0) return { kind: 'unchanged' } as const;
    if (input.minAmount !== row.minAmount) {
      const [clash] = await tx.db
        .select({ id: userDiscountRules.id })
        .from(userDiscountRules)
        .where(
          and(
            eq(userDiscountRules.accountId, userId),
            eq(userDiscountRules.sku, row.sku),
            eq(userDiscountRules.minAmount, input.minAmount),
            ne(userDiscountRules.id, ruleId),
          ),
        );
      if (clash) return { kind: 'invalid', field: 'min_amount', error: RULE_EXISTS } as const;
    }
    await tx.db
      .update(userDiscountRules)
      .set({ minAmount: input.minAmount, discount: input.discount, isActive: input.isActive })
      .where(eq(userDiscountRules.id, ruleId));
    await recordAudit(
      tx.db,
      {
        actorId,
        action: 'customer.rule.change',
        subject: subject(userId),
        before: { sku: row.sku, ...Object.fromEntries(keys.map((k) => [k, row[k]])) },
        after: { sku: row.sku, ...Object.fromEntries(keys.map((k) => [k, input[k]])) },
      },
      tx.now(),
    );
    return { kind: 'done', id: ruleId } as const;
  });
}

/** Deletes a rule; one already gone (a second press, another staff member first) changes nothing. */
export async function deleteRule(
  ctx: CartContext,
  actorId: number,
  userId: number,
  ruleId: number,
): Promise<RuleChangeResult> {
  return ctx.transaction(async (tx) => {
    const [row] = await tx.db
      .delete(userDiscountRules)
      .where(and(eq(userDiscountRules.id, ruleId), eq(userDiscountRules.accountId, userId)))
      .returning();
    if (!row) return { kind: 'unchanged' } as const;
    await recordAudit(
      tx.db,
      { actorId, action: 'customer.rule.delete', subject: subject(userId), before: shown(row), after: null },
      tx.now(),
    );
    return { kind: 'done', id: ruleId } as const;
  });
}
