// Issue 31 "Settings" (decisions 640–642): each setting type's check turns what staff type into the stored text or
// a Dutch message key — table tests per type, the way back to the form, a group's form, the countries' and
// features' forms and the version.
import { describe, expect, it } from 'vitest';
import {
  checkSetting,
  countriesFormErrors,
  featuresFormErrors,
  parseCountriesForm,
  parseFeaturesForm,
  parseSettingsForm,
  type SettingType,
  settingFormValue,
  settingsFormErrors,
  settingsOfGroup,
  settingsVersion,
} from './setting-types.ts';

const T = {
  text: { kind: 'text', max: 5, required: true },
  optional: { kind: 'text', max: 5, required: false },
  email: { kind: 'email' },
  url: { kind: 'url' },
  iban: { kind: 'iban' },
  bic: { kind: 'bic' },
  whole: { kind: 'whole', min: 1, max: 53 },
  money: { kind: 'money', max: 1_000_000 },
  percent: { kind: 'percent' },
  boolean: { kind: 'boolean' },
  country: { kind: 'country' },
  sku: { kind: 'sku' },
} satisfies Record<string, SettingType>;

describe('checkSetting: what is stored, or the Dutch message key', () => {
  it.each([
    [T.text, 'abc', { value: 'abc' }],
    [T.text, '  abc ', { value: 'abc' }],
    [T.text, '', { error: { key: 'form_errors.general' } }],
    [T.text, 'abcdef', { error: { key: 'beheer.settings.error.too_long', params: { max: 5 } } }],
    [T.optional, '', { value: '' }],
    [T.email, 'info@leeswijzer.nl', { value: 'info@leeswijzer.nl' }],
    [T.email, 'info@leeswijzer', { error: { key: 'beheer.settings.error.email' } }],
    [T.url, 'https://www.leeswijzer.nl/x', { value: 'https://www.leeswijzer.nl/x' }],
    [T.url, 'http://www.leeswijzer.nl', { error: { key: 'beheer.settings.error.url' } }],
    [T.url, 'javascript:alert(1)', { error: { key: 'beheer.settings.error.url' } }],
    [T.iban, 'nl91 abna 0417 1643 00', { value: 'NL91ABNA0417164300' }],
    [T.iban, 'NL92ABNA0417164300', { error: { key: 'beheer.settings.error.iban' } }],
    [T.bic, 'abnanl2a', { value: 'ABNANL2A' }],
    [T.bic, 'ABN', { error: { key: 'beheer.settings.error.bic' } }],
    [T.whole, '48', { value: '48' }],
    [T.whole, '007', { value: '7' }],
    [T.whole, '0', { error: { key: 'beheer.settings.error.whole', params: { min: 1, max: 53 } } }],
    [T.whole, '54', { error: { key: 'beheer.settings.error.whole', params: { min: 1, max: 53 } } }],
    [T.whole, '4,5', { error: { key: 'beheer.settings.error.whole', params: { min: 1, max: 53 } } }],
    [T.money, '25,00', { value: '2500' }],
    [T.money, '€ 19,95', { value: '1995' }],
    [T.money, '20', { value: '2000' }],
    [T.money, '0', { value: '0' }],
    [T.money, '', { error: { key: 'beheer.settings.error.money' } }],
    [T.money, 'twintig', { error: { key: 'beheer.settings.error.money' } }],
    [T.money, '-1,00', { error: { key: 'beheer.settings.error.money_range', params: { max: '10.000,00' } } }],
    [
      T.money,
      '10000,01',
      { error: { key: 'beheer.settings.error.money_range', params: { max: '10.000,00' } } },
    ],
    [T.percent, '21', { value: '21' }],
    [T.percent, '101', { error: { key: 'beheer.settings.error.percent' } }],
    [T.percent, '9,5', { error: { key: 'beheer.settings.error.percent' } }],
    [T.boolean, 'on', { value: '1' }],
    [T.boolean, '', { value: '0' }],
    [T.boolean, undefined, { value: '0' }],
    [T.country, 'be', { value: 'BE' }],
    [T.country, 'BEL', { error: { key: 'beheer.settings.error.country' } }],
    [T.sku, '9789493000049', { value: '9789493000049' }],
    [T.sku, '978 949', { error: { key: 'beheer.settings.error.sku' } }],
  ] as const)('%o %j → %j', (type, typed, expected) => {
    expect(checkSetting(type, typed)).toEqual(expected);
  });
});

