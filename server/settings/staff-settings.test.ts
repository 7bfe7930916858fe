// Issue 31 "Settings" (decisions 640–644), the services' side on each database: a group saved with one audit line
// per changed setting (before → after, who) and the cache emptied so the shop reads the new value at once; a wrong
// value refuses the whole group with nothing saved; the same save again writes nothing; two staff saving the same
// group at once — one is saved, the other refused as stale with nothing of it written ('parallel': the row locks
// on PostgreSQL); the countries' rates and the features' levels likewise; a stored setting the table does not know
// is listed read-only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsOfGroup } from '../../domain/setting-types.ts';
import { demoUserId } from '../../tests/support/cart-fixtures.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

describe.each(eachDatabase('parallel'))('the staff settings services on %s', (kind) => {
  let t: TestServices;
  let staffId: number;

  beforeAll(async () => {
    t = await openTestServices(kind);
    staffId = await demoUserId(t.database.db, email('beheerder'));
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const stored = async (name: string) =>
    (
      await queryRows<{ value: string }>(t.database.db, sql`select value from settings where name = ${name}`)
    )[0]?.value;
  const auditOf = async (subject: string) =>
    (await t.services.audit.list({ page: 1, perPage: 500 })).lines.filter((l) => l.subject === subject);
  /** The shipping group's form as the page shows it now, and its version. */
  const shippingForm = async () => {
    const group = (await t.services.staffSettings.view()).groups.find((g) => g.group === 'Verzending')!;
    return {
      fields: Object.fromEntries(group.settings.map((s) => [s.name, s.value])),
      version: group.version,
    };
  };

  it('lists every group with the values as the form shows them', async () => {
    const view = await t.services.staffSettings.view();
    const shipping = view.groups.find((g) => g.group === 'Verzending')!;
    expect(shipping.settings.map((s) => s.name)).toEqual(settingsOfGroup('Verzending').map((d) => d.name));
    expect(shipping.settings.find((s) => s.name === 'shippingFree')?.value).toBe('20,00');
    expect(view.countries.find((c) => c.code === 'BE')).toBeDefined();
    expect(view.features.map((f) => f.sku)).toContain('REVIEWS');
  });

  it('saves a group: one audit line per changed setting, the cache emptied, the same save again writes nothing', async () => {
    expect(await t.services.settings.get('shippingFree')).toBe('2000');
    const { fields, version } = await shippingForm();
    const result = await t.services.staffSettings.saveGroup(
      staffId,
      'Verzending',
      { ...fields, shippingFree: '25,00', weightBox: '90' },
      version,
    );
    expect(result).toEqual({ kind: 'saved', changed: 2 });
    expect(await stored('shippingFree')).toBe('2500');
    // This process reads the new value at once (decision 643).
    expect(await t.services.settings.get('shippingFree')).toBe('2500');
    const [line] = await auditOf('instelling shippingFree');
    expect(line).toMatchObject({
      actorId: staffId,
      action: 'settings.change',
      before: { value: '2000' },
      after: { value: '2500' },
    });
    expect(await auditOf('instelling weightBox')).toHaveLength(1);
    expect(await auditOf('instelling shippingDefault')).toHaveLength(0);
    const again = await shippingForm();
    expect(
      await t.services.staffSettings.saveGroup(staffId, 'Verzending', again.fields, again.version),
    ).toEqual({
      kind: 'unchanged',
    });
    expect(await auditOf('instelling shippingFree')).toHaveLength(1);
    expect((await t.services.staffSettings.view()).history[0]).toMatchObject({
      subject: expect.stringMatching(/^instelling /),
    });
  });

  it('refuses the whole group when one value is wrong: nothing saved, no audit line', async () => {
    const { fields, version } = await shippingForm();
    const before = (await t.services.audit.list({ page: 1, perPage: 1 })).total;
    const result = await t.services.staffSettings.saveGroup(
      staffId,
      'Verzending',
      { ...fields, shippingFree: '30,00', shippingDefault: 'gratis' },
      version,
    );
    expect(result).toEqual({
      kind: 'invalid',
      errors: { shippingDefault: { key: 'beheer.settings.error.money' } },
    });
    expect(await stored('shippingFree')).toBe('2500');
    expect((await t.services.audit.list({ page: 1, perPage: 1 })).total).toBe(before);
  });

  it('two staff saving the same group at once: one is saved, the other refused as stale with nothing written', async () => {
    const { fields, version } = await shippingForm();
    const other = await demoUserId(t.database.db, email('klant'));
    const results = await Promise.all([
      t.services.staffSettings.saveGroup(
        staffId,
        'Verzending',
        { ...fields, shippingLetter: '5,10' },
        version,
      ),
      t.services.staffSettings.saveGroup(other, 'Verzending', { ...fields, shippingLetter: '5,20' }, version),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['saved', 'stale']);
    const won = results[0]!.kind === 'saved' ? '510' : '520';
    expect(await stored('shippingLetter')).toBe(won);
    expect(await auditOf('instelling shippingLetter')).toHaveLength(1);
  });

  it("saves the countries' rates and the features' levels, each change with its line; wrong input saves nothing", async () => {
    const view = await t.services.staffSettings.view();
    const countryFields = Object.fromEntries(
      view.countries.flatMap((c) => [
        [`base-${c.code}`, String(c.baseShippingCents / 100).replace('.', ',')],
        [`surcharge-${c.code}`, String(c.surchargeWeightCents / 100).replace('.', ',')],
      ]),
    );
    const be = view.countries.find((c) => c.code === 'BE')!;
    expect(
      await t.services.staffSettings.saveCountries(
        staffId,
        { ...countryFields, 'base-BE': 'duur' },
        view.countriesVersion,
      ),
    ).toMatchObject({ kind: 'invalid', errors: { 'base-BE': { key: 'beheer.settings.error.money' } } });
    expect(
      await t.services.staffSettings.saveCountries(
        staffId,
        { ...countryFields, 'base-BE': '12,34' },
        view.countriesVersion,
      ),
    ).toEqual({ kind: 'saved', changed: 1 });
    expect(await auditOf('land BE')).toMatchObject([
      {
        action: 'settings.country',
        before: { baseShippingCents: be.baseShippingCents },
        after: { baseShippingCents: 1234 },
      },
    ]);
    // The version the form was shown with is no longer the stored one.
    expect(
      await t.services.staffSettings.saveCountries(staffId, countryFields, view.countriesVersion),
    ).toEqual({
      kind: 'stale',
    });

    const featureFields = Object.fromEntries(
      view.features.flatMap((f) => [
        [`level-${f.sku}`, String(f.accessLevel)],
        ...(f.enabled ? [[`enabled-${f.sku}`, 'on']] : []),
      ]),
    );
    expect(
      await t.services.staffSettings.saveFeatures(
        staffId,
        { ...featureFields, 'level-REVIEWS': '2' },
        view.featuresVersion,
      ),
    ).toEqual({ kind: 'saved', changed: 1 });
    expect(await auditOf('functie REVIEWS')).toMatchObject([
      { action: 'settings.feature', before: { accessLevel: 0 }, after: { accessLevel: 2 } },
    ]);
    expect((await t.services.settings.features()).find((f) => f.sku === 'REVIEWS')?.accessLevel).toBe(2);
  });

  it('lists a stored setting the table does not know, read-only', async () => {
    await t.database.db.execute(sql`insert into settings (name, value) values ('legacyThing', 'x')`);
    expect((await t.services.staffSettings.view()).unknown).toContainEqual({
      name: 'legacyThing',
      value: 'x',
    });
  });
});
