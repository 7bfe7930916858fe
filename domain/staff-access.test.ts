// Issue 30 (decision 599): the staff access table — the named levels, the level each page and action needs, the
// order page's intents, and the staff accounts form.
import { describe, expect, it } from 'vitest';
import {
  changedStaffLevel,
  cleanNewStaff,
  newStaffFormErrors,
  ORDER_INTENTS,
  orderIntentFeature,
  STAFF_AREA_LEVEL,
  STAFF_FEATURES,
  STAFF_LEVELS,
  STAFF_ROUTES,
  staffMay,
  staffRoleOf,
} from './staff-access.ts';

describe('the staff access table', () => {
  it.each([
    // Day-to-day work: a medewerker.
    ['home', 5],
    ['orders', 5],
    ['order', 5],
    ['order.ship', 5],
    ['order.cancel', 5],
    ['customers', 5],
    ['customer', 5],
    ['messages', 5],
    ['reviews', 5],
    ['mail', 5],
    ['signups', 5],
    ['newsletter', 5],
    // Money: financieel.
    ['order.refund', 7],
    ['order.prices', 7],
    ['payouts', 7],
    ['payouts-sepa', 7],
    ['commissions', 7],
    ['partners', 7],
    ['orders-csv', 7],
    ['signups-csv', 7],
    ['newsletter-csv', 7],
    // Trust: beheerder.
    ['customer.settings', 9],
    ['audit', 9],
    ['staff', 9],
  ] as const)('%s needs level %i', (feature, level) => {
    expect(STAFF_FEATURES[feature]).toBe(level);
    expect(staffMay(level, feature)).toBe(true);
    expect(staffMay(level - 1, feature)).toBe(false);
    expect(staffMay(9, feature)).toBe(true);
  });

  it('gives every feature a named level, and no customer level (0–4) opens anything', () => {
    const named: number[] = Object.values(STAFF_LEVELS);
    for (const [feature, level] of Object.entries(STAFF_FEATURES)) {
      expect(named, feature).toContain(level);
      for (let customer = 0; customer < STAFF_AREA_LEVEL; customer++)
        expect(staffMay(customer, feature as keyof typeof STAFF_FEATURES)).toBe(false);
    }
  });

  it('lists every route once, each under /beheer, none needing less than the frame', () => {
    const paths = STAFF_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of STAFF_ROUTES) {
      expect(route.path.startsWith('/beheer')).toBe(true);
      expect(STAFF_FEATURES[route.view]).toBeGreaterThanOrEqual(STAFF_FEATURES.home);
      if (route.post) expect(STAFF_FEATURES[route.post]).toBeGreaterThanOrEqual(STAFF_FEATURES[route.view]);
    }
  });

  it('checks the order page per intent: a refund needs financieel, an unknown intent the highest level', () => {
    expect(orderIntentFeature('ship')).toBe('order.ship');
    expect(orderIntentFeature('cancel')).toBe('order.cancel');
    for (const intent of ['refund', 'refund_all', 'refund_retry'])
      expect(orderIntentFeature(intent)).toBe('order.refund');
    expect(orderIntentFeature('anders')).toBe('staff');
    expect(orderIntentFeature(undefined)).toBe('staff');
    for (const feature of Object.values(ORDER_INTENTS))
      expect(STAFF_FEATURES[feature]).toBeGreaterThanOrEqual(STAFF_FEATURES.order);
  });

  it('names the levels', () => {
    expect(staffRoleOf(5)).toBe('medewerker');
    expect(staffRoleOf(7)).toBe('financieel');
    expect(staffRoleOf(9)).toBe('beheerder');
    expect(staffRoleOf(0)).toBeNull();
    expect(staffRoleOf(1)).toBeNull();
    expect(staffRoleOf(8)).toBeNull();
  });
});

describe('the staff accounts form', () => {
  const good = { firstname: ' Sanne ', lastname: 'de Boer', email: ' Sanne@Voorbeeld.NL ', level: '5' };

  it('takes a name, an address and a named level', () => {
    expect(newStaffFormErrors(good)).toEqual({});
    expect(cleanNewStaff(good)).toEqual({
      firstname: 'Sanne',
      lastname: 'de Boer',
      email: 'Sanne@Voorbeeld.NL',
      level: 5,
    });
  });

  it.each([
    [{ firstname: '' }, 'firstname', 'form_errors.general'],
    [{ lastname: '  ' }, 'lastname', 'form_errors.general'],
    [{ email: '' }, 'email', 'form_errors.email_empty'],
    [{ email: 'sanne@' }, 'email', 'form_errors.email'],
    [{ level: '0' }, 'level', 'form_errors.choose'],
    [{ level: '6' }, 'level', 'form_errors.choose'],
    [{ level: '9x' }, 'level', 'form_errors.choose'],
    [{ level: undefined }, 'level', 'form_errors.choose'],
  ])('refuses %o by the field %s', (change, field, key) => {
    const fields = { ...good, ...change };
    expect(newStaffFormErrors(fields)).toEqual({ [field]: { key } });
    expect(cleanNewStaff(fields)).toBeNull();
  });

  it('takes a level change to 0, 5, 7 or 9 only', () => {
    expect(changedStaffLevel({ level: '0' })).toBe(0);
    expect(changedStaffLevel({ level: ' 7 ' })).toBe(7);
    expect(changedStaffLevel({ level: '9' })).toBe(9);
    expect(changedStaffLevel({ level: '3' })).toBeNull();
    expect(changedStaffLevel({ level: '' })).toBeNull();
    expect(changedStaffLevel({})).toBeNull();
  });
});