describe('settingFormValue: the stored text as the form shows it', () => {
  it.each([
    [T.money, '2000', '20,00'],
    [T.money, '845', '8,45'],
    [T.boolean, '1', 'on'],
    [T.boolean, '0', ''],
    [T.whole, '30', '30'],
    [T.text, undefined, ''],
  ] as const)('%o %j → %j', (type, stored, shown) => {
    expect(settingFormValue(type, stored)).toBe(shown);
  });
});

describe("a group's form", () => {
  const shipping = Object.fromEntries(settingsOfGroup('Verzending').map((d) => [d.name, '']));
  const valid = {
    ...shipping,
    shippingFree: '25,00',
    shippingFreeResellers: '250',
    shippingDefault: '8,45',
    shippingLetter: '4,95',
    weightBox: '80',
    maxDaysExpected: '30',
    defaultCountry: 'Nederland',
    defaultCountryCode: 'nl',
    isNL: 'NL',
    isBE: 'BE',
    deliveryAddress: 'on',
  };

  it('stores every setting of the group, typed', () => {
    const parsed = parseSettingsForm('Verzending', valid);
    expect(parsed).toMatchObject({
      values: { shippingFree: '2500', defaultCountryCode: 'NL', deliveryAddress: '1', requiredHousenr: '0' },
    });
  });

  it('names each wrong field, and only those of the group', () => {
    const errors = settingsFormErrors('Verzending', {
      ...valid,
      shippingFree: 'gratis',
      weightBox: '-1',
      contactEmail: 'x',
    });
    expect(Object.keys(errors).sort()).toEqual(['shippingFree', 'weightBox']);
    expect(parseSettingsForm('Verzending', { ...valid, shippingFree: 'gratis' })).toEqual({
      errors: { shippingFree: { key: 'beheer.settings.error.money' } },
    });
  });
});

describe('the countries and features forms', () => {
  it('countries: two money rates each', () => {
    const fields = { 'base-BE': '12,50', 'surcharge-BE': '1', 'base-DE': 'veel', 'surcharge-DE': '' };
    expect(Object.keys(countriesFormErrors(fields, ['BE', 'DE']))).toEqual(['base-DE', 'surcharge-DE']);
    expect(parseCountriesForm(fields, ['BE'])).toEqual({
      rates: new Map([['BE', { baseShippingCents: 1250, surchargeWeightCents: 100 }]]),
    });
  });

  it('features: a level from 0 to 9 and a tick box', () => {
    const fields = { 'level-REVIEWS': '0', 'enabled-REVIEWS': 'on', 'level-SMS_PW': '10' };
    expect(featuresFormErrors(fields, ['REVIEWS', 'SMS_PW'])).toEqual({
      'level-SMS_PW': { key: 'beheer.settings.error.whole', params: { min: 0, max: 9 } },
    });
    expect(parseFeaturesForm({ ...fields, 'level-SMS_PW': '1' }, ['REVIEWS', 'SMS_PW'])).toEqual({
      features: new Map([
        ['REVIEWS', { accessLevel: 0, enabled: true }],
        ['SMS_PW', { accessLevel: 1, enabled: false }],
      ]),
    });
  });
});

describe('settingsVersion', () => {
  it('is the same for the same values in any order, and differs when one changes', () => {
    const a = settingsVersion([
      ['shippingFree', '2000'],
      ['weightBox', '80'],
    ]);
    expect(
      settingsVersion([
        ['weightBox', '80'],
        ['shippingFree', '2000'],
      ]),
    ).toBe(a);
    expect(
      settingsVersion([
        ['weightBox', '80'],
        ['shippingFree', '2500'],
      ]),
    ).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{8}$/);
  });
});
