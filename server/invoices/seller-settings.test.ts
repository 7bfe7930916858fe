// The invoice's seller details from the settings, and the settings that stop an invoice when wrong.
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../tests/support/seller-fixture.ts';
import { SELLER_SETTINGS, sellerFromSettings } from './seller-settings.ts';

const demo = new Map([
  ['sellerName', 'Leeswijzer B.V.'],
  ['sellerAddress', 'Keizersgracht 123'],
  ['sellerZipcode', '1015 CJ'],
  ['sellerCity', 'Amsterdam'],
  ['sellerKvK', '12345678'],
  ['sellerVatNumber', 'NL123456789B01'],
  ['sellerIban', 'nl91abna0417164300'],
  ['sellerBic', 'abnanl2a'],
  ['sellerWebsite', 'www.leeswijzer.nl'],
  ['contactEmail', 'info@leeswijzer.nl'],
]);

describe('sellerFromSettings', () => {
  it('gives the seller with the address in two lines and the IBAN in groups of four', () => {
    expect(sellerFromSettings(demo)).toEqual({
      kind: 'ok',
      seller: DEMO_SELLER,
    });
  });

  it('needs no website', () => {
    const withoutSite = new Map(demo);
    withoutSite.delete('sellerWebsite');
    expect(sellerFromSettings(withoutSite)).toMatchObject({ kind: 'ok', seller: { website: '' } });
  });

  it('names every setting that is missing', () => {
    expect(sellerFromSettings(new Map())).toEqual({
      kind: 'incomplete',
      settings: Object.values(SELLER_SETTINGS).filter((name) => name !== 'sellerWebsite'),
    });
  });

  it.each([
    ['sellerIban', 'NL92ABNA0417164300'], // a wrong check digit: never print a wrong account
    ['sellerBic', 'ABN'],
    ['sellerKvK', '1234'],
    ['sellerVatNumber', '123456789'],
  ])('refuses %s = %j', (name, value) => {
    expect(sellerFromSettings(new Map([...demo, [name, value]]))).toEqual({
      kind: 'incomplete',
      settings: [name],
    });
  });
});
