// Spec 2 §9 / spec 3 §9 "Other": the bank-transfer instructions for NL, BE and abroad, from the settings.
import { describe, expect, it } from 'vitest';
import {
  type BankTransferAccounts,
  bankAccountsFromSettings,
  transferInstructions,
  transferRegion,
} from './bank-transfer.ts';
import { isValidBic, isValidIban } from './iban.ts';
import { cents } from './money.ts';

// The demo settings rows (server/db/seed reference data).
const DEMO = new Map([
  ['bankAccountHolder', 'Leeswijzer B.V.'],
  ['bankNl1', 'NL91ABNA0417164300'],
  ['bankNl1Name', 'ABN AMRO'],
  ['bankNl2', 'NL20INGB0001234567'],
  ['bankNl2Name', 'ING'],
  ['bankBe', 'BE36734012345681'],
  ['bankBeName', 'KBC'],
  ['bankForeignIban', 'NL44RABO0123456789'],
  ['bankForeignBic', 'RABONL2U'],
  ['bankForeignName', 'Rabobank'],
]);

const ABN = { iban: 'NL91ABNA0417164300', bic: null, bank: 'ABN AMRO' };
const ING = { iban: 'NL20INGB0001234567', bic: null, bank: 'ING' };
const KBC = { iban: 'BE36734012345681', bic: null, bank: 'KBC' };
const RABO = { iban: 'NL44RABO0123456789', bic: 'RABONL2U', bank: 'Rabobank' };

describe('the demo accounts', () => {
  it('have IBANs with correct check digits and a valid BIC', () => {
    for (const name of ['bankNl1', 'bankNl2', 'bankBe', 'bankForeignIban'])
      expect(isValidIban(DEMO.get(name)!), name).toBe(true);
    expect(isValidBic(DEMO.get('bankForeignBic')!)).toBe(true);
  });
});

describe('bankAccountsFromSettings', () => {
  it('reads the holder, two Dutch, the Belgian and the foreign account', () => {
    expect(bankAccountsFromSettings(DEMO)).toEqual({
      holder: 'Leeswijzer B.V.',
      nl: [ABN, ING],
      be: KBC,
      foreign: RABO,
    });
  });

  it('takes IBANs as typed with spaces and lower case', () => {
    const typed = new Map(DEMO).set('bankNl1', ' nl91 abna 0417 1643 00 ').set('bankForeignBic', 'rabonl2u');
    const accounts = bankAccountsFromSettings(typed);
    expect(accounts.nl[0]?.iban).toBe('NL91ABNA0417164300');
    expect(accounts.foreign?.bic).toBe('RABONL2U');
  });

  it.each([
    [
      'a wrong check digit drops that account',
      'bankNl2',
      'NL21INGB0001234567',
      (a: BankTransferAccounts) => a.nl.length === 1,
    ],
    ['a missing Belgian account', 'bankBe', '', (a: BankTransferAccounts) => a.be === null],
    [
      'a foreign account without a valid BIC',
      'bankForeignBic',
      'RABO',
      (a: BankTransferAccounts) => a.foreign === null,
    ],
  ])('%s', (_label, name, value, holds) => {
    expect(holds(bankAccountsFromSettings(new Map(DEMO).set(name, value)))).toBe(true);
  });

  it('falls back to the shop as holder and to no accounts', () => {
    expect(bankAccountsFromSettings(new Map())).toEqual({
      holder: 'Leeswijzer',
      nl: [],
      be: null,
      foreign: null,
    });
  });
});

describe('transferRegion (spec 3 §9: NL and BE are the special codes)', () => {
  it.each([
    ['NL', 'nl'],
    ['nl', 'nl'],
    ['BE', 'be'],
    ['DE', 'abroad'],
    ['LU', 'abroad'],
    ['AN', 'abroad'],
  ] as const)('%s → %s', (country, region) => {
    expect(transferRegion(country)).toBe(region);
  });

  it('takes the codes from settings', () => {
    expect(transferRegion('NLD', { nl: 'NLD', be: 'BEL' })).toBe('nl');
    expect(transferRegion('NL', { nl: 'NLD', be: 'BEL' })).toBe('abroad');
  });
});

describe('transferInstructions (spec 2 §9)', () => {
  const accounts = bankAccountsFromSettings(DEMO);
  it.each([
    ['NL', 'nl', [ABN, ING]],
    ['BE', 'be', [KBC]],
    ['DE', 'abroad', [RABO]],
    ['FR', 'abroad', [RABO]],
  ] as const)('%s shows the %s accounts', (countryCode, region, shown) => {
    expect(
      transferInstructions({ countryCode, orderNumber: '2026-10042', amountCents: cents(2345), accounts }),
    ).toEqual({
      region,
      holder: 'Leeswijzer B.V.',
      accounts: shown,
      reference: '2026-10042',
      amountCents: 2345,
    });
  });

  it.each([
    ['BE without a Belgian account: the foreign one', 'BE', { ...accounts, be: null }, [RABO]],
    ['NL without Dutch accounts: the foreign one', 'NL', { ...accounts, nl: [] }, [RABO]],
    ['abroad without a foreign account: the others', 'DE', { ...accounts, foreign: null }, [ABN, ING, KBC]],
    ['nothing configured', 'NL', { holder: 'Leeswijzer', nl: [], be: null, foreign: null }, []],
  ])('%s', (_label, countryCode, configured, shown) => {
    expect(
      transferInstructions({ countryCode, orderNumber: '7', amountCents: cents(100), accounts: configured })
        .accounts,
    ).toEqual(shown);
  });
});
