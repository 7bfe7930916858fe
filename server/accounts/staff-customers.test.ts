// Issue 30: the staff's customers from the services' side, on each database — the search by customer number,
// email, postcode, name and company; the settings, discount rules and partner settings staff set, each change
// with exactly one audit line (before → after) and a save that changes nothing with none, also when two staff
// save at once ('parallel': the row lock on PostgreSQL); the own access level kept; and the customer's next cart
// priced by the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_CUSTOMER_FILTER, type CustomerSettingsInput } from '../../domain/staff-customers.ts';
import { demoUserId, newCustomer, orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

describe.each(eachDatabase('parallel'))('the staff customer services on %s', (kind) => {
  let t: TestServices;
  let staffId: number;

  beforeAll(async () => {
    t = await openTestServices(kind);
    staffId = await demoUserId(t.database.db, email('beheerder'));
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** The audit lines about one customer, oldest first. */
  const auditOf = async (userId: number) =>
    (await t.services.audit.list({ page: 1, perPage: 500 })).lines
      .filter((line) => line.subject === `klant ${userId}`)
      .reverse();

  const plain: CustomerSettingsInput = {
    isReseller: false,
    noShippingCosts: false,
    accessLevel: 0,
    discount: 0,
    discount3party: 0,
  };

  it('finds customers by number, email, postcode, name and company', async () => {
    const accounts = t.services.accounts;
    const klant = await demoUserId(t.database.db, email('klant'));
    const reseller = await demoUserId(t.database.db, email('wederverkoper'));
    const ids = async (q: string) =>
      (await accounts.customerList({ ...DEFAULT_STAFF_CUSTOMER_FILTER, q })).customers.map((c) => c.id);
    expect(await ids(String(klant))).toEqual([klant]);
    expect(await ids('KLANT@leeswijzer')).toEqual([klant]);
    expect(await ids('1016 gv')).toContain(klant);
    expect(await ids('anna de vries')).toContain(klant);
    expect(await ids('de zin')).toContain(reseller);
    expect(await ids('niemand_%')).toEqual([]);
    const all = await accounts.customerList(DEFAULT_STAFF_CUSTOMER_FILTER);
    expect(all.total).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    expect(all.customers.find((c) => c.id === reseller)?.isReseller).toBe(true);
  });

  it('saves the settings with one audit line of what changed; the same save again writes nothing', async () => {
    const { userId } = await newCustomer(t.database.db);
    const accounts = t.services.accounts;
    const wanted = { ...plain, isReseller: true, discount: 15 };
    expect(await accounts.updateCustomerSettings(staffId, userId, wanted)).toEqual({ kind: 'done' });
    expect(await accounts.updateCustomerSettings(staffId, userId, wanted)).toEqual({ kind: 'unchanged' });
    expect((await accounts.customer(userId))?.settings).toEqual(wanted);
    const lines = await auditOf(userId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorId: staffId,
      action: 'customer.settings',
      before: { isReseller: false, discount: 0 },
      after: { isReseller: true, discount: 15 },
    });
    expect(await accounts.pricingProfile(userId)).toMatchObject({ isReseller: true, discountOwn: 15 });
  });

  it('writes one line when two staff make the same change at once', async () => {
    const { userId } = await newCustomer(t.database.db);
    const wanted = { ...plain, noShippingCosts: true };
    const results = await Promise.all(
      [0, 1].map(() => t.services.accounts.updateCustomerSettings(staffId, userId, wanted)),
    );
    expect(results.map((r) => r.kind).sort()).toEqual(['done', 'unchanged']);
    expect(await auditOf(userId)).toHaveLength(1);
    expect((await t.services.accounts.pricingProfile(userId))?.noShippingCosts).toBe(true);
  });

  it('keeps staff from lowering their own access level, not another account’s', async () => {
    const own = await t.services.accounts.customer(staffId);
    const result = await t.services.accounts.updateCustomerSettings(staffId, staffId, {
      ...own!.settings,
      accessLevel: 0,
    });
    expect(result).toEqual({
      kind: 'invalid',
      field: 'access_level',
      error: { key: 'beheer.customers.own_level' },
    });
    expect((await t.services.accounts.customer(staffId))?.settings.accessLevel).toBe(9);
    const { userId } = await newCustomer(t.database.db);
    expect(
      await t.services.accounts.updateCustomerSettings(staffId, userId, { ...plain, accessLevel: 3 }),
    ).toEqual({ kind: 'done' });
  });

  it('adds, changes, deactivates and deletes a discount rule, one audit line each, and the cart follows', async () => {
    const owner = await newCustomer(t.database.db);
    const { userId } = owner;
    const [book] = await orderableBooks(t.database.db, 1);
    const rules = t.services.cart.discountRules;
    const cart = t.services.cart;
    await cart.add(owner, book!.sku, 3, { clientIp: '192.0.2.30' });
    const discountOfLine = async () => {
      const line = (await cart.view(owner)).lines[0]!;
      return line.priced ? line.discountPercent : null;
    };
    expect(await discountOfLine()).toBe(0);

    expect(
      await rules.add(staffId, userId, { sku: '0000000000000', minAmount: 2, discount: 20, isActive: true }),
    ).toEqual({ kind: 'invalid', field: 'sku', error: { key: 'beheer.customers.sku_unknown' } });
    const input = { sku: book!.sku, minAmount: 2, discount: 20, isActive: true };
    const added = await rules.add(staffId, userId, input);
    expect(added.kind).toBe('done');
    expect(await rules.add(staffId, userId, input)).toEqual({ kind: 'unchanged' });
    // Two staff pressing the same add at once: one rule, one line.
    const twice = { ...input, minAmount: 50 };
    const both = await Promise.all([0, 1].map(() => rules.add(staffId, userId, twice)));
    expect(both.map((r) => r.kind).sort()).toEqual(['done', 'unchanged']);
    const twiceId = both.find((r) => r.kind === 'done')!;
    expect(await rules.remove(staffId, userId, twiceId.kind === 'done' ? twiceId.id : 0)).toMatchObject({
      kind: 'done',
    });
    expect(await rules.add(staffId, userId, { ...input, discount: 30 })).toMatchObject({
      kind: 'invalid',
      field: 'min_amount',
    });
    expect(await discountOfLine()).toBe(20);
    const id = added.kind === 'done' ? added.id : 0;
    expect((await rules.list(userId)).map((r) => [r.sku, r.minAmount, r.discount, r.isActive])).toEqual([
      [book!.sku, 2, 20, true],
    ]);

    const change = { minAmount: 2, discount: 25, isActive: true };
    expect(await rules.change(staffId, userId, id, change)).toEqual({ kind: 'done', id });
    expect(await rules.change(staffId, userId, id, change)).toEqual({ kind: 'unchanged' });
    expect(await discountOfLine()).toBe(25);
    expect(await rules.change(staffId, userId, id, { ...change, isActive: false })).toEqual({
      kind: 'done',
      id,
    });
    expect(await discountOfLine()).toBe(0);
    // Another customer's rule id is not this customer's.
    const other = await newCustomer(t.database.db);
    expect(await rules.change(staffId, other.userId, id, change)).toEqual({ kind: 'not-found' });
    expect(await rules.remove(staffId, other.userId, id)).toEqual({ kind: 'unchanged' });

    expect(await rules.remove(staffId, userId, id)).toEqual({ kind: 'done', id });
    expect(await rules.remove(staffId, userId, id)).toEqual({ kind: 'unchanged' });
    expect(await rules.list(userId)).toEqual([]);

    const lines = await auditOf(userId);
    expect(lines.map((l) => l.action)).toEqual([
      'customer.rule.add',
      'customer.rule.add',
      'customer.rule.delete',
      'customer.rule.change',
      'customer.rule.change',
      'customer.rule.delete',
    ]);
    expect(lines[3]).toMatchObject({
      before: { sku: book!.sku, discount: 20 },
      after: { sku: book!.sku, discount: 25 },
    });
    expect(lines[4]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(lines[5]).toMatchObject({ before: { ...input, discount: 25, isActive: false }, after: null });
    expect(await auditOf(other.userId)).toEqual([]);
  });

  it('sets a partner’s rates and ends and reinstates the partnership, with the account’s role', async () => {
    const partnerId = await demoUserId(t.database.db, email('partner'));
    const staffPartners = t.services.staffPartners;
    const before = await t.services.partners.partnerOf(partnerId);
    expect(before?.status).toBe('approved');
    const current = { commissionOwn: before!.rates.own, commissionOther: before!.rates.other };
    expect(await staffPartners.update(staffId, partnerId, { ...current, status: 'approved' })).toEqual({
      kind: 'unchanged',
    });
    expect(
      await staffPartners.update(staffId, partnerId, {
        commissionOwn: 25,
        commissionOther: 12,
        status: 'rejected',
      }),
    ).toEqual({ kind: 'done' });
    expect((await t.services.accounts.partnerRole(partnerId))?.isPartner).toBe(false);
    expect((await t.services.partners.partnerOf(partnerId))?.rates).toEqual({ own: 25, other: 12 });
    expect(
      await staffPartners.update(staffId, partnerId, {
        commissionOwn: 25,
        commissionOther: 12,
        status: 'approved',
      }),
    ).toEqual({ kind: 'done' });
    const role = await t.services.accounts.partnerRole(partnerId);
    expect(role).toMatchObject({ isPartner: true, partnerCode: before!.code });
    const lines = await auditOf(partnerId);
    expect(lines.map((l) => [l.action, l.before, l.after])).toEqual([
      [
        'partner.settings',
        {
          ...{ commissionOwn: current.commissionOwn, commissionOther: current.commissionOther },
          status: 'approved',
        },
        { commissionOwn: 25, commissionOther: 12, status: 'rejected' },
      ],
      ['partner.settings', { status: 'rejected' }, { status: 'approved' }],
    ]);
    const { userId } = await newCustomer(t.database.db);
    expect(
      await staffPartners.update(staffId, userId, {
        commissionOwn: 1,
        commissionOther: 1,
        status: 'approved',
      }),
    ).toEqual({ kind: 'not-found' });
  });
});
